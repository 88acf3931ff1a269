// Build step 3 of 3 (run by scripts/build.mjs) (issue 2, item 9): render every public static route to its own HTML file.
// Vite builds the client (dist/) and the server entry (dist-ssr/); this script renders each path
// with React's static prerender, moves the head tags React emits first into <head>, preloads the
// and writes dist/<path>/index.html. dist/app.html is the empty shell that
// serves every other path (the SPA fallback).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const HEAD_TAG = /^\s*(<title>[\s\S]*?<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;

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

/** Renders every prerender path of the server entry in `ssrDir` into the client build `dist`. */
export async function prerender(dist, ssrDir) {
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const server = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
writeFileSync(join(dist, 'app.html'), template.replace('<!--app-head-->', '').replace('<!--app-html-->', ''));

const written = [];
for (const path of server.prerenderPaths) {
  const html = await server.render(path);
  const { head, body } = splitHead(html);
  // No modulepreload here: the app's scripts load after the page (src/main.tsx), not beside it.
  const page = template.replace('<!--app-head-->', head).replace('<!--app-html-->', body);
  if (!/<title>[^<]+<\/title>/.test(page)) throw new Error(`${path}: rendered without a <title>`);
  const file = path === '/' ? join(dist, 'index.html') : join(dist, path.slice(1), 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
  written.push(`${path} (${(page.length / 1024).toFixed(1)} kB)`);
}
// The list of prerendered paths, for the measurements (scripts/perf.mjs); not served (see nginx.conf).
writeFileSync(join(dist, '.vite', 'prerendered.json'), JSON.stringify(server.prerenderPaths));
const { sitemap, robots, articles } = await server.seoFiles();
writeFileSync(join(dist, 'sitemap.xml'), sitemap);
writeFileSync(join(dist, 'robots.txt'), robots);
written.push(`sitemap.xml (${articles} articles), robots.txt`);
rmSync(ssrDir, { recursive: true, force: true });
return written;
}
