/** What the service worker (./sw.ts) and the page agree on. No DOM or worker types here: the page's code imports it too. */

/** The app shell, precached: the page every path that is not prerendered is served (nginx's fallback). */
export const SHELL_URL = '/app.html';

/** The prerendered public pages a visitor has opened, kept for reading offline. */
export const PAGES_CACHE = 'greendrop-pages';

/** The message with which the page lets a waiting release take over (after "Reload"). */
export const SKIP_WAITING = 'SKIP_WAITING';

/** The Background Sync tag of the outbox (features/outbox): the worker, woken with it, asks its pages to send. */
export const OUTBOX_SYNC = 'greendrop-outbox';
