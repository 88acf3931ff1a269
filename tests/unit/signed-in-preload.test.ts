import { describe, expect, it } from 'vitest';
import { patternExpression, signedInModules } from '../../scripts/prerender.mjs';
import { signedInPageModules } from '../../src/app/renderStart';

// A build manifest cut down to the shape Vite writes: the entry, React, the shell, and what a
// signed-in start adds (the HTTP layer with axios, the session store, the account menu, a page).
const manifest = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_helpers.js'], dynamicImports: ['react-client', 'src/boot.tsx'] },
  _helpers: { file: 'assets/helpers-H.js' },
  '_helpers.js': { file: 'assets/helpers-H.js' },
  'react-client': { file: 'assets/react-R.js' },
  'src/boot.tsx': { file: 'assets/boot-B.js', imports: ['_shell.js', 'react-client'] },
  '_shell.js': { file: 'assets/shell-S.js', imports: ['react-client'] },
  'src/app/appOnlyPages.ts': { file: 'assets/appOnlyPages-A.js' },
  'src/app/signedInStart.ts': { file: 'assets/signedInStart-I.js', imports: ['_shell.js'] },
  '_http.js': { file: 'assets/http-T.js', name: 'http', imports: ['_shell.js'], dynamicImports: ['node_modules/axios/index.js', 'src/lib/deviceData.ts'] },
  'node_modules/axios/index.js': { file: 'assets/axios-X.js' },
  'src/lib/deviceData.ts': { file: 'assets/deviceData-D.js', imports: ['_idb.js'] },
  '_idb.js': { file: 'assets/idb-K.js' },
  '_session.js': { file: 'assets/session-N.js', name: 'session', imports: ['_http.js', '_shell.js'] },
  'src/app/layout/SignedInMenu.tsx': { file: 'assets/SignedInMenu-M.js', imports: ['_shell.js'] },
  'src/pages/DashboardPage.tsx': { file: 'assets/DashboardPage-P.js', imports: ['_http.js', '_form.js'] },
  'src/pages/RecordsPage.tsx': { file: 'assets/RecordsPage-Q.js', imports: ['_form.js', '_table.js'] },
  '_form.js': { file: 'assets/form-F.js' },
  '_table.js': { file: 'assets/table-L.js' },
  ...Object.fromEntries(
    ['en', 'hi'].flatMap((locale) =>
      ['common', 'account', 'vendor', 'alerts'].map((namespace) => [`src/locales/${locale}/${namespace}.json?lingui`, { file: `assets/${namespace}-${locale}.js` }]),
    ),
  ),
};
const pages = [
  { pattern: '/dashboard', module: 'DashboardPage' },
  { pattern: '/dashboard/records', module: 'RecordsPage' },
];
const shell = ['/assets/react-R.js', '/assets/boot-B.js', '/assets/shell-S.js', '/assets/appOnlyPages-A.js', '/assets/signedInStart-I.js'];

describe("app.html's list of what a signed-in start asks for (scripts/prerender.mjs)", () => {
  const listed = signedInModules(manifest, pages, ['en', 'hi'], shell);

  it('starts with axios, the module every figure waits for, then the rest of the HTTP layer and the session store', () => {
    expect(listed.modules).toEqual(['/assets/axios-X.js', '/assets/http-T.js', '/assets/deviceData-D.js', '/assets/idb-K.js', '/assets/session-N.js', '/assets/SignedInMenu-M.js']);
  });

  it('lists each page by its pattern with only what the common list and app.html do not already load', () => {
    expect(listed.pages).toEqual([
      ['^/dashboard/?$', ['/assets/DashboardPage-P.js', '/assets/form-F.js']],
      ['^/dashboard/records/?$', ['/assets/RecordsPage-Q.js', '/assets/form-F.js', '/assets/table-L.js']],
    ]);
    const everywhere = [...shell, '/assets/index-E.js', '/assets/helpers-H.js'];
    for (const files of [listed.modules, ...listed.pages.map(([, files]) => files), ...Object.values(listed.catalogs)]) for (const file of everywhere) expect(files).not.toContain(file);
  });

  it('gives the words of the vendor area and its bell in each language', () => {
    expect(listed.catalogs).toEqual({
      en: ['/assets/common-en.js', '/assets/account-en.js', '/assets/vendor-en.js', '/assets/alerts-en.js'],
      hi: ['/assets/common-hi.js', '/assets/account-hi.js', '/assets/vendor-hi.js', '/assets/alerts-hi.js'],
    });
  });

  it('fails the build when a chunk it relies on is gone', () => {
    const withoutAxios = Object.fromEntries(Object.entries(manifest).filter(([key]) => key !== 'node_modules/axios/index.js'));
    expect(() => signedInModules(withoutAxios, pages, ['en'], shell)).toThrow(/axios/);
    expect(() => signedInModules(manifest, [{ pattern: '/x', module: 'NoSuchPage' }], ['en'], shell)).toThrow(/NoSuchPage/);
  });
});

describe('what the browser entry asks for at once on a signed-in start (src/app/renderStart.ts)', () => {
  const listed = JSON.stringify({
    modules: ['/a.js'],
    catalogs: { en: ['/en.js'], hi: ['/hi.js'] },
    pages: [
      [patternExpression('/dashboard'), ['/d.js']],
      [patternExpression('/dashboard/records'), ['/r.js']],
      [patternExpression('/dashboard/records/*'), ['/c.js']],
    ],
  });

  it("asks for the common modules, the page's and its language's words", () => {
    expect(signedInPageModules(listed, '/dashboard')).toEqual(['/a.js', '/d.js', '/en.js']);
    expect(signedInPageModules(listed, '/hi/dashboard/')).toEqual(['/a.js', '/d.js', '/hi.js']);
    expect(signedInPageModules(listed, '/dashboard/records')).toEqual(['/a.js', '/r.js', '/en.js']);
    expect(signedInPageModules(listed, '/Dashboard/Records/GD-2026-0012')).toEqual(['/a.js', '/c.js', '/en.js']);
  });

  it('asks for nothing outside the vendor area, without the list, or with a list it cannot read', () => {
    expect(signedInPageModules(listed, '/about-us')).toEqual([]);
    expect(signedInPageModules(listed, '/dashboard/cart')).toEqual([]);
    expect(signedInPageModules(undefined, '/dashboard')).toEqual([]);
    expect(signedInPageModules('{not json', '/dashboard')).toEqual([]);
  });

  it('matches a route pattern by whole segments, as the router does', () => {
    const matches = (pattern: string, path: string) => new RegExp(patternExpression(pattern), 'i').test(path);
    expect(matches('/dashboard', '/dashboard/cart')).toBe(false);
    expect(matches('/dashboard', '/Dashboard/')).toBe(true);
    expect(matches('/dashboard/certificate/:id', '/dashboard/certificate/7')).toBe(true);
    expect(matches('/dashboard/certificate/:id', '/dashboard/certificate/7/8')).toBe(false);
    expect(matches('/dashboard/certificate/:id', '/dashboard/certificate/')).toBe(false);
    expect(matches('/dashboard/records/*', '/dashboard/records/GD-1/print')).toBe(true);
    expect(matches('/dashboard/records/*', '/dashboard/recordsX')).toBe(false);
    expect(matches('/dashboard/records/*', '/dashboard/payments')).toBe(false);
    expect(matches('/a.b', '/aXb')).toBe(false);
  });
});
