// The company's holidays: apart from config/site.ts, which every page's shell carries; only the
// schedule's rules (the mock API's, and its tests) read them.

/** A day the company's vans do not run. */
export interface CompanyHoliday {
  /** 'MM-DD' for a holiday on the same date every year, 'YYYY-MM-DD' for one that moves (a festival): that year only. */
  date: string;
  /** What the holiday is. */
  name: string;
}

/**
 * The company's holidays, besides Sundays (site.hours.days). A recurring pickup that falls on one
 * moves to the next working day; it is not dropped (src/mocks/schedule.ts, the mock API's rule). Only
 * fixed dates for now: a festival whose date moves (Diwali, Holi) goes in with its exact date for
 * each year, once the year's list of holidays is published.
 */
export const companyHolidays: readonly CompanyHoliday[] = [
  { date: '01-26', name: 'Republic Day (national holiday)' },
  { date: '08-15', name: 'Independence Day (national holiday)' },
  { date: '10-02', name: 'Gandhi Jayanti (national holiday)' },
  { date: '12-25', name: 'Christmas Day' },
];
