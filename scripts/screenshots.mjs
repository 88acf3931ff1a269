// Screenshots of pages at 390 and 1440 px, printing console errors (DEVELOPERS.md: look at what you build).
// Usage: node scripts/screenshots.mjs http://127.0.0.1:4173 /out-dir / /about-us ...
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base, outDir, ...routes] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const width of [390, 1440]) {
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
  const page = await context.newPage();
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') console.log(`[${width}] ${page.url()} ${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => console.log(`[${width}] ${page.url()} pageerror: ${error.message}`));
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const name = (route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home') + `-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
  }
  await context.close();
}
await browser.close();
