import { signedInMenu } from './layout/AccountMenu';
import type { AuthStore } from '../features/auth/store';
import { currentToken } from '../features/auth/sessionStatus';
import type { User } from '../types/api';
import { findPageRoute } from './routes';
import { loadCatalog } from '../i18n/catalogs';
import { pathWithinLocale, type Locale } from '../i18n/locale';

/**
 * What a signed-in vendor's page needs soon, started together at the start of the page
 * (src/boot.tsx), not each when the page first asks for it: the account menu and its words, the
 * list of the pages that are not prerendered, and on a page of the vendor area the HTTP layer with
 * axios, the vendor area's words and the kept data (issue 33, item 6: the waterfall before a
 * returning vendor's first figure). Each is cached: nothing loads twice. A chunk of its own, so a
 * visitor's page carries none of it; the fallback page preloads it (scripts/prerender.mjs).
 * Resolves once the words a page of the vendor area renders with are here, with what starts its
 * first reads once the session store exists (pageReadAhead); at once, with nothing, elsewhere.
 */
export async function prepareSignedInPage(locale: Locale): Promise<((store: AuthStore) => void) | undefined> {
  const account = loadCatalog(locale, 'account').catch(() => undefined);
  void signedInMenu.preload().catch(() => undefined);
  void import('./appOnlyPages').catch(() => undefined);
  if (findPageRoute(pathWithinLocale(window.location.pathname))?.access !== 'signed-in') return undefined;
  void import('../lib/http').then(({ prepareHttp }) => prepareHttp()).catch(() => undefined);
  void import('../lib/deviceData').catch(() => undefined);
  // The vendor area's words, which every page of it renders with: the start waits for them, as it
  // waits for a prerendered page's, so the page's first render does not suspend on them (React then
  // shows it no sooner than 300 ms after its fallback, and only then do its calls start).
  // The bell's words too (features/alerts/NotificationBell.tsx): every page of the vendor area has it.
  const [readAhead] = await Promise.all([pageReadAhead().catch(() => undefined), account, loadCatalog(locale, 'vendor').catch(() => undefined), loadCatalog(locale, 'alerts').catch(() => undefined)]);
  return readAhead;
}

/** A page module of the vendor area may read ahead: its first reads, started before it renders. */
interface ReadsAhead {
  prefetchReads?: (user: Pick<User, 'id' | 'outlet_ids' | 'role'>, search: string) => void;
}

/**
 * What the page of the vendor area being opened reads first (the dashboard's points and requests:
 * features/dashboard/prefetch.ts), to start once the session store exists (src/boot.tsx), while
 * the app renders: its own reads then take the answers instead of asking once it has rendered
 * (issue 33, item 6). Resolves with the page's module, so that the store, once created, starts the
 * reads at once; undefined on any other page.
 */
export async function pageReadAhead(): Promise<((store: AuthStore) => void) | undefined> {
  const route = findPageRoute(pathWithinLocale(window.location.pathname));
  if (route?.access !== 'signed-in') return undefined;
  const { prefetchReads } = (await route.load()) as ReadsAhead;
  if (!prefetchReads) return undefined;
  return (store) => {
    // The person as the page will know them: the kept profile (features/auth/useSession.ts); without
    // one the page knows no outlets, and acts for the server's default, as this does.
    if (currentToken(store.tokenObject)) prefetchReads(store.reader.profileFor(store.reader.sessionOwnerOf(store.tokenObject)) ?? { id: 0 }, window.location.search);
  };
}
