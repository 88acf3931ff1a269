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

/**
 * The meta tags a page's head needs from the server, by the attribute that names them: its
 * description and keywords, and the Open Graph, article and Twitter tags that describe it when it
 * is shared. Anything else is dropped: robots and googlebot would undo /register's noindex,
 * referrer, viewport, theme-color or a verification token are the site's own to set, and a name
 * this list does not know may be one a browser acts on.
 */
const META_FROM_SERVER: Record<'name' | 'property' | 'itemProp', ReadonlySet<string>> = {
  name: new Set(['description', 'keywords', 'author', 'twitter:card', 'twitter:title', 'twitter:description', 'twitter:image', 'twitter:image:alt', 'twitter:site', 'twitter:creator']),
  property: new Set([
    'og:title',
    'og:description',
    'og:type',
    'og:url',
    'og:site_name',
    'og:locale',
    'og:locale:alternate',
    'og:image',
    'og:image:url',
    'og:image:secure_url',
    'og:image:type',
    'og:image:width',
    'og:image:height',
    'og:image:alt',
    'article:published_time',
    'article:modified_time',
    'article:author',
    'article:section',
    'article:tag',
  ]),
  itemProp: new Set(['name', 'description', 'image']),
};

/** The name a meta tag goes by, when it is one the head takes from the server; null otherwise. */
function allowedMetaId(props: Record<string, string>): string | null {
  const named = (['name', 'property', 'itemProp'] as const).filter((attribute) => props[attribute] !== undefined);
  // One naming attribute: a tag named twice (name="robots" property="og:title") is ambiguous.
  if (named.length !== 1) return null;
  const id = props[named[0]].trim().toLowerCase();
  return META_FROM_SERVER[named[0]].has(id) ? id : null;
}

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
      const id = allowedMetaId(props);
      if (!id || props.content === undefined || seenMeta.has(id)) return;
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
