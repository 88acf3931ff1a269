/**
 * How long a text and how large a number the forms take. The same numbers set each control's
 * `maxLength`, the rules checked before sending and what the mock API refuses, so a value the page
 * lets through is one the server accepts.
 */
export const TEXT_MAX = {
  /** A person's, a firm's or a city's name. */
  name: 100,
  /** The longest e-mail address mail can be delivered to (a mail server's limit on the address). */
  email: 254,
  /** A street address on one line. */
  address: 300,
  /** Notes, remarks and messages: a few paragraphs. */
  note: 1000,
  /** A tracking (utm_*) value from a link: a campaign's name, never prose. */
  tracking: 100,
} as const;

export const NUMBER_MAX = {
  /** Drums in one pickup: more than a whole truck carries, so a larger count is a slip of the finger. */
  drums: 1000,
  /**
   * KG of used oil in one request or one month: 100 tonnes, far beyond a single kitchen or even a
   * large caterer; bigger volumes are quoted separately rather than typed into a form.
   */
  kg: 100_000,
  /** Rupees per KG: used cooking oil sells for well under ₹100 a KG; ₹1,000 leaves room and still catches an extra zero or two. */
  rupeesPerKg: 1000,
} as const;

/** True when the text is longer than `max` (in the units `maxLength` counts: UTF-16 code units). */
export function isTooLong(text: string, max: number): boolean {
  return text.length > max;
}

/** A count of characters left is shown once this share of the limit is used: early enough to plan the last words, late enough not to distract. */
export const CHARACTERS_LEFT_FROM = 0.8;

/** The characters still free when the text is near its limit; null while there is plenty of room. */
export function charactersLeft(length: number, max: number): number | null {
  if (max <= 0 || length < max * CHARACTERS_LEFT_FROM) return null;
  return Math.max(0, max - length);
}

/**
 * True when the number written in `text` is finite and at most `max`. Written as a check on the
 * text because a long enough run of digits becomes Infinity, which no other comparison catches.
 */
export function isWithinMax(text: string, max: number): boolean {
  const value = Number(text.trim());
  return Number.isFinite(value) && value <= max;
}

/** Control characters (C0, DEL and C1): line breaks, tabs, NUL and escapes have no place in a one-line value. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '');
}

/** The text cut to `max` code units, never in the middle of a character written with two (an emoji). */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  // A high surrogate left at the end would be half a character, which encodeURIComponent refuses.
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}
