import { htmlLang, localePrefix, type Locale } from '../i18n/locale';
import { APP_SOURCE } from './paths';
import { site } from './site';

/**
 * The installed app's manifest, one per language (/manifest.webmanifest, /hi/manifest.webmanifest),
 * written by the build (scripts/prerender.mjs) and served by the dev server (vite.config.ts). Its
 * names are the company's (config/site.ts); the icons are drawn by scripts/make-icons.mjs.
 * Members as the W3C Web Application Manifest defines them (https://www.w3.org/TR/appmanifest/).
 */

/** The address bar's and the installed app's title bar colour: the brand's darkest green ($brand-800), as index.html's theme-color. */
export const THEME_COLOR = '#14532d';
/** The splash screen's ground while the app starts: the page's own white. */
export const BACKGROUND_COLOR = '#ffffff';


const words: Record<Locale, { name: string; description: string; dashboard: string; records: string }> = {
  en: {
    name: `${site.shortName}: used cooking oil collection`,
    description: 'Book a pickup of your used cooking oil, keep your disposal register and certificates ready for an inspection, and follow your payments and green points.',
    dashboard: 'Dashboard',
    records: 'Disposal register',
  },
  hi: {
    name: `${site.shortName}: इस्तेमाल किए तेल का कलेक्शन`,
    // Worded as docs/hindi-glossary.md asks: the short form in the name, the long one at first mention.
    description: 'अपने इस्तेमाल किए हुए खाना पकाने के तेल (UCO) का पिकअप बुक करें, जाँच के लिए अपना निपटान रजिस्टर और सर्टिफ़िकेट तैयार रखें, और अपने भुगतान और ग्रीन पॉइंट्स देखें।',
    dashboard: 'डैशबोर्ड',
    records: 'निपटान रजिस्टर',
  },
};

export function webManifest(locale: Locale) {
  const prefix = localePrefix[locale];
  const { name, description, dashboard, records } = words[locale];
  const start = `${prefix}/dashboard?source=${APP_SOURCE}`;
  return {
    id: start,
    name,
    short_name: site.shortName,
    description,
    lang: htmlLang[locale],
    dir: 'ltr',
    start_url: start,
    // Both languages are one site: a link to the other language stays in the app.
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['business', 'food', 'utilities'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
    // A long press on the installed icon: straight to the two pages a kitchen opens most.
    shortcuts: [
      { name: dashboard, url: `${prefix}/dashboard?source=${APP_SOURCE}`, icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
      { name: records, url: `${prefix}/dashboard/records?source=${APP_SOURCE}`, icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    ],
  };
}

/** The manifest's address for a language's pages. */
export const manifestPath = (locale: Locale): string => `${localePrefix[locale]}/manifest.webmanifest`;
