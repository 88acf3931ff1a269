/**
 * jsdom's getComputedStyle, which Testing Library asks for every element it considers (is it
 * hidden?) and user-event for every click (pointer-events), tries each rule of its built-in
 * stylesheet (about 110) on the element, and again on every element after any change to the page.
 * That was about a fifth of the tests' time. Most of those rules name the element they style
 * (`address, blockquote, ... { display: block }`, `dialog::backdrop`) or an attribute it must have
 * (`[hidden]:not(...)`, `[popover]`): such a rule cannot match an element of another name, or one
 * without that attribute, and is now not tried on it. Every other rule is tried as before, and a
 * rule that may match is decided by jsdom itself, so every computed style is the same as jsdom's.
 */

/** What an element must be for a selector to match it: one of these names, or have one of these attributes. */
interface Needs {
  names: Set<string>;
  attributes: string[];
}

/** Splits at the separators found outside quotes, brackets and parentheses. */
function splitOutside(text: string, separators: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let part = '';
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '(' || char === '[') {
      depth += 1;
    } else if (char === ')' || char === ']') {
      depth -= 1;
    } else if (depth === 0 && separators.includes(char)) {
      parts.push(part);
      part = '';
      continue;
    }
    part += char;
  }
  parts.push(part);
  return parts;
}

/**
 * What the element a selector list matches must be, read from the first simple selector of each
 * selector's last compound (the element itself): a type selector names it, an attribute selector
 * names an attribute it has. Null when any selector of the list starts otherwise (`*`, `.`, `:`,
 * `&`, a namespace, an escape): such a selector may match any element.
 */
export function needsOf(selectorList: string): Needs | null {
  if (selectorList.includes('\\') || selectorList.includes('|')) return null;
  const needs: Needs = { names: new Set(), attributes: [] };
  for (const selector of splitOutside(selectorList, ',')) {
    const compounds = splitOutside(selector.trim(), ' >+~').filter(Boolean);
    const subject = compounds.at(-1) ?? '';
    const name = /^[a-z][a-z0-9-]*/i.exec(subject);
    const attribute = /^\[\s*([a-z_][a-z0-9_-]*)\s*[\]~|^$*=]/i.exec(subject);
    if (name) needs.names.add(name[0].toLowerCase());
    else if (attribute) needs.attributes.push(attribute[1].toLowerCase());
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

function mayMatch(needs: Needs, element: ElementImpl): boolean {
  if (typeof element.localName !== 'string' || typeof element.getAttributeNames !== 'function') return true;
  if (needs.names.has(element.localName.toLowerCase())) return true;
  if (needs.attributes.length === 0) return false;
  const attributes = element.getAttributeNames().map((attribute) => attribute.toLowerCase());
  return needs.attributes.some((attribute) => attributes.includes(attribute));
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
  const needsBySelector = new Map<string, Needs | null>();
  const noMatch = Object.freeze({ match: false, ast: null, pseudoElement: null });
  selectors.check = Object.assign(
    (selector: string, element: ElementImpl, options?: object) => {
      let needs = needsBySelector.get(selector);
      if (needs === undefined) {
        needs = needsOf(selector);
        needsBySelector.set(selector, needs);
      }
      return needs === null || mayMatch(needs, element) ? check(selector, element, options) : noMatch;
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
