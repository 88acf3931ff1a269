import './styles/main.scss';
import { storeTrackingValues } from './features/tracking/trackingCookies';
import { holdEarlyPresses } from './lib/earlyInteraction';
import { LANGUAGE_COOKIE, localizedPath, rememberLanguageChoices } from './i18n/locale';
import { nextTask } from './lib/nextTask';
import { hasSessionCookie } from './features/auth/sessionCookie';

/**
 * Browser entry. It runs as soon as the HTML is parsed and stays small: everything else loads on
 * demand.
 * - The utm values of the landing address are kept in cookies at once, whatever happens next.
 * - A page prerendered for this very path is hydrated. Its root carries the path it was rendered
 *   for and the modules it needs: they are all requested together once the page has loaded and
 *   painted (not one round trip after another), so the page is painted first and answers soon
 *   after. Until then presses are held and typed text kept (lib/earlyInteraction).
 * - Any other HTML (a static host's fallback that serves /index.html for every path) is not this
 *   path's page: it is dropped and the app renders the path from scratch, as it does in app.html.
 */
storeTrackingValues(window.location.search);

/**
 * A language the person chose with the switch is remembered for the next visit to /.
 * Only a stored choice leads anywhere: a first visit and a crawler always get the page they asked for.
 */
function rememberedLanguageHome(): string | null {
  const chosen = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(\\w+)`).exec(document.cookie)?.[1];
  if (window.location.pathname !== '/' || chosen !== 'hi') return null;
  return localizedPath('/', 'hi') + window.location.search + window.location.hash;
}

const otherHome = rememberedLanguageHome();
if (otherHome) window.location.replace(otherHome);
rememberLanguageChoices(document);

const container = document.getElementById('root');
if (!container) throw new Error('no #root');

const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const renderedFor = container.dataset.prerendered;
const hydrate = container.firstElementChild !== null && renderedFor !== undefined && withoutSlash(renderedFor) === withoutSlash(window.location.pathname);

/**
 * The page's modules requested together, one per task: starting a request costs the main thread
 * from a fraction of a millisecond to several on a busy phone, and four at once still made tasks
 * long enough to block input (sixteen at once did, every time).
 */
async function preloadModules(hrefs: string[]) {
  for (const [i, href] of hrefs.entries()) {
    if (i > 0) await nextTask();
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = ''; // as Vite's own preloads: module scripts are fetched in CORS mode
    document.head.append(link);
  }
}

/**
 * The whole stylesheet of a prerendered page. The page carries the CSS its own markup uses inline
 * (scripts/critical-css.mjs) and the link to the rest `disabled` (not fetched) and media="print"
 * (not render-blocking once enabled): enabled here, it is fetched without holding up a paint and
 * applies once loaded. It repeats the inline rules in the same order, so nothing on screen moves.
 * (The CSP allows no inline script or onload attribute to do this in the HTML.) Resolves once the
 * sheet applies, or failed to load; at once on a page without such a link (app.html).
 */
function loadDeferredStylesheets(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred-css]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          const apply = () => {
            link.media = 'all';
            resolve();
          };
          link.addEventListener('load', apply, { once: true });
          link.addEventListener('error', apply, { once: true });
          link.removeAttribute('disabled');
          delete link.dataset.deferredCss;
        }),
    ),
  ).then(() => undefined);
}

/**
 * How long, once its code is ready, the app waits for the deferred stylesheet before it starts
 * anyway. On a slow phone the sheet (about 14 kB) arrives long before the code (over 100 kB).
 */
const STYLESHEET_WAIT_MS = 3000;

/**
 * React is evaluated in a task of its own, then the router and the other libraries, then the app,
 * so no single step blocks input for long (a low total blocking time on a slow phone).
 */
async function boot(mode: 'hydrate' | 'render', stylesheet: Promise<void>) {
  await import('react-dom/client');
  await nextTask();
  await import('./lib/framework');
  await nextTask();
  const { start } = await import('./boot');
  // What the app renders or changes may need any rule of the sheet; but a sheet whose request
  // stalls must not keep the page from ever working, so the wait has an end.
  await Promise.race([stylesheet, new Promise((resolve) => setTimeout(resolve, STYLESHEET_WAIT_MS))]);
  await start(mode);
}

/**
 * How long, once the page has loaded, the modules wait for the browser to report its largest
 * paint: it comes within a frame or two; the wait ends anyway where no report comes (a hero
 * illustration scrolled out of view paints nothing).
 */
const PAINT_WAIT_MS = 300;

/**
 * Resolves once the page's largest paint has happened, as the browser reports it: the hero
 * illustration (`elementtiming="hero"`, components/sections/PageHero) by Element Timing, or, on a
 * page without one, whose largest paint is its text, the first contentful paint; after a frame
 * where the browser reports no such paint (Safari has no Element Timing).
 */
function largestPaintDone(): Promise<void> {
  const type = document.querySelector('img[elementtiming="hero"]') ? 'element' : 'paint';
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes(type)) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      // An element entry names the hero by its identifier; the paint entry is named.
      if (list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === 'hero' || entry.name === 'first-contentful-paint')) done();
    });
    const timer = setTimeout(done, PAINT_WAIT_MS);
    observer.observe({ type, buffered: true });
  });
}

/**
 * Once the page has loaded (its inline CSS and the images in view) and made its largest paint
 * (largestPaintDone): on a phone this is about when the first paint happens anyway; it keeps the
 * modules from sharing the line with what the first and the largest paint need. A hidden tab
 * paints nothing, and goes on at once.
 */
function afterLoadAndPaint(run: () => void) {
  const afterPaint = () => {
    if (document.visibilityState === 'hidden') setTimeout(run, 0);
    else void largestPaintDone().then(() => setTimeout(run, 0));
  };
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
}

if (otherHome) {
  // Leaving for the remembered language's home: nothing to start here.
} else if (hydrate) {
  holdEarlyPresses(container);
  afterLoadAndPaint(async () => {
    // The stylesheet first (until the app hydrates the page changes only as its inline CSS knows),
    // then the modules; with a session cookie the session store is created before hydrating
    // (boot.tsx), so its code comes too.
    const stylesheet = loadDeferredStylesheets();
    await nextTask();
    const session = hasSessionCookie(document.cookie) ? (container.dataset.sessionModules ?? '') : '';
    await preloadModules(`${container.dataset.modules ?? ''} ${session}`.split(' ').filter(Boolean));
    await nextTask();
    await boot('hydrate', stylesheet);
  });
} else {
  // Another path's page (a host's /index.html fallback), or app.html: the app renders, with the
  // whole sheet, once another page's markup and head tags are gone (app/renderStart.ts, which a
  // prerendered page never loads; app.html preloads it).
  const stylesheet = loadDeferredStylesheets();
  // At once: nothing of another page may be pressed or typed into while the rest loads.
  container.replaceChildren();
  const prepared = import('./app/renderStart').then(({ prepareRender }) => prepareRender(container, hasSessionCookie(document.cookie)));
  void boot('render', Promise.all([stylesheet, prepared.catch(() => undefined)]).then(() => undefined));
}
