import { expect, test, type Locator, type Page } from './fixtures';
import { logIn, realBuildURL, waitForHydration, watchConsole, watchLayoutShifts } from './helpers';

// How pages look at a phone's width (390 x 844) and a laptop's (1440 x 900), measured as a person
// would see them, with bounding boxes: whole options in the calculator's selects, the cart's points
// box in line with its heading, the scroll-to-top button out of the way of a field being typed in,
// a header that takes less of a phone once the page scrolls (and moves nothing at load), card
// grids whose rows are full, and the rupee chart's bars labelled like the other charts'.
// In English and, where there is text, in Hindi.

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1440, height: 900 };
const LANGUAGES = [
  { prefix: '', name: 'English' },
  { prefix: '/hi', name: 'Hindi' },
] as const;

/** The selected option's text against the room the select gives it (its width less its padding). */
function optionFits(select: Locator) {
  return select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const probe = document.createElement('span');
    probe.style.cssText = `position:absolute;visibility:hidden;white-space:pre;font:${style.font};letter-spacing:${style.letterSpacing}`;
    probe.textContent = element.options[element.selectedIndex].text;
    document.body.append(probe);
    const text = probe.getBoundingClientRect().width;
    probe.remove();
    const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { option: element.options[element.selectedIndex].text, text, room, scrollWidth: element.scrollWidth, clientWidth: element.clientWidth };
  });
}

/** Every option of the calculator's "Measured in" and "How often" selects, each in turn, shows whole. */
async function expectWholeOptions(page: Page) {
  for (const name of ['unit', 'per']) {
    const select = page.locator(`.calculator-inputs select[name="${name}"]`);
    await select.scrollIntoViewIfNeeded();
    const values = await select.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    for (const value of values) {
      await select.selectOption(value);
      const fit = await optionFits(select);
      expect(fit.scrollWidth, fit.option).toBeLessThanOrEqual(fit.clientWidth);
      expect(fit.text, `"${fit.option}" in ${name}`).toBeLessThanOrEqual(fit.room);
    }
  }
}

/** The height of `locator` inside the viewport. */
async function visibleHeight(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('not laid out');
  return Math.max(0, Math.min(box.y + box.height, viewport.height) - Math.max(box.y, 0));
}

/** The cards of a grid by row, top to bottom, and whether each row reaches both edges of the grid. */
function rowsOf(grid: Locator) {
  return grid.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const cards = [...element.children].map((child) => child.getBoundingClientRect()).filter((rect) => rect.width > 0);
    const tops = [...new Set(cards.map((rect) => Math.round(rect.top)))].sort((a, b) => a - b);
    return tops.map((top) => {
      const row = cards.filter((rect) => Math.round(rect.top) === top);
      const left = Math.min(...row.map((rect) => rect.left));
      const right = Math.max(...row.map((rect) => rect.right));
      return { cards: row.length, full: Math.abs(left - box.left) <= 1 && Math.abs(right - box.right) <= 1 };
    });
  });
}

