import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/mocks/db';
import { server } from '../../src/mocks/node';
import { MOCK_VAPID_PUBLIC_KEY } from '../../src/mocks/handlers';
import { vapidKeyBytes } from '../../src/features/alerts/devicePush';
import { signInDemoVendor } from '../support/renderApp';
import { expectLoggedErrors, renderApp } from './vendor-helpers';

// Issue 34, item 4: this device's notifications in the alert settings, on the same mock API as
// `npm run dev`. jsdom has no service worker, push or notifications: the browser's side is stood
// in for here (what it answers a page), and the real one is exercised in Chromium
// (tests/e2e/alerts-push.spec.ts).

const ENDPOINT = 'https://push.example.net/send/device-1';

/** The browser's push parts as a page meets them: permission `before`, and what the prompt answers. */
function standInBrowser({ before = 'default', answer = 'granted' }: { before?: NotificationPermission; answer?: NotificationPermission } = {}) {
  let subscription: { endpoint: string; toJSON: () => object; unsubscribe: () => Promise<boolean> } | null = null;
  const unsubscribe = vi.fn(async () => {
    subscription = null;
    return true;
  });
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => {
    subscription = { endpoint: ENDPOINT, toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u', auth: 'tBHItJI5svbpez7KI4CCXg' } }), unsubscribe };
    return subscription;
  });
  const registration = { pushManager: { subscribe, getSubscription: async () => subscription } };
  const notification = {
    permission: before,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration, addEventListener: () => undefined, removeEventListener: () => undefined },
  });
  return { subscribe, unsubscribe, requestPermission: notification.requestPermission };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  localStorage.removeItem('greendrop-push');
});

async function openSettings(path = '/dashboard/alerts') {
  signInDemoVendor();
  const rendered = renderApp(path);
  await screen.findByRole('table');
  return rendered;
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });
const registered = () => db.get().pushSubscriptions.filter((kept) => kept.userId === db.user.id);

describe('this device’s notifications', () => {
  it('are asked for only when the button is pressed, then registered with the API’s key and shown for the reminder and the collector', async () => {
    const browser = standInBrowser();
    const { user } = await openSettings();
    const turnOn = await screen.findByRole('button', { name: 'Turn on notifications on this device' });
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(within(row('Pickup reminder, the day before')).queryByText(/This device/)).not.toBeInTheDocument();

    await user.click(turnOn);
    expect(await screen.findByText('Notifications are on for this device. Choose below which messages it shows, then save.')).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: vapidKeyBytes(MOCK_VAPID_PUBLIC_KEY) });
    expect(registered()).toEqual([expect.objectContaining({ endpoint: ENDPOINT })]);
    // The server chose this device for the two messages a kitchen acts on at once; the form shows it.
    await waitFor(() => expect(within(row('Pickup reminder, the day before')).getByText('SMS, This device')).toBeInTheDocument());
    expect(within(row('Collector on the way')).getByText('This device')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn off notifications on this device' })).toBeInTheDocument();

    await user.click(within(row('Payment sent')).getByRole('button', { name: 'Change Payment sent' }));
    await user.click(within(screen.getByRole('group', { name: 'Where Payment sent goes' })).getByRole('checkbox', { name: 'This device' }));
    await user.click(screen.getByRole('button', { name: 'Save alert settings' }));
    expect(await screen.findByText('Your alert settings are saved.')).toBeInTheDocument();
    expect(within(row('Payment sent')).getByText('SMS, This device')).toBeInTheDocument();
  });

  it('turned off, are removed from the API and the browser, and the messages no longer go to a device', async () => {
    const browser = standInBrowser({ before: 'granted' });
    const { user } = await openSettings();
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications on this device' }));
    await user.click(await screen.findByRole('button', { name: 'Turn off notifications on this device' }));
    expect(await screen.findByText("This device no longer shows GreenDrop's notifications.")).toBeInTheDocument();
    expect(browser.unsubscribe).toHaveBeenCalled();
    expect(registered()).toEqual([]);
    await waitFor(() => expect(within(row('Collector on the way')).getByText('Not sent')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Turn on notifications on this device' })).toBeInTheDocument();
  });

  it('say so when the person says no, or has blocked them, and register nothing', async () => {
    standInBrowser({ answer: 'default' });
    const { user } = await openSettings();
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications on this device' }));
    expect(await screen.findByText('Notifications were not allowed. Press the button again when you want them.')).toBeInTheDocument();
    expect(registered()).toEqual([]);
  });

  it('blocked in the browser, are explained next to the button', async () => {
    standInBrowser({ before: 'denied', answer: 'denied' });
    await openSettings();
    const turnOn = await screen.findByRole('button', { name: 'Turn on notifications on this device' });
    expect(turnOn).toHaveAccessibleDescription("Notifications are blocked for this site in this browser. Allow them in the browser's site settings, then press the button again.");
  });

  it('undo the browser’s subscription when the API does not take it, and say why', async () => {
    const browser = standInBrowser();
    server.use(http.post('*/push/subscriptions', () => HttpResponse.json({ status: 'Error', message: 'Registrations are paused.' })));
    const logged = expectLoggedErrors();
    const { user } = await openSettings();
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications on this device' }));
    expect(await screen.findByText(/^Notifications could not be turned on for this device\. .*Registrations are paused\./)).toBeInTheDocument();
    expect(browser.unsubscribe).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Turn on notifications on this device' })).toBeEnabled();
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'Registrations are paused.' }));
  });

  it('go at sign-out: the API is told with the session’s token, and the browser forgets them', async () => {
    const browser = standInBrowser({ before: 'granted' });
    const { user } = await openSettings();
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications on this device' }));
    await screen.findByRole('button', { name: 'Turn off notifications on this device' });
    await user.click(screen.getByRole('button', { name: /account: rajeshwari/i }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Vendor Login' })).toBeInTheDocument();
    await waitFor(() => expect(registered()).toEqual([]));
    expect(browser.unsubscribe).toHaveBeenCalled();
  });

  it('explain that an iPhone needs the site on its Home Screen first, and where a browser cannot at all', async () => {
    const agent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1');
    const { unmount } = await openSettings();
    expect(screen.getByText(/^On an iPhone or iPad, notifications work only once GreenDrop is on the Home Screen: tap Share, then Add to Home Screen/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on notifications on this device' })).not.toBeInTheDocument();
    unmount();
    agent.mockRestore();
    await openSettings('/hi/dashboard/alerts');
    expect(screen.getByText('यह ब्राउज़र किसी वेबसाइट की सूचनाएँ नहीं दिखा सकता। एसएमएस, व्हाट्सऐप और ई-मेल आपको मिलते रहेंगे।')).toBeInTheDocument();
  });
});
