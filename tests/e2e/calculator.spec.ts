import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { demoOtp, holdModules, isHydrated, watchConsole, watchLayoutShifts } from './helpers';

// The used oil value calculator on the production build with the mock API: the prerendered page,
// the figures as a person types, sharing, and "Book a pickup for this amount" carrying the amount
// into the booking form on the home page, through a real OTP with the demo notice's code.

const PAGE = '/used-oil-value-calculator';
const AMOUNT = 'Used oil you set aside (litres a day)';

/** The figure in the results under this label, as a person reads it. */
const figure = (page: Page, label: string) => page.getByRole('region', { name: 'Your figures for a month' }).locator('dt', { hasText: label }).locator('+ dd');

test('the prerendered page has its own title, description, canonical link, JSON-LD and the calculator’s markup', async ({ request }) => {
  const html = await (await request.get(PAGE)).text();
  expect(html).toContain('<title>Used Oil Value Calculator | GreenDrop</title>');
  expect(html).toMatch(/<meta name="description" content="What is your used cooking oil worth\?[^"]{60,}"/);
  expect(html).toContain(`<link rel="canonical" href="http://localhost:5173${PAGE}"/>`);
  expect(html).toContain('"@type":"WebApplication"');
  expect(html).toContain('"@type":"BreadcrumbList"');
  expect(html).toContain('"@type":"FAQPage"');
  expect(html).toMatch(/<input[^>]*name="amount"/);
  // The state list comes on first use: until then, only the placeholder.
  expect(html).toMatch(/<select[^>]*name="state"[^>]*><option value=""( selected="")?>Select your state<\/option><\/select>/);
  // The worked example's arithmetic is in the HTML before any script runs.
  expect(html).toContain('10 litres a day × 0.92 kg a litre × 30.42 days a month = 279.8 kg');
  expect(html).toContain('RED II');
});

