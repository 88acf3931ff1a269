/** The shapes of the site's copy (src/content, one module per page and language): data only. */

/**
 * The page of one of the services in the Our Services menu (config/paths.ts serviceLinks, which is
 * checked against this list): written here so the types import nothing from config.
 */
export type ServicePath =
  | '/used-cooking-oil-collection'
  | '/green-fuel-biodiesel-supply'
  | '/food-business-compliance-solution'
  | '/esg-and-csr-activities'
  | '/household-collection'
  | '/franchise'
  | '/used-oil-value-calculator';

export interface Illustration {
  /** Path under public/, e.g. /illustrations/collection.svg */
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface ContentSection {
  heading: string;
  paragraphs?: string[];
  /** A bulleted list (a checklist, benefits). */
  list?: string[];
  /** A numbered process. */
  steps?: { title: string; text: string }[];
  /** Key figures: value already formatted ("38 cities"), label explains it. */
  figures?: { value: string; label: string }[];
  /** Under the figures: the day the company's figures among them were counted (content/facts.ts figuresAsOf). */
  figuresNote?: string;
  /** A link after the section's text (to a related page or tool). */
  link?: { label: string; to: string };
}

export interface FaqEntry {
  question: string;
  answer: string;
  /** A link after the answer (to the page that answers in full). */
  link?: { label: string; to: string };
}

export interface ContentPage {
  /** Route path, e.g. /household-collection */
  path: string;
  /** Document title (without the site name suffix). */
  title: string;
  /** Meta description, 120 to 160 characters. */
  description: string;
  /** Eyebrow text above the h1. */
  eyebrow: string;
  h1: string;
  lead: string;
  illustration: Illustration;
  sections: ContentSection[];
  faq?: FaqEntry[];
  cta: { heading: string; text: string; label: string; to: string };
  /** Service pages show a breadcrumb Home > Services > page (JSON-LD BreadcrumbList). */
  isService?: boolean;
}

/** A service card of the home page: its title is the service's name in the menu (config/paths.ts serviceLinks). */
export interface HomeServiceCard {
  to: ServicePath;
  text: string;
}

export interface HomeContent {
  /** Document title (without the site name suffix). */
  title: string;
  /** Meta description, 120 to 160 characters; mentions pure and natural oil, as the company presents itself. */
  description: string;
  hero: { eyebrow: string; h1: string; lead: string; illustration: Illustration };
  services: { heading: string; intro: string; cards: HomeServiceCard[] };
  impact: { heading: string; figures: { value: string; label: string }[]; note: string };
}

/** The home page's copy below its first screens (content/homeMore.ts): loaded as those sections hydrate. */
export interface HomeMoreContent {
  howItWorks: { heading: string; steps: { title: string; text: string }[] };
  greenPoints: { heading: string; text: string; link: { label: string; to: string } };
  calculator: { heading: string; text: string; link: { label: string; to: string } };
  booking: { heading: string; text: string };
  news: { heading: string };
  /** The closing call to action: register as a vendor. */
  cta: { heading: string; text: string; label: string };
  app: { heading: string; text: string };
  faq: { heading: string; entries: FaqEntry[]; link: { label: string; to: string } };
}

/** Shape of the contact page's copy (the English and the Hindi objects). */
export interface ContactContent {
  /** Document title (without the site name suffix). */
  title: string;
  description: string;
  eyebrow: string;
  h1: string;
  lead: string;
  /** What the team can help with, as a checklist. */
  reasons: string[];
  responseTime: string;
}

export interface PrivacyPolicyContent {
  /** Document title (without the site name suffix). */
  title: string;
  description: string;
  h1: string;
  /** Date of the last change, YYYY-MM-DD. */
  updated: string;
  /**
   * The same date as the page shows it. Written, not formatted at run time: the first Intl date
   * format a page builds costs a slow phone over 100 ms while it hydrates. A unit test holds it to
   * Intl's long date for the language (English keeps the date as it has always been written).
   */
  updatedText: string;
  /** Above the heading, and the line under it that gives the date (updatedText). */
  eyebrow: string;
  lastUpdated: string;
  sections: Pick<ContentSection, 'heading' | 'paragraphs' | 'list'>[];
}

/** The used oil value calculator page's copy; the Hindi is in content/hi/calculator.ts, with the same shape. */
export interface CalculatorPageCopy extends Pick<ContentPage, 'path' | 'title' | 'description' | 'eyebrow' | 'h1' | 'lead' | 'illustration' | 'cta'> {
  /** The breadcrumb: Home > Services > this page. */
  breadcrumb: { home: string; services: string; page: string };
  calculator: { heading: string; intro: string };
  sections: ContentSection[];
  faqHeading: string;
  faq: FaqEntry[];
}
