import { site } from '../../config/site';
import { useLocale } from '../../i18n/LocaleProvider';
import { useT } from '../../i18n/useT';
import { localizedPath, regionTag } from '../../i18n/locale';
import { absoluteUrl, organizationJsonLd, serializeJsonLd, type JsonLd } from './jsonLd';

export interface SeoProps {
  /** The page's own title; the site name is added. Omit on the home page for the default title. */
  title?: string;
  /** A whole title that replaces the one made from `title` (the server's, on /register). */
  fullTitle?: string;
  description?: string;
  /** Route path for the canonical link and og:url. */
  path: string;
  image?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** Structured data of this page; the Organization with its contact point is always added. */
  jsonLd?: JsonLd[];
  /** Extra head elements (the server's SEO tag entries on /register). */
  children?: React.ReactNode;
  /** Values that replace the Open Graph and Twitter defaults below, by property name (the server's, on /register). */
  social?: Partial<Record<'og:site_name' | 'og:title' | 'og:description' | 'og:type' | 'og:url' | 'og:image' | 'twitter:card', string>>;
}

/**
 * The one SEO component: every page's title, description, canonical link, Open Graph and JSON-LD.
 * React 19 places <title>, <meta> and <link> in the document's head wherever they are rendered (at
 * build time they come first in the output, and the prerender moves them into <head>); no head
 * library is needed (docs/decisions/0006).
 */
export function Seo({ title, fullTitle: givenTitle, description: pageDescription, path, image = '/og-image.png', type = 'website', noindex, jsonLd = [], children, social = {} }: SeoProps) {
  const locale = useLocale();
  const t = useT('common');
  const fullTitle = givenTitle ?? (title ? `${title} | ${site.shortName}` : t('seo.defaultTitle'));
  const description = pageDescription ?? t('seo.defaultDescription');
  const url = absoluteUrl(localizedPath(path, locale));
  const english = absoluteUrl(path);
  const hindi = absoluteUrl(localizedPath(path, 'hi'));
  return (
    <>
      <>
        <title>{fullTitle}</title>
        <meta name="description" content={description} />
        <link rel="canonical" href={url} />
        {/* Every page exists in English and Hindi; both name both, so search engines pair them. */}
        <link rel="alternate" hrefLang={regionTag.en} href={english} />
        <link rel="alternate" hrefLang={regionTag.hi} href={hindi} />
        <link rel="alternate" hrefLang="x-default" href={english} />
        <meta property="og:locale" content={regionTag[locale].replace('-', '_')} />
        <meta property="og:site_name" content={social['og:site_name'] ?? site.name} />
        <meta property="og:title" content={social['og:title'] ?? fullTitle} />
        <meta property="og:description" content={social['og:description'] ?? description} />
        <meta property="og:type" content={social['og:type'] ?? type} />
        <meta property="og:url" content={social['og:url'] ?? url} />
        <meta property="og:image" content={social['og:image'] ?? absoluteUrl(image)} />
        <meta name="twitter:card" content={social['twitter:card'] ?? 'summary_large_image'} />
        {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
        {children}
      </>
      {[organizationJsonLd(), ...jsonLd].map((data, index) => (
        // A data block, not a script: serializeJsonLd escapes anything that could end it.
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
      ))}
    </>
  );
}
