import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { companyFactsDefine } from './scripts/company-facts.mjs';
import { purgeUnusedCss } from './scripts/purge-css.mjs';

/**
 * A build without the mock API must not even ship its chunk: the entry's dynamic import of
 * src/mocks/browser.ts resolves to an empty module unless mocking is on (VITE_API_MOCKING), and so
 * does the demo notice that tells a visitor the mock API is running.
 * Nor its service worker: MSW keeps it in public/ (so `vite dev` serves it), and Vite copies all of
 * public/ into every build; a worker script on a production origin is code no page needs, so it is
 * deleted from the output once written.
 */
function leaveOutMocks(enabled: boolean): Plugin {
  const empty = '\0mock-api-disabled';
  const noNotice = '\0demo-notice-disabled';
  return {
    name: 'leave-out-mocks',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      if (!enabled && /\/mocks\/browser(\.ts)?$/.test(source)) return empty;
      // The demo notice's import (src/app/layout/Layout.tsx) is dropped as dead code only after the
      // chunks are made, which would still write its chunk: none of its code either.
      if (!enabled && /[\\/]DemoNotice(\.tsx)?$/.test(source)) return noNotice;
      return null;
    },
    load(id) {
      if (id === noNotice) return 'export function DemoNotice() { return null; }';
      return id === empty ? 'export async function startMockApi() {}' : null;
    },
    writeBundle(options) {
      if (!enabled && options.dir) rmSync(join(options.dir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/** react-auth-kit's js-cookie is src/features/auth/sessionCookies.ts: no cookie writes for a signed-out visitor. */
function authKitCookies(): Plugin {
  const wrapper = fileURLToPath(new URL('./src/features/auth/sessionCookies.ts', import.meta.url));
  return {
    name: 'auth-kit-cookies',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'js-cookie' && importer !== undefined && /[\\/]react-auth-kit[\\/]/.test(importer) ? wrapper : null;
    },
  };
}

/**
 * The dev server answers /manifest.webmanifest and /hi/manifest.webmanifest from
 * src/config/webManifest.ts, as the build writes them (scripts/prerender.mjs).
 */
function devWebManifest(): Plugin {
  return {
    name: 'dev-web-manifest',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const path = (request.url ?? '').split('?')[0];
        if (path !== '/manifest.webmanifest' && path !== '/hi/manifest.webmanifest') return next();
        const { webManifest } = (await server.ssrLoadModule('/src/config/webManifest.ts')) as typeof import('./src/config/webManifest');
        response.setHeader('Content-Type', 'application/manifest+json');
        response.end(JSON.stringify(webManifest(path.startsWith('/hi/') ? 'hi' : 'en')));
      });
    },
  };
}

/** The chunks of pure data, with no stylesheet: each page's copy (src/content) and each catalogue (src/locales). */
const dataModuleNames = [
  ...['src/content', 'src/content/pages'].flatMap((dir) => readdirSync(dir).filter((name) => name.endsWith('.ts')).map((name) => name.slice(0, -3))),
  ...readdirSync('src/locales/en').map((name) => name.replace(/\.json$/, '')),
];
const DATA_CHUNK = new RegExp(`(^|/)(${[...new Set(dataModuleNames)].join('|')})-[\\w-]+\\.js$`);

/** The unit and integration tests (`npm test`); the nginx tests have a config of their own. */
const TESTS = ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'];

/** Test files that need a fresh module registry of their own (see `test.projects`). */
const ISOLATED_TESTS = [
  'tests/integration/header-hydration.test.tsx',
  'tests/integration/session.test.tsx',
  'tests/unit/reportVitals.test.ts',
  'tests/unit/lazyModule.test.tsx',
  'tests/unit/earlyInteraction.test.tsx',
  'tests/unit/near-viewport.test.tsx',
];

