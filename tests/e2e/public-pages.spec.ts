import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from './fixtures';
import { REAL_URL } from '../../playwright.config';
import { CONTENT_ROUTES, watchConsole } from './helpers';

// On the production build with the mock API: every public page is accessible (axe finds no
// serious or critical violation) and logs nothing; the prerendered HTML of every content route holds
// its own title and description and at least 300 words of visible text.

const prerendered: string[] = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../dist-mock/.vite/prerendered.json'), 'utf8'));

function visibleWords(html: string): number {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  const text = main
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

for (const path of CONTENT_ROUTES) {
  test(`${path}: its own title and description, and 300+ words, in the prerendered HTML`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
    const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(title).toMatch(/ \| GreenDrop$/);
    expect(description.length).toBeGreaterThan(80);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:5173${path}"/>`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(visibleWords(html)).toBeGreaterThanOrEqual(300);
  });
}

test('every content route has a title and description of its own', async ({ request }) => {
  const seen = new Set<string>();
  for (const path of CONTENT_ROUTES) {
    const html = await (await request.get(path)).text();
    const pair = `${/<title>([^<]+)<\/title>/.exec(html)?.[1]}|${/<meta name="description" content="([^"]+)"/.exec(html)?.[1]}`;
    expect(seen.has(pair), path).toBe(false);
    seen.add(pair);
  }
});

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });
    for (const path of [...prerendered, '/news-and-blogs/green-points-explained', '/login', '/thank-you']) {
      test(`${path}: no serious or critical accessibility violation, no console error`, async ({ page }) => {
        const consoleWatch = watchConsole(page);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        consoleWatch.expectClean();
      });
    }
  });
}

test('an article body carrying a script or an onerror attribute executes nothing', async ({ page }) => {
  const consoleWatch = watchConsole(page);
  await page.route('**/api/newsfeeds/show**', (route) =>
    route.fulfill({
      json: {
        newsfeed: {
          id: 99,
          slug: 'hostile',
          title: 'A hostile article',
          excerpt: 'Testing the sanitiser.',
          image: '/images/news/green-points-explained.svg',
          published_at: '2026-11-01T10:00:00+05:30',
          description:
            '<p>Safe text stays.</p><script>window.__pwned = "script"</script><img src="/missing.png" onerror="window.__pwned = \'onerror\'"><a href="javascript:window.__pwned=\'link\'">click</a><svg><script>window.__pwned="svg"</script></svg><iframe src="javascript:parent.__pwned=\'frame\'"></iframe>',
        },
      },
    }),
  );
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  await page.goto(`${REAL_URL}/news-and-blogs/hostile`);
  await expect(page.getByRole('heading', { level: 1, name: 'A hostile article' })).toBeVisible();
  await expect(page.getByText('Safe text stays.')).toBeVisible();
  // The javascript: address is gone: what is left is plain text, no link.
  await expect(page.getByRole('link', { name: 'click' })).toHaveCount(0);
  await page.getByText('click', { exact: true }).click();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(await page.locator('.article-body script, .article-body iframe, .article-body [onerror], .article-body [href^="javascript"]').count()).toBe(0);
  // The only console noise allowed is the missing image's 404, which never loads.
  expect(consoleWatch.problems.filter((p) => !/missing\.png|404/.test(p))).toEqual([]);
});
