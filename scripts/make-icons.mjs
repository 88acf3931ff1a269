// Draws the installed app's icons (public/icons/*.png) from the logo of public/favicon.svg, with
// Debian's Chromium: run it again after the logo changes, and commit the files it writes.
// - icon-192.png, icon-512.png: the round logo on a transparent ground ("any").
// - maskable-512.png: the drop on a full square of the brand green, inside the central 80 % circle
//   that every launcher's mask keeps (the maskable icon safe zone of the Web App Manifest spec).
// - apple-touch-icon.png (180 px): iOS puts no mask and shows transparency as black, so a square.
// Usage: node scripts/make-icons.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const logo = readFileSync('public/favicon.svg', 'utf8');
const drop = '<path d="M32 12c-9 12-14 20-14 27a14 14 0 0 0 28 0c0-7-5-15-14-27z" fill="#f59e0b"/><path d="M27 40c2 5 8 6 11 2" stroke="#fef3c7" stroke-width="3" fill="none" stroke-linecap="round"/>';
// The drop spans about 28 x 41 of the 64-unit box: scaled so it sits inside the safe circle (radius 0.4 of the side).
const square = (scale) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#14532d"/><g transform="translate(32 34) scale(${scale}) translate(-32 -33)">${drop}</g></svg>`;

const icons = [
  ['icon-192.png', 192, logo],
  ['icon-512.png', 512, logo],
  ['maskable-512.png', 512, square(0.95)],
  ['apple-touch-icon.png', 180, square(1.1)],
];

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
for (const [name, size, svg] of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  // The root's own size (the favicon's 64 px) gives way to the icon's.
  const sized = svg.replace(/<svg([^>]*?) width="64" height="64"/, '<svg$1').replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
  writeFileSync(`public/icons/${name}`, await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }));
  await page.close();
}
await browser.close();
console.log(icons.map(([name, size]) => `public/icons/${name} (${size} px)`).join('\n'));
