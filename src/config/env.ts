/**
 * The only reader of import.meta.env, so every setting and its default are in one place. Everything else imports `env`.
 */
const raw = import.meta.env;

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function minutes(value: string | undefined): number {
  const n = Number(value ?? 0);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/**
 * The in-browser mock API: on in `vite dev`, off in `vite build`, unless VITE_API_MOCKING says otherwise.
 * Written out in full so the bundler folds it to a constant and a build without mocks has no mock code.
 */
export const apiMocking: boolean =
  import.meta.env.VITE_API_MOCKING === 'true' || (import.meta.env.VITE_API_MOCKING !== 'false' && import.meta.env.DEV && !import.meta.env.SSR);

/**
 * The site's own service worker (src/sw/sw.ts) runs in a production build without the mock API: the
 * mock build's page belongs to MSW's worker, and `vite dev` builds no worker.
 */
export const ownServiceWorker: boolean = import.meta.env.PROD && !import.meta.env.SSR && !apiMocking;

export const env = {
  apiBaseUrl: trimSlash(raw.VITE_API_BASE_URL || '/api'),
  seoApiBaseUrl: trimSlash(raw.VITE_SEO_API_BASE_URL || '/api'),
  apiMocking,
  siteUrl: trimSlash(raw.VITE_SITE_URL || 'http://localhost:5173'),
  authRefreshMinutes: minutes(raw.VITE_AUTH_REFRESH_MINUTES),
  isProduction: raw.PROD,
} as const;
