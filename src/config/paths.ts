import type { ServicePath } from '../types/content';

/** A receipt number (GD/BLR/26-27/008989) as path segments, each encoded on its own. */
function receiptPath(receiptNo: string): string {
  return receiptNo.split('/').map(encodeURIComponent).join('/');
}

/** Every path of the site, declared once. Components link through these. */
export const paths = {
  home: '/',
  booking: '/#requestforoilcollection',
  bookingHash: 'requestforoilcollection',
  /** The pincode check's section on the pages that have one. */
  pincodeCheckHash: 'pincode-check',
  aboutUs: '/about-us',
  news: '/news-and-blogs',
  article: (slug: string) => `/news-and-blogs/${encodeURIComponent(slug)}`,
  impact: '/impact-we-create',
  sustainableFuel: '/sustainable-fuel',
  traceability: '/traceability-of-used-cooking-oil',
  greenPoints: '/redeem-your-green-points',
  services: '/services',
  collection: '/used-cooking-oil-collection',
  biodiesel: '/green-fuel-biodiesel-supply',
  compliance: '/food-business-compliance-solution',
  esg: '/esg-and-csr-activities',
  household: '/household-collection',
  calculator: '/used-oil-value-calculator',
  franchise: '/franchise',
  serviceAreas: '/service-areas',
  contact: '/contact-us',
  privacy: '/privacy-policy',
  oilChart: '/oil-chart',
  responsiveModal: '/responsive-modal',
  test: '/test',
  login: '/login',
  /** Forgot password: an OTP to the vendor's mobile, then a new password. */
  forgotPassword: '/login/forgot',
  register: '/register',
  sitemapGenerator: '/SitemapGenerator',
  thankYou: '/thank-you',
  dashboard: '/dashboard',
  /** The dashboard's request form: where Book Now leads a signed-in vendor (the form takes focus). */
  requestCollection: '/dashboard#request-collection',
  requestCollectionHash: 'request-collection',
  cart: '/dashboard/cart',
  records: '/dashboard/records',
  /** One pickup's certificate of collection; a receipt number's slashes stay path separators. */
  certificate: (receiptNo: string) => `/dashboard/records/${receiptPath(receiptNo)}`,
  certificatePattern: '/dashboard/records/*',
  /** The public check of a certificate, as its QR code encodes it (with the site's origin before it). */
  verify: (receiptNo: string, code: string) => `/verify/${receiptPath(receiptNo)}?code=${encodeURIComponent(code)}`,
  /** The check's route: the splat is the receipt number, and may be empty (/verify, the form alone). */
  verifyPattern: '/verify/*',
  /** The page where a receipt number and code are typed in by hand. */
  verifyForm: '/verify',
  impactCertificate: '/dashboard/impact',
  schedule: '/dashboard/schedule',
  payments: '/dashboard/payments',
  /** The vendor's disputes of pickups and the company's answers (issue 35). */
  disputes: '/dashboard/disputes',
  /** A financial year's records as one printable document for an auditor (issue 35). */
  auditPack: '/dashboard/audit-pack',
  /** An owner's outlets and the people of each (issue 32). */
  outlets: '/dashboard/outlets',
  /** The person's notifications, newest first (issue 34). */
  notifications: '/dashboard/notifications',
  /** What the person is told, where and when (issue 34). */
  alertSettings: '/dashboard/alerts',
  /** The outlet's ISCC self-declaration: the one in force, and the form to sign the next (issue 35). */
  declaration: '/dashboard/declaration',
  /**
   * The public check of a signed declaration: `{verifyDeclaration}/{id}?code=…`, as its QR code
   * encodes it (features/declaration, declarationCheckPath). The base alone here: every byte of
   * this module is on the home page's script budget.
   */
  verifyDeclaration: '/verify-declaration',
} as const;

/**
 * The six services of the Our Services menu, in menu order, then the value calculator; each named
 * by its message in the common catalogue (nav.service.*), the one place its name is written in each
 * language (the menu, the drawer and the home page's cards use it).
 */
export const serviceLinks = [
  { labelId: 'nav.service.collection', to: paths.collection },
  { labelId: 'nav.service.biodiesel', to: paths.biodiesel },
  { labelId: 'nav.service.compliance', to: paths.compliance },
  { labelId: 'nav.service.esg', to: paths.esg },
  { labelId: 'nav.service.household', to: paths.household },
  { labelId: 'nav.service.franchise', to: paths.franchise },
  { labelId: 'nav.service.calculator', to: paths.calculator },
] as const satisfies readonly { labelId: string; to: ServicePath }[];

/** The page of one of serviceLinks (the type lives in the types layer, src/types/content.ts). */
export type { ServicePath };

/** Every ServicePath has its link in serviceLinks: `true` only while the two lists agree. */
export type ServiceLinksCoverEveryPath = [ServicePath] extends [(typeof serviceLinks)[number]['to']] ? true : never;
const _servicesCovered: ServiceLinksCoverEveryPath = true;
void _servicesCovered;

/** Each service page's name, as its message in the common catalogue. */
export const serviceLabelIds = Object.fromEntries(serviceLinks.map((link) => [link.to, link.labelId])) as Record<ServicePath, (typeof serviceLinks)[number]['labelId']>;

/** Old and misspelt paths: from -> to (redirected by the app, and with a 301 by nginx). */
export const redirects: ReadonlyArray<readonly [from: string, to: string]> = [
  ['/impactwecreate', paths.impact],
  ['/traceability-of-oil', paths.traceability],
  ['/redeem-your-green-ponints', paths.greenPoints],
  ['/contact', paths.contact],
  ['/news', paths.news],
  ['/used-cooking-oils', paths.collection],
  ['/frenchise', paths.franchise],
  ['/Franchise', paths.franchise],
  ['/career', paths.home],
  ['/corporate-responsibility', paths.home],
  ['/our-team', paths.home],
  ['/food-compliance-solution', paths.home],
];

/**
 * How the installed app says it was opened (config/webManifest.ts): its start address is the
 * dashboard with `?source=app`, and the signed-in gate (features/auth/RequireAuth.tsx) sends a
 * visitor who is not signed in to the home page instead of the login page.
 */
export const APP_SOURCE = 'app';
