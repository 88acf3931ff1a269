// The prerendered pages' first paint waits for no stylesheet: each page carries the CSS its markup
// uses inline in <head> (its own sheet, allowed by its hash in that page's CSP) and loads the
// whole stylesheet after the first paint: its link is `disabled` (not fetched) and media="print"
// (not render-blocking), and src/main.tsx (an external script: the CSP allows no inline one, nor an
// onload attribute) enables it once the page has painted and switches it to "all" once loaded;
// <noscript> has the plain link. The whole sheet repeats the inline rules in the same order,
// so applying it moves nothing that is already on screen.
import { createHash } from 'node:crypto';

/** The CSP source that allows exactly this inline <style> element's text. */
export function styleHash(css) {
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

/** The file name of the CSP hashes the build wrote (in dist/.vite/, not served). */
export const CSP_HASHES_FILE = 'csp-hashes.json';

/**
 * Rewrites a page's render-blocking link to the stylesheet `href` into the inline critical CSS
 * plus a deferred link, switched on by the entry script.
 */
export function deferStylesheet(page, { href, css }) {
  if (css.includes('</style')) throw new Error('the critical CSS may not contain </style');
  const link = new RegExp(`<link rel="stylesheet"( crossorigin)? href="${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}">`);
  const match = link.exec(page);
  if (!match) throw new Error(`no <link rel="stylesheet" href="${href}"> in the page`);
  const crossorigin = match[1] ?? '';
  const replacement =
    `<style>${css}</style>` +
    `<link rel="stylesheet"${crossorigin} href="${href}" media="print" disabled data-deferred-css>` +
    `<noscript><link rel="stylesheet"${crossorigin} href="${href}"></noscript>`;
  return page.replace(match[0], () => replacement);
}
