/** Spec section 2, /SitemapGenerator: the entries and the XML. Pure, so it is tested without a browser. */
export interface SitemapEntry {
  path: string;
  changefreq: 'daily' | 'monthly' | 'weekly' | 'yearly';
  priority: number;
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
  const urls = entries.map(
    (entry) =>
      `  <url>\n    <loc>${escapeXml(base + entry.path)}</loc>\n    <changefreq>${entry.changefreq}</changefreq>\n    <priority>${entry.priority.toFixed(1)}</priority>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
