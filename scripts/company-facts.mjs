// The company's public facts (contact, the Grievance Officer, social and app-store links,
// registration numbers with their issuers, validity and public registers, the state authorisations to
// collect, what it holds to sell B100): the demo values in src/config/company-facts.demo.json for
// development and tests, the real ones in the JSON file of the same shape that COMPANY_FACTS_FILE
// names. vite.config.ts hands the build the file it should use (src/config/companyFacts.ts reads it);
// scripts/build.mjs warns, and `npm run check:release` fails, on each fact that is still a demo
// value or is missing, naming it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const DEMO_FACTS_FILE = 'src/config/company-facts.demo.json';

/** The facts a build uses: the file COMPANY_FACTS_FILE names, else the demo values; and which file that was. */
export function loadCompanyFacts(root, file = process.env.COMPANY_FACTS_FILE) {
  const path = resolve(root, file || DEMO_FACTS_FILE);
  return { path, facts: JSON.parse(readFileSync(path, 'utf8')) };
}

/**
 * What every page shows of the facts (the footer, the JSON-LD, the printed documents' letterhead):
 * contact, links and the registration numbers alone. The shell carries this; the rest (issuers,
 * validity, registers, the state authorisations, the B100 seller's licences) only the pages that
 * list it load (src/config/companyContact.ts, src/config/companyFacts.ts).
 */
export function companyContact(facts) {
  const { email, tollFree, tollFreeDisplay, social, apps, registration, collectionAuthorisations } = facts;
  // The authorisation of the state the company is registered in (Haryana), under FSSAI's direction of 30 January 2019.
  const home = collectionAuthorisations.find((entry) => entry.state === 'Haryana') ?? collectionAuthorisations[0];
  return {
    email,
    tollFree,
    tollFreeDisplay,
    social,
    apps,
    registration: { cin: registration.cin.number, gstin: registration.gstin.number, fssai: registration.fssai.number, ucoAggregator: home.number, iscc: registration.iscc.number },
  };
}

/** Vite's `define` that hands the facts to src/config: vite.config.ts, and the scripts that load src/ through a Vite server of their own (the mock API over HTTP). */
export function companyFactsDefine(root, file = process.env.COMPANY_FACTS_FILE) {
  const { facts } = loadCompanyFacts(root, file);
  return { __COMPANY_FACTS__: JSON.stringify(facts), __COMPANY_CONTACT__: JSON.stringify(companyContact(facts)) };
}

/** Leaves that are facts about the company (not an issuer's name or a register's address). */
const FACT_KEYS = new Set(['email', 'tollFree', 'tollFreeDisplay', 'href', 'number']);
/** Facts known by where they are rather than by their key, which elsewhere names no fact (`social[0].name` is a network's). */
const FACT_PATHS = new Set(['grievanceOfficer.name']);

/** Every leaf of a JSON value, with its path ("registration.cin.number", "apps[1].href"). */
function leaves(value, at = '', found = []) {
  if (Array.isArray(value)) value.forEach((item, index) => leaves(item, `${at}[${index}]`, found));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) leaves(item, at ? `${at}.${key}` : key, found);
  else found.push([at, value]);
  return found;
}

/** What gives a value away as a stand-in even when it is not the demo's own: an `example` domain, an all-zero app-store id. */
function looksLikeDemo(value) {
  if (typeof value !== 'string') return null;
  if (/(^|[./@-])example([./-]|$)/i.test(value)) return 'an example domain';
  if (/\/id0+$/.test(value)) return 'a zero app-store id';
  return null;
}

/**
 * Each company fact that is missing or still a demo value, as a sentence naming the field. None for
 * real facts. Missing: a value the demo file gives outside a list (lists, such as the states
 * collected in, may be longer or shorter) that the file leaves out or empty, since a page shows each;
 * the privacy policy, say, names the Grievance Officer (DPDP Act, 2023, s.8(9); IT Rules, 2011, r.5(9)).
 */
export function demoCompanyFacts(facts, demo = loadCompanyFacts(process.cwd(), DEMO_FACTS_FILE).facts) {
  const demoValues = new Map(leaves(demo));
  const given = new Map(leaves(facts));
  const problems = [];
  for (const path of demoValues.keys()) {
    if (path.startsWith('$') || path.includes('[')) continue;
    const value = given.get(path);
    if (typeof value !== 'string' || value.trim() === '') problems.push(`company fact ${path} is missing: set it in the file COMPANY_FACTS_FILE names, as the demo file has it`);
  }
  for (const [path, value] of given) {
    const key = path.replace(/^.*\./, '').replace(/\[\d+\]$/, '');
    if (!FACT_KEYS.has(key) && !FACT_PATHS.has(path)) continue;
    const why = looksLikeDemo(value) ?? (demoValues.get(path) === value ? (key === 'number' ? 'the demo’s placeholder number' : 'the demo value') : null);
    if (why) problems.push(`company fact ${path} is ${why} (${value}): set the real one in the file COMPANY_FACTS_FILE names`);
  }
  return problems;
}
