/**
 * How this device installs the site as an app, for the "Download Our App" menu
 * (app/layout/AppMenu.tsx): 'offer' once Chromium has sent `beforeinstallprompt` (held, so the
 * menu offers it instead of the browser's own banner); 'share' in Safari on an iPhone or iPad,
 * which has no such event and installs through Share, Add to Home Screen; else null.
 */

let offer: (Event & { prompt: () => Promise<unknown> }) | null = null;
const readers = new Set<() => void>();
const notify = () => readers.forEach((reader) => reader());

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as typeof offer;
    notify();
  });
}

export const installWay = (): 'offer' | 'share' | null =>
  offer ? 'offer' : /iPhone|iPad|iPod/.test(navigator.userAgent) && !(navigator as { standalone?: boolean }).standalone ? 'share' : null;

/** For useSyncExternalStore: the header's menu, and the side drawer's while it is open. */
export function subscribeInstallWay(reader: () => void): () => void {
  readers.add(reader);
  return () => readers.delete(reader);
}

/** Shows the browser's install dialog; an offer can be used once. */
export function install(): void {
  void offer?.prompt();
  offer = null;
  notify();
}
