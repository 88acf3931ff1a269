/** Types of scripts/purge-css.mjs, for vite.config.ts. */
import type { Plugin } from 'vite';
type PostcssPlugin = Exclude<NonNullable<Exclude<NonNullable<import('vite').CSSOptions['postcss']>, string>['plugins']>[number], false | null | undefined>;
export const RUNTIME_SAFELIST: { standard: (string | RegExp)[] };
export function purgeUnusedCss(options: { content: string[]; only?: RegExp }): PostcssPlugin;
export function criticalCss(css: string, sources: { html: string[]; scripts?: string[]; keep?: (string | RegExp)[] }): Promise<string>;
export type { Plugin };
