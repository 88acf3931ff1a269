/**
 * What every page shows of the company's public facts: contact, social and app-store links, and the
 * registration numbers (the footer, the Organization JSON-LD, the printed documents' letterhead).
 * vite.config.ts hands them in from the same file as config/companyFacts.ts (scripts/company-facts.mjs,
 * companyContact), apart, so that the shell every page loads does not carry each registration's
 * issuer, validity and register, nor the state authorisations, which only the pages listing them need.
 */
export interface CompanyContact {
  email: string;
  /** Toll-free number, in the form it is dialled, and as it is shown. */
  tollFree: string;
  tollFreeDisplay: string;
  social: { name: string; href: string }[];
  apps: { store: string; href: string }[];
  registration: {
    cin: string;
    gstin: string;
    fssai: string;
    /** The authorisation of the state the company is registered in (Haryana), under FSSAI's direction of 30 January 2019. */
    ucoAggregator: string;
    iscc: string;
  };
}

declare const __COMPANY_CONTACT__: CompanyContact;

export const companyContact: CompanyContact = __COMPANY_CONTACT__;