test('enter an amount, check the figures, book, and find the booking form filled on the home page', async ({ page, context }) => {
  const consoleWatch = watchConsole(page);
  const stateCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/States/getAllStates')) stateCalls.push(request.url());
  });
  await page.goto(PAGE);
  await page.waitForLoadState('networkidle');
  expect(stateCalls).toEqual([]);

  const shifts = await watchLayoutShifts(page);
  const amount = page.getByLabel(AMOUNT);
  await amount.pressSequentially('10');
  await expect(figure(page, 'Used oil a month')).toContainText('280 kg');
  await expect(figure(page, 'Indicative payment a month')).toContainText('₹11,192 to ₹16,788');
  await expect(figure(page, 'Green points a month')).toContainText('559');
  await expect(figure(page, 'Greenhouse gas avoided a month')).toContainText('589 kg CO2e');
  await expect(page.getByText('Applies if you fry with over 50 litres a day', { exact: true })).toBeVisible();

  // The state list arrived on first use; the region sets the range.
  await page.getByLabel('State').selectOption({ label: 'Karnataka' });
  await expect(figure(page, 'Indicative payment a month')).toContainText('₹12,311 to ₹16,228');
  await expect(figure(page, 'Indicative payment a month')).toContainText('South India; indicative');
  expect(stateCalls).toHaveLength(1);

  // Wrong amounts: a message, no NaN; then back to a good one. Nothing on the page moved meanwhile.
  await amount.fill('-4');
  await expect(page.getByText('The amount cannot be less than zero.')).toBeVisible();
  await amount.fill('1000000000');
  await expect(page.getByText('Enter at most 10,000 litres a day. For more, call 1800 123 4567.')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/NaN|Infinity/);
  await amount.fill('60');
  await expect(page.getByText('Applies to you', { exact: true })).toBeVisible();
  await amount.fill('10');
  await expect(figure(page, 'Used oil a month')).toContainText('280 kg');
  const moved = await shifts();
  expect(moved.value, moved.moved).toBeLessThan(0.001);
  await expect(page).toHaveURL(`${PAGE}?kitchen=restaurant&amount=10&unit=litres&per=day&state=16`);

  // Share: Chromium on Linux has no share sheet, so the link is copied.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Share this result' }).click();
  await expect(page.getByText('Link copied. Paste it into WhatsApp, SMS or e-mail: it opens with these figures.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`${PAGE}\\?kitchen=restaurant&amount=10&unit=litres&per=day&state=16$`));

  await page.getByRole('button', { name: 'Book a pickup for this amount' }).click();
  await expect(page).toHaveURL(/\/#requestforoilcollection$/);
  const booking = page.locator('#requestforoilcollection');
  await expect(booking.getByText(/From the calculator: 280 kg of used oil a month at ₹44 a kg/)).toBeVisible();
  await expect(booking.getByRole('heading', { name: 'Verify your mobile number' })).toBeInViewport();

  // The usual wizard: phone, the OTP the demo notice shows, Verified, details.
  await booking.getByLabel('Mobile number').fill('9876501234');
  await booking.getByRole('button', { name: 'Send OTP' }).click();
  await booking.getByLabel('OTP', { exact: true }).fill(await demoOtp(page, '9876501234'));
  await booking.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(booking.getByRole('heading', { name: 'Tell us about your business' })).toBeVisible({ timeout: 10_000 });
  await expect(booking.getByLabel('Oil quantity')).toHaveValue('280');
  await expect(booking.getByLabel('Expected rate')).toHaveValue('44');
  await expect(booking.getByLabel('Firm Name')).toHaveValue('');
  consoleWatch.expectClean();
});

test('a shared link opens with the same figures', async ({ page }) => {
  await page.goto(`${PAGE}?kitchen=household&amount=2&unit=kg&per=week&state=9`);
  await expect(page.getByLabel('Used oil you set aside (kg a week)')).toHaveValue('2');
  await expect(page.getByLabel('State')).toHaveValue('9');
  await expect(figure(page, 'Used oil a month')).toContainText('8.7 kg');
  await expect(figure(page, 'Indicative payment a month')).toContainText('North India');
  await expect(page.getByText('Below our 20 kg minimum pickup', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'How household collection works' })).toBeVisible();
});

test('what is typed before the app has started is kept, on the page and in the home page’s calculator', async ({ page }) => {
  // Hold the app (the entry runs; the modules it starts after the first paint wait) until the
  // person has typed into the painted page.
  const release = await holdModules(page, /\/assets\/(boot|react|framework|shell|OilValueCalculatorPage)-.*\.js$/);
  await page.goto(PAGE, { waitUntil: 'domcontentloaded' });
  await page.getByLabel(AMOUNT).fill('25');
  expect(await isHydrated(page), 'typed before the app started').toBe(false);
  release();
  await expect(figure(page, 'Used oil a month')).toContainText('700 kg');
  await expect(page.getByLabel(AMOUNT)).toHaveValue('25');

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  const releaseCalculator = await holdModules(page, /\/assets\/OilValueCalculator-.*\.js$/);
  await page.goto('/#requestforoilcollection', { waitUntil: 'domcontentloaded' });
  const compact = page.getByRole('form', { name: 'Used oil value calculator' });
  await compact.getByLabel(AMOUNT).fill('4');
  const ownedByReact = () => compact.getByLabel(AMOUNT).evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactFiber$')));
  expect(await ownedByReact(), 'typed before the calculator’s code arrived').toBe(false);
  releaseCalculator();
  await expect(compact.getByText('Used oil a month').locator('+ dd')).toContainText('112 kg');
});

for (const width of [390, 1440]) {
  test(`at ${width} px: keyboard only, and no serious accessibility violation with figures shown`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(PAGE);
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Kind of kitchen').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(AMOUNT)).toBeFocused();
    await page.keyboard.type('7.5');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Measured in')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('State')).toBeFocused();
    await expect(figure(page, 'Used oil a month')).toContainText('210 kg');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
