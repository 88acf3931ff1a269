import { hasExpired, sessionOwner } from '../features/auth/sessionRules';
import { localeOfPath, pathWithinLocale, regionTag, type Locale } from '../i18n/locale';
import type { Messages } from '@lingui/core';
import type { CarbonCreditStats } from '../types/api';
import { env } from '../config/env';
import { readEarly, readFormPrefix, type EarlyAnswer } from '../lib/calls';
import { profileFor } from '../features/auth/profile';
import { dashboardOutlet, pointsRead, requestsRead } from '../features/dashboard/firstReads';

/**
 * The start of a page the app renders from scratch (app.html, or a host's /index.html fallback
 * serving another path's page): what src/main.tsx does first there, in a chunk of its own so that
 * no prerendered page's entry carries it (app.html preloads it).
 */
export function prepareRender(root: HTMLElement, signedIn: boolean): void {
  if (!root.firstElementChild) showLoading(root);
  dropPageHead();
  if (!signedIn) return;
  // First what a vendor sees soonest, then everything else the start will ask for.
  void showBalanceBeforeApp(root, !env.apiMocking).catch(() => undefined);
  // All at once: there is nothing on the page yet to answer input, and each task would wait for React's.
  for (const href of signedInPageModules(root.dataset.signedInModules, window.location.pathname)) preloadModule(href);
}

/** The dashboard's address within a language (config/paths.ts `dashboard`; tests/integration/kept-balance.test.tsx holds them equal). */
export const DASHBOARD_PATH = /^\/dashboard\/?$/i;

/**
 * A vendor's points balance on the dashboard before the app has loaded (issue 33, item 6: within a
 * second on a slow phone for a returning vendor, within two on a first visit, where the app itself
 * takes longer). Only for the session's own user, with a token still current
 * (features/auth/sessionRules.ts). The points are the organisation's, the same for every outlet.
 * - As last fetched on this device (lib/deviceData.ts keeps them per user), at once.
 * - With `readAhead`, the dashboard's first reads are asked for now, with fetch, not once the app
 *   and axios have come (lib/calls.ts): their answer replaces the kept figures, and the app's own
 *   reads take it, so nothing is asked twice. An answer the server refuses shows nothing here: the
 *   app asks again, and says what it is told. The mock build does not read ahead: its API starts
 *   with the app.
 * The app's first render replaces all of it (React clears the root), with the same figures. Nothing
 * is shown once React has the root, or when there is nothing to show.
 */
export async function showBalanceBeforeApp(root: HTMLElement, readAhead: boolean): Promise<void> {
  if (!DASHBOARD_PATH.test(pathWithinLocale(window.location.pathname))) return;
  const session = sessionInCookies(document.cookie);
  if (!session) return;
  const { owner, token } = session;
  let fromNetwork: Promise<EarlyAnswer> | undefined;
  if (readAhead) {
    const outlet = dashboardOutlet(profileFor(owner), window.location.search);
    const [points, requests] = [pointsRead(outlet), requestsRead(outlet)];
    fromNetwork = readEarly(env.apiBaseUrl, points.url, points.fields, owner, token);
    void readEarly(env.apiBaseUrl, requests.url, requests.fields, owner, token);
  }
  const locale = localeOfPath(window.location.pathname);
  const [{ newestKeptAnswer }, words] = await Promise.all([import('../lib/deviceData'), balanceWordsOf(root, locale)]);
  let fresh = false;
  const show = (answer: unknown, fromServer: boolean) => {
    const envelope = answer as { status?: string; data?: CarbonCreditStats } | undefined;
    if (envelope?.status !== 'Success' || !envelope.data || (fresh && !fromServer) || Object.keys(root).some((key) => key.startsWith('__reactContainer$'))) return;
    fresh ||= fromServer;
    root.replaceChildren(pointsPanel(envelope.data, words, locale));
  };
  await Promise.all([
    fromNetwork?.then((answer) => show(answer !== 'timed-out' ? answer?.data : undefined, true)),
    // Any outlet's read: the points are the organisation's.
    newestKeptAnswer(owner, readFormPrefix(pointsRead(undefined).url)).then((kept) => show(kept?.data, false)),
  ]);
}

/** The points as the dashboard shows them (features/dashboard/PointsSummary.tsx), and that the rest of the page is on its way. */
function pointsPanel(stats: CarbonCreditStats, words: (id: BalanceWord) => string, locale: Locale): HTMLElement {
  const whole = new Intl.NumberFormat(regionTag[locale], { maximumFractionDigits: 0 });
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, ...children: (Node | string)[]) => {
    const node = document.createElement(tag);
    if (className) node.className = className;
    node.append(...children);
    return node;
  };
  const figure = (label: BalanceWord, value: number, className = '') => {
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
  return element('div', 'vendor-page', element('div', 'container vendor-body mt-3', panel, loading));
}

/** The words of the points panel (the vendor area's catalogue: features/dashboard/PointsSummary.tsx). */
export const BALANCE_WORDS = ['dashboard.pointsHeading', 'points.earned', 'points.used', 'points.balance'] as const;
type BalanceWord = (typeof BALANCE_WORDS)[number];

/**
 * The points panel's words in the page's language: as app.html carries them (scripts/prerender.mjs,
 * from the catalogues), else from the vendor area's compiled catalogue, the chunk the app loads it
 * from too (a host's /index.html fallback carries none).
 */
async function balanceWordsOf(root: HTMLElement, locale: Locale): Promise<(id: BalanceWord) => string> {
  const carried = ((): Record<string, unknown> | undefined => {
    try {
      return (JSON.parse(root.dataset.balanceWords ?? '{}') as Record<string, Record<string, unknown> | undefined>)[locale];
    } catch {
      return undefined;
    }
  })();
  if (carried && BALANCE_WORDS.every((id) => typeof carried[id] === 'string')) return (id) => carried[id] as string;
  const { messages } = await (locale === 'hi' ? import('../locales/hi/vendor.json?lingui') : import('../locales/en/vendor.json?lingui'));
  return (id) => {
    const message = (messages as Messages)[id];
    return typeof message === 'string' ? message : (message ?? []).filter((part): part is string => typeof part === 'string').join('');
  };
}

/** Whose session the cookies hold (the session's rules) and its token, while the token is current; null otherwise. */
export function sessionInCookies(cookies: string): { owner: string; token: string } | null {
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
  const owner = hasExpired(token, clock) ? null : sessionOwner(token, state?.owner);
  return owner ? { owner, token } : null;
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
