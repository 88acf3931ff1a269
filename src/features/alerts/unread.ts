import { useEffect, useSyncExternalStore } from 'react';
import { PUSH_ARRIVED } from '../../sw/push';
import { dataOf, type OutletParam } from '../dashboard';
import { getNotifications } from './api';

/**
 * The unread count of the person's notifications at an outlet, shared by the bell (./NotificationBell)
 * and the inbox (./NotificationsView), which sets it when it marks notifications read. It is asked
 * for when a page with the bell opens (unless it was read in the last {@link UNREAD_FRESH_MS}, as
 * when the vendor goes from page to page), when the vendor comes back to the tab, when this
 * device's service worker shows a pushed notification, and every {@link UNREAD_REFRESH_MS} while it
 * is open: not by polling every second (issue 34, item 5).
 */
export const UNREAD_REFRESH_MS = 5 * 60 * 1000;
/** How long a count just read is taken as it is by the next page that opens. */
export const UNREAD_FRESH_MS = 60 * 1000;

const counts = new Map<string, number>();
/** When each count was last read from the server (or set from its answer). */
const readAt = new Map<string, number>();
const listeners = new Set<() => void>();
const keyOf = (userId: number, outlet: OutletParam) => `${userId}:${outlet ?? ''}`;

/** The count as the server last said it, for the inbox to set after marking read. */
export function setUnread(userId: number, outlet: OutletParam, count: number): void {
  counts.set(keyOf(userId, outlet), count);
  readAt.set(keyOf(userId, outlet), Date.now());
  for (const listener of listeners) listener();
}

/** Forgets every count (at sign-out; in tests). */
export function forgetUnread(): void {
  counts.clear();
  readAt.clear();
}

async function refresh(userId: number, outlet: OutletParam): Promise<void> {
  try {
    setUnread(userId, outlet, dataOf(await getNotifications(1, outlet)).unread);
  } catch {
    // The bell keeps the last count it had (or none): the inbox says what failed when opened.
  }
}

/** The unread count, or null until it is known; kept fresh as said above. */
export function useUnreadCount(userId: number | null, outlet: OutletParam): number | null {
  const count = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (userId === null ? null : (counts.get(keyOf(userId, outlet)) ?? null)),
    () => null,
  );
  useEffect(() => {
    if (userId === null) return;
    if (Date.now() - (readAt.get(keyOf(userId, outlet)) ?? -Infinity) > UNREAD_FRESH_MS) void refresh(userId, outlet);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh(userId, outlet);
    };
    const onWorkerMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === PUSH_ARRIVED) void refresh(userId, outlet);
    };
    document.addEventListener('visibilitychange', onVisible);
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    worker?.addEventListener('message', onWorkerMessage);
    const timer = setInterval(() => void refresh(userId, outlet), UNREAD_REFRESH_MS);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      worker?.removeEventListener('message', onWorkerMessage);
      clearInterval(timer);
    };
  }, [userId, outlet]);
  return count;
}
