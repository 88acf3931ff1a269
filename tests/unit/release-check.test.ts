import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { demoCompanyFacts } from '../../scripts/company-facts.mjs';
import { checkBuiltRelease, releaseProblems, releaseSettings, writeReleaseSettings } from '../../scripts/release-check.mjs';

const RELEASE = releaseSettings({ VITE_SITE_URL: 'https://greendrop.example.in', VITE_API_BASE_URL: 'https://api.greendrop.example.in/api', VITE_SEO_API_BASE_URL: '/api' });

describe('what a release build must not ship with', () => {
  it('passes the public https origin, an https or same-origin API and no mock', () => {
    expect(releaseProblems(RELEASE)).toEqual([]);
  });

  it('names VITE_SITE_URL when it is missing, on loopback or not https', () => {
    expect(releaseProblems({ ...RELEASE, VITE_SITE_URL: '' })).toEqual([expect.stringMatching(/^VITE_SITE_URL is not set/)]);
    for (const site of ['http://localhost:5173', 'https://127.0.0.1', 'https://[::1]:8443', 'https://app.localhost']) {
      expect(releaseProblems({ ...RELEASE, VITE_SITE_URL: site }), site).toContainEqual(expect.stringMatching(/^VITE_SITE_URL is .*loopback/));
    }
    expect(releaseProblems({ ...RELEASE, VITE_SITE_URL: 'http://greendrop.example.in' })).toEqual([expect.stringMatching(/^VITE_SITE_URL is .*not https/)]);
    expect(releaseProblems({ ...RELEASE, VITE_SITE_URL: 'greendrop.example.in' })).toEqual([expect.stringMatching(/^VITE_SITE_URL is .*not an absolute URL/)]);
  });

  it('names VITE_API_MOCKING when the mock API is on, and an API URL on loopback or plain http', () => {
    expect(releaseProblems({ ...RELEASE, VITE_API_MOCKING: true })).toEqual([expect.stringMatching(/^VITE_API_MOCKING is true/)]);
    expect(releaseProblems({ ...RELEASE, VITE_API_BASE_URL: 'http://127.0.0.1:8080/api' })).toEqual([expect.stringMatching(/^VITE_API_BASE_URL is .*loopback/)]);
    expect(releaseProblems({ ...RELEASE, VITE_SEO_API_BASE_URL: 'http://seo.greendrop.example.in' })).toEqual([expect.stringMatching(/^VITE_SEO_API_BASE_URL is .*not https/)]);
  });
});

