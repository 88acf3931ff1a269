import { expect, test } from './fixtures';

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
