export const DEMO_FACTS_FILE: string;
export function loadCompanyFacts(root: string, file?: string): { path: string; facts: unknown };
export function demoCompanyFacts(facts: unknown, demo?: unknown): string[];
