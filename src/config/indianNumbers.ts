/**
 * Number formatting for page copy. Written out rather than left to Intl so that the
 * build-time render and the browser always produce the same characters.
 */

/** Indian digit grouping: 12500 -> "12,500", 850000 -> "8,50,000". */
export function formatIndian(value: number): string {
  const [whole, fraction] = String(value).split('.');
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${lastThree}` : lastThree;
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/** A quantity in lakh: 850000 -> "8.5 lakh" (Hindi copy passes its own word: "8.5 लाख"). */
export function inLakh(value: number, word = 'lakh'): string {
  return `${Math.round(value / 10000) / 10} ${word}`;
}
