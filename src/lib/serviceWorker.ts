import { SKIP_WAITING } from '../sw/rules';
import { announceUpdate } from './deviceStatus';

/**
 * Registers the site's own service worker (src/sw/sw.ts, dist/sw.js; the plain production build
 * only: src/boot.tsx) once the page has loaded and the browser is idle, so it costs the first paint
 * and the first answer nothing. A new release installs beside the running one and waits: the page
 * keeps the code it was built with (precached), and offers "A new version is ready: Reload"
 * (app/layout/DeviceNotices.tsx); the chunk-load recovery (lib/loadChunk.ts) stays the last resort.
 */
const WORKER_URL = '/sw.js';
/** How often an open page asks whether a release came out, besides each time it is shown again. */
const UPDATE_CHECK_MS = 30 * 60 * 1000;

let waiting: ServiceWorker | null = null;

function offer(worker: ServiceWorker | null): void {
  // Only a page the previous release controls needs the new one: a first install changes nothing on it.
  if (!worker || !navigator.serviceWorker.controller) return;
  waiting = worker;
  announceUpdate(reloadOnNewRelease);
}

function watch(registration: ServiceWorkerRegistration): void {
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
  const check = () => void registration.update().catch(() => undefined);
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    idle(() => void navigator.serviceWorker.register(WORKER_URL).then(watch, () => undefined));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** "Reload": the waiting release takes over, and the page reloads on it. */
function reloadOnNewRelease(): void {
  if (!waiting) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: SKIP_WAITING });
}