describe('the company facts a release build must not ship as demo values', () => {
  const demo = JSON.parse(readFileSync('src/config/company-facts.demo.json', 'utf8'));
  /** The demo facts with every value a deployment sets replaced by a real-looking one. */
  function real() {
    const facts = structuredClone(demo);
    facts.email = 'care@greendrop.in';
    facts.tollFree = '18002024567';
    facts.tollFreeDisplay = '1800 202 4567';
    facts.grievanceOfficer = { ...facts.grievanceOfficer, name: 'Meera Iyer', email: 'grievance@greendrop.in' };
    facts.social = facts.social.map((link: { name: string }) => ({ ...link, href: `https://social.greendrop.in/${link.name.toLowerCase()}` }));
    facts.apps = [
      { store: 'Google Play', href: 'https://play.google.com/store/apps/details?id=in.greendrop.app' },
      { store: 'App Store', href: 'https://apps.apple.com/in/app/greendrop/id6470123987' },
    ];
    for (const registration of Object.values(facts.registration) as { number: string }[]) registration.number = `${registration.number}-REAL`;
    for (const entry of [...facts.collectionAuthorisations, ...facts.b100Seller]) entry.number = `${entry.number}-REAL`;
    return facts;
  }

  it('passes real facts, and names every demo value, the field first', () => {
    expect(demoCompanyFacts(real(), demo)).toEqual([]);
    const problems = demoCompanyFacts(demo, demo);
    for (const field of ['email', 'tollFree', 'grievanceOfficer.name', 'grievanceOfficer.email', 'social[0].href', 'apps[0].href', 'apps[1].href', 'registration.cin.number', 'registration.gstin.number', 'registration.fssai.number', 'registration.iscc.number', 'collectionAuthorisations[0].number', 'b100Seller[0].number']) {
      expect(problems, field).toContainEqual(expect.stringMatching(new RegExp(`^company fact ${field.replace(/[[\]]/g, '\\$&')} is `)));
    }
    expect(problems).toContainEqual(expect.stringMatching(/^company fact email is an example domain/));
    expect(problems).toContainEqual(expect.stringMatching(/^company fact grievanceOfficer\.name is the demo value \(/));
    expect(problems).toContainEqual(expect.stringMatching(/^company fact grievanceOfficer\.email is an example domain/));
    expect(problems).toContainEqual(expect.stringMatching(/^company fact apps\[1\]\.href is a zero app-store id/));
    expect(problems).toContainEqual(expect.stringMatching(/^company fact registration\.cin\.number is the demo’s placeholder number/));
  });

  it('catches an example domain or a zero app-store id that is not the demo’s own', () => {
    const facts = real();
    facts.email = 'hello@greendrop.example.com';
    facts.apps[1].href = 'https://apps.apple.com/in/app/greendrop/id000000';
    expect(demoCompanyFacts(facts, demo)).toEqual([expect.stringMatching(/^company fact email is an example domain/), expect.stringMatching(/^company fact apps\[1\]\.href is a zero app-store id/)]);
  });

  it('names a Grievance Officer who is missing, or a part of one left empty: the privacy policy names them', () => {
    const facts = real();
    delete facts.grievanceOfficer;
    const missing = ['grievanceOfficer.name', 'grievanceOfficer.designation.en', 'grievanceOfficer.designation.hi', 'grievanceOfficer.email'];
    expect(demoCompanyFacts(facts, demo)).toEqual(missing.map((field) => expect.stringMatching(new RegExp(`^company fact ${field.replace(/\./g, '\\.')} is missing`))));
    const unnamed = real();
    unnamed.grievanceOfficer.name = ' ';
    expect(demoCompanyFacts(unnamed, demo)).toEqual([expect.stringMatching(/^company fact grievanceOfficer\.name is missing/)]);
    expect(releaseProblems(releaseSettings({ VITE_SITE_URL: 'https://greendrop.in' }, facts))).toContainEqual(expect.stringMatching(/^company fact grievanceOfficer\.name is missing/));
  });

  it('a list may be shorter than the demo’s: only its demo values are named', () => {
    const facts = real();
    facts.social = facts.social.slice(0, 2);
    expect(demoCompanyFacts(facts, demo)).toEqual([]);
  });

  it('a build with the demo facts is not fit to release, and says which', () => {
    const problems = releaseProblems(releaseSettings({ VITE_SITE_URL: 'https://greendrop.in' }, demo));
    expect(problems).toContainEqual(expect.stringMatching(/^company fact registration\.iscc\.number/));
    expect(releaseProblems(releaseSettings({ VITE_SITE_URL: 'https://greendrop.in' }, real()))).toEqual([]);
  });
});

describe('npm run check:release over a built directory', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function built(settings: typeof RELEASE, files: string[] = []) {
    dir = mkdtempSync(join(tmpdir(), 'greendrop-release-'));
    mkdirSync(join(dir, '.vite'));
    writeReleaseSettings(dir, settings);
    for (const file of files) writeFileSync(join(dir, file), '');
    return dir;
  }

  function run(target: string): { code: number; output: string } {
    try {
      return { code: 0, output: execFileSync(process.execPath, [resolve('scripts/check-release.mjs'), target], { encoding: 'utf8', stdio: 'pipe' }) };
    } catch (error) {
      const failed = error as { status: number; stderr: string };
      return { code: failed.status, output: failed.stderr };
    }
  }

  it('passes a release build and fails a default one, naming the variable and each demo company fact', () => {
    expect(run(built(RELEASE)).code).toBe(0);
    rmSync(dir, { recursive: true, force: true });
    const failed = run(built(releaseSettings({}, JSON.parse(readFileSync('src/config/company-facts.demo.json', 'utf8')))));
    expect(failed.code).toBe(1);
    expect(failed.output).toContain('VITE_SITE_URL is not set');
    expect(failed.output).toContain('company fact registration.cin.number is the demo’s placeholder number');
  });

  it('fails a directory that ships the mock API’s worker, or that the build did not write', () => {
    expect(checkBuiltRelease(built(RELEASE, ['mockServiceWorker.js']))).toEqual([expect.stringContaining('mockServiceWorker.js')]);
    expect(run(join(dir, 'nothing-here')).output).toContain('build with npm run build first');
  });
});
