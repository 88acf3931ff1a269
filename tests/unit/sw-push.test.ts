import { describe, expect, it } from 'vitest';
import { inLanguage, languageOfPath, notificationFor, parsePush, sitePath } from '../../src/sw/push';
import { pushSupport, vapidKeyBytes } from '../../src/features/alerts/devicePush';

// Issue 34, item 4: what the service worker shows for a pushed message, and opens when it is tapped.

describe('a pushed message', () => {
  it('is shown as the server wrote it, in its language, and opens its page in that language', () => {
    const shown = notificationFor({ id: 812, kind: 'pickup_weighed', title: 'तेल तौला गया', body: 'रसीद GD-2611-0042: 48.5 किलो।', link: '/dashboard/records?receipt=GD-2611-0042', lang: 'hi' }, 'en');
    expect(shown).toEqual({
      title: 'तेल तौला गया',
      options: { body: 'रसीद GD-2611-0042: 48.5 किलो।', lang: 'hi', tag: 'greendrop-812', icon: '/icons/icon-192.png', data: { link: '/hi/dashboard/records?receipt=GD-2611-0042' } },
    });
    expect(notificationFor({ id: 3, title: 'Oil weighed', body: '48.5 kg', link: '/dashboard/payments', lang: 'en' }, 'hi').options).toMatchObject({ lang: 'en', data: { link: '/dashboard/payments' } });
  });

  it('opens the inbox when its link is not a path of this site', () => {
    for (const link of ['https://evil.example/steal', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/a b', null, 42]) {
      expect(notificationFor({ title: 'T', body: 'B', link, lang: 'en' }, 'en').options.data.link, String(link)).toBe('/dashboard/notifications');
    }
  });

  it('unreadable, still says there is news, in the language of the person’s last page', () => {
    expect(notificationFor(null, 'hi')).toMatchObject({ title: 'GreenDrop', options: { lang: 'hi', tag: 'greendrop', data: { link: '/hi/dashboard/notifications' } } });
    expect(notificationFor({ title: '  ', body: 'x' }, 'en').options.body).toBe('There is news about your pickups. Open your notifications to read it.');
    expect(parsePush(() => JSON.parse('not json'))).toBeNull();
  });

  it('is cut to a length a notification can show', () => {
    const shown = notificationFor({ title: 'T'.repeat(300), body: 'B'.repeat(900), lang: 'en' }, 'en');
    expect(shown.title).toHaveLength(120);
    expect(shown.options.body).toHaveLength(500);
  });
});

describe('paths and languages', () => {
  it('keeps a path of this site and puts the Hindi ones under /hi once', () => {
    expect(sitePath('/dashboard')).toBe('/dashboard');
    expect(sitePath('dashboard')).toBeNull();
    expect(inLanguage('/', 'hi')).toBe('/hi');
    expect(inLanguage('/hi/dashboard', 'hi')).toBe('/hi/dashboard');
    expect(inLanguage('/dashboard', 'en')).toBe('/dashboard');
    expect(languageOfPath('/hi/dashboard/alerts')).toBe('hi');
    expect(languageOfPath('/history')).toBe('en');
  });
});

describe('the browser’s part', () => {
  it('reads the API’s VAPID key (base64url) as the bytes of an uncompressed P-256 point', () => {
    const bytes = vapidKeyBytes('BEFFSjs8pLjsKN8APYapicl0B7gjoO3IZrgs_xXf9fRRgJiT9_XFS0iSCUQuU0jvmPTTRcH5RnrONzazNswJ3Tw');
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(0x04);
  });

  it('tells push, an iPhone that needs the Home Screen first, and a browser without push apart', () => {
    const scope = (userAgent: string, withPush: boolean, maxTouchPoints = 0) => ({ navigator: { userAgent, maxTouchPoints, ...(withPush ? { serviceWorker: {} } : {}) }, ...(withPush ? { PushManager: class {}, Notification: class {} } : {}) }) as unknown as Window;
    expect(pushSupport(scope('Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile', true))).toBe('supported');
    expect(pushSupport(scope('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1', false))).toBe('home-screen-first');
    expect(pushSupport(scope('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', false, 5))).toBe('home-screen-first');
    expect(pushSupport(scope('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', false))).toBe('unsupported');
    // On the Home Screen, an iPhone has push like any other browser.
    expect(pushSupport(scope('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1', true))).toBe('supported');
  });
});
