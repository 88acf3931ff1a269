import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { REAL_URL, type ProjectMetadata } from '../../playwright.config';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** Collects console errors, warnings and page errors; `expectClean` fails on any. */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return {
    problems,
    expectClean: () => expect(problems, problems.join('\n')).toEqual([]),
  };
}

/** The real build (no mock API) served with the same fallback as the running project. */
export function realBuildURL(testInfo: TestInfo): string {
  return (testInfo.project.metadata as Partial<ProjectMetadata>).realURL ?? REAL_URL;
}

/**
 * A phone as in the first-paint measurements (scripts/hydration-time.mjs): 150 ms round trips,
 * 1.6 Mbit/s down, 750 kbit/s up, CPU four times slower. Call before the page is opened.
 */
export async function throttleLikeAPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/**
 * Holds back the browser's requests for the modules whose address matches `pattern` (as a slow
 * network would, but for as long as the test likes) until the returned function is called: with the
 * React chunk held, a prerendered page stays painted and unhydrated, deterministically.
 */
export async function holdModules(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The modules a prerendered page hydrates with start with React's own chunk. */
export const APP_CODE = /\/assets\/react-[\w-]+\.js$/;

/** Whether React has taken over the page yet: its last header link carries React's fiber key, and no early input is held. */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    // The header hydrates in the pass that hydrates the page (the footer later, as a visitor comes
    // near it), and the app has taken over what was typed or pressed before (lib/earlyInteraction).
    const links = document.querySelectorAll('header a');
    const last = links[links.length - 1];
    return Boolean(last && Object.keys(last).some((key) => key.startsWith('__reactFiber$'))) && !document.querySelector('[data-early-input]');
  });
}

/** The page's layout shifts so far: their sum, and what moved, for the failure's message. */
export interface LayoutShifts {
  value: number;
  /** One line per shifted node: its tag, class and text, and its box before and after. */
  moved: string;
}

/**
 * Starts summing the page's layout shifts, including those right after input (which Lighthouse's
 * CLS leaves out); with `sincePageLoad`, those already made since the page loaded too. Returns a
 * reader of the sum so far and of what moved.
 */
