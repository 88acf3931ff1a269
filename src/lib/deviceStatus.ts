import { useSyncExternalStore } from 'react';

/**
 * What a page says about the device and the site's code (issue 33), as a tiny store the layout
 * watches (app/layout/DeviceNotices.tsx shows it, loaded only when there is something to say):
 * - `offline`: the browser says it has no network;
 * - what the page at a path read from the device instead of the network (lib/deviceData.ts): the
 *   oldest time any of it was fetched, and whether something it needed had never been fetched;
 * - `update`: a new release is installed and waits; calling it reloads the page on it (lib/serviceWorker.ts).
 */
export interface DeviceReads {
  /** The oldest fetch time (ms) of what the page shows from the device; null when nothing. */
  asOf: number | null;
  /** Something the page needs was neither on the network nor ever kept on the device. */
  missing: boolean;
}

export interface DeviceStatus {
  offline: boolean;
  /** Present when a new release waits: "Reload" calls it. */
  update: (() => void) | null;
  /** By navigation ({@link navigationKey}): a page opened again starts with none. */
  reads: Readonly<Record<string, DeviceReads>>;
}

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

let status: DeviceStatus = { offline: !online(), update: null, reads: {} };
const listeners = new Set<() => void>();

function change(next: Partial<DeviceStatus>): void {
  status = { ...status, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') {
    window.addEventListener('online', onConnection);
    window.addEventListener('offline', onConnection);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('online', onConnection);
      window.removeEventListener('offline', onConnection);
    }
  };
}

function onConnection(): void {
  change({ offline: !online() });
}

let shownNavigation = 'default';

/**
 * The navigation the page is showing: the router's key for it (useLocation().key), which the
 * layout notes as it renders each page ({@link noteNavigation}); 'default' for the first page.
 */
export function navigationKey(): string {
  return shownNavigation;
}

/** Called by the layout as it renders a page: reads from now on belong to this navigation. */
export function noteNavigation(key: string): void {
  shownNavigation = key;
}

/** Records that the page shown now used data fetched at `fetchedAt` from the device, or (null) lacked some. */
export function recordDeviceRead(fetchedAt: number | null, key: string = navigationKey()): void {
  const before = status.reads[key] ?? { asOf: null, missing: false };
  const asOf = fetchedAt === null ? before.asOf : Math.min(before.asOf ?? fetchedAt, fetchedAt);
  change({ reads: { ...status.reads, [key]: { asOf, missing: before.missing || fetchedAt === null } } });
}

/** The page shown now got its data from the network again: what it showed from the device is current now. */
export function clearDeviceReads(key: string = navigationKey()): void {
  if (!(key in status.reads)) return;
  const rest = { ...status.reads };
  delete rest[key];
  change({ reads: rest });
}

export function announceUpdate(reload: () => void): void {
  change({ update: reload });
}

const server: DeviceStatus = { offline: false, update: null, reads: {} };

export function useDeviceStatus(): DeviceStatus {
  return useSyncExternalStore(
    subscribe,
    () => status,
    () => server,
  );
}

/** A fresh page's state (a test's clean-up: in the browser every page load starts with it). */
export function resetDeviceStatus(): void {
  shownNavigation = 'default';
  change({ offline: !online(), update: null, reads: {} });
}
