import { useLocation } from 'react-router-dom';
import { useLocale } from '../../i18n/LocaleProvider';
import { htmlLang, LANGUAGE_CHOICE_ATTRIBUTE, localizedPath, regionTag, type Locale } from '../../i18n/locale';
import { useT } from '../../i18n/useT';

/**
 * A link to the same page in the other language. A real link (the other language is another app
 * and a page load), written in that language, with its `lang` and `hreflang`. Following it
 * remembers the choice for the next visit to / (the entry's rememberLanguageChoices).
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
      {...{ [LANGUAGE_CHOICE_ATTRIBUTE]: other }}
    >
      {t('language.switchTo')}
    </a>
  );
}
