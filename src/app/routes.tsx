import { matchPath, Navigate, type RouteObject } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { RequireAuth, RequireGuest } from '../features/auth/guards';
import { lazyPage, type LazyPage } from '../lib/lazyPage';
import { paths, redirects } from '../config/paths';
import type { Locale } from '../i18n/locale';

type Access = 'public' | 'signed-in' | 'signed-out';

export interface PageRoute {
  path: string;
  page: LazyPage<object>;
  /** The Hindi page module, for pages whose copy is not UI messages (src/pages/hi); else `page` serves both. */
  hiPage?: LazyPage<object>;
  access: Access;
  /** Written to its own HTML file at build time (public, static routes of spec section 2). */
  prerender: boolean;
  caseSensitive?: boolean;
}

/** `module` is the file under src/pages: the chunk's name in errors, and how the prerender finds its chunk. */
const page = (module: string, load: () => Promise<{ default: React.ComponentType }>) => lazyPage(module, load);

/** A page with its copy in per-language modules: English in src/pages/<module>, Hindi in src/pages/hi/<module>. */
const pageIn = (
  module: string,
  en: () => Promise<{ default: React.ComponentType }>,
  hi: () => Promise<{ default: React.ComponentType }>,
): Pick<PageRoute, 'page' | 'hiPage'> => ({ page: page(module, en), hiPage: page(`hi/${module}`, hi) });

/** Spec section 2: every route, each page its own chunk. */
export const pageRoutes: PageRoute[] = [
  { path: paths.home, access: 'public', prerender: true, ...pageIn('HomePage', () => import('../pages/HomePage'), () => import('../pages/hi/HomePage')) },
  { path: paths.aboutUs, access: 'public', prerender: true, ...pageIn('AboutUsPage', () => import('../pages/AboutUsPage'), () => import('../pages/hi/AboutUsPage')) },
  { path: paths.news, access: 'public', prerender: true, page: page('NewsListPage', () => import('../pages/NewsListPage')) },
  { path: '/news-and-blogs/:slug', access: 'public', prerender: false, page: page('ArticlePage', () => import('../pages/ArticlePage')) },
  { path: paths.impact, access: 'public', prerender: true, ...pageIn('ImpactPage', () => import('../pages/ImpactPage'), () => import('../pages/hi/ImpactPage')) },
  { path: paths.sustainableFuel, access: 'public', prerender: true, ...pageIn('SustainableFuelPage', () => import('../pages/SustainableFuelPage'), () => import('../pages/hi/SustainableFuelPage')) },
  { path: paths.traceability, access: 'public', prerender: true, ...pageIn('TraceabilityPage', () => import('../pages/TraceabilityPage'), () => import('../pages/hi/TraceabilityPage')) },
  { path: paths.greenPoints, access: 'public', prerender: true, ...pageIn('GreenPointsPage', () => import('../pages/GreenPointsPage'), () => import('../pages/hi/GreenPointsPage')) },
  { path: paths.services, access: 'public', prerender: true, ...pageIn('ServicesPage', () => import('../pages/ServicesPage'), () => import('../pages/hi/ServicesPage')) },
  { path: paths.collection, access: 'public', prerender: true, ...pageIn('CollectionPage', () => import('../pages/CollectionPage'), () => import('../pages/hi/CollectionPage')) },
  { path: paths.biodiesel, access: 'public', prerender: true, ...pageIn('BiodieselPage', () => import('../pages/BiodieselPage'), () => import('../pages/hi/BiodieselPage')) },
  { path: paths.compliance, access: 'public', prerender: true, ...pageIn('CompliancePage', () => import('../pages/CompliancePage'), () => import('../pages/hi/CompliancePage')) },
  { path: paths.esg, access: 'public', prerender: true, ...pageIn('EsgPage', () => import('../pages/EsgPage'), () => import('../pages/hi/EsgPage')) },
  { path: paths.household, access: 'public', prerender: true, ...pageIn('HouseholdPage', () => import('../pages/HouseholdPage'), () => import('../pages/hi/HouseholdPage')) },
  { path: paths.calculator, access: 'public', prerender: true, ...pageIn('OilValueCalculatorPage', () => import('../pages/OilValueCalculatorPage'), () => import('../pages/hi/OilValueCalculatorPage')) },
  { path: paths.franchise, access: 'public', prerender: true, caseSensitive: true, ...pageIn('FranchisePage', () => import('../pages/FranchisePage'), () => import('../pages/hi/FranchisePage')) },
  { path: paths.contact, access: 'public', prerender: true, ...pageIn('ContactPage', () => import('../pages/ContactPage'), () => import('../pages/hi/ContactPage')) },
  { path: paths.privacy, access: 'public', prerender: true, ...pageIn('PrivacyPolicyPage', () => import('../pages/PrivacyPolicyPage'), () => import('../pages/hi/PrivacyPolicyPage')) },
  { path: paths.oilChart, access: 'public', prerender: true, page: page('OilChartPage', () => import('../pages/OilChartPage')) },
  { path: paths.responsiveModal, access: 'public', prerender: true, page: page('ResponsiveModalPage', () => import('../pages/ResponsiveModalPage')) },
  { path: paths.test, access: 'public', prerender: false, page: page('TestPage', () => import('../pages/TestPage')) },
  { path: paths.dashboard, access: 'signed-in', prerender: false, page: page('DashboardPage', () => import('../pages/DashboardPage')) },
  { path: paths.cart, access: 'signed-in', prerender: false, page: page('CartPage', () => import('../pages/CartPage')) },
  { path: paths.records, access: 'signed-in', prerender: false, page: page('RecordsPage', () => import('../pages/RecordsPage')) },
  { path: paths.login, access: 'signed-out', prerender: false, page: page('LoginPage', () => import('../pages/LoginPage')) },
  { path: paths.register, access: 'signed-out', prerender: false, page: page('RegisterPage', () => import('../pages/RegisterPage')) },
  { path: paths.sitemapGenerator, access: 'signed-out', prerender: false, page: page('SitemapGeneratorPage', () => import('../pages/SitemapGeneratorPage')) },
  { path: paths.thankYou, access: 'signed-out', prerender: false, page: page('ThankYouPage', () => import('../pages/ThankYouPage')) },
];

export const notFoundPage = page('NotFoundPage', () => import('../pages/NotFoundPage'));

/** The module that shows a route in a language. */
export const pageModuleIn = (route: PageRoute, locale: Locale): LazyPage<object> => (locale === 'hi' && route.hiPage) || route.page;

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
        // Spec section 2, Redirects: client-side, replacing history (the server answers 301 too).
        ...redirects.map(([from, to]) => ({ path: from, caseSensitive: true, element: <Navigate to={to} replace /> })),
        // Spec section 2: {product} goes to /.
        { path: ':product', element: <Navigate to={paths.home} replace /> },
        { path: '*', element: <notFoundPage.Component /> },
      ],
    },
  ];
}

const routeTables: Partial<Record<Locale, RouteObject[]>> = {};
export const routesFor = (locale: Locale): RouteObject[] => (routeTables[locale] ??= buildRoutes(locale));

/** Paths written to HTML at build time, within a language (the Hindi files go under /hi). */
export const prerenderPaths: string[] = pageRoutes.filter((route) => route.prerender).map((route) => route.path);

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
