/**
 * What the service worker (./sw.ts) does with a pushed message (issue 34, item 4): the pure part,
 * tested without a worker (tests/unit/sw-push.test.ts). The server pushes a `PushMessage`
 * (api/openapi.yaml): a notification of the inbox with the language it is written in. No DOM or
 * worker types here.
 */

export type PushLanguage = 'en' | 'hi';

export interface ShownNotification {
  title: string;
  options: { body: string; lang: PushLanguage; tag: string; icon: string; data: { link: string } };
}

/**
 * The words when a push carries no readable message (the push service delivered it empty or
 * damaged): the worker must still show something, and these say where to look, in the language of
 * the person's last page on this device. The worker loads no catalogue, so they live here.
 */
const UNREADABLE: Record<PushLanguage, { title: string; body: string }> = {
  en: { title: 'GreenDrop', body: 'There is news about your pickups. Open your notifications to read it.' },
  hi: { title: 'GreenDrop', body: 'आपके पिकअप के बारे में नई जानकारी है। पढ़ने के लिए अपनी सूचनाएँ खोलें।' },
};

/** The inbox, where an unreadable message sends the person. */
const INBOX = '/dashboard/notifications';
/** The longest title and body shown: a notification shade shows far less, and a push is at most 4 KB. */
const TITLE_MAX = 120;
const BODY_MAX = 500;

const text = (value: unknown, max: number): string | null => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null);

/** A path of this site, or null: never another origin (`//host`), a scheme or a back-slash trick. */
export function sitePath(link: unknown): string | null {
  return typeof link === 'string' && /^\/(?![/\\])[^\s]*$/.test(link) && link.length <= 2000 ? link : null;
}

/** The page a path opens in the person's language: the Hindi site lives under /hi (links are written without it). */
export function inLanguage(path: string, lang: PushLanguage): string {
  if (lang !== 'hi' || path === '/hi' || path.startsWith('/hi/')) return path;
  return path === '/' ? '/hi' : `/hi${path}`;
}

/** The notification a pushed message shows; `fallbackLang` is the language of the person's last page on this device. */
export function notificationFor(payload: unknown, fallbackLang: PushLanguage): ShownNotification {
  const message = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
  const lang: PushLanguage = message.lang === 'hi' || message.lang === 'en' ? message.lang : fallbackLang;
  const title = text(message.title, TITLE_MAX);
  const body = text(message.body, BODY_MAX);
  const readable = title !== null && body !== null;
  const words = readable ? { title, body } : UNREADABLE[lang];
  const link = readable ? (sitePath(message.link) ?? INBOX) : INBOX;
  // One notification per message: a message delivered twice replaces itself rather than stacking.
  const tag = typeof message.id === 'number' || typeof message.id === 'string' ? `greendrop-${String(message.id).slice(0, 40)}` : 'greendrop';
  return { title: words.title, options: { body: words.body, lang, tag, icon: '/icons/icon-192.png', data: { link: inLanguage(link, lang) } } };
}

/** Reads a push's data as JSON, or null. */
export function parsePush(read: () => unknown): unknown {
  try {
    return read();
  } catch {
    return null;
  }
}

/** The language of a page's path on this site. */
export const languageOfPath = (pathname: string): PushLanguage => (pathname === '/hi' || pathname.startsWith('/hi/') ? 'hi' : 'en');

/** The message a worker posts to its open pages when a push arrives: they read their unread count again. */
export const PUSH_ARRIVED = 'greendrop-push';
