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
  <main hidden="until-found"><h1>Title</h1><p>Text <b>bold</b> <i>it</i> <abbr title="t">ab</abbr> <sub>1</sub><sup>2</sup> <mark>m</mark> <q>q</q> <code>c</code> <a name="n">anchor</a></p></main>
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
    expect(needsOf('address, blockquote, p')).toEqual({ names: new Set(['address', 'blockquote', 'p']), attributes: [] });
    expect(needsOf('dialog::backdrop')).toEqual({ names: new Set(['dialog']), attributes: [] });
    expect(needsOf(':is(dir, ol) :is(dir, ul)')).toBeNull();
    expect(needsOf('[popover]:not(:popover-open):not(dialog[open])')).toEqual({ names: new Set(), attributes: ['popover'] });
    expect(needsOf('div, [dir="ltr" i]')).toEqual({ names: new Set(['div']), attributes: ['dir'] });
    expect(needsOf('ul > li a[href]')).toEqual({ names: new Set(['a']), attributes: [] });
    for (const anyElement of ['*', '.x', '#x', ':focus-visible', 'svg|a', 'a\\:b', '[lang|=en]', 'p, :link']) expect(needsOf(anyElement), anyElement).toBeNull();
  });
});
