import type { ReactElement } from 'react';
import { serializeJsonLd, type JsonLd } from '../../components/seo/jsonLd';
import type { SeoProps } from '../../components/seo/Seo';
import type { SeoTagEntry } from '../../types/api';

/**
 * The server's SEO tag entries for a page, through a whitelist: only title, meta, link and
 * script type="application/ld+json" become elements, each built as a React element from checked
 * attributes, never from markup, so the server cannot put a script or a style sheet on the page.
 */
export interface ServerSeo {
  /** The server's title, for the Seo component's own title tag (a page has one <title>). */
  title?: string;
  /** The server's meta description, for the Seo component's own description tag. */
  description?: string;
  /** meta, link and JSON-LD elements, for the Seo component's children (React places meta and link in the head). */
  elements: ReactElement[];
  /** The server's values for social tags the Seo component writes itself: they replace its defaults. */
  social: SocialOverrides;
}

/** Open Graph and Twitter tags the Seo component always writes: the server's value replaces its default. */
export type SocialOverrides = NonNullable<SeoProps['social']>;
const SOCIAL_DEFAULTS: readonly (keyof SocialOverrides)[] = ['og:site_name', 'og:title', 'og:description', 'og:type', 'og:url', 'og:image', 'twitter:card'];
const isSocialDefault = (id: string): id is keyof SocialOverrides => (SOCIAL_DEFAULTS as readonly string[]).includes(id);
/** Social tags whose value is a URL a crawler fetches or links to. */
const URL_VALUED_META = new Set(['og:url', 'og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image']);

/** Meta tags that would undo the page's noindex (/register stays out of search engines): never taken from the server. */
const NEVER_FROM_SERVER = new Set(['robots', 'googlebot']);

/** Link relations that describe the page; none of them loads a resource (no stylesheet, preload, icon). */
const ALLOWED_LINK_REL = new Set(['alternate', 'author', 'license', 'prev', 'next', 'publisher', 'shortlink', 'me']);

/** attribute in a_json -> React prop, per element. */
const META_ATTRIBUTES: Record<string, string> = { name: 'name', property: 'property', content: 'content', itemprop: 'itemProp' };
const LINK_ATTRIBUTES: Record<string, string> = { rel: 'rel', href: 'href', hreflang: 'hrefLang', type: 'type', media: 'media', title: 'title' };

/** a_json as an object of string values: accepts an object or a JSON string of one. */
export function parseAttributes(aJson: unknown): Record<string, string> {
  let value = aJson;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const attributes: Record<string, string> = {};
  for (const [key, raw] of Object.entries(value)) {
    if (typeof raw === 'string' || typeof raw === 'number') attributes[key.toLowerCase()] = String(raw);
  }
  return attributes;
}

function pick(attributes: Record<string, string>, allowed: Record<string, string>): Record<string, string> {
  const props: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) {
    const prop = allowed[name];
    if (prop) props[prop] = value;
  }
  return props;
}

/** An absolute http(s) URL or a site-relative path: no javascript:, data: or protocol-relative URLs. */
function isSafeHref(href: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(href) || /^\/(?!\/)[^\s]*$/.test(href);
}

function jsonLdBody(content: string | null): string | null {
  if (!content) return null;
  try {
    const data: unknown = JSON.parse(content);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
    return serializeJsonLd(data as JsonLd);
  } catch {
    return null;
  }
}

export function serverSeoFromEntries(entries: readonly SeoTagEntry[]): ServerSeo {
  let title: string | undefined;
  let description: string | undefined;
  const seenMeta = new Set<string>();
  const elements: ReactElement[] = [];
  const social: SocialOverrides = {};

  entries.forEach((entry, index) => {
    const tag = typeof entry?.tag_name === 'string' ? entry.tag_name.trim().toLowerCase() : '';
    const attributes = parseAttributes(entry?.a_json);
    const content = typeof entry?.content === 'string' ? entry.content : null;
    const key = `server-seo-${index}`;

    if (tag === 'title') {
      if (content?.trim()) title = content.trim();
      return;
    }
    if (tag === 'meta') {
      const props = pick(attributes, META_ATTRIBUTES);
      const id = (props.name ?? props.property ?? props.itemProp ?? '').toLowerCase();
      if (!id || props.content === undefined || seenMeta.has(id) || NEVER_FROM_SERVER.has(id)) return;
      if (URL_VALUED_META.has(id) && !isSafeHref(props.content)) return;
      seenMeta.add(id);
      if (id === 'description' && props.name) {
        description = props.content;
        return;
      }
      if (isSocialDefault(id)) {
        social[id] = props.content;
        return;
      }
      elements.push(<meta key={key} {...props} />);
      return;
    }
    if (tag === 'link') {
      const props = pick(attributes, LINK_ATTRIBUTES);
      const rel = props.rel?.trim().toLowerCase();
      if (!rel || !ALLOWED_LINK_REL.has(rel) || !props.href || !isSafeHref(props.href)) return;
      elements.push(<link key={key} {...props} rel={rel} />);
      return;
    }
    if (tag === 'script' && attributes.type?.trim().toLowerCase() === 'application/ld+json') {
      const body = jsonLdBody(content);
      // A data block, not a script: serializeJsonLd escapes anything that could end it.
      if (body) elements.push(<script key={key} type="application/ld+json" dangerouslySetInnerHTML={{ __html: body }} />);
    }
    // Anything else (style, base, other scripts, noscript, unknown tags) is dropped.
  });

  return { title, description, elements, social };
}
