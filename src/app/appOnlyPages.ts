/**
 * The modules of the pages no file is prerendered for (the vendor area, sign-in, registration, an
 * article, a certificate's check), in a chunk of their own: their lists of what each page needs
 * (Vite's preload table) are long, and the prerendered public pages, whose shell would otherwise
 * carry them, never open one first. The fallback page that serves these paths preloads this chunk
 * (scripts/prerender.mjs, app.html), a signed-in start loads it at once (src/boot.tsx), and a
 * pointer over a link to one of them loads it with the page (app/routes.tsx, prefetchPage).
 */
export const appOnlyPages = {
  ArticlePage: () => import('../pages/ArticlePage'),
  VerifyPage: () => import('../pages/VerifyPage'),
  VerifyDeclarationPage: () => import('../pages/VerifyDeclarationPage'),
  TestPage: () => import('../pages/TestPage'),
  DashboardPage: () => import('../pages/DashboardPage'),
  CartPage: () => import('../pages/CartPage'),
  RecordsPage: () => import('../pages/RecordsPage'),
  SchedulePage: () => import('../pages/SchedulePage'),
  PaymentsPage: () => import('../pages/PaymentsPage'),
  DisputesPage: () => import('../pages/DisputesPage'),
  AuditPackPage: () => import('../pages/AuditPackPage'),
  OutletsPage: () => import('../pages/OutletsPage'),
  NotificationsPage: () => import('../pages/NotificationsPage'),
  AlertSettingsPage: () => import('../pages/AlertSettingsPage'),
  DeclarationPage: () => import('../pages/DeclarationPage'),
  CertificatePage: () => import('../pages/CertificatePage'),
  ImpactCertificatePage: () => import('../pages/ImpactCertificatePage'),
  LoginPage: () => import('../pages/LoginPage'),
  ForgotPasswordPage: () => import('../pages/ForgotPasswordPage'),
  RegisterPage: () => import('../pages/RegisterPage'),
  SitemapGeneratorPage: () => import('../pages/SitemapGeneratorPage'),
  ThankYouPage: () => import('../pages/ThankYouPage'),
};

export type AppOnlyPageName = keyof typeof appOnlyPages;