async function signIn(page: Page) {
  await page.goto('/dashboard');
  await logIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe('at 390 px wide', () => {
  test.use({ viewport: PHONE });

  test('the dashboard stays short: the next pickup, the points and the form come first, then compact requests, the earlier ones a click away', async ({ page }) => {
    await signIn(page);
    const requests = page.getByRole('table', { name: /your collection requests/i });
    await expect(requests.locator('tbody tr')).toHaveCount(7);
    await expect(page.getByText(/^Next pickup: /)).toBeVisible();
    const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Infinity;
    const [next, points, form, list] = await Promise.all([
      top(page.getByText(/^Next pickup: /)),
      top(page.getByRole('heading', { name: 'Green points', exact: true })),
      top(page.getByRole('heading', { name: 'Request oil collection' })),
      top(page.getByRole('heading', { name: 'Your collection requests' })),
    ]);
    expect(next).toBeLessThan(points);
    expect(points).toBeLessThan(form);
    expect(form).toBeLessThan(list);
    // Each request is a compact card: date and status, the three figures, two lines of notes.
    for (const row of await requests.locator('tbody tr').all()) expect((await row.boundingBox())?.height ?? 0).toBeLessThan(200);
    // 7,300 px before the list was cut to the open requests and the latest five, in cards this size.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(6300);
    await page.getByRole('button', { name: 'Show earlier requests (3 more)' }).click();
    await expect(requests.locator('tbody tr')).toHaveCount(10);
  });

  for (const { prefix, name } of LANGUAGES) {
    test(`the calculator's selects show their whole option, on its page and on the home page (${name})`, async ({ page }) => {
      for (const path of [`${prefix}/used-oil-value-calculator`, prefix || '/']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expectWholeOptions(page);
      }
    });

    test(`the cart's points box starts in line with the heading (${name})`, async ({ page }) => {
      await signIn(page);
      await page.goto(`${prefix}/dashboard/cart`);
      const heading = page.getByRole('heading', { level: 1 });
      const points = page.locator('.vendor-head .points-balance');
      await expect(points).toBeVisible();
      const [headingBox, pointsBox, introBox] = await Promise.all([heading.boundingBox(), points.boundingBox(), page.locator('.vendor-head .vendor-firm').boundingBox()]);
      if (!headingBox || !pointsBox || !introBox) throw new Error('not laid out');
      // The same left edge as the heading, under the heading and its introduction.
      expect(Math.abs(pointsBox.x - headingBox.x)).toBeLessThanOrEqual(1);
      expect(pointsBox.y).toBeGreaterThanOrEqual(introBox.y + introBox.height);
      // The link to the cart under it starts there too.
      const jump = await page.locator('.vendor-head .cart-jump').boundingBox();
      expect(Math.abs((jump?.x ?? 0) - headingBox.x)).toBeLessThanOrEqual(1);
    });

    test(`the scroll-to-top button hides while a field has focus (${name})`, async ({ page }) => {
      await page.goto(`${prefix}/used-oil-value-calculator`);
      await page.waitForLoadState('networkidle');
      const button = page.locator('.scroll-top');
      const amount = page.locator('.calculator-inputs input[name="amount"]');
      await amount.scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 600);
      await expect(button).toBeVisible();

      await amount.click();
      await expect(amount).toBeFocused();
      await expect(button).toBeHidden();
      // From one field to the next (a select), still out of the way.
      await page.keyboard.press('Tab');
      await expect(page.locator('.calculator-inputs select[name="unit"]')).toBeFocused();
      await expect(button).toBeHidden();
      // Done typing: back.
      await page.locator('.calculator-inputs select[name="unit"]').evaluate((element: HTMLElement) => element.blur());
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute('aria-hidden', 'false');
    });

    test(`the header takes less of the phone once the page scrolls, and moves nothing at load (${name})`, async ({ page }, testInfo) => {
      const consoleWatch = watchConsole(page);
      // The real build: the mock build's demo notice appears above the header once the app starts.
      await page.goto(`${realBuildURL(testInfo)}${prefix}/about-us`);
      await page.waitForLoadState('networkidle');
      const shifts = await watchLayoutShifts(page, { sincePageLoad: true });
      const header = page.getByRole('banner');
      const nav = header.getByRole('navigation').first();
      const before = await visibleHeight(page, header);
      // Nothing moves: a top bar measured into place after hydration (about 36 px of the view)
      // would score over 0.03. The allowance is a pixel of the whole view (1/844 = 0.0012), which
      // one CI run measured once, on a busy machine, and no rerun here could repeat (it prints what
      // moved should it come back).
      const atLoad = await shifts();
      expect(atLoad.value, atLoad.moved).toBeLessThan(0.0015);

      await page.mouse.wheel(0, 900);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
      await expect.poll(() => visibleHeight(page, header)).toBeLessThan(before - 30);
      // What stays is the main bar, whole, at the top: the logo and the menu button.
      const navBox = await nav.boundingBox();
      expect(navBox?.y).toBeCloseTo(0, 0);
      expect(await visibleHeight(page, header)).toBeLessThanOrEqual(64);
      await expect(header.getByRole('link', { name: /GreenDrop/ }).first()).toBeInViewport();
      // Back at the top, the top bar is there again.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => visibleHeight(page, header)).toBe(before);
      consoleWatch.expectClean();
    });

    test(`the rupee chart labels its bars like the other two charts (${name})`, async ({ page }) => {
      await signIn(page);
      await page.goto(`${prefix}/dashboard`);
      const charts = page.locator('.bar-chart');
      await expect(charts).toHaveCount(3);
      await charts.nth(2).scrollIntoViewIfNeeded();
      for (let index = 0; index < 3; index += 1) {
        const chart = charts.nth(index);
        const bars = await chart.locator('.bar-chart-bars rect').evaluateAll((rects) => rects.filter((rect) => Number(rect.getAttribute('height')) > 0).length);
        const labels = chart.locator('.bar-chart-value');
        await expect(labels).toHaveCount(bars);
        // In Hindi the figure's line: Devanagari unit words are drawn as boxes on a machine without its font.
        const lines = prefix ? labels.locator('tspan:first-child') : labels;
        const boxes = await lines.evaluateAll((texts) => texts.map((text) => text.getBoundingClientRect()).map(({ left, right, width, height }) => ({ left, right, width, height })));
        const svg = await chart.locator('svg').boundingBox();
        for (const [i, box] of boxes.entries()) {
          // Drawn, inside the chart, and clear of the next bar's label.
          expect(box.width).toBeGreaterThan(10);
          expect(box.height).toBeGreaterThan(8);
          expect(box.left).toBeGreaterThanOrEqual(svg?.x ?? 0);
          if (i + 1 < boxes.length) expect(box.right, `label ${i} of chart ${index}`).toBeLessThanOrEqual(boxes[i + 1].left);
        }
      }
      // The rupee chart's labels are figures in rupees, short: ₹53K, or ₹52.8 over हज़ार.
      await expect(charts.nth(1).locator('.bar-chart-value').first()).toHaveText(prefix ? /^₹\d+(\.\d)?हज़ार$/ : /^₹\d+(\.\d)?K$/);
    });
  }
});

