import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, renameSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from './fixtures';
import { hydratedFooterLink, waitForHydration } from './helpers';

// Issue 33, item 4: a page open across a release. Two real builds of the plain site: this
// checkout's dist/, and dist-next/, built here from the same code with another configuration
// (the session refresh interval, which the shell's code carries, so the entry and shell chunks
// get new names, as in any release). One static server serves whichever is "live" (a symlink the
// test moves), as a host does when a release is copied in. The site's own worker is allowed (tests/e2e/fixtures.ts).

test.use({ siteWorker: true });
test.describe.configure({ timeout: 240_000 });

const root = resolve(import.meta.dirname, '../..');
const next = join(root, 'dist-next');
let server: ChildProcess | undefined;
let base = '';
let live = '';

/** The entry script a build's home page loads. */
const entryOf = (dir: string) => /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)"/.exec(readFileSync(join(dir, 'index.html'), 'utf8'))?.[1] ?? '';

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** Makes `dir` the release the server sends (an atomic swap of the symlink). */
function release(dir: string) {
  const link = join(live, 'site');
  const swap = join(live, 'site.next');
  symlinkSync(dir, swap);
  renameSync(swap, link);
}

test.beforeAll(async () => {
  const built = spawnSync(process.execPath, ['scripts/build.mjs', '--out', 'dist-next'], {
    cwd: root,
    env: { ...process.env, VITE_AUTH_REFRESH_MINUTES: '11', VITE_API_MOCKING: 'false' },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`the second build failed:\n${built.stderr}`);
  expect(entryOf(next)).not.toBe(entryOf(join(root, 'dist')));
  live = mkdtempSync(join(tmpdir(), 'greendrop-release-'));
  release(join(root, 'dist'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['scripts/serve.mjs', join(live, 'site'), String(port), '--fallback', 'app.html'], { cwd: root, stdio: 'ignore' });
  await expect.poll(() => fetch(base).then((answer) => answer.status, () => 0), { timeout: 15_000 }).toBe(200);
});

test.afterAll(() => {
  server?.kill();
  if (live) rmSync(live, { recursive: true, force: true });
  if (existsSync(next)) rmSync(next, { recursive: true, force: true });
  rmSync(`${next}-ssr`, { recursive: true, force: true });
});

test('a page open across a release keeps working on its own code, and offers “A new version is ready: Reload”', async ({ page }) => {
  const first = entryOf(join(root, 'dist'));
  await page.goto(`${base}/`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');

  // The new release goes live; the server no longer has the old one's files.
  release(next);
  const oldShell = readdirSync(join(root, 'dist', 'assets')).find((file) => /^shell-[\w-]+\.js$/.test(file)) ?? '';
  expect(existsSync(join(next, 'assets', oldShell)), 'the old shell is gone from the server').toBe(false);
  // The open page asks, as it does each time it is shown again (lib/serviceWorker.ts).
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
  const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready:' });
  await expect(prompt).toBeVisible({ timeout: 20_000 });

  // Meanwhile the page still works on its own release: a page it had not loaded opens, from the precache.
  await (await hydratedFooterLink(page, 'About')).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/frying oil into tomorrow’s fuel/);

  // Reload: the new release takes over the worker, and the page loads again on it.
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(page).toHaveURL(`${base}/about-us`);
  await waitForHydration(page);
  const entries = await page.evaluate(() => [...document.querySelectorAll('script[type="module"]')].map((script) => new URL((script as HTMLScriptElement).src).pathname));
  expect(entries).toContain(entryOf(next));
  expect(entries).not.toContain(first);
  await expect(prompt).toHaveCount(0);
});
