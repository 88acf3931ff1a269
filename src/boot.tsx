import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from './lib/framework';
import { App } from './app/App';
import { preloadPage } from './app/routes';
import { apiMocking, ownServiceWorker } from './config/env';
import { hasSessionCookie } from './features/auth/sessionCookie';
import type { AuthStore } from './features/auth/store';
import { reportRecoverableError } from './lib/loadChunk';
import { nextTask } from './lib/nextTask';
import { startVitals } from './features/vitals/reportVitals';
import { registerServiceWorker } from './lib/serviceWorker';
import { loadCatalog, namespaces, type Namespace } from './i18n/catalogs';
import { htmlLang, localeOfPath, localePrefix, pathWithinLocale } from './i18n/locale';

/** Starts the app: the mock API when enabled, the page's module, then hydration or a first render. */
export async function start(mode: 'hydrate' | 'render'): Promise<void> {
  if (apiMocking) {
    const { startMockApi } = await import('./mocks/browser');
    // A browser that blocks this site's storage blocks its service worker too: the pages still
    // render, and every call fails as it would with the API unreachable.
    await startMockApi().catch((error: unknown) => console.error('The mock API could not start', error));
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  const locale = localeOfPath(window.location.pathname);
  // Only when it differs: even writing the same value makes the browser restyle the whole page.
  if (document.documentElement.lang !== htmlLang[locale]) document.documentElement.lang = htmlLang[locale];
  // Hydrate a prerendered page only once its module and the messages it used are here, so React
  // never suspends mid-hydration. The common messages (header, footer) are needed by every page.
  const used = (container.dataset.catalogs ?? '').split(' ').filter((name): name is Namespace => namespaces.includes(name as Namespace));
  // A signed-in vendor's page starts at once what it will need next (the session store, the
  // HTTP layer, the vendor area's words and kept data), beside its own module, not after it.
  const signedIn = hasSessionCookie(document.cookie);
  const storeModule = signedIn ? import('./features/auth/store') : null;
  void storeModule?.catch(() => undefined);
  const signedInPage = signedIn ? import('./app/signedInStart').then(({ prepareSignedInPage }) => prepareSignedInPage(locale)).catch(() => undefined) : undefined;
  await Promise.all([
    signedInPage,
    preloadPage(pathWithinLocale(window.location.pathname), locale)?.catch(() => undefined),
    ...[...new Set<Namespace>(['common', ...used])].map((namespace) => loadCatalog(locale, namespace).catch(() => undefined)),
  ]);

  // A visitor without a session cookie hydrates signed out, without the session store's code
  // (react-auth-kit, its BehaviorSubject, js-cookie): the first render is the signed-out view anyway,
  // and the store loads when the visitor signs in. With the cookie it is created before hydrating;
  // reading the cookies talks to the browser's cookie store: a task of its own, like each step of
  // the start-up (main.tsx).
  let store: AuthStore | undefined;
  if (storeModule) {
    const { createAuthStore } = await storeModule;
    await nextTask();
    store = createAuthStore();
    // The page's first reads start now (the promise has settled: it was awaited above).
    (await signedInPage)?.(store);
    await nextTask();
  }

  const app = (
    <StrictMode>
      <BrowserRouter basename={localePrefix[locale] || undefined}>
        <App store={store} locale={locale} />
      </BrowserRouter>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page, so input is answered while it runs.
  if (mode === 'hydrate') startTransition(() => void hydrateRoot(container, app, { onRecoverableError: reportRecoverableError }));
  else createRoot(container).render(app);

  // Only listens: web-vitals itself loads on the first interaction (a chunk of its own for a few
  // listeners cost the page more than it saved).
  startVitals();
  // The site's own worker (offline reading, the release's files): in the plain production build,
  // once the page has loaded. The mock build's page is MSW's worker's (README, Offline).
  if (ownServiceWorker) registerServiceWorker();
}

