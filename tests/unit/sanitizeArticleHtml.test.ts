import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '../../src/features/news/sanitizeArticleHtml';

describe('article HTML from the server is sanitised', () => {
  it('removes scripts, event handlers, styles, frames and javascript: links', () => {
    const dirty = `<p onclick="steal()">Hello <strong>oil</strong></p>
      <script>window.hacked = true</script>
      <img src="x.png" onerror="window.hacked = true">
      <a href="javascript:alert(1)">bad</a>
      <iframe src="https://evil.example"></iframe>
      <style>body{display:none}</style>
      <svg><script>alert(1)</script></svg>
      <form action="/x"><input name="q"></form>`;
    const clean = sanitizeArticleHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|iframe|<style|<svg|<form|<input/i);
    expect(clean).toContain('<p>Hello <strong>oil</strong></p>');
    expect(clean).toContain('<img src="x.png" loading="lazy">');
  });

  it('keeps text markup and site links, and opens outside links safely', () => {
    const clean = sanitizeArticleHtml('<h2>Title</h2><ul><li><a href="/household-collection">inside</a></li><li><a href="https://fssai.gov.in">FSSAI</a></li></ul>');
    expect(clean).toBe(
      '<h2>Title</h2><ul><li><a href="/household-collection">inside</a></li><li><a href="https://fssai.gov.in" target="_blank" rel="noopener noreferrer">FSSAI</a></li></ul>',
    );
  });
});
