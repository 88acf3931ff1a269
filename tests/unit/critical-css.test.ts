import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deferStylesheet, styleHash } from '../../scripts/critical-css.mjs';

const PAGE = '<head><link rel="stylesheet" crossorigin href="/assets/index-AbC.css"></head><body></body>';

describe('the critical CSS of a prerendered page', () => {
  it('inlines the CSS and defers the whole sheet without an inline handler, with a <noscript> fallback', () => {
    const page = deferStylesheet(PAGE, { href: '/assets/index-AbC.css', css: '.a{color:red}' });
    expect(page).toBe(
      '<head><style>.a{color:red}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/index-AbC.css" media="print" disabled data-deferred-css>' +
        '<noscript><link rel="stylesheet" crossorigin href="/assets/index-AbC.css"></noscript></head><body></body>',
    );
    expect(page).not.toContain('onload');
  });

  it('keeps $ sequences in the CSS as they are', () => {
    expect(deferStylesheet(PAGE, { href: '/assets/index-AbC.css', css: '.a::after{content:"$&"}' })).toContain('<style>.a::after{content:"$&"}</style>');
  });

  it('fails loudly when the page has no such link, or the CSS could close the element', () => {
    expect(() => deferStylesheet(PAGE, { href: '/assets/other.css', css: '' })).toThrow(/no <link/);
    expect(() => deferStylesheet(PAGE, { href: '/assets/index-AbC.css', css: 'a{}</style><script>' })).toThrow(/<\/style/);
  });

  it("hashes the text as the browser does for a CSP 'sha256-' source", () => {
    expect(styleHash('.a{color:red}')).toBe(`'sha256-${createHash('sha256').update('.a{color:red}').digest('base64')}'`);
  });
});
