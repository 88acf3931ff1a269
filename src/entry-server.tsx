import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { copySource, pageRoutes, prerenderPaths } from './app/routes';
import { recordedCatalogs, startCatalogRecord } from './i18n/catalogs';
import { htmlLang, localeOfPath, localePrefix, localizedPath, locales } from './i18n/locale';
import englishCommon from './locales/en/common.json';
import englishVendor from './locales/en/vendor.json';
import hindiVendor from './locales/hi/vendor.json';
import { BALANCE_WORDS } from './app/renderStart';
import { env } from './config/env';
import { manifestPath, webManifest } from './config/webManifest';
import { fetchNewsfeeds } from './features/news/api';
import { buildRobotsTxt, buildSitemapXml, inBothLanguages, siteSitemapEntries } from './features/sitemap/buildSitemapXml';

export { locales };

/** Every prerendered file's path: each public static route in English, then under /hi in Hindi. */
export const prerenderedPaths: string[] = locales.flatMap((locale) => prerenderPaths.map((path) => localizedPath(path, locale)));

/** The default title (the one Seo gives a page without its own), for the empty shell (app.html) that serves every path not prerendered. */
export const defaultTitle = englishCommon['seo.defaultTitle'];

/**
 * Each prerendered path with its page module (src/pages/<module>.tsx), the source of its copy in
 * that language (when it has copy) and its language, to preload its chunks.
 */
export const prerenderPages: { path: string; module: string; copy?: string; locale: string; lang: string }[] = locales.flatMap((locale) =>
  pageRoutes
    .filter((route) => route.prerender)
    .map((route) => ({
      path: localizedPath(route.path, locale),
      module: route.module,
      copy: route.copy && copySource(route.copy, locale),
      locale,
      lang: htmlLang[locale],
    })),
);

/**
 * The vendor area's pages (none is prerendered: app.html serves them), each with its route's pattern
 * and page module: app.html lists what each needs, requested at once on a signed-in start (issue 33,
 * item 6; scripts/prerender.mjs, signedInModules).
 */
export const signedInPages: { pattern: string; module: string }[] = pageRoutes
  .filter((route) => route.access === 'signed-in')
  .map((route) => ({ pattern: route.path, module: route.module }));

/**
 * The words of the points panel a vendor's dashboard shows before the app has loaded, in each
 * language, from the vendor area's catalogues: app.html carries them (scripts/prerender.mjs), so
 * that panel waits for no catalogue to arrive among the app's modules (issue 33, item 6).
 */
export const balanceWords: Record<string, Record<string, string>> = Object.fromEntries(
  Object.entries({ en: englishVendor, hi: hindiVendor } satisfies Record<(typeof locales)[number], Record<string, string>>).map(([locale, catalog]) => [
    locale,
    Object.fromEntries(BALANCE_WORDS.map((id) => [id, catalog[id as keyof typeof catalog]])),
  ]),
);

/**
 * Build-time render of one URL (docs/decisions/0001): the app's markup, head tags first, and the
 * message namespaces the page used (their catalogues load before it hydrates).
 */
export async function render(url: string): Promise<{ html: string; catalogs: string[] }> {
  const locale = localeOfPath(url);
  startCatalogRecord();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url} basename={localePrefix[locale] || undefined}>
        <App locale={locale} />
      </StaticRouter>
    </StrictMode>,
    // Never split a large page into a boundary filled in later by an inline script: the HTML
    // must be the finished page, and the CSP allows no inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return { html: Buffer.concat(chunks).toString('utf8'), catalogs: recordedCatalogs() };
}

/** Article slugs when the API is reachable at build time (an absolute VITE_API_BASE_URL), else none. */
async function newsSlugsAtBuild(): Promise<string[]> {
  if (!/^https?:\/\//.test(env.apiBaseUrl)) return [];
  try {
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('news API timed out')), 15_000).unref());
    return (await Promise.race([fetchNewsfeeds(), timeout])).map((item) => item.slug);
  } catch (error) {
    console.warn(`sitemap.xml without articles: ${(error as Error).message}`);
    return [];
  }
}

/** The installed app's manifest in each language: its file under dist, and its content. */
export function webManifests(): { file: string; content: string }[] {
  return locales.map((locale) => ({ file: manifestPath(locale).slice(1), content: `${JSON.stringify(webManifest(locale), null, 2)}\n` }));
}

/** The manifest's address for a page's language (a Hindi page links the Hindi manifest). */
export const manifestPathOf = (path: string): string => manifestPath(localeOfPath(path));

/** sitemap.xml and robots.txt for the build, with VITE_SITE_URL as the origin. */
export async function seoFiles(): Promise<{ sitemap: string; robots: string; articles: number }> {
  const slugs = await newsSlugsAtBuild();
  return {
    sitemap: buildSitemapXml(env.siteUrl, inBothLanguages(siteSitemapEntries(prerenderPaths, slugs))),
    robots: buildRobotsTxt(env.siteUrl),
    articles: slugs.length,
  };
}
