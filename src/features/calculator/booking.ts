import { loadDraft, prefillDraft } from '../registration';
import type { bookingValues } from './figures';

type Carried = ReturnType<typeof bookingValues>;

/** What the calculator last handed the booking form in this tab (sessionStorage, like the draft). */
const CARRIED_KEY = 'greendrop-calculator-carried';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

/** Fills the booking form's oil quantity and expected rate through its draft; nothing else changes. */
export function carryToBooking(values: Carried): void {
  try {
    storage()?.setItem(CARRIED_KEY, JSON.stringify(values));
  } catch {
    // The note above the form is lost, not the values.
  }
  prefillDraft(values);
}

/**
 * "quantity|rate" while the booking draft still holds what the calculator put there, else ''. A
 * string, so it can be a useSyncExternalStore snapshot; read in the browser only.
 */
export function carriedSnapshot(): string {
  let carried: Partial<Carried> | null = null;
  try {
    carried = JSON.parse(storage()?.getItem(CARRIED_KEY) ?? 'null') as Partial<Carried> | null;
  } catch {
    return '';
  }
  const details = loadDraft()?.details;
  if (!carried || !details || !carried.oil_quantity || !carried.expected_rate) return '';
  if (details.oil_quantity !== carried.oil_quantity || details.expected_rate !== carried.expected_rate) return '';
  return `${carried.oil_quantity}|${carried.expected_rate}`;
}
