import { useLocation } from 'react-router-dom';
import { useLocale } from '../../i18n/LocaleProvider';
import { htmlLang, LANGUAGE_COOKIE, localizedPath, regionTag, type Locale } from '../../i18n/locale';
import { useT } from '../../i18n/useT';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Remembers the language a person chose, for their next visit to / (src/main.tsx). */
export function rememberLanguage(locale: Locale): void {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax`;
}

/**
 * Issue 10: the same page in the other language. A real link (the other language is another app
 * and a page load), written in that language, with its `lang` and `hreflang`.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const locale = useLocale();
  const t = useT('common');
  const { pathname, search, hash } = useLocation();
  const other: Locale = locale === 'hi' ? 'en' : 'hi';
  return (
    <a
      className={`language-switch ${className}`.trim()}
      href={localizedPath(pathname, other) + search + hash}
      lang={htmlLang[other]}
      hrefLang={regionTag[other]}
      aria-label={t('language.switchLabel')}
      onClick={() => rememberLanguage(other)}
    >
      {t('language.switchTo')}
    </a>
  );
}
