/**
 * How the site writes numbers: Indian digit grouping, for page copy and the calculator. Written out
 * rather than left to Intl, so that the build-time render and the browser always produce the same
 * characters, and no Intl locale data loads while a page hydrates.
 */

/** Indian digit grouping of a string of digits: "1234567" -> "12,34,567" (the last three, then pairs). */
export function groupIndianDigits(whole: string): string {
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3);
  return rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${lastThree}` : lastThree;
}

/** A number grouped the Indian way: 12500 -> "12,500", 850000 -> "8,50,000". */
export function formatIndian(value: number): string {
  const [whole, fraction] = String(value).split('.');
  const grouped = groupIndianDigits(whole);
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/** A quantity in lakh: 850000 -> "8.5 lakh" (Hindi copy passes its own word: "8.5 लाख"). */
export function inLakh(value: number, word = 'lakh'): string {
  return `${Math.round(value / 10000) / 10} ${word}`;
}
