/**
 * jsdom's getComputedStyle, which Testing Library asks for every element it considers (is it
 * hidden?) and user-event for every click (pointer-events), tries each rule of its built-in
 * stylesheet (about 110) on the element, and again on every element after any change to the page.
 * That was about a fifth of the tests' time. Most of those rules name the element they style
 * (`address, blockquote, ... { display: block }`) or an attribute it must have (`[hidden]:not(...)`,
 * `[popover]`, a link's href): such a rule cannot match an element of another name or without that
 * attribute, and is now not tried on it; one that names the element alone (`div`) matches it
 * without a try; one for a pseudo-element (`dialog::backdrop`) is not tried, as jsdom computes no
 * pseudo-element's style. Every other rule is tried as before, decided by jsdom itself, so every
 * computed style is the same as jsdom's (tests/unit/styleRuleFilter.test.ts).
 */

/**
 * What an element must be for a selector list to match it: of one of these names (compared in
 * lower case), or have one of these attributes. An element named in `sure` (exactly) matches, as
 * the list holds that name alone.
 */
interface Needs {
  names: Set<string>;
  attributes: string[];
  sure: Set<string>;
}

/**
 * Calls `visit` with each character of the text and whether it stands outside quotes, brackets and
 * parentheses (a quote or bracket itself counts as inside).
 */
function eachChar(text: string, visit: (char: string, outside: boolean) => void): void {
  let depth = 0;
  let quote = '';
  for (const char of text) {
    let top = false;
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '(' || char === '[') {
      depth += 1;
    } else if (char === ')' || char === ']') {
      depth -= 1;
    } else {
      top = depth === 0;
    }
    visit(char, top);
  }
}

/** Splits at the separators found outside quotes, brackets and parentheses. */
function splitOutside(text: string, separators: string): string[] {
  const parts: string[] = [];
  let part = '';
  eachChar(text, (char, top) => {
    if (top && separators.includes(char)) {
      parts.push(part);
      part = '';
    } else {
      part += char;
    }
  });
  parts.push(part);
  return parts;
}

/** The selector's text outside quotes, brackets and parentheses. */
function outside(text: string): string {
  let kept = '';
  eachChar(text, (char, top) => {
    if (top) kept += char;
  });
  return kept;
}

const NAME = /^[a-z][a-z0-9-]*/i;

/**
 * What the element a selector list matches must be, read from the first simple selector of each
 * selector's last compound (the element itself): a type selector names it, an attribute selector
 * names an attribute it has, `:link`/`:visited` need an href and `:is(names)` one of the names.
 * Null when any selector of the list starts otherwise (`*`, `.`, `#`, another pseudo-class, a
 * namespace, an escape): it may match any element. (`:focus-visible` too: jsdom's engine keeps a
 * state across its checks of it, which must all be made.) 'never' when every
 * selector of the list styles a pseudo-element (`dialog::backdrop`), which jsdom does not compute.
 */