export async function watchLayoutShifts(page: Page, { sincePageLoad = false } = {}): Promise<() => Promise<LayoutShifts>> {
  await page.evaluate((buffered) => {
    interface Shift {
      value: number;
      startTime: number;
      sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }
    const win = window as unknown as { __shifts: { value: number; moved: string[] } };
    win.__shifts = { value: 0, moved: [] };
    const box = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}x${height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        win.__shifts.value += entry.value;
        for (const { node, previousRect, currentRect } of entry.sources ?? []) {
          const element = node instanceof Element ? node : node?.parentElement;
          const name = element ? `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}` : String(node?.nodeName);
          const text = (node?.textContent ?? '').trim().slice(0, 40);
          win.__shifts.moved.push(`${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${name} "${text}" ${box(previousRect)} -> ${box(currentRect)}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered });
  }, sincePageLoad);
  return () =>
    page.evaluate(() => {
      const { value, moved } = (window as unknown as { __shifts: { value: number; moved: string[] } }).__shifts;
      return { value, moved: moved.join('\n') };
    });
}

/**
 * The footer's link `name` once the footer has hydrated, which it does as a visitor comes near it
 * (app/layout/Layout.tsx): a press on it is then the app's own navigation, not a new document.
 */
export async function hydratedFooterLink(page: Page, name: string): Promise<Locator> {
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const link = footer.getByRole('link', { name, exact: true });
  await expect.poll(() => link.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
  return link;
}

/** Waits until React has taken over the page. */
export async function waitForHydration(page: Page) {
  await expect.poll(() => isHydrated(page), { timeout: 20_000 }).toBe(true);
}

/**
 * Types a date into a date field and closes its calendar with Escape, as a person would, and goes
 * on once it is closed (so the next date cannot land in this field). Focus stays on the field
 * (components/ui/CalendarInput), so the Escape always reaches the picker.
 */
export async function typeDate(page: Page, label: string, value: string, calendarName = 'Choose Date') {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  await expect(field).toHaveValue(value);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: calendarName })).toHaveCount(0);
  await expect(field).toBeFocused();
}

/** The twelve marketing pages with long copy (at least 300 words each), in English and under /hi. */
export const CONTENT_ROUTES = [
  '/about-us',
  '/impact-we-create',
  '/sustainable-fuel',
  '/traceability-of-used-cooking-oil',
  '/redeem-your-green-points',
  '/services',
  '/used-cooking-oil-collection',
  '/green-fuel-biodiesel-supply',
  '/food-business-compliance-solution',
  '/esg-and-csr-activities',
  '/household-collection',
  '/franchise',
];

/** The demo vendor of the mock API's data (README: "Demo vendor"). */
export const DEMO_VENDOR = { mobile: '9876543210', password: 'greendrop123', name: 'Rajeshwari Venkataraman' } as const;

/** Logs the demo vendor in on the login page the visitor is on (the gate sends them there). */
export async function logIn(page: Page) {
  await page.getByLabel('Mobile number').fill(DEMO_VENDOR.mobile);
  await page.getByLabel('Password').fill(DEMO_VENDOR.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The OTP the mock API "sent" to `phone`, read from the demo notice as a person would. */
export async function demoOtp(page: Page, phone: string): Promise<string> {
  const sent = page.getByRole('complementary', { name: 'Demo mode' }).getByText(new RegExp(`OTP sent to ${phone}`));
  const otp = ((await sent.locator('strong').textContent()) ?? '').trim();
  expect(otp).toMatch(/^\d{6}$/);
  return otp;
}

/** The registration wizard's details step, filled in for a dhaba in Pune. */
export async function fillRegistrationDetails(page: Page) {
  await page.getByLabel('Firm Name').fill('Sharma Dhaba');
  await page.getByLabel('Name', { exact: true }).fill('Ravi Sharma');
  await page.getByLabel('Email').fill('ravi@sharmadhaba.example.in');
  await page.getByLabel('Oil quantity').fill('120');
  await page.getByLabel('Expected rate').fill('45.5');
  // The date field takes no typing: open the calendar and pick today from the keyboard.
  await page.getByLabel('Expected start date').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.getByLabel('Address').fill('12 MG Road, Camp');
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('State').selectOption({ label: 'Maharashtra' });
  await page.getByLabel('Postal code').fill('411001');
  await page.getByLabel('Remarks (optional)').fill('Call after 4 PM');
}

/**
 * The serious and critical accessibility violations axe finds on the page, one line each. First
 * the pointer leaves the page and running CSS transitions end: axe measures colours as a person
 * sees them at rest, not halfway through a button's hover fade (a list re-rendered under a resting
 * pointer starts one).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'));
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
}

/** How many pages a PDF from `page.pdf()` has (its page objects). */
export const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;

/** The restaurant group of the demo (src/mocks/data/chain.ts): its owner and Whitefield's manager. */
export const CHAIN_OWNER = { mobile: '9823012345', password: 'tandoortrail123', name: 'Aditi Kulkarni' } as const;
export const CHAIN_MANAGER = { mobile: '9741098765', password: 'whitefield123', name: 'Vinod Shetty' } as const;

/** Logs one of the demo's people in on the login page the visitor is on (in the page's language: `labels`). */
export async function logInAs(page: Page, person: { mobile: string; password: string }, labels = { mobile: 'Mobile number', password: 'Password', submit: 'Log in' }) {
  await page.getByLabel(labels.mobile).fill(person.mobile);
  await page.getByLabel(labels.password, { exact: true }).fill(person.password);
  await page.getByRole('button', { name: labels.submit }).click();
}


/** The text a QR code on the page holds: a screenshot of it, decoded by jsQR. */
export async function readQrCode(page: Page, name: RegExp): Promise<string> {
  const png = PNG.sync.read(await page.getByRole('img', { name }).screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
  expect(decoded, 'the QR code could not be read').not.toBeNull();
  return decoded?.data ?? '';
}
