import { createElement, type ComponentType } from 'react';
import { matchPath, Navigate, type RouteObject } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { RequireAuth } from '../features/auth/RequireAuth';
import { RequireGuest } from '../features/auth/RequireGuest';
import { lazyModule, type LazyModule } from '../lib/lazyModule';
import { paths, redirects } from '../config/paths';
import type { Locale } from '../i18n/locale';
import type { AppOnlyPageName } from './appOnlyPages';

type Access = 'public' | 'signed-in' | 'signed-out';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page module's props are its own; the table only loads it
type PageLoader = () => Promise<{ default: ComponentType<any> }>;

export interface PageRoute {
  path: string;
  /**
   * The page's module under src/pages: its chunk's name in errors, and how the prerender finds the
   * chunk. The pages of long copy share one (ContentPage, or ContentPageWithPincodeCheck).
   */
  module: string;
  load: PageLoader;
  /**
   * The page's copy, by name: content/<copy>.ts in English and content/hi/<copy>.ts in Hindi, each
   * its own chunk (an English page downloads no Hindi). The page receives it as its `copy` prop.
   */
  copy?: string;
  access: Access;
  /** Written to its own HTML file at build time (docs/decisions/0001-prerender-with-react-and-vite-apis.md). */
  prerender: boolean;
  caseSensitive?: boolean;
}

/** Every page's copy module, loaded on demand. */
const copyModules = import.meta.glob<{ default: unknown }>([
  '../content/{home,contact,calculator,privacyPolicy}.ts',
  '../content/hi/{home,contact,calculator,privacyPolicy}.ts',
  '../content/pages/*.ts',
  '../content/hi/pages/*.ts',
  '!**/format.ts',
]);

/** The source file of a page's copy in a language, as the build manifest names it. */
export const copySource = (copy: string, locale: Locale): string => `src/content/${locale === 'hi' ? 'hi/' : ''}${copy}.ts`;

function loadCopy(copy: string, locale: Locale): Promise<{ default: unknown }> {
  const load = copyModules[`../${copySource(copy, locale).slice('src/'.length)}`];
  if (!load) return Promise.reject(new Error(`no copy module ${copySource(copy, locale)}`));
  return load();
}

// The pages of long copy share their module (only their copy differs): one chunk, and one line of
// the preload lists in this table, for all of them.
const loadContentPage: PageLoader = () => import('../pages/ContentPage');
const loadContentPageWithPincodeCheck: PageLoader = () => import('../pages/ContentPageWithPincodeCheck');

/** The module of a page that is never prerendered, through the chunk that lists them (./appOnlyPages.ts). */
const appOnlyPage =
  (name: AppOnlyPageName): PageLoader =>
  () =>
    import('./appOnlyPages').then(({ appOnlyPages }) => appOnlyPages[name]());

/**
 * A row's access and module for a page that is never prerendered, its name written once: the table
 * is part of the home page's script, where every repeated name costs bytes of its budget.
 */
const appOnly = (access: Access, name: AppOnlyPageName): Pick<PageRoute, 'access' | 'prerender' | 'module' | 'load'> => ({ access, prerender: false, module: name, load: appOnlyPage(name) });

