export const DEMO_FACTS_FILE: string;
export function loadCompanyFacts(root: string, file?: string): { path: string; facts: unknown };
export function demoCompanyFacts(facts: unknown, demo?: unknown): string[];
export function companyContact(facts: unknown): unknown;
export function companyFactsDefine(root: string, file?: string): { __COMPANY_FACTS__: string; __COMPANY_CONTACT__: string };