/**
 * The date tests, run again with the device on other zones (project `zone ...`): the business runs on
 * India's time (src/lib/indiaTime.ts), so each must give India's dates on a device in UTC, and in Los
 * Angeles, where the day starts 13 1/2 hours after India's. The shared run is the machine's own zone:
 * a zone it already is is not run twice.
 */
const ZONE_TESTS = [
  'tests/unit/indiaTime.test.ts',
  'tests/unit/vendor-dateRange.test.ts',
  'tests/unit/vendor-dates.test.ts',
  'tests/unit/impact-certificate.test.ts',
  'tests/unit/records-registerRows.test.ts',
  'tests/unit/schedule-rules.test.ts',
  'tests/unit/records-mock.test.ts',
  'tests/unit/payments-mock.test.ts',
  'tests/unit/orders-mock.test.ts',
  'tests/integration/india-time.test.tsx',
];
const zoneName = (zone?: string) => new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
const OTHER_ZONES = ['UTC', 'America/Los_Angeles'].filter((zone) => zoneName(zone) !== zoneName());

export default defineConfig(({ command, mode }) => {
  const mocking = loadEnv(mode, process.cwd(), 'VITE_').VITE_API_MOCKING ?? process.env.VITE_API_MOCKING;
  const mockingOn = mocking === 'true' || (mocking !== 'false' && command === 'serve');
  // The company's public facts: the file COMPANY_FACTS_FILE names (in the environment or a .env
  // file), else the demo values (scripts/company-facts.mjs; src/config/companyFacts.ts reads them).
  const companyFactsFile = loadEnv(mode, process.cwd(), 'COMPANY_').COMPANY_FACTS_FILE ?? process.env.COMPANY_FACTS_FILE;
  return {
  plugins: [react(), lingui(), leaveOutMocks(mockingOn), authKitCookies(), devWebManifest()],
  define: companyFactsDefine(process.cwd(), companyFactsFile),
  resolve: {
    alias: [
      // react-router 7's package exports name only its development build (its dev warnings and
      // checks, about 2 kB compressed more on every page); it ships the production build beside it.
      // A build takes that one, for both its entries (react-router-dom imports both): one copy, one
      // router context. Dev server and tests keep the development build and its warnings.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
            { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
          ]
        : []),
      // react-auth-kit (CommonJS) requires all of rxjs for one BehaviorSubject; a require cannot be
      // tree-shaken, so point it at that class's own ES module (about 150 kB less on every page).
      { find: /^rxjs$/, replacement: fileURLToPath(new URL('./node_modules/rxjs/dist/esm/internal/BehaviorSubject.js', import.meta.url)) },
    ],
  },
  build: {
    manifest: true,
    // No polyfill for <link rel="modulepreload">: every browser with module scripts but without it
    // (Safari before 17) still runs the page, only without that head start.
    modulePreload: {
      polyfill: false,
      // Once code other than the entry runs, the entry has loaded React, the router and the shell
      // (src/main.tsx, src/boot.tsx): the preload list of a part loaded later need not name them,
      // and those lists (one per lazy page and part, written into the shell) get shorter.
      //
      // Nor need the list of a page's copy or a catalogue name that chunk itself: data without a
      // stylesheet, so Vite's preload helper calls import() at once, which fetches it as soon as a
      // modulepreload would. (A chunk with a stylesheet keeps itself in its list: the helper waits
      // for the stylesheet before import(), and the modulepreload fetches the chunk meanwhile.)
      // Those entries were about half of the shell's preload table (0.7 kB of the home page's script).
      resolveDependencies: (file, deps, { hostId, hostType }) => {
        if (hostType !== 'js' || /(^|\/)index-[\w-]+\.js$/.test(hostId)) return deps;
        const later = deps.filter((dep) => !/(^|\/)(react|framework|shell|entry-helpers|rolldown-runtime|boot)-[\w-]+\.js$/.test(dep));
        return DATA_CHUNK.test(file) ? later.filter((dep) => dep !== file) : later;
      },
    },
    rolldownOptions: {
      output: {
        // Fewer, larger shared chunks: every request costs a round trip and its headers on a slow
        // phone connection. React loads first and alone (src/main.tsx evaluates it in its own task).
        codeSplitting: {
          groups: [
            // The entry's only dependencies: Vite's dynamic-import helper and the small modules it runs
            // at once (tracking, early interaction, the language of a path, nextTask, the session cookie's test). Kept apart, so
            // the entry does not pull the groups below into the page's <head> (a group also takes in
            // what its modules import).
            // The settings (config/env.ts, no imports) too: the shell reads them, and so does the start of a
            // page rendered from scratch before React has loaded (app/renderStart.ts).
            { name: 'entry-helpers', test: /vite[\\/]preload-helper|rolldown-runtime|\0|src[\\/](lib[\\/](earlyInteraction|nextTask)|features[\\/](tracking[\\/]|auth[\\/]sessionCookie\.ts)|i18n[\\/]locale\.ts|config[\\/]env\.ts)/, priority: 4 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'framework', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser|@lingui[\\/]core)[\\/]|src[\\/]lib[\\/]framework\.ts/, priority: 2 },
            // The side drawer (react-bootstrap Offcanvas) stays out: it loads on first use; the demo notice
            // too: only a mock build has it (src/app/layout/Layout.tsx); the scroll-to-top button,
            // which loads at the first scroll; and i18n/RichText with @lingui/react, which no public
            // page's first load renders. Only the
            // modules of lib/ and config/ that the shell itself runs are named: the others (form
            // drafts, shared rules, the calculator's factors) go with the pages that use them.
            { name: 'shell', test: /^(?!.*(SideDrawer|DemoNotice|RichText|ScrollToTopButton|SignedInMenu|appOnlyPages|signedInStart|renderStart|DeviceNotices|layout[\\/]Footer)).*[\\/]src[\\/](app|components[\\/](seo[\\/](Seo|jsonLd)|sections[\\/](PageHero|Figures))|lib[\\/](framework|lazyModule|loadChunk|useAsync|useNearViewport|useHydrated|deviceStatus)|config[\\/](env|paths|site|companyContact|dateInWords|indianNumbers)|content[\\/](hi[\\/])?asOf|i18n|features[\\/]auth[\\/](sessionStatus|useSession|RequireAuth|RequireGuest|landingPath|SessionProvider))[\\/.]/, priority: 1 },
            // The sections the content pages are made of, their structured data, and the news cards: one chunk for the pages
            // that use them, none of which is the home page's first load (its lower sections hydrate
            // later, views/HomeView.tsx).
            { name: 'sections', test: /src[\\/](components[\\/](sections[\\/](?!PageHero|Figures)|seo[\\/]pageJsonLd)|features[\\/]news[\\/](NewsCard|NewsCardSkeleton|formatDate))/, priority: 1 },
            // The HTTP layer, for the pages and parts that call the API (a page's first render calls
            // nothing: the home page's news load it once their section hydrates). Its own chunk, not the
            // session's, which would otherwise take it in as a module the store imports.
            { name: 'http', test: /src[\\/]lib[\\/]http\.ts/, priority: 1 },
            // What the start of a signed-in page does before React has loaded (app/renderStart.ts), which
            // must not wait for the session chunk, the HTTP layer's or the shell, and the React they
            // import: the session's rules and the kept profile (pure functions, which the store applies
            // too), and the dashboard's first reads for the outlet it acts for. The calls' basics
            // (lib/calls.ts) alone, as the HTTP layer needs them on a visitor's page too (and above the HTTP layer's group, which would take them in).
            { name: 'beforeApp', test: /src[\\/]features[\\/](auth[\\/](sessionRules|profile|sessionState)|dashboard[\\/](firstReads|outletChoice))\.ts/, priority: 1 },
            { name: 'calls', test: /src[\\/]lib[\\/]calls\.ts/, priority: 2 },
            // The session store and what only it uses: loaded when there is a session cookie, or on
            // signing in (src/features/auth/SessionProvider.tsx), never by a signed-out visitor's page. Last,
            // so that the shared modules it imports (lib/http, the session's status) stay in the groups above.
            { name: 'session', test: /node_modules[\\/](react-auth-kit|js-cookie|rxjs)[\\/]|src[\\/]features[\\/]auth[\\/](store|kit|sessionCookies|sessionKeeper)\.ts|src[\\/]lib[\\/]formDraftOwner\.ts/, priority: 0 },
          ],
        },
      },
    },
    target: 'es2022',
    cssCodeSplit: true,
  },
  ssr: {
    // Bundle every dependency into the build-time renderer: several (react-auth-kit,
    // react-bootstrap's dom-helpers) ship CommonJS or directory imports Node's ESM loader refuses.
    // Not in the tests: there Vitest would take it for "inline every dependency", passing all of
    // node_modules through Vite's transforms (its source maps too: https-proxy-agent's names files
    // it does not ship, a warning in every run) instead of letting Node load them.
    noExternal: mode === 'test' ? undefined : true,
  },
  css: {
    // Only the CSS the site uses: our stylesheets lose every rule whose classes no source file, the
    // page template or the react-bootstrap components the site uses (modal, offcanvas) set (scripts/purge-css.mjs has the classes
    // set at run time). In the build only: `vite dev` keeps every rule.
    postcss:
      command === 'build'
        ? {
            plugins: [
              purgeUnusedCss({
                content: ['src/**/*.{ts,tsx}', 'index.html', 'node_modules/react-bootstrap/esm/{Modal,Offcanvas,Fade,CloseButton,AbstractModal,BootstrapModalManager}*.js'].map((glob) => fileURLToPath(new URL(glob, import.meta.url))),
              }),
            ],
          }
        : undefined,
    preprocessorOptions: {
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  server: { host: '127.0.0.1' },
  // The app's one page: the dev server scans it for dependencies to pre-bundle, and no other HTML in
  // the project (the builds' prerendered pages, the API's rendered docs) is the app's.
  optimizeDeps: { entries: ['index.html'] },
  preview: { host: '127.0.0.1' },
  test: {
    environment: 'jsdom',
    // https, so the secure-only tracking cookies (utm_*) are kept as in production.
    environmentOptions: { jsdom: { url: 'https://localhost:3000/' } },
    globals: true,
    setupFiles: ['./tests/setup.ts'],
    css: false,
    testTimeout: 15000,
    pool: 'threads',
    // Two test files at a time. Vitest's default for `run` is one worker fewer than the CPUs: a
    // single worker on a two-core machine, leaving a core to the main process, which after the
    // first files only serves cached transforms.
    maxWorkers: 2,
    projects: [
      // Most files share their worker's modules (isolate: false): jsdom, MSW, the catalogues and
      // the app's code are set up once per worker instead of once per file, which roughly halves
      // npm test on two cores (README, "Working on the code"). Every test still starts from the same
      // state: tests/setup.ts resets the mock database, the handlers, cookies, storage and the
      // HTTP layer after each one, and unmounts what it rendered.
      { extends: true, test: { name: 'shared', isolate: false, include: TESTS, exclude: ISOLATED_TESTS } },
      // These need modules of their own: they mock a module (vi.mock), stub a global or the
      // environment, or test what a module does once, at its first import (earlyInteraction).
      { extends: true, test: { name: 'isolated', include: ISOLATED_TESTS } },
      // Node reads TZ when it starts: each zone gets processes of its own (forks, started with TZ set),
      // never a running worker's zone changed under it.
      ...OTHER_ZONES.map((zone) => ({ extends: true as const, test: { name: `zone ${zone}`, include: ZONE_TESTS, pool: 'forks' as const, isolate: false, env: { TZ: zone } } })),
    ],
  },
};
});
