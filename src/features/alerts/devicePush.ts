import { api, authDelete, authGet, authPostJson } from '../../lib/http';
import type { Answer } from '../../types/api';
import { dataOf, expectSuccess, type OutletParam } from '../dashboard';

/**
 * This device's notifications (Web Push; issue 34, item 4; docs/contract.md section 5, "Alerts").
 * The browser is asked for permission only when the person presses "Turn on notifications on this
 * device", never on a page's load; the subscription is made with the API's VAPID key, on the
 * installable app's service worker (src/sw/sw.ts shows what is pushed and opens its link), and
 * sent with the outlet. It is removed from the server when turned off and at sign-out.
 */

/** What this browser can do: push, push once the site is on the Home Screen (an iPhone or iPad), or none. */
export type PushSupport = 'supported' | 'home-screen-first' | 'unsupported';

/** How long the service worker may take to be ready: the page registers it once idle after loading. */
const WORKER_READY_MS = 10_000;
/** Where the device remembers which user and outlet its subscription is for (the server keys it by endpoint). */
const DEVICE_KEY = 'greendrop-push';

export function pushSupport(scope: Window = window): PushSupport {
  if ('serviceWorker' in scope.navigator && 'PushManager' in scope && 'Notification' in scope) return 'supported';
  // Safari on iOS and iPadOS (16.4 and later) offers push only to a site added to the Home Screen
  // and opened from there (https://webkit.org/blog/13878/web-push-for-web-apps-on-ios-and-ipados/).
  // An iPad asks for the desktop site, as a Mac with a touch screen.
  const { userAgent, maxTouchPoints } = scope.navigator;
  const apple = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return apple ? 'home-screen-first' : 'unsupported';
}

/** The permission the browser has for this site's notifications. */
export const pushPermission = (): NotificationPermission => Notification.permission;

export interface DevicePush {
  /** The signed-in user the device's subscription was made for. */
  owner: string;
  outlet: number | null;
  endpoint: string;
}

function remembered(): DevicePush | null {
  try {
    const kept = JSON.parse(localStorage.getItem(DEVICE_KEY) ?? 'null') as DevicePush | null;
    return kept && typeof kept.endpoint === 'string' ? kept : null;
  } catch {
    return null;
  }
}

function remember(device: DevicePush | null): void {
  try {
    if (device) localStorage.setItem(DEVICE_KEY, JSON.stringify(device));
    else localStorage.removeItem(DEVICE_KEY);
  } catch {
    // Storage refused: the device part then shows "off" on the next visit, and turning on again replaces the subscription.
  }
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

/** This device's subscription, as the browser and this device's record of it agree, for this user; null when none. */
export async function devicePush(owner: string): Promise<DevicePush | null> {
  const kept = remembered();
  if (!kept || kept.owner !== owner) return null;
  const subscription = await (await registration())?.pushManager.getSubscription();
  return subscription?.endpoint === kept.endpoint ? kept : null;
}

/** Why turning on stopped short: the person said no, or has blocked the site. */
export class PushRefusedError extends Error {
  constructor(readonly permission: 'default' | 'denied') {
    super(`Notifications not allowed (${permission})`);
    this.name = 'PushRefusedError';
  }
}

/** The service worker took longer than {@link WORKER_READY_MS} to be ready. */
export class NoWorkerError extends Error {
  constructor() {
    super('The service worker is not ready');
    this.name = 'NoWorkerError';
  }
}

/** The VAPID key (base64url) as the bytes `pushManager.subscribe` takes. */
export function vapidKeyBytes(key: string): Uint8Array<ArrayBuffer> {
  const base64 = key.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(key.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

function workerReady(): Promise<ServiceWorkerRegistration> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new NoWorkerError()), WORKER_READY_MS);
    void navigator.serviceWorker.ready.then((ready) => {
      clearTimeout(timer);
      resolve(ready);
    });
  });
}

/**
 * "Turn on notifications on this device": the permission (asked now, as the person pressed the
 * button), the API's key, the subscription, and the server told of it with the outlet. A failed
 * call undoes the subscription, so the device never says "on" while the server does not know it.
 */
export async function turnOnDevicePush(owner: string, outlet: OutletParam): Promise<DevicePush> {
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') throw new PushRefusedError(permission);
  const { key } = dataOf(await authGet<Answer<'getPushPublicKey'>>('/push/public-key'));
  const worker = await workerReady();
  const subscription = await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: vapidKeyBytes(key) });
  const outletId = typeof outlet === 'number' ? outlet : null;
  try {
    expectSuccess(await authPostJson<Answer<'addPushSubscription'>>('/push/subscriptions', { ...subscription.toJSON(), ...(outletId === null ? {} : { outlet_id: outletId }) }));
  } catch (failure) {
    await subscription.unsubscribe().catch(() => false);
    throw failure;
  }
  const device = { owner, outlet: outletId, endpoint: subscription.endpoint };
  remember(device);
  return device;
}

const subscriptionUrl = (endpoint: string) => `/push/subscriptions?endpoint=${encodeURIComponent(endpoint)}`;

/** "Turn off notifications on this device": the server forgets it first (a failed call leaves it on, to try again), then the browser. */
export async function turnOffDevicePush(): Promise<void> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  const endpoint = subscription?.endpoint ?? remembered()?.endpoint;
  if (endpoint) expectSuccess(await authDelete<Answer<'deletePushSubscription'>>(subscriptionUrl(endpoint)));
  await subscription?.unsubscribe().catch(() => false);
  remember(null);
}

/**
 * At sign-out: the device stops showing the person's notifications. The server is told with the
 * session's last token (the page forgets it as this runs); the browser's subscription goes either way.
 */
export async function forgetDevicePush(token: string | null): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const subscription = await (await registration())?.pushManager.getSubscription();
  const endpoint = subscription?.endpoint ?? remembered()?.endpoint;
  remember(null);
  if (!endpoint) return;
  const told = token ? api.delete(subscriptionUrl(endpoint), { headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined) : Promise.resolve();
  await Promise.all([told, subscription?.unsubscribe().catch(() => false)]);
}
