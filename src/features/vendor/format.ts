/** Number and date display of the vendor area: Indian digit grouping, Indian time. */

const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const upToTwo = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const requestDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** 123456 -> '1,23,456' */
export const formatPoints = (points: number): string => whole.format(points);

/** 152.5 -> '152.5 KG' */
export const formatKg = (kg: number): string => `${upToTwo.format(kg)} KG`;

/** 123456 -> '₹1,23,456' */
export const formatRupees = (amount: number): string => `₹${whole.format(amount)}`;

/** An ISO date-time -> '18 Nov 2026' as in India; the text itself if it cannot be read. */
export function formatRequestDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : requestDate.format(date);
}
