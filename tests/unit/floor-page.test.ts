import { describe, expect, it } from 'vitest';
import { floorPage } from '../../scripts/floor-page.mjs';

const HOME =
  '<html><head><style>h1{color:green}</style><link rel="stylesheet" crossorigin href="/assets/index-A.css" media="print" data-deferred-css>' +
  '<noscript><link rel="stylesheet" crossorigin href="/assets/index-A.css"></noscript>' +
  '<script type="module" crossorigin src="/assets/index-B.js"></script><link rel="modulepreload" crossorigin href="/assets/entry-helpers-C.js">' +
  '<script type="application/ld+json">{"@type":"Organization"}</script></head>' +
  '<body><div id="root" data-prerendered="/" data-modules="/assets/x.js" data-catalogs="common"><h1>GreenDrop</h1><img src="/hero.webp" alt=""></div></body></html>';

describe('the floor page of the LCP measurements', () => {
  it('keeps the text, the images and the inline CSS, and drops every script and other stylesheet', () => {
    expect(floorPage(HOME)).toBe('<html><head><style>h1{color:green}</style></head><body><div id="root"><h1>GreenDrop</h1><img src="/hero.webp" alt=""></div></body></html>');
  });

  it('needs a page with its CSS inline', () => {
    expect(() => floorPage('<html><head></head><body></body></html>')).toThrow(/inline critical CSS/);
  });
});
