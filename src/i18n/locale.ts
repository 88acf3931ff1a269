/**
 * The site's two languages. English lives at the unprefixed addresses, Hindi under /hi:
 * the Hindi app runs with the router's basename '/hi', so every link, redirect and gate inside it
 * stays in Hindi without knowing about languages. Moving between the languages is a real page load.
 */
export const locales = ['en', 'hi'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

/** The router's basename per language ('' for English). */
export const localePrefix: Record<Locale, string> = { en: '', hi: '/hi' };

/** For `<html lang>` and `lang` on links. */
export const htmlLang: Record<Locale, string> = { en: 'en-IN', hi: 'hi' };

/** A language with its region, as `hreflang` and `Intl` take it. */
export type LanguageTag = 'en-IN' | 'hi-IN';

/** For `hreflang` alternates and `Intl` (Indian conventions in both: 8,50,000). */
export const regionTag: Record<Locale, LanguageTag> = { en: 'en-IN', hi: 'hi-IN' };


/**
 * A path as the site builds links from it: repeated leading slashes (or backslashes, which browsers
 * read as slashes) collapsed into one. `//evil.example` in a link is another host's address; an
 * address such as /hi//evil.example must not turn into one.
 */
export function sameOriginPath(path: string): string {
  return path.replace(/^[/\\]{2,}/, '/');
}

/** The language of a full pathname: /hi and /hi/... are Hindi, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/hi' || pathname.startsWith('/hi/') ? 'hi' : 'en';
}

/** The pathname inside the app's basename: /hi/about-us -> /about-us, /hi -> /. */
export function pathWithinLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return sameOriginPath(pathname);
  return sameOriginPath(pathname.slice(localePrefix.hi.length) || '/');
}

/** The full pathname of an app path in a language: ('/about-us', 'hi') -> /hi/about-us, ('/', 'hi') -> /hi. */
export function localizedPath(path: string, locale: Locale): string {
  const prefix = localePrefix[locale];
  const safe = sameOriginPath(path);
  if (!prefix) return safe;
  return safe === '/' ? prefix : `${prefix}${safe}`;
}

/** The cookie that remembers a chosen language for the next visit to / (never set by guessing). */
export const LANGUAGE_COOKIE = 'lang';
/** On the language switch's link: the language it leads to, remembered when the link is followed. */
export const LANGUAGE_CHOICE_ATTRIBUTE = 'data-language-choice';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Remembers a language the person chose. Installed by the browser entry as soon as the page is
 * parsed, so a switch pressed before the app has started (a plain link then) is remembered too.
 */
export function rememberLanguageChoices(doc: Document): void {
  doc.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.(`a[${LANGUAGE_CHOICE_ATTRIBUTE}]`);
      const chosen = link?.getAttribute(LANGUAGE_CHOICE_ATTRIBUTE);
      if (chosen && (locales as readonly string[]).includes(chosen)) {
        doc.cookie = `${LANGUAGE_COOKIE}=${chosen}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax`;
      }
    },
    { capture: true },
  );
}
