import { existsSync } from 'node:fs';
import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { copySource, pageModuleIn, pageRoutes } from '../../src/app/routes';
import { loadCatalog, namespaces } from '../../src/i18n/catalogs';
import commonEn from '../../src/locales/en/common.json';
import commonHi from '../../src/locales/hi/common.json';
import { locales } from '../../src/i18n/locale';
import { LocaleProvider } from '../../src/i18n/LocaleProvider';
import { MemoryRouter } from 'react-router-dom';

const withCopy = pageRoutes.filter((route) => route.copy);

describe('the route table', () => {
  // The messages are here before the pages render, as the page module is (page.preload()): a
  // catalogue arriving after the heading was found would resume React outside act(), and React warns.
  beforeAll(() => Promise.all(locales.flatMap((locale) => namespaces.map((namespace) => loadCatalog(locale, namespace)))));

  it('has a page module under src/pages for every route; routes share one only when their copy tells them apart', () => {
    for (const route of pageRoutes) expect(existsSync(`src/pages/${route.module}.tsx`), route.module).toBe(true);
    const shared = pageRoutes.filter((route) => pageRoutes.some((other) => other !== route && other.module === route.module));
    expect(new Set(shared.map((route) => route.module))).toEqual(new Set(['ContentPage', 'ContentPageWithPincodeCheck']));
    for (const route of shared) expect(route.copy, route.path).toMatch(/^pages\//);
    expect(new Set(shared.map((route) => route.copy)).size).toBe(shared.length);
  });

  it.each(withCopy.flatMap((route) => locales.map((locale) => [route.path, locale, route] as const)))(
    '%s in %s: its copy module exists and the page renders with it',
    async (_, locale, route) => {
      expect(existsSync(copySource(route.copy!, locale))).toBe(true);
      const page = pageModuleIn(route, locale);
      await page.preload();
      render(
        <MemoryRouter>
          <LocaleProvider locale={locale}>
            <Suspense fallback={null}>
              <page.Component />
            </Suspense>
          </LocaleProvider>
        </MemoryRouter>,
      );
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      // The parts below the fold that load later (the home page's booking form and calculator, the
      // pincode check) arrive while the test waits, not after it, when React would warn about act().
      const loading = { en: commonEn.loading, hi: commonHi.loading }[locale];
      await waitFor(() => expect(screen.queryByText(loading)).toBeNull());
    },
  );

  it('names each language’s copy apart: English in src/content, Hindi in src/content/hi', () => {
    expect(copySource('pages/aboutUs', 'en')).toBe('src/content/pages/aboutUs.ts');
    expect(copySource('pages/aboutUs', 'hi')).toBe('src/content/hi/pages/aboutUs.ts');
  });
});
