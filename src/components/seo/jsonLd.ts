import { site } from '../../config/site';
import { env } from '../../config/env';

export type JsonLd = Record<string, unknown>;

/** JSON for an inline data block: '<', '>' and '&' escaped so no string can close the script. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export function absoluteUrl(path: string): string {
  return path.startsWith('http') ? path : `${env.siteUrl}${path}`;
}

/** Organization with its contact point: added to every page's structured data (Seo). */
export function organizationJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    legalName: site.legalName,
    url: env.siteUrl,
    logo: absoluteUrl('/favicon.svg'),
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: `+91-${site.tollFree}`,
      contactType: 'customer service',
      areaServed: 'IN',
      availableLanguage: ['en', 'hi'],
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: site.hours.days,
        opens: site.hours.opens,
        closes: site.hours.closes,
      },
    },
    sameAs: site.social.map((s) => s.href),
    // The registration facts the footer shows: GSTIN is India's VAT-type number; the rest are identifiers.
    vatID: site.registration.gstin,
    identifier: [
      ['CIN', site.registration.cin],
      ['FSSAI licence', site.registration.fssai],
      ['UCO aggregator, Haryana', site.registration.ucoAggregator],
      ['ISCC EU', site.registration.iscc],
    ].map(([propertyID, value]) => ({ '@type': 'PropertyValue', propertyID, value })),
  };
}
