import { afterEach, describe, expect, it } from 'vitest';
import { needsOf, unfiltered } from '../support/styleRuleFilter';

// tests/support/styleRuleFilter.ts skips the rules of jsdom's stylesheet that cannot match an
// element; every computed style must stay what jsdom computes trying them all.

afterEach(() => {
  document.body.innerHTML = '';
});

/** Elements and attributes that jsdom's stylesheet styles: by name, by attribute, by state and by place. */
const PAGE = `
  <header><nav><ul><li><a href="#a">link</a></li><li><ol><li><ul><li>deep</li></ul></li></ol></li></ul></nav></header>
  <main hidden="until-found"><h1>Title</h1><p>Text <abbr href="#x">link-like</abbr> <map name="m"><area href="#a" alt="a"></map> <b>bold</b> <i>it</i> <abbr title="t">ab</abbr> <sub>1</sub><sup>2</sup> <mark>m</mark> <q>q</q> <code>c</code> <a name="n">anchor</a></p></main>
  <section hidden><h2>Hidden</h2><embed hidden><img hidden alt=""></section>
  <dialog open>open</dialog><dialog>closed</dialog><div popover>pop</div><div popover="manual" hidden>pop2</div>
  <p dir="rtl">rtl <bdi>bdi</bdi> <span dir="ltr">ltr</span> <span DIR="AUTO">auto</span></p>
  <form><fieldset><legend>Legend</legend><label>Tel <input type="tel"></label><input type="hidden"><input type="checkbox" checked>
  <select><optgroup label="g"><option>o</option></optgroup></select><textarea></textarea><button>b</button><output>o</output></fieldset></form>
  <details open><summary>Sum</summary>More</details><ruby>r<rp>(</rp><rt>t</rt><rp>)</rp></ruby>
  <table><caption>c</caption><colgroup><col></colgroup><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table>
  <dl><dt>t</dt><dd>d</dd></dl><menu><li>m</li></menu><dir><li>d</li></dir><address>a</address><blockquote>q</blockquote><pre>p</pre>
  <center>c</center><hr><br><wbr><marquee>m</marquee><search>s</search><hgroup><h3>h</h3></hgroup><article><aside><h4>h</h4></aside></article>
  <svg><foreignObject><div>x</div></foreignObject><a href="#s"><text>t</text></a></svg><iframe></iframe><video></video><canvas></canvas>
`;

function styles(): string[] {
  return [...document.body.querySelectorAll('*')].map((element) => {
    const style = getComputedStyle(element);
    return `${element.tagName} ${style.cssText} | ${style.display} ${style.visibility} ${style.pointerEvents} ${style.color} ${style.outlineColor}`;
  });
}

describe("the filter of jsdom's style rules", () => {
  it('computes every style as jsdom does, trying every rule', () => {
    document.body.innerHTML = PAGE;
    const focused = document.querySelector('button')!;
    focused.focus();
    const filtered = styles();
    expect(filtered.length).toBeGreaterThan(90);
    expect(filtered).toEqual(unfiltered(document, styles));
    expect(getComputedStyle(document.querySelector('dialog:not([open])')!).display).toBe('none');
    expect(getComputedStyle(document.querySelector('section')!).display).toBe('none');
    expect(getComputedStyle(document.querySelector('nav')!).display).toBe('block');
  });

  it('reads what an element must be from the element part of each selector', () => {
    const needs = (names: string[], attributes: string[] = [], sure: string[] = []) => ({ names: new Set(names), attributes, sure: new Set(sure) });
    expect(needsOf('address, blockquote, p')).toEqual(needs(['address', 'blockquote', 'p'], [], ['address', 'blockquote', 'p']));
    expect(needsOf('ul > li a[href]')).toEqual(needs(['a']));
    expect(needsOf('[popover]:not(:popover-open):not(dialog[open])')).toEqual(needs([], ['popover']));
    expect(needsOf('div, [dir="ltr" i]')).toEqual(needs(['div'], ['dir'], ['div']));
    expect(needsOf(':link, :visited:active')).toEqual(needs([], ['href', 'href']));
    expect(needsOf(':is(dir, menu, ol, ul) :is(dir, menu, ul)')).toEqual(needs(['dir', 'menu', 'ul']));
    expect(needsOf('dialog::backdrop')).toBe('never');
    expect(needsOf(':popover-open::backdrop')).toBe('never');
    expect(needsOf('p, q::before')).toEqual(needs(['p', 'q']));
    for (const anyElement of ['*', '.x', '#x', ':focus', ':focus-visible', ':autofill', ':is(.x)', 'svg|a', 'a\\:b', '[lang|=en]', 'p, :hover']) expect(needsOf(anyElement), anyElement).toBeNull();
  });
});
