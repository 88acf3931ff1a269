import { render, waitFor } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Seo } from '../../src/components/seo/Seo';
import { parseAttributes, serverSeoFromEntries } from '../../src/features/registration/seoTags';
import { loadCatalog } from '../../src/i18n/catalogs';
import type { SeoTagEntry } from '../../src/types/api';

// The Seo component writes the site's default title from the common messages: loaded before it
// renders on its own here (the app loads them before a page renders).
await loadCatalog('en', 'common');

type Props = Record<string, unknown>;
const describeElement = (element: ReactElement) => ({ type: element.type, props: element.props as Props });

describe('parseAttributes (a_json as an object or a JSON string)', () => {
  it('accepts an object', () => {
    expect(parseAttributes({ name: 'keywords', content: 'uco' })).toEqual({ name: 'keywords', content: 'uco' });
  });

  it('accepts a JSON string of an object', () => {
    expect(parseAttributes('{"name":"keywords","content":"uco"}')).toEqual({ name: 'keywords', content: 'uco' });
  });

  it('gives no attributes for null, broken JSON, arrays and non-string values', () => {
    expect(parseAttributes(null)).toEqual({});
    expect(parseAttributes('{name:')).toEqual({});
    expect(parseAttributes('["a"]')).toEqual({});
    expect(parseAttributes({ name: 'a', content: { nested: true } })).toEqual({ name: 'a' });
  });
});