/** Every route of the site: each page's module its own chunk. */
export const pageRoutes: PageRoute[] = [
  { path: paths.home, access: 'public', prerender: true, module: 'HomePage', load: () => import('../pages/HomePage'), copy: 'home' },
  { path: paths.aboutUs, access: 'public', prerender: true, module: 'ContentPage', load: loadContentPage, copy: 'pages/aboutUs' },
  { path: paths.news, access: 'public', prerender: true, module: 'NewsListPage', load: () => import('../pages/NewsListPage') },
  { path: '/news-and-blogs/:slug', ...appOnly('public', 'ArticlePage') },
  { path: paths.impact, access: 'public', prerender: true, module: 'ContentPage', load: loadContentPage, copy: 'pages/impactWeCreate' },
  { path: paths.sustainableFuel, access: 'public', prerender: true, module: 'ContentPage', load: loadContentPage, copy: 'pages/sustainableFuel' },
  { path: paths.traceability, access: 'public', prerender: true, module: 'ContentPage', load: loadContentPage, copy: 'pages/traceability' },
  { path: paths.greenPoints, access: 'public', prerender: true, module: 'ContentPage', load: loadContentPage, copy: 'pages/redeemGreenPoints' },
  { path: paths.services, access: 'public', prerender: true, module: 'ContentPage', load: loadContentPage, copy: 'pages/services' },
  { path: paths.collection, access: 'public', prerender: true, module: 'ContentPageWithPincodeCheck', load: loadContentPageWithPincodeCheck, copy: 'pages/usedCookingOilCollection' },
  { path: paths.biodiesel, access: 'public', prerender: true, module: 'ContentPage', load: loadContentPage, copy: 'pages/greenFuelBiodieselSupply' },
  { path: paths.compliance, access: 'public', prerender: true, module: 'ContentPage', load: loadContentPage, copy: 'pages/foodBusinessCompliance' },
  { path: paths.esg, access: 'public', prerender: true, module: 'ContentPage', load: loadContentPage, copy: 'pages/esgAndCsr' },
  { path: paths.household, access: 'public', prerender: true, module: 'ContentPageWithPincodeCheck', load: loadContentPageWithPincodeCheck, copy: 'pages/householdCollection' },
  { path: paths.calculator, access: 'public', prerender: true, module: 'OilValueCalculatorPage', load: () => import('../pages/OilValueCalculatorPage'), copy: 'calculator' },
  { path: paths.franchise, access: 'public', prerender: true, caseSensitive: true, module: 'ContentPageWithPincodeCheck', load: loadContentPageWithPincodeCheck, copy: 'pages/franchise' },
  { path: paths.serviceAreas, access: 'public', prerender: true, module: 'ServiceAreasPage', load: () => import('../pages/ServiceAreasPage') },
  { path: paths.contact, access: 'public', prerender: true, module: 'ContactPage', load: () => import('../pages/ContactPage'), copy: 'contact' },
  { path: paths.privacy, access: 'public', prerender: true, module: 'PrivacyPolicyPage', load: () => import('../pages/PrivacyPolicyPage'), copy: 'privacyPolicy' },
  { path: paths.oilChart, access: 'public', prerender: true, module: 'OilChartPage', load: () => import('../pages/OilChartPage') },
  { path: paths.responsiveModal, access: 'public', prerender: true, module: 'ResponsiveModalPage', load: () => import('../pages/ResponsiveModalPage') },
  { path: paths.verifyPattern, ...appOnly('public', 'VerifyPage') },
  { path: `${paths.verifyDeclaration}/:id`, ...appOnly('public', 'VerifyDeclarationPage') },
  { path: paths.test, ...appOnly('public', 'TestPage') },
  { path: paths.dashboard, ...appOnly('signed-in', 'DashboardPage') },
  { path: paths.cart, ...appOnly('signed-in', 'CartPage') },
  { path: paths.records, ...appOnly('signed-in', 'RecordsPage') },
  { path: paths.schedule, ...appOnly('signed-in', 'SchedulePage') },
  { path: paths.payments, ...appOnly('signed-in', 'PaymentsPage') },
  { path: paths.disputes, ...appOnly('signed-in', 'DisputesPage') },
  { path: paths.auditPack, ...appOnly('signed-in', 'AuditPackPage') },
  { path: paths.outlets, ...appOnly('signed-in', 'OutletsPage') },
  { path: paths.notifications, ...appOnly('signed-in', 'NotificationsPage') },
  { path: paths.alertSettings, ...appOnly('signed-in', 'AlertSettingsPage') },
  { path: paths.declaration, ...appOnly('signed-in', 'DeclarationPage') },
  { path: paths.certificatePattern, ...appOnly('signed-in', 'CertificatePage') },
  { path: paths.impactCertificate, ...appOnly('signed-in', 'ImpactCertificatePage') },
  { path: paths.login, ...appOnly('signed-out', 'LoginPage') },
  { path: paths.forgotPassword, ...appOnly('signed-out', 'ForgotPasswordPage') },
  { path: paths.register, ...appOnly('signed-out', 'RegisterPage') },
  { path: paths.sitemapGenerator, ...appOnly('signed-out', 'SitemapGeneratorPage') },
  { path: paths.thankYou, ...appOnly('signed-out', 'ThankYouPage') },
];

