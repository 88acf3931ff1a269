import { localeOfPath, pathWithinLocale } from '../i18n/locale';

/**
 * The start of a page the app renders from scratch (app.html, or a host's /index.html fallback
 * serving another path's page): what src/main.tsx does first there, in a chunk of its own so that
 * no prerendered page's entry carries it (app.html preloads it).
 */
export function prepareRender(root: HTMLElement, signedIn: boolean): void {
  dropPageHead();
  // All at once: there is nothing on the page yet to answer input, and each task would wait for React's.
  if (signedIn) for (const href of signedInPageModules(root.dataset.signedInModules, window.location.pathname)) preloadModule(href);
}

/** The head tags written for another page (or app.html's default title): the app renders its own. */
function dropPageHead() {
  const nodes = [...document.head.childNodes];
  const start = nodes.findIndex((node) => node.nodeType === Node.COMMENT_NODE && node.nodeValue === 'page-head');
  const end = nodes.findIndex((node) => node.nodeType === Node.COMMENT_NODE && node.nodeValue === '/page-head');
  if (start >= 0 && end > start) nodes.slice(start, end + 1).forEach((node) => node.remove());
}

function preloadModule(href: string) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  link.crossOrigin = ''; // as Vite's own preloads: module scripts are fetched in CORS mode
  document.head.append(link);
}

/**
 * What app.html lists for a signed-in vendor's page (scripts/prerender.mjs, signedInModules): the
 * modules every page of the vendor area starts with (axios first), each page's own with the
 * expression its route's pattern matches as (the router's rules: by segments, in any case), and
 * the words of the vendor area in each language.
 */
export interface SignedInModules {
  modules: string[];
  catalogs: Record<string, string[]>;
  pages: [pattern: string, files: string[]][];
}

/**
 * The modules a signed-in start of `pathname` will ask for one after another (the session store,
 * the HTTP layer and axios, the page, its words), asked for all at once here, while React loads
 * (issue 33, item 6). None for a page outside the vendor area, or without the
 * list (a host's /index.html fallback serves the home page's HTML, which has none).
 */
export function signedInPageModules(listed: string | undefined, pathname: string): string[] {
  if (!listed) return [];
  try {
    const { modules, catalogs, pages } = JSON.parse(listed) as SignedInModules;
    const page = pages.find(([pattern]) => new RegExp(pattern, 'i').test(pathWithinLocale(pathname)));
    return page ? [...modules, ...page[1], ...(catalogs[localeOfPath(pathname)] ?? [])] : [];
  } catch {
    return [];
  }
}