describe('serverSeoFromEntries (only title, meta, link and JSON-LD script)', () => {
  it('makes a title from the entry content', () => {
    const { title, elements } = serverSeoFromEntries([{ tag_name: 'title', a_json: null, content: 'Register as a Vendor | GreenDrop' }]);
    expect(title).toBe('Register as a Vendor | GreenDrop');
    expect(elements).toEqual([]);
  });

  it('makes meta tags from a_json given as an object or as a JSON string', () => {
    const { elements } = serverSeoFromEntries([
      { tag_name: 'meta', a_json: { name: 'keywords', content: 'used cooking oil' }, content: null },
      { tag_name: 'meta', a_json: '{"property":"og:locale","content":"en_IN"}', content: null },
    ]);
    expect(elements.map(describeElement)).toEqual([
      { type: 'meta', props: { name: 'keywords', content: 'used cooking oil' } },
      { type: 'meta', props: { property: 'og:locale', content: 'en_IN' } },
    ]);
  });

  it('hands the description to the Seo component instead of a second description tag', () => {
    const result = serverSeoFromEntries([{ tag_name: 'meta', a_json: '{"name":"description","content":"Register to sell UCO."}', content: null }]);
    expect(result.description).toBe('Register to sell UCO.');
    expect(result.elements).toEqual([]);
  });

  it("takes the server's Open Graph and Twitter values for the tags the page writes itself, and keeps the others as elements", () => {
    const { elements, social } = serverSeoFromEntries([
      { tag_name: 'meta', a_json: { property: 'og:title', content: 'Become a GreenDrop vendor' }, content: null },
      { tag_name: 'meta', a_json: '{"property":"og:image","content":"https://cdn.greendrop.example.in/register.png"}', content: null },
      { tag_name: 'meta', a_json: { property: 'og:url', content: 'javascript:alert(1)' }, content: null },
      { tag_name: 'meta', a_json: { name: 'twitter:card', content: 'summary' }, content: null },
      { tag_name: 'meta', a_json: { name: 'twitter:title', content: 'Register with GreenDrop' }, content: null },
      { tag_name: 'meta', a_json: { property: 'og:title', content: 'A second og:title' }, content: null },
    ]);
    expect(social).toEqual({ 'og:title': 'Become a GreenDrop vendor', 'og:image': 'https://cdn.greendrop.example.in/register.png', 'twitter:card': 'summary' });
    expect(elements.map(describeElement)).toEqual([{ type: 'meta', props: { name: 'twitter:title', content: 'Register with GreenDrop' } }]);
  });

  it('keeps the page out of search engines: a robots meta from the server is dropped', () => {
    const { elements } = serverSeoFromEntries([{ tag_name: 'meta', a_json: { name: 'robots', content: 'index, follow' }, content: null }]);
    expect(elements).toEqual([]);
  });

  it('takes only the meta tags a page’s head needs, whatever else the server sends', () => {
    const { elements } = serverSeoFromEntries([
      { tag_name: 'meta', a_json: { name: 'ROBOTS', content: 'index' }, content: null },
      { tag_name: 'meta', a_json: { name: 'bingbot', content: 'index' }, content: null },
      { tag_name: 'meta', a_json: { name: 'referrer', content: 'unsafe-url' }, content: null },
      { tag_name: 'meta', a_json: { name: 'viewport', content: 'width=200' }, content: null },
      { tag_name: 'meta', a_json: { name: 'theme-color', content: '#ff0000' }, content: null },
      { tag_name: 'meta', a_json: { name: 'google-site-verification', content: 'token' }, content: null },
      { tag_name: 'meta', a_json: { name: 'robots', property: 'og:site_name', content: 'index' }, content: null },
      { tag_name: 'meta', a_json: { property: 'article:published_time', content: '2026-11-20' }, content: null },
      { tag_name: 'meta', a_json: { name: 'twitter:image:alt', content: 'A drum of used oil' }, content: null },
    ]);
    expect(elements.map(describeElement)).toEqual([
      { type: 'meta', props: { property: 'article:published_time', content: '2026-11-20' } },
      { type: 'meta', props: { name: 'twitter:image:alt', content: 'A drum of used oil' } },
    ]);
  });

  it('drops meta tags without a content attribute and unknown attributes', () => {
    const { elements } = serverSeoFromEntries([
      { tag_name: 'meta', a_json: { name: 'keywords' }, content: 'words as content' },
      { tag_name: 'meta', a_json: { 'http-equiv': 'refresh', content: '0;url=https://evil.example' }, content: null },
      { tag_name: 'meta', a_json: { name: 'author', content: 'GreenDrop', onload: 'alert(1)' }, content: null },
    ]);
    expect(elements.map(describeElement)).toEqual([{ type: 'meta', props: { name: 'author', content: 'GreenDrop' } }]);
  });

  it('makes a JSON-LD script with the body escaped so it cannot close the script', () => {
    const body = JSON.stringify({ '@type': 'WebPage', name: '</script><script>alert(1)</script>', note: 'A & B' });
    const { elements } = serverSeoFromEntries([{ tag_name: 'script', a_json: '{"type":"application/ld+json"}', content: body }]);
    expect(elements).toHaveLength(1);
    const { type, props } = describeElement(elements[0]);
    expect(type).toBe('script');
    expect(props.type).toBe('application/ld+json');
    // Written as the element's body by React (a data block, not a script), after serializeJsonLd.
    const text = (props.dangerouslySetInnerHTML as { __html: string }).__html;
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(text).not.toContain('&');
    expect(JSON.parse(text)).toEqual(JSON.parse(body));
  });

  it.each<[string, SeoTagEntry]>([
    ['a script without a type', { tag_name: 'script', a_json: null, content: 'alert(1)' }],
    ['a JavaScript script', { tag_name: 'script', a_json: { type: 'text/javascript' }, content: 'alert(1)' }],
    ['a module script', { tag_name: 'script', a_json: '{"type":"module","src":"https://evil.example/x.js"}', content: null }],
    ['a JSON-LD script whose body is not JSON', { tag_name: 'script', a_json: { type: 'application/ld+json' }, content: 'alert(1)' }],
    ['a style', { tag_name: 'style', a_json: null, content: 'body { display: none }' }],
    ['a base', { tag_name: 'base', a_json: { href: 'https://evil.example/' }, content: null }],
    ['a noscript', { tag_name: 'noscript', a_json: null, content: '<img src=x>' }],
    ['an iframe', { tag_name: 'iframe', a_json: { src: 'https://evil.example' }, content: null }],
    ['a stylesheet link', { tag_name: 'link', a_json: { rel: 'stylesheet', href: 'https://evil.example/x.css' }, content: null }],
    ['a link to javascript:', { tag_name: 'link', a_json: { rel: 'alternate', href: 'javascript:alert(1)' }, content: null }],
    ['an empty title', { tag_name: 'title', a_json: null, content: '  ' }],
  ])('drops %s', (_name, entry) => {
    expect(serverSeoFromEntries([entry]).elements).toEqual([]);
  });

  it('keeps descriptive links with safe addresses', () => {
    const { elements } = serverSeoFromEntries([{ tag_name: 'link', a_json: '{"rel":"alternate","hreflang":"hi","href":"https://greendrop.example.in/hi/register"}', content: null }]);
    expect(elements.map(describeElement)).toEqual([{ type: 'link', props: { rel: 'alternate', hrefLang: 'hi', href: 'https://greendrop.example.in/hi/register' } }]);
  });

  it('gives React elements, never markup strings', () => {
    const { elements } = serverSeoFromEntries([
      { tag_name: 'title', a_json: null, content: '<b>Register</b>' },
      { tag_name: 'meta', a_json: { name: 'keywords', content: '"><script>alert(1)</script>' }, content: null },
    ]);
    const { title } = serverSeoFromEntries([{ tag_name: 'title', a_json: null, content: '<b>Register</b>' }]);
    expect(elements.every((element) => isValidElement(element))).toBe(true);
    // The title is text for the Seo component's own <title>, never parsed as markup.
    expect(title).toBe('<b>Register</b>');
    expect((elements[0].props as Props).content).toBe('"><script>alert(1)</script>');
  });
});

describe('in the head, through the Seo component', () => {
  it('renders one title (the server one wins), one description, noindex and the extra tags', async () => {
    const seo = serverSeoFromEntries([
      { tag_name: 'title', a_json: null, content: 'Register as a Vendor | GreenDrop' },
      { tag_name: 'meta', a_json: { name: 'description', content: 'Server description.' }, content: null },
      { tag_name: 'meta', a_json: '{"name":"keywords","content":"uco"}', content: null },
      { tag_name: 'script', a_json: { type: 'application/ld+json' }, content: '{"@type":"WebPage"}' },
      { tag_name: 'style', a_json: null, content: 'body{display:none}' },
    ]);
    render(
      <Seo title="Register" fullTitle={seo.title} path="/register" noindex description={seo.description}>
        {seo.elements}
      </Seo>,
    );
    await waitFor(() => expect(document.title).toBe('Register as a Vendor | GreenDrop'));
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Server description.');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
    expect(document.querySelector('meta[name="keywords"]')).toHaveAttribute('content', 'uco');
    // The Seo component's own Organization block comes first; the server's follows.
    expect([...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent)).toContain('{"@type":"WebPage"}');
    expect(document.querySelector('style')).toBeNull();
  });
});