export const notFoundPage = lazyModule('NotFoundPage', () => import('../pages/NotFoundPage'), { place: 'page' });

/** A page module with its copy in one language handed over as `copy`: both arrive before it renders. */
function withCopy(route: PageRoute & { copy: string }, locale: Locale): () => Promise<{ default: ComponentType }> {
  return () =>
    Promise.all([route.load(), loadCopy(route.copy, locale)]).then(([page, copy]) => {
      const Page = page.default;
      function PageWithCopy() {
        return createElement(Page, { copy: copy.default });
      }
      PageWithCopy.displayName = route.module;
      return { default: PageWithCopy };
    });
}

const lazyModules = new Map<string, LazyModule<object>>();

/** The lazily loaded module that shows a route in a language (with that language's copy). */
export function pageModuleIn(route: PageRoute, locale: Locale): LazyModule<object> {
  const key = `${locale} ${route.path}`;
  let module = lazyModules.get(key);
  if (!module) {
    const { copy } = route;
    module = lazyModule(route.module, copy ? withCopy({ ...route, copy }, locale) : route.load, { place: 'page' });
    lazyModules.set(key, module);
  }
  return module;
}

function toRoute(route: PageRoute, locale: Locale): RouteObject {
  const { Component } = pageModuleIn(route, locale);
  return route.path === paths.home ? { index: true, element: <Component /> } : { path: route.path, caseSensitive: route.caseSensitive, element: <Component /> };
}

/**
 * The route table of one language: pages, the two gates as layout routes, redirects, then the
 * catch-alls. Both languages share it; the Hindi app runs under the router's basename /hi.
 */
function buildRoutes(locale: Locale): RouteObject[] {
  const byAccess = (access: Access) => pageRoutes.filter((route) => route.access === access).map((route) => toRoute(route, locale));
  return [
    {
      path: '/',
      element: <Layout />,
      children: [
        ...byAccess('public'),
        { element: <RequireAuth />, children: byAccess('signed-in') },
        { element: <RequireGuest />, children: byAccess('signed-out') },
        // Old and misspelt addresses: redirected client-side, replacing history (the server answers 301 too).
        ...redirects.map(([from, to]) => ({ path: from, caseSensitive: true, element: <Navigate to={to} replace /> })),
        // Any other one-segment address (an old product page) goes to home.
        { path: ':product', element: <Navigate to={paths.home} replace /> },
        { path: '*', element: <notFoundPage.Component /> },
      ],
    },
  ];
}

const routeTables: Partial<Record<Locale, RouteObject[]>> = {};
export const routesFor = (locale: Locale): RouteObject[] => (routeTables[locale] ??= buildRoutes(locale));

/** Paths written to HTML at build time, within a language (the Hindi files go under /hi). */
// Marked pure: only the build reads it, and the browser's bundle (on the home page's script budget) drops it.
export const prerenderPaths: string[] = /* @__PURE__ */ (() => pageRoutes.filter((route) => route.prerender).map((route) => route.path))();

/** The page route an app path (inside the language's basename) shows, if any. */
export function findPageRoute(pathname: string): PageRoute | undefined {
  return pageRoutes.find((route) => matchPath({ path: route.path, caseSensitive: route.caseSensitive ?? false, end: true }, pathname));
}

/** Starts downloading the page module for a path (before hydration, or on hover). */
export function preloadPage(pathname: string, locale: Locale): Promise<unknown> | undefined {
  const route = findPageRoute(pathname);
  return route && pageModuleIn(route, locale).preload();
}

/** Warms the page module a link leads to, on intent (pointer over it, or focus). */
export function prefetchPage(pathname: string, locale: Locale): void {
  const route = findPageRoute(pathname);
  if (route) pageModuleIn(route, locale).prefetch();
}