export function needsOf(selectorList: string): Needs | 'never' | null {
  if (selectorList.includes('\\') || selectorList.includes('|')) return null;
  const needs: Needs = { names: new Set(), attributes: [], sure: new Set() };
  const selectors = splitOutside(selectorList, ',').map((selector) => selector.trim());
  const pseudoElements = selectors.filter((selector) => outside(selector).includes('::')).length;
  if (pseudoElements === selectors.length) return 'never';
  for (const selector of selectors) {
    const subject = splitOutside(selector, ' >+~').filter(Boolean).at(-1) ?? '';
    const name = NAME.exec(subject)?.[0];
    const attribute = /^\[\s*([a-z_][a-z0-9_-]*)\s*[\]~^$*=]/i.exec(subject)?.[1];
    const among = /^:(?:is|where)\(\s*([a-z][a-z0-9-]*(?:\s*,\s*[a-z][a-z0-9-]*)*)\s*\)/i.exec(subject)?.[1];
    if (name) {
      needs.names.add(name.toLowerCase());
      if (selector === name && name === name.toLowerCase() && pseudoElements === 0) needs.sure.add(name);
    } else if (attribute) needs.attributes.push(attribute.toLowerCase());
    else if (/^:(?:any-link|link|visited)(?![\w(-])/i.test(subject)) needs.attributes.push('href');
    else if (among) for (const each of among.split(',')) needs.names.add(each.trim().toLowerCase());
    else return null;
  }
  return needs;
}

/** The part of jsdom's element (its implementation object) that the filter reads. */
interface ElementImpl {
  localName?: unknown;
  getAttributeNames?: () => string[];
}
type Check = ((selector: string, element: ElementImpl, options?: object) => unknown) & { unfiltered?: Check };

/** 'match' when the element surely matches, 'no' when it cannot, 'check' when jsdom must decide. */
function verdict(needs: Needs, element: ElementImpl): 'match' | 'no' | 'check' {
  if (typeof element.localName !== 'string' || typeof element.getAttributeNames !== 'function') return 'check';
  if (needs.sure.has(element.localName)) return 'match';
  if (needs.names.has(element.localName.toLowerCase())) return 'check';
  if (needs.attributes.length === 0) return 'no';
  // Each attribute by its name and by its local name (xlink:href as href too): never fewer than an engine might match.
  const attributes = element.getAttributeNames().flatMap((attribute) => [attribute.toLowerCase(), attribute.slice(attribute.indexOf(':') + 1).toLowerCase()]);
  return needs.attributes.some((attribute) => attributes.includes(attribute)) ? 'check' : 'no';
}

/** jsdom's own object behind `document`: its selector engine and its cache of computed styles. */
function documentImpl(document: Document): { _domSelector?: { check?: Check }; _styleCache?: unknown } | undefined {
  const implKey = Object.getOwnPropertySymbols(document).find((symbol) => symbol.description === 'impl');
  return implKey && (document as unknown as Record<symbol, ReturnType<typeof documentImpl>>)[implKey];
}

/**
 * Puts the filter in front of the selector check jsdom's style cascade uses for `document` (the
 * check of its DOMSelector, which jsdom uses for nothing else: matches(), closest() and
 * querySelector() have their own). Does nothing if this jsdom is not built that way.
 */
export function filterStyleRules(document: Document): void {
  const selectors = documentImpl(document)?._domSelector;
  const check = selectors?.check;
  if (!selectors || typeof check !== 'function' || check.unfiltered) return;
  const needsBySelector = new Map<string, Needs | 'never' | null>();
  const noMatch = Object.freeze({ match: false, ast: null, pseudoElement: null });
  const match = Object.freeze({ match: true, ast: null, pseudoElement: null });
  selectors.check = Object.assign(
    (selector: string, element: ElementImpl, options?: object) => {
      let needs = needsBySelector.get(selector);
      if (needs === undefined) {
        needs = needsOf(selector);
        needsBySelector.set(selector, needs);
      }
      if (needs === 'never') return noMatch;
      const decided = needs === null ? 'check' : verdict(needs, element);
      return decided === 'check' ? check(selector, element, options) : decided === 'match' ? match : noMatch;
    },
    // For tests/unit/styleRuleFilter.test.ts, which compares the two.
    { unfiltered: check },
  );
}

/** Runs `compute` with jsdom's own check of every rule, computing every style afresh (for the filter's test). */
export function unfiltered<T>(document: Document, compute: () => T): T {
  const impl = documentImpl(document);
  const selectors = impl?._domSelector;
  const filteredCheck = selectors?.check;
  if (!impl || !selectors || !filteredCheck?.unfiltered) throw new Error('The style rule filter is not on this document');
  selectors.check = filteredCheck.unfiltered;
  impl._styleCache = null;
  try {
    return compute();
  } finally {
    selectors.check = filteredCheck;
    impl._styleCache = null;
  }
}
