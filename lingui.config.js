// Lingui (issue 10): the UI's messages, one JSON catalogue per language and namespace under
// src/locales/<locale>/<namespace>.json, compiled at build time by @lingui/vite-plugin (no
// message parser ships to the browser). Long page copy is not here: it lives in per-language
// content modules (src/content, src/content/hi).
import { formatter } from '@lingui/format-json';

export const namespaces = ['common', 'footer', 'contact', 'pages', 'registration', 'vendor', 'calculator', 'serviceability', 'schedule', 'certificate', 'impact', 'payments', 'outlets', 'alerts', 'declaration', 'account', 'demo', 'device'];

/** @type {import('@lingui/conf').LinguiConfig} */
export default {
  locales: ['en', 'hi'],
  sourceLocale: 'en',
  catalogs: namespaces.map((namespace) => ({ path: `<rootDir>/src/locales/{locale}/${namespace}`, include: [] })),
  format: formatter({ style: 'minimal' }),
};
