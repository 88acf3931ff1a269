import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { manifestPath, THEME_COLOR, webManifest } from '../../src/config/webManifest';

// The installed app's manifest (issue 33, item 1), in both languages, against the files it names.

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(path: string): string {
  const bytes = readFileSync(`public${path}`);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('webManifest', () => {
  it.each([
    ['en', 'en-IN', ''],
    ['hi', 'hi', '/hi'],
  ] as const)('in %s: the company’s name, the language, and a start in the vendor area of that language', (locale, lang, prefix) => {
    const manifest = webManifest(locale);
    expect(manifest.short_name).toBe(site.shortName);
    expect(manifest.name.startsWith(`${site.shortName}: `)).toBe(true);
    expect(manifest.lang).toBe(lang);
    expect(manifest.start_url).toBe(`${prefix}/dashboard?source=app`);
    expect(manifest.scope).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifestPath(locale)).toBe(`${prefix}/manifest.webmanifest`);
    for (const shortcut of manifest.shortcuts) expect(shortcut.url.startsWith(`${prefix}/dashboard`)).toBe(true);
  });

  it('words the Hindi app in Hindi', () => {
    const hi = webManifest('hi');
    expect(hi.name).toMatch(/[\u0900-\u097F]/);
    expect(hi.description).toMatch(/[\u0900-\u097F]/);
    expect(hi.shortcuts.map((shortcut) => shortcut.name)).toEqual(['डैशबोर्ड', 'निपटान रजिस्टर']);
  });

  it('names icons at 192 and 512 px and a maskable one, each file of the size it states', () => {
    const { icons } = webManifest('en');
    const png = icons.filter((icon) => icon.type === 'image/png');
    for (const icon of png) expect(pngSize(icon.src)).toBe(icon.sizes);
    expect(png.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    expect(pngSize('/icons/apple-touch-icon.png')).toBe('180x180');
  });

  it('has the theme colour the pages’ theme-color meta has, and the page links the manifest and the touch icon', () => {
    const html = readFileSync('index.html', 'utf8');
    expect(html).toContain(`<meta name="theme-color" content="${THEME_COLOR}" />`);
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
  });
});
