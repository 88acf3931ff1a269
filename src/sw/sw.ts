/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { OUTBOX_SYNC, PAGES_CACHE, SHELL_URL, SKIP_WAITING } from './rules';
import { isPrerendered } from './prerendered';
import { languageOfPath, notificationFor, parsePush, PUSH_ARRIVED, type PushLanguage } from './push';

/**
 * The site's own service worker (issue 33; docs/decisions/0015-offline.md), built by
 * scripts/service-worker.mjs into dist/sw.js for the plain production build only: the mock build
 * keeps MSW's worker, which a page can have only one of.
 *
 * - Every file of the release (its scripts, styles, icons, manifests and the app shell) is
 *   precached when the worker installs, so a page open across a release still finds the chunks it
 *   was built with, and a signed-in vendor's pages start without the network.
 * - A prerendered public page is fetched from the network first (given up after 4 s, for a phone
 *   on one bar) and kept; offline, the copy kept is shown, and a page never opened is rendered by
 *   the app shell from the precached code.
 * - Every other page (the vendor area, sign-in, an article) is the app shell, from the precache.
 * - API calls are not touched: vendor data kept for offline reading is the app's, per user
 *   (src/lib/deviceData.ts), and is never mixed into a cache the worker shares between users.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const shell = createHandlerBoundToURL(SHELL_URL);
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 4,
  plugins: [new ExpirationPlugin({ maxEntries: 80 })],
});

registerRoute(
  new NavigationRoute(
    async (options) => {
      if (!isPrerendered(options.url.pathname)) return shell(options);
      try {
        return await pages.handle(options);
      } catch {
        // Offline, and never opened on this device: the app renders it from the precached code.
        return shell(options);
      }
    },
    // Files (sitemap.xml, robots.txt, the API's documents) are not pages.
    { denylist: [/\.[a-z0-9]+$/i, /^\/api(-docs)?\//] },
  ),
);

// Photographs: kept once seen, a few dozen at most.
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new CacheFirst({ cacheName: 'greendrop-images', plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600 })] }),
);

// A new release waits until the page offers "Reload" and the person takes it (src/lib/serviceWorker.ts).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

// Background Sync (features/outbox): the browser wakes the worker when the network is back; the
// site's open pages send what waits, with the vendor's session (the worker holds no token).
self.addEventListener('sync', (event: Event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag !== OUTBOX_SYNC) return;
  sync.waitUntil(self.clients.matchAll({ type: 'window' }).then((pages) => pages.forEach((page) => page.postMessage({ type: OUTBOX_SYNC }))));
});

// Web Push (issue 34, item 4; src/features/alerts/devicePush.ts subscribes): the server's message,
// written in the person's language, shown as it came (./push.ts reads it and keeps its link on this
// site); the open pages read their unread count again.
self.addEventListener('push', (event: PushEvent) => {
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then(async (pages) => {
      const lastLanguage: PushLanguage = pages.length ? languageOfPath(new URL(pages[0].url).pathname) : 'en';
      const { title, options } = notificationFor(parsePush(() => event.data?.json()), lastLanguage);
      await self.registration.showNotification(title, options);
      pages.forEach((page) => page.postMessage({ type: PUSH_ARRIVED }));
    }),
  );
});

// A tap on it opens its link: in a window of the site already open if there is one, else a new one.
self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const { link } = (event.notification.data ?? {}) as { link?: string };
  const target = new URL(link ?? '/dashboard/notifications', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (pages) => {
      const open = pages.find((page) => new URL(page.url).origin === self.location.origin);
      if (open) {
        const shown = await open.navigate(target).catch(() => null);
        await (shown ?? open).focus();
        return;
      }
      await self.clients.openWindow(target);
    }),
  );
});
