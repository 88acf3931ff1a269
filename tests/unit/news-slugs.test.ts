import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newsfeeds } from '../../src/mocks/data/news';

// An article's slug is its address and names its image: when the story changes (a town, the place
// the oil goes), the slug and the image's file name change with it, or the address says otherwise.

describe('the demo news’s slugs and images', () => {
  it('each article’s image is the file its slug names, and the file is there', () => {
    for (const item of newsfeeds) {
      expect(item.image, item.slug).toBe(`/images/news/${item.slug}.svg`);
      expect(existsSync(`public${item.image}`), item.image).toBe(true);
    }
  });

  it('no slug says what its article no longer does: a refinery (the oil goes to biodiesel plants), Coimbatore (the franchise story is in Tiruppur)', () => {
    const slugs = newsfeeds.map((item) => item.slug);
    expect(slugs.filter((slug) => /refinery|coimbatore/.test(slug))).toEqual([]);
    expect(slugs).toContain('traceability-from-kitchen-to-biodiesel-plant');
    expect(slugs).toContain('tiruppur-franchise-partner-story');
  });

  it('a slug naming a town names the town of its title', () => {
    const towns = ['tiruppur', 'coimbatore', 'pune'];
    for (const item of newsfeeds) {
      for (const town of towns.filter((name) => item.slug.includes(name))) expect(item.title.toLowerCase(), item.slug).toContain(town);
    }
  });
});
