import { hasExpired, sessionOwner } from '../features/auth/sessionRules';
import { localeOfPath, pathWithinLocale, regionTag, type Locale } from '../i18n/locale';
import type { Messages } from '@lingui/core';
import type { CarbonCreditStats } from '../types/api';

/**
 * The start of a page the app renders from scratch (app.html, or a host's /index.html fallback
 * serving another path's page): what src/main.tsx does first there, in a chunk of its own so that
 * no prerendered page's entry carries it (app.html preloads it).
 */
export function prepareRender(root: HTMLElement, signedIn: boolean): void {
  if (!root.firstElementChild) showLoading(root);
  dropPageHead();
  if (!signedIn) return;
  // First what a returning vendor sees soonest, then everything else the start will ask for.
  void showKeptBalance(root).catch(() => undefined);
  // All at once: there is nothing on the page yet to answer input, and each task would wait for React's.
  for (const href of signedInPageModules(root.dataset.signedInModules, window.location.pathname)) preloadModule(href);
}

/** The dashboard's address within a language (config/paths.ts `dashboard`; tests/integration/kept-balance.test.tsx holds them equal). */
export const DASHBOARD_PATH = /^\/dashboard\/?$/i;

/** Where the points are read (features/dashboard/api.ts), as lib/http keys a read POST it keeps: whatever outlet was sent, the organisation's points. */
const POINTS_READ = 'POST /WebData/carbonCreditStats ';

/**
 * A returning vendor's points balance, as last fetched on this device, shown on the dashboard
 * before the app has loaded (issue 33, item 6: within a second on a slow phone, where the app
 * itself takes longer). Only for the session's own user, with a token still current
 * (features/auth/sessionRules.ts), from what lib/deviceData.ts keeps for them; the points are the
 * organisation's, the same for every outlet. The app's first render replaces it (React clears the
 * root), with the same figures and then the network's. Nothing is shown once React has the root,
 * or when nothing was kept.
 */
export async function showKeptBalance(root: HTMLElement): Promise<void> {
  if (!DASHBOARD_PATH.test(pathWithinLocale(window.location.pathname))) return;
  const owner = sessionOwnerInCookies(document.cookie);
  if (!owner) return;
  const locale = localeOfPath(window.location.pathname);
  const [{ newestKeptAnswer }, { messages }] = await Promise.all([import('../lib/deviceData'), vendorWords(locale)]);
  const kept = await newestKeptAnswer<{ status?: string; data?: CarbonCreditStats }>(owner, POINTS_READ);
  const stats = kept?.data.status === 'Success' ? kept.data.data : undefined;
  if (!stats || Object.keys(root).some((key) => key.startsWith('__reactContainer$'))) return;
  const words = (id: string) => {
    const message = messages[id];
    return typeof message === 'string' ? message : (message ?? []).filter((part): part is string => typeof part === 'string').join('');
  };
  const whole = new Intl.NumberFormat(regionTag[locale], { maximumFractionDigits: 0 });
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, ...children: (Node | string)[]) => {
    const node = document.createElement(tag);
    if (className) node.className = className;
    node.append(...children);
    return node;
  };
  const figure = (label: string, value: number, className = '') => {
    const amount = element('dd', '', whole.format(value));
    if (className) amount.setAttribute('elementtiming', 'points-balance');
    return element('div', className, element('dt', '', words(label)), amount);
  };
  const heading = element('h2', '', words('dashboard.pointsHeading'));
  heading.id = 'points-heading';
  const panel = element('section', 'vendor-panel', heading, element('dl', 'points-figures', figure('points.earned', stats.earned), figure('points.used', stats.used), figure('points.balance', stats.balance, 'points-balance')));
  panel.setAttribute('aria-labelledby', 'points-heading');
  // The rest of the dashboard comes with the app: said so, where the page will show it.
  const loading = element('p', 'vendor-loading', loadingWords(locale));
  loading.setAttribute('role', 'status');
  root.replaceChildren(element('div', 'vendor-page', element('div', 'container vendor-body mt-3', panel, loading)));
}

/** The vendor area's compiled words in the page's language (the chunk the app loads them from too). */
const vendorWords = (locale: Locale): Promise<{ messages: Messages }> =>
  locale === 'hi' ? import('../locales/hi/vendor.json?lingui') : import('../locales/en/vendor.json?lingui');

/** Whose session the cookies hold (the session's rules), while its token is current; null otherwise. */
export function sessionOwnerInCookies(cookies: string): string | null {
  const read = (name: string) => {
    const value = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookies)?.[1];
    return value === undefined ? undefined : decodeURIComponent(value);
  };
  const token = read('_auth');
  if (!token) return null;
  const state = ((): { owner?: unknown; clock?: unknown } | null => {
    try {
      return JSON.parse(read('_auth_state') ?? 'null') as { owner?: unknown; clock?: unknown } | null;
    } catch {
      return null;
    }
  })();
  const clock = typeof state?.clock === 'number' ? state.clock : 0;
  return hasExpired(token, clock) ? null : sessionOwner(token, state?.owner);
}

/**
 * 'Loading...' until the app renders, in the root the entry emptied (of another path's page, on a
 * host's /index.html fallback), which no longer claims to be that page.
 */
function showLoading(root: HTMLElement) {
  delete root.dataset.prerendered;
  delete root.dataset.modules;
  delete root.dataset.sessionModules;
  const loading = document.createElement('div');
  loading.className = 'page-loading';
  loading.setAttribute('role', 'status');
  loading.textContent = loadingWords(localeOfPath(window.location.pathname));
  root.replaceChildren(loading);
}

/** Before the app's words have loaded (common.json's "Loading..."; tests/integration/kept-balance.test.tsx holds them equal). */
export const loadingWords = (locale: Locale): string => (locale === 'hi' ? 'लोड हो रहा है...' : 'Loading...');

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
