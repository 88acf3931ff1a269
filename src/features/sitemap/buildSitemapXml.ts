import { localizedPath, locales, regionTag } from '../../i18n/locale';

/** The sitemap's entries and its XML, for /SitemapGenerator and the build. Pure, so it is tested without a browser. */
export interface SitemapEntry {
  path: string;
  changefreq: 'daily' | 'monthly' | 'weekly' | 'yearly';
  priority: number;
  /** The same page in each language: `<xhtml:link rel="alternate" hreflang=...>`. */
  alternates?: { hreflang: string; path: string }[];
}

/** Home (1, daily), about-us (0.8, monthly), and every news article (1, daily). */
export function sitemapEntries(slugs: string[]): SitemapEntry[] {
  return [
    { path: '/', changefreq: 'daily', priority: 1 },
    { path: '/about-us', changefreq: 'monthly', priority: 0.8 },
    ...slugs.map((slug) => ({ path: `/news-and-blogs/${encodeURIComponent(slug)}`, changefreq: 'daily' as const, priority: 1 })),
  ];
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export function buildSitemapXml(origin: string, entries: SitemapEntry[]): string {
  const base = origin.replace(/\/+$/, '');
  const urls = entries.map((entry) => {
    const alternates = (entry.alternates ?? []).map(
      (alternate) => `\n    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(base + alternate.path)}"/>`,
    );
    return `  <url>\n    <loc>${escapeXml(base + entry.path)}</loc>${alternates.join('')}\n    <changefreq>${entry.changefreq}</changefreq>\n    <priority>${entry.priority.toFixed(1)}</priority>\n  </url>`;
  });
  const xhtml = entries.some((entry) => entry.alternates?.length) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Each page in both languages: the English and the Hindi address, each listing both as
 * alternates, English as the x-default. Articles come from the API in one language: English only.
 */
export function inBothLanguages(entries: SitemapEntry[]): SitemapEntry[] {
  return entries.flatMap((entry) => {
    if (entry.path.startsWith('/news-and-blogs/')) return [entry];
    const hindi = localizedPath(entry.path, 'hi');
    const alternates = [
      { hreflang: regionTag.en, path: entry.path },
      { hreflang: regionTag.hi, path: hindi },
      { hreflang: 'x-default', path: entry.path },
    ];
    return [
      { ...entry, alternates },
      { ...entry, path: hindi, alternates },
    ];
  });
}

/** Paths kept out of search engines (gated, personal or developer pages). */
export const NOT_INDEXED = ['/dashboard', '/login', '/register', '/thank-you', '/SitemapGenerator', '/test'];

/**
 * The build-time sitemap: every public route and article. Home, about-us and articles
 * keep /SitemapGenerator's priorities; the news list changes daily like its articles;
 * the other pages are steady copy (0.8, monthly, as about-us).
 */
export function siteSitemapEntries(publicPaths: string[], slugs: string[]): SitemapEntry[] {
  const fixed = sitemapEntries(slugs);
  const listed = new Set(fixed.map((entry) => entry.path));
  const others = publicPaths
    .filter((path) => !listed.has(path))
    .map((path): SitemapEntry => (path === '/news-and-blogs' ? { path, changefreq: 'daily', priority: 1 } : { path, changefreq: 'monthly', priority: 0.8 }));
  return [...fixed.slice(0, 2), ...others, ...fixed.slice(2)];
}

export function buildRobotsTxt(origin: string): string {
  const base = origin.replace(/\/+$/, '');
  const disallowed = locales.flatMap((locale) => NOT_INDEXED.map((path) => `Disallow: ${localizedPath(path, locale)}`));
  return ['User-agent: *', 'Allow: /', ...disallowed, '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}
