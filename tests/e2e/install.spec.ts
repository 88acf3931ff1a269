import { expect, test } from './fixtures';
import { isHydrated } from './helpers';

// The site as an installable app (issue 33, item 1): each language's pages link their own manifest,
// the browser reads it without an error, and Chromium finds nothing that stops installation (its
// test browser is a private window, which is the one reason it gives).

for (const [path, manifest, lang] of [
  ['/', '/manifest.webmanifest', 'en-IN'],
  ['/hi', '/hi/manifest.webmanifest', 'hi'],
  ['/dashboard', '/manifest.webmanifest', 'en-IN'],
] as const) {
  test(`${path} links ${manifest}, which Chromium reads and finds installable`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', manifest);
    const cdp = await page.context().newCDPSession(page);
    await expect.poll(async () => (await cdp.send('Page.getAppManifest')).url).toMatch(new RegExp(`${manifest.replace(/\//g, '\\/')}$`));
    const { errors, data } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    expect(JSON.parse(data ?? '{}').lang).toBe(lang);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  });
}

test('the Download Our App menu offers “Install on this device” once the browser offers it, and shows the browser’s dialog', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Download Our App' });
  await expect(menuButton).toBeVisible();
  // Chromium's test browser is a private window, which it never offers to install: the offer is sent as the browser would.
  await expect.poll(() => isHydrated(page)).toBe(true);
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: () => ((window as { prompted?: number }).prompted = ((window as { prompted?: number }).prompted ?? 0) + 1, Promise.resolve()) });
    window.dispatchEvent(event);
  });
  await menuButton.click();
  await page.getByRole('button', { name: 'Install on this device' }).click();
  expect(await page.evaluate(() => (window as { prompted?: number }).prompted)).toBe(1);
  await expect(page.getByRole('button', { name: 'Install on this device' })).toHaveCount(0);
});
