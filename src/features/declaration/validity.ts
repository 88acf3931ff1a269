import { dayNumberOf } from '../../lib/indiaTime';
import type { Declaration } from '../../types/api';

/**
 * Where an outlet stands with its yearly declaration. The server sets `valid_until` (the scheme's
 * yearly renewal); the page counts from it, on India's calendar, so the reminder comes on the same
 * day wherever the device is.
 */

/** The form is offered, and the dashboard reminds, this many days before the declaration's last day. */
export const RENEW_WITHIN_DAYS = 30;

export type Standing =
  /** Never signed. */
  | { kind: 'none' }
  /** The last one ran out on `endedOn`. */
  | { kind: 'lapsed'; endedOn: string }
  /** In force, and its last day, `validUntil`, is `daysLeft` days away (0: today), within RENEW_WITHIN_DAYS. */
  | { kind: 'due'; validUntil: string; daysLeft: number }
  /** In force for more than RENEW_WITHIN_DAYS yet. */
  | { kind: 'current'; validUntil: string };

/** Days from `from` to `to` (YYYY-MM-DD): negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const start = dayNumberOf(from);
  const end = dayNumberOf(to);
  return start === null || end === null ? Number.NaN : end - start;
}

/** The outlet's standing on `today` with the declaration the server holds for it (or none). */
export function standingOf(declaration: Pick<Declaration, 'valid_until'> | null, today: string): Standing {
  if (!declaration) return { kind: 'none' };
  const daysLeft = daysBetween(today, declaration.valid_until);
  // A date the page cannot read is treated as lapsed: better a needless form than a missed renewal.
  if (!(daysLeft >= 0)) return { kind: 'lapsed', endedOn: declaration.valid_until };
  if (daysLeft <= RENEW_WITHIN_DAYS) return { kind: 'due', validUntil: declaration.valid_until, daysLeft };
  return { kind: 'current', validUntil: declaration.valid_until };
}

/** True when a new declaration should be signed now: none, lapsed, or ending within RENEW_WITHIN_DAYS. */
export const needsSigning = (standing: Standing): boolean => standing.kind !== 'current';

/** True while a declaration holds on `today` (due or current). */
export const inForce = (standing: Standing): boolean => standing.kind === 'due' || standing.kind === 'current';
