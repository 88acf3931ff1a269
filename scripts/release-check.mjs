// What a release build must not ship with: a site URL that is missing, on loopback or not https
// (it is printed on every certificate's QR code, every canonical link and the sitemap), an API that
// is the in-browser mock, an absolute API URL on loopback or plain http, or a company fact that is
// still a demo value or missing (scripts/company-facts.mjs: an example domain, a zero app-store id,
// the demo's placeholder numbers or Grievance Officer, a fact the demo file gives left out).
// `node scripts/build.mjs` warns with these and writes what it was built with to
// dist/.vite/release.json; `npm run check:release` (scripts/check-release.mjs) fails on them.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoCompanyFacts } from './company-facts.mjs';

/** Where the build records the settings it was made with (public values only). */
export const RELEASE_FILE = join('.vite', 'release.json');

/**
 * The build's settings as Vite reads them: `vars` holds the VITE_* values (from .env files and the
 * environment); `companyFacts`, the company facts it was built with, of which the demo values are kept.
 */
export function releaseSettings(vars, companyFacts) {
  return {
    VITE_SITE_URL: vars.VITE_SITE_URL ?? '',
    VITE_API_BASE_URL: vars.VITE_API_BASE_URL ?? '',
    VITE_SEO_API_BASE_URL: vars.VITE_SEO_API_BASE_URL ?? '',
    VITE_API_MOCKING: vars.VITE_API_MOCKING === 'true',
    DEMO_COMPANY_FACTS: companyFacts === undefined ? [] : demoCompanyFacts(companyFacts),
  };
}

const LOOPBACK = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|\[::1\]|::1|0\.0\.0\.0)$/i;

function absoluteUrl(value) {
  try {
    return /^[a-z][a-z0-9+.-]*:/i.test(value) ? new URL(value) : null;
  } catch {
    return null;
  }
}

/** Each problem as a sentence that names the variable to set. None for a build fit to release. */
export function releaseProblems(settings) {
  const problems = [];
  const site = settings.VITE_SITE_URL.trim();
  const siteUrl = absoluteUrl(site);
  if (!site) problems.push('VITE_SITE_URL is not set: set it to the public origin (https://…), which every certificate’s QR code, canonical link and the sitemap carry');
  else if (!siteUrl) problems.push(`VITE_SITE_URL is "${site}", not an absolute URL: set it to the public origin (https://…)`);
  else {
    if (LOOPBACK.test(siteUrl.hostname)) problems.push(`VITE_SITE_URL is ${site}, a loopback address: every QR code, canonical link and sitemap entry would point at the reader’s own machine`);
    if (siteUrl.protocol !== 'https:') problems.push(`VITE_SITE_URL is ${site}, not https: the public site is served over https`);
  }
  if (settings.VITE_API_MOCKING) problems.push('VITE_API_MOCKING is true: the build answers every call from the in-browser mock API and saves nothing');
  for (const name of ['VITE_API_BASE_URL', 'VITE_SEO_API_BASE_URL']) {
    const url = absoluteUrl(settings[name].trim());
    if (url && LOOPBACK.test(url.hostname)) problems.push(`${name} is ${settings[name]}, a loopback address: visitors’ browsers would call their own machine`);
    else if (url && url.protocol !== 'https:') problems.push(`${name} is ${settings[name]}, not https: an https page cannot call it`);
  }
  problems.push(...(settings.DEMO_COMPANY_FACTS ?? []));
  return problems;
}

export function writeReleaseSettings(outDir, settings) {
  writeFileSync(join(outDir, RELEASE_FILE), `${JSON.stringify(settings, null, 2)}\n`);
}

/** The problems of a built directory; a directory the build did not write is one too. */
export function checkBuiltRelease(outDir) {
  const file = join(outDir, RELEASE_FILE);
  if (!existsSync(file)) return [`${file} is missing: build with npm run build first`];
  const problems = releaseProblems(JSON.parse(readFileSync(file, 'utf8')));
  if (existsSync(join(outDir, 'mockServiceWorker.js'))) problems.push(`${outDir} ships mockServiceWorker.js, the mock API's worker: build with VITE_API_MOCKING unset or false`);
  return problems;
}
