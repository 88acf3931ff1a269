import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn, seriousViolations } from './helpers';

// Issue 34, items 4 and 8: this device's notifications in Chromium, on the plain build behind nginx
// (its CSP), the API answered by the mock API's handlers over HTTP, with the site's own service
// worker (the mock build's page has MSW's instead).
//
// Two stand-ins, because these machines reach no push service:
// - `pushManager.subscribe` is replaced by an init script: Chromium's own would ask Google's push
//   service for an endpoint and fail offline. The stand-in answers as the browser does (an https
//   endpoint and the two keys), so the site's code and the API's registration run as they would.
// - The push itself is delivered to the worker through the DevTools protocol
//   (`ServiceWorker.deliverPushMessage`), as a push service would: the worker's `push` handler
//   runs for real and shows the notification, which the page then reads back.

test.use({ siteWorker: true, viewport: { width: 1440, height: 900 } });

const ENDPOINT = 'https://push.example.net/send/e2e-device';

/** The stand-in for the push service's part of `pushManager.subscribe` (see above), kept across the page's loads. */
function standInPushService(endpoint: string) {
  const keys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };
  const subscription = () =>
    sessionStorage.getItem('e2e-push')
      ? {
          endpoint,
          expirationTime: null,
          toJSON: () => ({ endpoint, expirationTime: null, keys }),
          unsubscribe: async () => {
            sessionStorage.removeItem('e2e-push');
            sessionStorage.setItem('e2e-push-unsubscribed', '1');
            return true;
          },
        }
      : null;
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = options?.applicationServerKey;
    sessionStorage.setItem('e2e-push', JSON.stringify({ userVisibleOnly: options?.userVisibleOnly, keyBytes: key instanceof Uint8Array ? key.byteLength : null }));
    return subscription() as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    return subscription() as unknown as PushSubscription | null;
  };
}

/** The site's worker's registration id, as the DevTools protocol names it. */
async function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const site = registrations.find((registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted);
      if (site) resolve(site.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** The notifications the site's worker is showing. */
function shownNotifications(page: Page) {
  return page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({ title: shown.title, body: shown.body, lang: shown.lang, tag: shown.tag, data: shown.data as unknown })),
  );
}

test('a vendor turns on this device’s notifications, the worker shows a pushed one in its language, and sign-out removes them', async ({ page, context, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  await context.grantPermissions(['notifications'], { origin });
  await context.addInitScript(standInPushService, ENDPOINT);
  const registrations: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/push\/subscriptions/.test(request.url())) registrations.push(`${request.method()} ${request.postData() ?? new URL(request.url()).search}`);
  });

  await page.goto('/login');
  await logIn(page);
  await expect(page.getByRole('heading', { name: 'Green points', exact: true })).toBeVisible();
  await page.goto('/dashboard/alerts');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const turnOn = page.getByRole('button', { name: 'Turn on notifications on this device' });
  await expect(page.getByText("This phone or computer can show GreenDrop's notifications, even with this page closed. Your browser asks you first.")).toBeVisible();
  await turnOn.click();
  await expect(page.getByRole('status').filter({ hasText: 'Notifications are on for this device' })).toHaveText('Notifications are on for this device. Choose below which messages it shows, then save.');
  // Subscribed with the API's key (an uncompressed P-256 point), for notifications shown to the person.
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('e2e-push'))) ?? '{}')).toEqual({ userVisibleOnly: true, keyBytes: 65 });
  expect(registrations).toEqual([expect.stringMatching(/^POST \{"endpoint":"https:\/\/push\.example\.net\/send\/e2e-device".*"keys":\{"p256dh":"BNc.*"auth":"tBH/)]);
  await expect(page.getByRole('row', { name: /^Collector on the way/ })).toContainText('This device');
  expect(await seriousViolations(page)).toEqual([]);

  // The server pushes; the worker shows each message as written, in its language, with its link.
  const cdp = await context.newCDPSession(page);
  const id = await registrationId(cdp, origin);
  const weighed = { id: 901, kind: 'pickup_weighed', title: 'Oil weighed', body: 'Receipt GD-2611-0042: 48.5 kg of used oil weighed.', link: '/dashboard/records', lang: 'en' };
  const paid = { id: 902, kind: 'payment_sent', title: 'भुगतान भेजा गया', body: '₹2,182 आपके खाते में भेजे गए।', link: '/dashboard/payments', lang: 'hi' };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: JSON.stringify(weighed) });
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: JSON.stringify(paid) });
  await expect.poll(async () => (await shownNotifications(page)).map((shown) => shown.tag).sort()).toEqual(['greendrop-901', 'greendrop-902']);
  const shown = await shownNotifications(page);
  expect(shown).toContainEqual({ title: 'Oil weighed', body: weighed.body, lang: 'en', tag: 'greendrop-901', data: { link: '/dashboard/records' } });
  expect(shown).toContainEqual({ title: 'भुगतान भेजा गया', body: paid.body, lang: 'hi', tag: 'greendrop-902', data: { link: '/hi/dashboard/payments' } });

  // Signing out tells the API with the session's token and unsubscribes the browser.
  await page.getByRole('banner').getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Vendor Login' }).first()).toBeVisible();
  await expect.poll(() => registrations.at(-1)).toBe(`DELETE ?endpoint=${encodeURIComponent(ENDPOINT)}`);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('e2e-push-unsubscribed'))).toBe('1');
});
