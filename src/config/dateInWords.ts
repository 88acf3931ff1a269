// A date in words, for the company's facts (when the figures were counted, until when a licence is
// valid): small, so the shell carries it; the facts themselves are in config/companyFacts.ts.

/**
 * An ISO date (YYYY-MM-DD) in words in a language ("1 November 2026", "1 नवंबर 2026"), by the
 * calendar, whatever the device's time zone: the browser's own month names, as the news dates and
 * the vendor area's months have them (features/news/formatDate.ts, features/dashboard/format.ts).
 */
export function dateInWords(iso: string, language: 'en-IN' | 'hi-IN'): string {
  const [year, month, day] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
}
