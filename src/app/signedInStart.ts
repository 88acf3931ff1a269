import { signedInMenu } from './layout/AccountMenu';
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
 */
export function prepareSignedInPage(locale: Locale): void {
  void signedInMenu.preload().catch(() => undefined);
  void loadCatalog(locale, 'account').catch(() => undefined);
  void import('./appOnlyPages').catch(() => undefined);
  if (findPageRoute(pathWithinLocale(window.location.pathname))?.access === 'signed-in') {
    void import('../lib/http').then(({ prepareHttp }) => prepareHttp()).catch(() => undefined);
    void loadCatalog(locale, 'vendor').catch(() => undefined);
    void import('../lib/deviceData').catch(() => undefined);
  }
}
