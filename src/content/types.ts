/** Shape of a marketing page's copy (style.md: content is content). */

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
  /** A link after the section's text (to a related page or tool). */
  link?: { label: string; to: string };
}

export interface FaqEntry {
  question: string;
  answer: string;
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
