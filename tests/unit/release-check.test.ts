import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
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

  it('passes a release build and fails a default one, naming the variable', () => {
    expect(run(built(RELEASE)).code).toBe(0);
    rmSync(dir, { recursive: true, force: true });
    const failed = run(built(releaseSettings({})));
    expect(failed.code).toBe(1);
    expect(failed.output).toContain('VITE_SITE_URL is not set');
  });

  it('fails a directory that ships the mock API’s worker, or that the build did not write', () => {
    expect(checkBuiltRelease(built(RELEASE, ['mockServiceWorker.js']))).toEqual([expect.stringContaining('mockServiceWorker.js')]);
    expect(run(join(dir, 'nothing-here')).output).toContain('build with npm run build first');
  });
});
