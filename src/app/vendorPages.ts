/**
 * The signed-in pages' modules, in a chunk of their own: their lists of what each page needs
 * (Vite's preload table) are long, and a visitor who never signs in should not download them with
 * the shell. A signed-in vendor's page starts loading this chunk at once (src/boot.tsx), so their
 * pages wait no longer for it.
 */
export const vendorPages = {
  DashboardPage: () => import('../pages/DashboardPage'),
  CartPage: () => import('../pages/CartPage'),
  RecordsPage: () => import('../pages/RecordsPage'),
  SchedulePage: () => import('../pages/SchedulePage'),
  PaymentsPage: () => import('../pages/PaymentsPage'),
  OutletsPage: () => import('../pages/OutletsPage'),
  CertificatePage: () => import('../pages/CertificatePage'),
  ImpactCertificatePage: () => import('../pages/ImpactCertificatePage'),
};

export type VendorPageName = keyof typeof vendorPages;
