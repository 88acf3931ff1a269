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
  register: '/register',
  sitemapGenerator: '/SitemapGenerator',
  thankYou: '/thank-you',
  dashboard: '/dashboard',
  cart: '/dashboard/cart',
  records: '/dashboard/records',
} as const;

/** The six services of the Our Services menu, in menu order, then the value calculator. */
export const serviceLinks = [
  { label: 'Used Cooking Oil Collection', to: paths.collection },
  { label: 'Green Fuel & Biodiesel Supply', to: paths.biodiesel },
  { label: 'Food Business Compliance Solution', to: paths.compliance },
  { label: 'ESG & CSR Activities', to: paths.esg },
  { label: 'Household Collection', to: paths.household },
  { label: 'Franchise', to: paths.franchise },
  { label: 'Used Oil Value Calculator', to: paths.calculator },
] as const;

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
