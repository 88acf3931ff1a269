/** Types of scripts/critical-css.mjs, for its unit test. */
export function styleHash(css: string): string;
export const CSP_HASHES_FILE: string;
export function deferStylesheet(page: string, stylesheet: { href: string; css: string }): string;
