import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { organizationJsonLd } from '../../src/components/seo/jsonLd';
import { companyFacts } from '../../src/config/companyFacts';

// The company's registration facts: each in its real format (demo values, replaced by a
// deployment), and the same in the Organization JSON-LD.

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTIN's 15th character: a mod-36 checksum of the first 14, odd positions weighted 1, even 2. */
function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  [...first14].forEach((character, index) => {
    const product = ALPHANUMERIC.indexOf(character) * (index % 2 ? 2 : 1);
    sum += Math.floor(product / 36) + (product % 36);
  });
  return ALPHANUMERIC[(36 - (sum % 36)) % 36];
}

/** CIN: listing (L/U), NIC industry code, state, year of incorporation, company type, serial. */
const CIN = /^(?<listing>[LU])(?<industry>\d{5})(?<state>[A-Z]{2})(?<year>\d{4})(?<type>PTC|PLC|OPC|FTC|FLC|GOI|SGC|NPL|GAT|GAP|ULT|ULL)(?<serial>\d{6})$/;
/** GSTIN: state code, PAN (5 letters, 4 digits, a letter; the 4th letter is the holder's kind), entity, Z, check character. */
const GSTIN = /^(?<state>\d{2})(?<pan>[A-Z]{3}(?<holder>[ABCFGHJLPT])[A-Z]\d{4}[A-Z])[1-9A-Z]Z[0-9A-Z]$/;
const { registration } = site;

describe('registration facts, in their real formats', () => {
  it('the check-character rule is GSTN’s (a published sample GSTIN passes)', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('CIN: 21 characters, a private company incorporated in Haryana, not in the future', () => {
    const cin = CIN.exec(registration.cin)?.groups;
    expect(cin).toBeDefined();
    expect(cin?.state).toBe('HR');
    expect(cin?.type).toBe('PTC');
    expect(Number(cin?.year)).toBeLessThanOrEqual(new Date().getFullYear());
    expect(site.legalName).toMatch(/Private Limited$/);
  });

  it('GSTIN: Haryana’s state code (06), a company’s PAN, and a valid check character', () => {
    const gstin = GSTIN.exec(registration.gstin)?.groups;
    expect(gstin).toBeDefined();
    expect(gstin?.state).toBe('06');
    expect(gstin?.holder).toBe('C');
    expect(registration.gstin.at(-1)).toBe(gstinCheckCharacter(registration.gstin.slice(0, 14)));
  });

  it('FSSAI: 14 digits, a licence (1…) rather than a registration (2…)', () => {
    expect(registration.fssai).toMatch(/^1\d{13}$/);
  });

  it('UCO aggregator authorisation: Haryana’s Commissioner of Food Safety, year and serial', () => {
    expect(registration.ucoAggregator).toMatch(/^HR\/CFS\/UCO\/(20\d{2})\/\d{3}$/);
  });

  it('ISCC EU certificate: EU-ISCC-Cert-<certification body>-<8 digits>', () => {
    expect(registration.iscc).toMatch(/^EU-ISCC-Cert-[A-Z]{2}\d{3}-\d{8}$/);
  });
});

describe('the Organization JSON-LD', () => {
  it('carries every registration fact: the GSTIN as vatID, the others as identifiers', () => {
    const organization = organizationJsonLd();
    expect(organization.vatID).toBe(registration.gstin);
    const identifiers = (organization.identifier as { '@type': string; propertyID: string; value: string }[]).map((item) => item.value);
    expect(identifiers.sort()).toEqual([registration.cin, registration.fssai, registration.ucoAggregator, registration.iscc].sort());
  });
});

describe('where the oil goes', () => {
  it('the destinations the vendor records name share all of the oil between them', () => {
    expect(Object.values(site.destinations).reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 10);
  });
});

describe('registration facts that can be checked', () => {
  it('each registration names its issuer and its public register, and a licence or certificate its validity', () => {
    const registers = { cin: 'www.mca.gov.in', gstin: 'services.gst.gov.in', fssai: 'foscos.fssai.gov.in', iscc: 'www.iscc-system.org' } as const;
    for (const [name, host] of Object.entries(registers) as [keyof typeof registers, string][]) {
      const entry = companyFacts.registration[name];
      expect(entry.number, name).toBe(registration[name]);
      expect(entry.issuer, name).not.toBe('');
      expect(new URL(entry.register!).host, name).toBe(host);
    }
    for (const name of ['fssai', 'iscc'] as const) expect(companyFacts.registration[name].validUntil, name).toMatch(/^20\d{2}-\d{2}-\d{2}$/);
  });

  it('one authorisation to collect per state the company collects in, and what it holds to sell B100', async () => {
    const { serviceAreas } = await import('../../src/config/serviceAreas');
    const states = [...new Set(serviceAreas.map((area) => area.state))].sort();
    expect(companyFacts.collectionAuthorisations.map((entry) => entry.state).sort()).toEqual(states);
    for (const entry of companyFacts.collectionAuthorisations) expect(entry.issuer, entry.state).toContain(entry.state);
    expect(registration.ucoAggregator).toBe(companyFacts.collectionAuthorisations.find((entry) => entry.state === 'Haryana')!.number);
    expect(companyFacts.b100Seller.length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['English', () => import('../../src/content/pages/aboutUs')],
    ['Hindi', () => import('../../src/content/hi/pages/aboutUs')],
  ])('the about page in %s lists every number, its register and each state’s authorisation', async (_language, load) => {
    const page = JSON.stringify((await load()).default);
    for (const entry of [...Object.values(companyFacts.registration), ...companyFacts.collectionAuthorisations, ...companyFacts.b100Seller]) expect(page).toContain(entry.number);
    for (const entry of Object.values(companyFacts.registration)) expect(page).toContain(new URL(entry.register!).hostname);
  });
});

describe('the Grievance Officer (DPDP Act, 2023, s.8(9); IT Rules, 2011, r.5(9))', () => {
  const officer = companyFacts.grievanceOfficer;

  it('is a named person with a post in each language and an e-mail of their own', () => {
    expect(officer.name.trim()).toMatch(/^\S+( \S+)+$/);
    expect(officer.designation.en.trim()).not.toBe('');
    expect(officer.designation.hi).toMatch(/[\u0900-\u097F]/);
    expect(officer.email).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i);
    expect(officer.email).not.toBe(companyFacts.email);
  });

  it.each([
    ['English', () => import('../../src/content/privacyPolicy'), 'en'],
    ['Hindi', () => import('../../src/content/hi/privacyPolicy'), 'hi'],
  ] as const)('the privacy policy in %s names them, their post and their e-mail in its Grievance Officer section', async (_language, load, locale) => {
    const { sections } = (await load()).default;
    const section = sections.find((entry) => /Grievance Officer|शिकायत अधिकारी/.test(entry.heading))!;
    const text = (section.paragraphs ?? []).join(' ');
    for (const value of [officer.name, officer.designation[locale], officer.email]) expect(text).toContain(value);
    expect(text).not.toContain(companyFacts.email);
  });
});