test.describe('at 1440 px wide', () => {
  test.use({ viewport: LAPTOP });

  const grids = [
    { path: '/services', selector: '.steps' },
    { path: '/services', selector: '.figures' },
    { path: '/household-collection', selector: '.steps' },
    { path: '/', selector: '.service-cards' },
    { path: '/', selector: '.news-grid' },
    { path: '/news-and-blogs', selector: '.news-grid' },
  ];

  for (const { prefix, name } of LANGUAGES) {
    test(`card grids fill their rows: no lone card, no empty place at a row's end (${name})`, async ({ page }) => {
      for (const { path, selector } of grids) {
        await page.goto(`${prefix}${path === '/' ? '' : path}` || '/');
        await waitForHydration(page);
        const grid = page.locator(selector).first();
        await grid.scrollIntoViewIfNeeded();
        // The news arrives after the page: wait for the articles, not their placeholders.
        if (selector === '.news-grid') await expect(grid.locator('.news-card-skeleton')).toHaveCount(0);
        const rows = await rowsOf(grid);
        const where = `${selector} on ${prefix}${path}: ${rows.map((row) => row.cards).join(' + ')}`;
        expect(rows.length, where).toBeGreaterThan(0);
        // Every row reaches both edges of the grid, and the last one holds more than a lone card
        // unless every row does.
        for (const row of rows) expect(row.full, where).toBe(true);
        if (rows.length > 1) expect(rows[rows.length - 1].cards > 1 || rows.every((row) => row.cards === 1), where).toBe(true);
      }
    });
  }

  test('the order history lays each order out on one row: number and status, items, date, points and address', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard/cart');
    const orders = page.getByRole('region', { name: 'Your orders' });
    const first = orders.getByRole('article').first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText('Order GD-2026-0874');
    const [head, items, facts] = await Promise.all([first.locator('.order-card-head').boundingBox(), first.getByRole('list').boundingBox(), first.locator('dl').boundingBox()]);
    if (!head || !items || !facts) throw new Error('not laid out');
    expect(head.x + head.width).toBeLessThanOrEqual(items.x);
    expect(items.x + items.width).toBeLessThanOrEqual(facts.x);
    expect(Math.abs(head.y - items.y)).toBeLessThanOrEqual(4);
  });
});
