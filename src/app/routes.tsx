import { matchPath, Navigate, type RouteObject } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { RequireAuth, RequireGuest } from '../features/auth/guards';
import { lazyPage, type LazyPage } from '../lib/lazyPage';
import { paths, redirects } from '../config/paths';

type Access = 'public' | 'signed-in' | 'signed-out';

export interface PageRoute {
  path: string;
  page: LazyPage<object>;
  access: Access;
  /** Written to its own HTML file at build time (public, static routes of spec section 2). */
  prerender: boolean;
  caseSensitive?: boolean;
}

/** `module` is the file under src/pages: the chunk's name in errors, and how the prerender finds its chunk. */
const page = (module: string, load: () => Promise<{ default: React.ComponentType }>) => lazyPage(module, load);

/** Spec section 2: every route, each page its own chunk. */
export const pageRoutes: PageRoute[] = [
  { path: paths.home, access: 'public', prerender: true, page: page('HomePage', () => import('../pages/HomePage')) },
  { path: paths.aboutUs, access: 'public', prerender: true, page: page('AboutUsPage', () => import('../pages/AboutUsPage')) },
  { path: paths.news, access: 'public', prerender: true, page: page('NewsListPage', () => import('../pages/NewsListPage')) },
  { path: '/news-and-blogs/:slug', access: 'public', prerender: false, page: page('ArticlePage', () => import('../pages/ArticlePage')) },
  { path: paths.impact, access: 'public', prerender: true, page: page('ImpactPage', () => import('../pages/ImpactPage')) },
  { path: paths.sustainableFuel, access: 'public', prerender: true, page: page('SustainableFuelPage', () => import('../pages/SustainableFuelPage')) },
  { path: paths.traceability, access: 'public', prerender: true, page: page('TraceabilityPage', () => import('../pages/TraceabilityPage')) },
  { path: paths.greenPoints, access: 'public', prerender: true, page: page('GreenPointsPage', () => import('../pages/GreenPointsPage')) },
  { path: paths.services, access: 'public', prerender: true, page: page('ServicesPage', () => import('../pages/ServicesPage')) },
  { path: paths.collection, access: 'public', prerender: true, page: page('CollectionPage', () => import('../pages/CollectionPage')) },
  { path: paths.biodiesel, access: 'public', prerender: true, page: page('BiodieselPage', () => import('../pages/BiodieselPage')) },
  { path: paths.compliance, access: 'public', prerender: true, page: page('CompliancePage', () => import('../pages/CompliancePage')) },
  { path: paths.esg, access: 'public', prerender: true, page: page('EsgPage', () => import('../pages/EsgPage')) },
  { path: paths.household, access: 'public', prerender: true, page: page('HouseholdPage', () => import('../pages/HouseholdPage')) },
  { path: paths.calculator, access: 'public', prerender: true, page: page('OilValueCalculatorPage', () => import('../pages/OilValueCalculatorPage')) },
  { path: paths.franchise, access: 'public', prerender: true, caseSensitive: true, page: page('FranchisePage', () => import('../pages/FranchisePage')) },
  { path: paths.contact, access: 'public', prerender: true, page: page('ContactPage', () => import('../pages/ContactPage')) },
  { path: paths.privacy, access: 'public', prerender: true, page: page('PrivacyPolicyPage', () => import('../pages/PrivacyPolicyPage')) },
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

function toRoute({ path, page: { Component }, caseSensitive }: PageRoute): RouteObject {
  return path === paths.home ? { index: true, element: <Component /> } : { path, caseSensitive, element: <Component /> };
}

const byAccess = (access: Access) => pageRoutes.filter((route) => route.access === access).map(toRoute);

/** The route table: pages, the two gates as layout routes, redirects, then the catch-alls. */
export const routes: RouteObject[] = [
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

/** Paths written to HTML at build time. */
export const prerenderPaths: string[] = pageRoutes.filter((route) => route.prerender).map((route) => route.path);

/** The page route a pathname shows, if any. */
export function findPageRoute(pathname: string): PageRoute | undefined {
  return pageRoutes.find((route) => matchPath({ path: route.path, caseSensitive: route.caseSensitive ?? false, end: true }, pathname));
}

/** Starts downloading the page module for a path (before hydration, or on hover). */
export function preloadPage(pathname: string): Promise<unknown> | undefined {
  return findPageRoute(pathname)?.page.preload();
}

/** Warms the page module a link leads to, on intent (pointer over it, or focus). */
export function prefetchPage(pathname: string): void {
  findPageRoute(pathname)?.page.prefetch();
}
