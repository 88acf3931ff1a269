/** Number and date display of the vendor area: Indian digit grouping, Indian time. */

const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const upToTwo = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
// Only the calendar date in India comes from Intl; the month names are ours, as on the chart axes.
const indianDate = new Intl.DateTimeFormat('en-CA', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'Asia/Kolkata' });
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 123456 -> '1,23,456' */
export const formatPoints = (points: number): string => whole.format(points);

/** 152.5 -> '152.5 KG' */
export const formatKg = (kg: number): string => `${upToTwo.format(kg)} KG`;

/** 123456 -> '₹1,23,456' */
export const formatRupees = (amount: number): string => `₹${whole.format(amount)}`;

/** An ISO date-time -> '18 Nov 2026' as in India; the text itself if it cannot be read. */
export function formatRequestDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(indianDate.formatToParts(date).find((p) => p.type === type)?.value);
  return `${part('day')} ${MONTHS[part('month') - 1]} ${part('year')}`;
}
