/**
 * The company's public facts that a deployment sets (README, Configuration): contact, the Grievance
 * Officer, social and app-store links, each registration number with its issuer, validity and public
 * register, one authorisation to collect used cooking oil per state it collects in, and what it holds
 * to sell B100.
 * vite.config.ts hands them in from the JSON file COMPANY_FACTS_FILE names, or the demo values of
 * config/company-facts.demo.json; `npm run check:release` fails while any demo value is still in a
 * build (scripts/company-facts.mjs), and `npm run build` warns about each.
 */

/** A registration or licence: its number, who issued it, until when it is valid (ISO), where the public can check it. */
export interface Registration {
  number: string;
  issuer: string;
  validUntil?: string;
  register?: string;
}

/** An authorisation to collect used cooking oil, from a state's Commissioner of Food Safety (FSSAI's direction of 30 January 2019). */
export interface CollectionAuthorisation extends Registration {
  state: string;
}

/** A registration or licence the company holds to sell B100, and what it covers. */
export interface SellerRegistration extends Registration {
  what: string;
}

/**
 * The person who answers for the company on personal data, named with their contact on the privacy
 * policy (both languages): the DPDP Act, 2023, s.8(9) and the DPDP Rules, 2025, r.9 ask a Data
 * Fiduciary to publish the business contact of a person who can answer a Data Principal's questions,
 * and the IT (Reasonable Security Practices ...) Rules, 2011, r.5(9) to publish the Grievance
 * Officer's name and contact details on the website.
 */
export interface GrievanceOfficer {
  /** As the person writes it, in Latin letters on both pages (names stay in Latin letters, docs/hindi-glossary.md). */
  name: string;
  /** The post they hold, as each language's page writes it. */
  designation: { en: string; hi: string };
  /** Their own address for grievances, not the shared care address. */
  email: string;
}

export interface CompanyFacts {
  email: string;
  /** Toll-free number, in the form it is dialled, and as it is shown. */
  tollFree: string;
  tollFreeDisplay: string;
  grievanceOfficer: GrievanceOfficer;
  social: { name: string; href: string }[];
  apps: { store: string; href: string }[];
  registration: {
    /** Corporate Identity Number (MCA's master data). */
    cin: Registration;
    /** GSTIN (the GST portal's taxpayer search). */
    gstin: Registration;
    /** FSSAI licence as a used cooking oil aggregator (FoSCoS). */
    fssai: Registration;
    /** ISCC EU certificate, as a collecting point for used cooking oil (ISCC's certificate database). */
    iscc: Registration;
  };
  collectionAuthorisations: CollectionAuthorisation[];
  /** To sell B100 under the Petroleum Ministry's guidelines of 30 April 2019: the state's seller registration, the depot's storage licence. */
  b100Seller: SellerRegistration[];
}

declare const __COMPANY_FACTS__: CompanyFacts;

export const companyFacts: CompanyFacts = __COMPANY_FACTS__;

/** Where the public can check a registration, as a reader would type it: the register's host name. */
export const registerHost = (url: string): string => new URL(url).hostname;
