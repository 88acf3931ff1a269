// The floor of the LCP measurements (scripts/perf.mjs): the prerendered home page as a plain static
// page, the same text and images with the critical CSS inline, but no script, no module preloads and
// no other stylesheet. No page of the site can paint sooner than this one on the same server; each
// route's LCP is reported as a ratio to it.

/** The plain static copy of a prerendered page's HTML. */
export function floorPage(html) {
  const page = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
    .replace(/<link rel="(?:modulepreload|stylesheet)"[^>]*>/g, '')
    .replace(/ data-(?:prerendered|modules|catalogs)="[^"]*"/g, '');
  if (!/<style>[\s\S]+?<\/style>/.test(page)) throw new Error('the page has no inline critical CSS to stand on its own');
  return page;
}

/** Where perf.mjs writes it inside the build for the length of a run (removed afterwards). */
export const FLOOR_PATH = '/perf-floor';
