// Build step 3 of 3 (run by scripts/build.mjs): render every public static route to its own HTML file.
// Vite builds the client (dist/) and the server entry (dist-ssr/); this script renders each path
// with React's static prerender, moves the head tags React emits first into <head>, marks the
// root with the path it was rendered for and the modules that page needs (and those a session adds), and writes
// dist/<path>/index.html. dist/app.html is the empty shell for every other path (the SPA fallback);
// served /index.html instead, the browser entry sees the path differs and renders from scratch.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CSP_HASHES_FILE, deferStylesheet, styleHash } from './critical-css.mjs';
import { criticalCss } from './purge-css.mjs';

const HEAD_TAG = /^\s*(<title>[\s\S]*?<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;
/** Around the page's own head tags, so the browser entry can drop them when it does not hydrate. */
export const HEAD_START = '<!--page-head-->';
export const HEAD_END = '<!--/page-head-->';

/** React 19 puts hoisted <title>, <meta> and <link> first in the output when there is no <head>. */
export function splitHead(html) {
  let head = '';
  let rest = html;
  for (let match = HEAD_TAG.exec(rest); match; match = HEAD_TAG.exec(rest)) {
    head += match[1];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * The files the chunks of `keys` need, with the chunks each imports, beyond what the entry itself
 * loads: what a page asks for after the entry, all at once instead of one round trip after another.
 */
function filesBeyondEntry(manifest, keys) {
  const collect = (key, into) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  const loaded = new Set();
  collect('index.html', loaded);
  const wanted = new Set();
  for (const key of keys) {
    if (!manifest[key]) throw new Error(`no chunk for ${key} in the build manifest`);
    collect(key, wanted);
  }
  return [...wanted].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
}

/** What the entry runs first on a page it renders from scratch, never on a prerendered one (app.html preloads it). */
const RENDER_START = 'src/app/renderStart.ts';

/** What the entry imports later on every page: exactly React's client (react-dom/client) and src/boot.tsx. */
function entryRoots(manifest) {
  const roots = (manifest['index.html'].dynamicImports ?? []).filter((key) => key !== RENDER_START);
  if (!roots.includes('src/boot.tsx')) throw new Error(`the entry no longer imports src/boot.tsx: ${roots}`);
  return roots;
}

/** The modules the entry loads next on every page (React's client, src/boot.tsx and theirs), beyond its own imports. */
export function startupModules(manifest) {
  return filesBeyondEntry(manifest, entryRoots(manifest));
}

/**
 * Every JavaScript file a prerendered page needs to hydrate, beyond the entry itself: React, the
 * boot module, the page's module and its copy in the page's language, each with the chunks it
 * imports. The entry asks for them all at once after the first paint, instead of one round trip
 * after another.
 */
export function modulesForPage(manifest, pageModule, catalogs = [], copySource) {
  const catalogKeys = catalogs.map((catalog) => `src/locales/${catalog}.json?lingui`);
  return filesBeyondEntry(manifest, [...entryRoots(manifest), `src/pages/${pageModule}.tsx`, ...(copySource ? [copySource] : []), ...catalogKeys]);
}

/**
 * The files the session store adds to a page (react-auth-kit and the store's own chunk): the entry
 * asks for them with the page's modules only when the browser holds a session cookie, since
 * src/boot.tsx then creates the store before hydrating. A visitor's page never downloads them.
 */
export function sessionModules(manifest, pageModules) {
  // The chunk vite.config.ts groups as 'session' (it holds src/features/auth/store.ts).
  const key = Object.keys(manifest).find((name) => manifest[name].name === 'session' && !manifest[name].isEntry);
  if (!key) throw new Error('no session chunk in the build manifest (vite.config.ts groups it)');
  const files = new Set();
  const collect = (name) => {
    const chunk = manifest[name];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  collect(key);
  const loaded = new Set(pageModules);
  for (const file of manifest['index.html'].imports?.map((name) => manifest[name].file) ?? []) loaded.add(`/${file}`);
  loaded.add(`/${manifest['index.html'].file}`);
  return [...files].map((file) => `/${file}`).filter((file) => !loaded.has(file));
}

/**
 * What a signed-in vendor's page served by app.html will ask for, beyond app.html's own preloads
 * (`already`): the session store, the HTTP layer with axios first (every figure waits for it), the
 * kept data, the account menu; the words of the vendor area and its bell in each language; and each page's own
 * modules by its route's pattern. src/main.tsx requests them all at once on a signed-in start,
 * instead of one round trip after another as each module asks for the next (issue 33, item 6).
 */
export function signedInModules(manifest, pages, locales, already) {
  const keyOf = (test, what) => {
    const key = Object.keys(manifest).find((name) => test(name, manifest[name]));
    if (!key) throw new Error(`no chunk for ${what} in the build manifest`);
    return key;
  };
  const http = keyOf((name, chunk) => chunk.name === 'http' && !chunk.isEntry, 'the HTTP layer (vite.config.ts groups it)');
  const session = keyOf((name, chunk) => chunk.name === 'session' && !chunk.isEntry, 'the session store (vite.config.ts groups it)');
  const axios = keyOf((name) => name === 'node_modules/axios/index.js', 'axios');
  /** The files of `keys` not already in `loaded`. */
  const beyond = (keys, loaded) => filesBeyondEntry(manifest, keys).filter((file) => !loaded.has(file));
  const shell = new Set(already);
  const modules = beyond([axios, http, ...(manifest[http].dynamicImports ?? []), session, 'src/app/layout/SignedInMenu.tsx'], shell);
  const common = new Set([...shell, ...modules]);
  const catalogs = Object.fromEntries(locales.map((locale) => [locale, beyond(['common', 'account', 'vendor', 'alerts'].map((namespace) => `src/locales/${locale}/${namespace}.json?lingui`), common)]));
  const byPage = pages.map(({ pattern, module }) => [patternExpression(pattern), beyond([`src/pages/${module}.tsx`], common)]);
  return { modules, catalogs, pages: byPage };
}

/**
 * A route's pattern as the expression the browser entry tests a path with (src/app/renderStart.ts),
 * matched as the router matches it, in any case: `:name` is one segment, a last `*` the rest of the
 * path, a trailing slash is allowed.
 */
export function patternExpression(pattern) {
  const segments = pattern.replace(/\/+$/, '').split('/').slice(1);
  const rest = segments.at(-1) === '*';
  const fixed = (rest ? segments.slice(0, -1) : segments).map((segment) => (segment.startsWith(':') ? '/[^/]+' : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  return `^${fixed.join('')}${rest ? '(?:/.*)?' : '/?'}$`;
}

/** Renders every prerender path of the server entry in `ssrDir` into the client build `dist`. */
export async function prerender(dist, ssrDir) {
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const server = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
  // The fallback serves the pages that are not prerendered (the vendor area among them): the app's
  // start-up modules (React, the router, the shell, the boot module), the chunk that lists those
  // pages (src/app/appOnlyPages.ts) and what a signed-in start loads first (src/app/signedInStart.ts)
  // are fetched together with the entry, not one after another as each asks for the next (issue 33,
  // item 6: the waterfall before a vendor's first figure).
  const chunkOf = (src) => {
    const chunk = Object.values(manifest).find((candidate) => candidate.src === src);
    if (!chunk) throw new Error(`no chunk for ${src} in the build manifest`);
    return `/${chunk.file}`;
  };
  // First what the entry runs before anything else on this page (src/app/renderStart.ts): small,
  // and it decides what else a vendor's page asks for.
  const shellModules = [...filesBeyondEntry(manifest, [RENDER_START]), ...startupModules(manifest), chunkOf('src/app/appOnlyPages.ts'), chunkOf('src/app/signedInStart.ts')];
  const preloads = shellModules.map((file) => `<link rel="modulepreload" href="${escapeHtml(file)}" />`).join('');
  const signedIn = JSON.stringify(signedInModules(manifest, server.signedInPages, server.locales, shellModules));
  writeFileSync(
    join(dist, 'app.html'),
    template
      .replace('<!--app-head-->', `${HEAD_START}<title>${escapeHtml(server.defaultTitle)}</title>${HEAD_END}`)
      // After the entry's own tags: the entry is asked for first, as it decides what else to ask for.
      .replace('</head>', `${preloads}</head>`)
      // A function, so that no `$'` of a pattern's expression is read as a replacement pattern.
      .replace('<div id="root">', () => `<div id="root" data-signed-in-modules="${escapeHtml(signedIn)}" data-balance-words="${escapeHtml(JSON.stringify(server.balanceWords))}">`)
      .replace('<!--app-html-->', ''),
  );

  const written = [];
  const pages = [];
  for (const { path, module, copy, locale, lang } of server.prerenderPages) {
    const { html, catalogs } = await server.render(path);
    const { head, body } = splitHead(html);
    const pageModules = modulesForPage(manifest, module, catalogs.map((namespace) => `${locale}/${namespace}`), copy);
    const modules = pageModules.join(' ');
    const session = sessionModules(manifest, pageModules).join(' ');
    const root = `<div id="root" data-prerendered="${escapeHtml(path)}" data-modules="${escapeHtml(modules)}" data-session-modules="${escapeHtml(session)}" data-catalogs="${escapeHtml(catalogs.join(' '))}">`;
    const page = template
      .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
      .replace('<link rel="manifest" href="/manifest.webmanifest" />', `<link rel="manifest" href="${server.manifestPathOf(path)}" />`)
      .replace('<!--app-head-->', `${HEAD_START}${head}${HEAD_END}`)
      .replace('<div id="root">', root)
      .replace('<!--app-html-->', body);
    if (!page.includes(`<html lang="${lang}"`)) throw new Error(`${path}: index.html has no <html lang>`);
    if (!/<title>[^<]+<\/title>/.test(page)) throw new Error(`${path}: rendered without a <title>`);
    if (!page.includes(`data-prerendered="${escapeHtml(path)}"`)) throw new Error(`${path}: index.html has no <div id="root">`);
    pages.push({ path, page });
  }
  // Each page carries inline the CSS its own markup and the entry script use (so its first response
  // fits in as few round trips as it can: see tests/nginx), and the whole stylesheet loads without
  // blocking paint. Pages whose sheets come out the same share one hash.
  const entry = manifest['index.html'];
  const href = `/${entry.css?.[0]}`;
  if (!entry.css?.length) throw new Error('the entry has no stylesheet in the build manifest');
  const entryScripts = [entry.file, ...(entry.imports ?? []).map((key) => manifest[key].file)].map((file) => readFileSync(join(dist, file), 'utf8'));
  const stylesheet = readFileSync(join(dist, href), 'utf8');
  const pageHashes = {};
  const sheets = new Map();
  for (const { path, page: rendered } of pages) {
    const critical = await criticalCss(stylesheet, { html: [rendered], scripts: entryScripts });
    const page = deferStylesheet(rendered, { href, css: critical });
    pageHashes[path] = styleHash(critical);
    sheets.set(pageHashes[path], critical.length);
    const file = path === '/' ? join(dist, 'index.html') : join(dist, path.slice(1), 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page);
    written.push(`${path} (${(page.length / 1024).toFixed(1)} kB, ${(critical.length / 1024).toFixed(1)} kB of it inline CSS)`);
  }
  // The inline styles' hashes, for the CSP's style-src (scripts/nginx-config.mjs): each page's own,
  // and every one the build wrote. Not served.
  writeFileSync(join(dist, '.vite', CSP_HASHES_FILE), JSON.stringify({ 'style-src': [...sheets.keys()], pages: pageHashes }, null, 2));
  written.push(`inline critical CSS: ${sheets.size} sheets of ${[...sheets.values()].map((bytes) => (bytes / 1024).toFixed(1)).join(', ')} kB`);
  // The list of prerendered paths, for the measurements (scripts/perf.mjs); not served (see nginx.conf).
  writeFileSync(join(dist, '.vite', 'prerendered.json'), JSON.stringify(server.prerenderedPaths));
  for (const { file, content } of server.webManifests()) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), content);
  }
  written.push('manifest.webmanifest, hi/manifest.webmanifest');
  const { sitemap, robots, articles } = await server.seoFiles();
  writeFileSync(join(dist, 'sitemap.xml'), sitemap);
  writeFileSync(join(dist, 'robots.txt'), robots);
  written.push(`sitemap.xml (${articles} articles), robots.txt`);
  rmSync(ssrDir, { recursive: true, force: true });
  return written;
}
