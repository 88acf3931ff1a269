/**
 * What the tests' jsdom lacks, set up once per module registry by tests/setup.ts: once per worker
 * in the project `shared` (its files share one jsdom), once per file in `isolated`. tests/setup.ts
 * itself runs again for every file, where a listener added each time would pile up.
 */
import { filterStyleRules } from './styleRuleFilter';

// jsdom has no matchMedia or scrolling; the layout asks for both.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = (() => {}) as typeof window.scrollTo;
Element.prototype.scrollIntoView = function scrollIntoView() {};
// A browser saves a download link's file and stays on the page; jsdom cannot save and would try
// to navigate to the blob: URL ("Not implemented: navigation to another Document").
document.addEventListener('click', (event) => {
  if (event.target instanceof Element && event.target.closest('a[download]')) event.preventDefault();
});
// Computed styles as jsdom computes them, without trying the rules of its stylesheet that cannot match.
filterStyleRules(document);
