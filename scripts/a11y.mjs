// Accessibility check with a second engine: pa11y's HTML_CodeSniffer runner (WCAG 2 AA) on every
// prerendered route in both languages (the list the prerender wrote, dist/.vite/prerendered.json),
// in Debian's Chromium, over the production build as a static host serves it (scripts/serve.mjs).
// axe runs in the browser tests; HTML_CodeSniffer finds things axe does not (a form without a
// submit button, an autocomplete token on an input without a type). Prints errors and warnings
// per route, every error in full, the kinds of warning, writes perf-results/a11y.json, and fails
// on any error. Warnings are what the engine cannot decide alone (a person checks them); notices
// are left out.
// The build is taken as given: run `npm run build` first.
// Usage: node scripts/a11y.mjs [--routes /,/hi/contact-us] [--port 18097]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import pa11y from 'pa11y';

const root = resolve(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const port = Number(arg('port', process.env.A11Y_PORT ?? '18097'));
const origin = `http://127.0.0.1:${port}`;

const listFile = join(root, 'dist', '.vite', 'prerendered.json');
if (!existsSync(listFile)) {
  console.error('no dist/.vite/prerendered.json: run `npm run build` first');
  process.exit(1);
}
/** @type {string[]} */
const routes = arg('routes', null)?.split(',') ?? JSON.parse(readFileSync(listFile, 'utf8'));

/**
 * Debian's Chromium, never a browser of puppeteer's own (its install script is denied in
 * package.json's allowScripts, so none is downloaded). The flags keep it off the network it cannot reach.
 */
const chromeLaunchConfig = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

function startServer() {
  const server = spawn(process.execPath, [join(root, 'scripts', 'serve.mjs'), join(root, 'dist'), String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolveStarted, reject) => {
    server.once('exit', (code) => reject(new Error(`scripts/serve.mjs exited (${code}): is port ${port} in use? (--port)`)));
    server.stdout.once('data', () => resolveStarted(server));
  });
}

const started = Date.now();
const server = await startServer();
// One browser for every page (pa11y would launch one per page): pa11y's own puppeteer, with the
// launch configuration above.
const puppeteer = createRequire(createRequire(import.meta.url).resolve('pa11y'))('puppeteer');
const browser = await puppeteer.launch(chromeLaunchConfig);

/** @type {{route: string, errors: object[], warnings: object[]}[]} */
const results = [];
try {
  for (const route of routes) {
    const { issues } = await pa11y(`${origin}${route}`, {
      browser,
      runners: ['htmlcs'],
      standard: 'WCAG2AA',
      includeWarnings: true,
      includeNotices: false,
      timeout: 60_000,
    });
    const pick = (type) => issues.filter((issue) => issue.type === type).map(({ code, message, selector, context }) => ({ code, message, selector, context }));
    results.push({ route, errors: pick('error'), warnings: pick('warning') });
    const last = results.at(-1);
    console.log(`${route.padEnd(42)} errors ${String(last.errors.length).padStart(3)}  warnings ${String(last.warnings.length).padStart(3)}`);
  }
} finally {
  await browser.close();
  server.kill();
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
const errorCount = results.reduce((sum, result) => sum + result.errors.length, 0);

for (const { route, errors } of results) {
  for (const error of errors) console.log(`\nERROR ${route}\n  ${error.code}\n  ${error.message}\n  ${error.selector}\n  ${error.context}`);
}

/** The kinds of warning (the engine's codes, without the technique's WCAG prefix), and on how many pages. */
const kinds = new Map();
for (const { warnings } of results) {
  for (const code of new Set(warnings.map((warning) => warning.code.replace(/^WCAG2AA\.Principle\d\.Guideline[\d_]+\./, '')))) kinds.set(code, (kinds.get(code) ?? 0) + 1);
}
if (kinds.size) {
  console.log('\nWarnings (to be checked by a person), by kind, with the number of pages:');
  for (const [code, pages] of [...kinds].sort((a, b) => b[1] - a[1])) console.log(`  ${String(pages).padStart(3)}  ${code}`);
}

mkdirSync(join(root, 'perf-results'), { recursive: true });
writeFileSync(join(root, 'perf-results', 'a11y.json'), `${JSON.stringify({ engine: 'pa11y htmlcs WCAG2AA', seconds: Number(seconds), results }, null, 2)}\n`);
console.log(`\n${routes.length} pages, ${errorCount} errors, in ${seconds} s (pa11y, HTML_CodeSniffer, WCAG 2 AA; details in perf-results/a11y.json)`);
process.exit(errorCount > 0 ? 1 : 0);
