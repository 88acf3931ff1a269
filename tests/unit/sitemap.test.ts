import { describe, expect, it } from 'vitest';
import { buildSitemapXml, sitemapEntries } from '../../src/features/sitemap/buildSitemapXml';

describe('sitemap of /SitemapGenerator', () => {
  it('lists home (1, daily), about-us (0.8, monthly) and every article (1, daily)', () => {
    expect(sitemapEntries(['a', 'b c'])).toEqual([
      { path: '/', changefreq: 'daily', priority: 1 },
      { path: '/about-us', changefreq: 'monthly', priority: 0.8 },
      { path: '/news-and-blogs/a', changefreq: 'daily', priority: 1 },
      { path: '/news-and-blogs/b%20c', changefreq: 'daily', priority: 1 },
    ]);
  });

  it('writes valid sitemap XML with the origin and escapes what needs it', () => {
    const xml = buildSitemapXml('https://www.example.in/', sitemapEntries(["fish&chips's"]));
    expect(xml).toBe(`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url>
    <loc>https://www.example.in/</loc>
    <changefreq>daily</changefreq>
    <priority>1.0</priority>
  </url>
  <url>
    <loc>https://www.example.in/about-us</loc>
    <changefreq>monthly</changefreq>
    <priority>0.8</priority>
  </url>
  <url>
    <loc>https://www.example.in/news-and-blogs/fish%26chips's</loc>
    <changefreq>daily</changefreq>
    <priority>1.0</priority>
  </url>
</urlset>
`.replace("fish%26chips's", 'fish%26chips&apos;s'));
    const parsed = new DOMParser().parseFromString(xml, 'application/xml');
    expect(parsed.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(parsed.getElementsByTagName('url')).toHaveLength(3);
  });
});

describe('build-time sitemap and robots', () => {
  it('covers every public route with the generator priorities', async () => {
    const { siteSitemapEntries } = await import('../../src/features/sitemap/buildSitemapXml');
    const { prerenderPaths } = await import('../../src/app/routes');
    const entries = siteSitemapEntries(prerenderPaths, ['x']);
    expect(entries.map((e) => e.path).sort()).toEqual([...prerenderPaths, '/news-and-blogs/x'].sort());
    expect(entries.find((e) => e.path === '/')).toEqual({ path: '/', changefreq: 'daily', priority: 1 });
    expect(entries.find((e) => e.path === '/about-us')).toEqual({ path: '/about-us', changefreq: 'monthly', priority: 0.8 });
    expect(entries.find((e) => e.path === '/news-and-blogs/x')).toEqual({ path: '/news-and-blogs/x', changefreq: 'daily', priority: 1 });
  });

  it('robots.txt keeps gated pages out and names the sitemap', async () => {
    const { buildRobotsTxt } = await import('../../src/features/sitemap/buildSitemapXml');
    const robots = buildRobotsTxt('https://www.example.in');
    expect(robots).toContain('Disallow: /dashboard\n');
    expect(robots).toContain('Disallow: /login\n');
    expect(robots).toContain('Sitemap: https://www.example.in/sitemap.xml');
  });
});
