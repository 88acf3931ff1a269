import type { User } from '../../types/api';

/**
 * The rules that choose the outlet a page acts for (docs/contract.md section 5, issue 32), with
 * nothing of React: the outlet provider (./outlet.tsx) and a start that reads before the app has
 * loaded (src/app/renderStart.ts, ./prefetch.ts) choose the same way.
 */

export const ALL_OUTLETS = 'all';
export type OutletChoice = number | typeof ALL_OUTLETS;

const storageKey = (userId: number) => `greendrop-outlet:${userId}`;

interface Remembered {
  choice: OutletChoice;
  /** The last single outlet chosen: where a page that acts for one outlet goes after "All outlets". */
  single: number | null;
}

function readRemembered(userId: number): Remembered | null {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(storageKey(userId)) ?? 'null') as Partial<Remembered> | null;
    if (!parsed || (parsed.choice !== ALL_OUTLETS && !Number.isInteger(parsed.choice))) return null;
    return { choice: parsed.choice as OutletChoice, single: Number.isInteger(parsed.single) ? (parsed.single as number) : null };
  } catch {
    return null;
  }
}

export function remember(userId: number, choice: OutletChoice): void {
  try {
    const single = choice === ALL_OUTLETS ? (readRemembered(userId)?.single ?? null) : choice;
    window.localStorage.setItem(storageKey(userId), JSON.stringify({ choice, single } satisfies Remembered));
  } catch {
    // Storage refused: the choice holds in the address only.
  }
}

/** `?outlet=` as a choice: a positive whole number or "all"; anything else is ignored. */
export function parseOutletParam(value: string | null): OutletChoice | null {
  if (value === ALL_OUTLETS) return ALL_OUTLETS;
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * The outlet to act for: the address's, else the one remembered, else the person's first. "All
 * outlets" only where offered; elsewhere the last single outlet chosen. An outlet the person may
 * not act for is still sent, so the API's 403 says so instead of a silent switch.
 */
export function resolveOutlet(user: Pick<User, 'outlet_ids' | 'role'>, fromAddress: OutletChoice | null, remembered: Remembered | null, allOffered: boolean): OutletChoice | undefined {
  const ids = user.outlet_ids ?? [];
  if (ids.length < 2) return typeof fromAddress === 'number' && !ids.includes(fromAddress) ? fromAddress : undefined;
  const wanted = fromAddress ?? remembered?.choice ?? ids[0];
  if (wanted !== ALL_OUTLETS) return wanted;
  if (allOffered) return ALL_OUTLETS;
  const single = remembered?.single;
  return single !== null && single !== undefined && ids.includes(single) ? single : ids[0];
}

/**
 * The outlet a page acts for, from the person, the address's `?outlet=` and what this device
 * remembers (the provider below, and a start that reads ahead of the page: ./prefetch.ts).
 */
export function outletForPage(user: Pick<User, 'id' | 'outlet_ids' | 'role'> | null, param: string | null, allowAll: boolean): OutletChoice | undefined {
  if (!user) return undefined;
  return resolveOutlet(user, parseOutletParam(param), readRemembered(user.id), offersAll(user, allowAll));
}

/** "All outlets" is offered to an owner of several outlets, on a page that consolidates. */
export const offersAll = (user: Pick<User, 'outlet_ids' | 'role'> | null, allowAll: boolean): boolean =>
  allowAll && (user?.outlet_ids?.length ?? 0) > 1 && user?.role === 'owner';
