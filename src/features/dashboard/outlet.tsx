import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Outlet, User } from '../../types/api';
import { dataOf, getOutlets } from './api';
import { ALL_OUTLETS, offersAll, outletForPage, parseOutletParam, remember, type OutletChoice } from './outletChoice';

/**
 * Which outlet the vendor area acts for (docs/contract.md section 5, issue 32). A vendor whose
 * organisation has one outlet sends no `outlet_id` and sees nothing of this. A person who may act
 * for several picks one in the switcher: the choice is in the address as `?outlet=ID` (so a link
 * to a page of one outlet works when shared inside the organisation), and remembered per user on
 * this device for the pages opened without it. An owner may also choose "All outlets" on the
 * pages that consolidate (records, payments, impact, the dashboard's charts and requests).
 */

export interface OutletScope {
  /** What the calls send as `outlet_id`; undefined for a vendor with one outlet (the server's default). */
  outletId: OutletChoice | undefined;
  /** True when the person may act for more than one outlet: the switcher is shown. */
  several: boolean;
  /** The approved outlets the person may act for, once GET outlets has answered (else empty). */
  outlets: Outlet[];
  /**
   * The chosen outlet, once known; null for "All outlets" and for a vendor with one outlet. A
   * manager of one outlet sends nothing, but has it here, so the page and its documents name it.
   */
  current: Outlet | null;
  /** Whether "All outlets" is offered here (an owner, on a page that consolidates). */
  allOffered: boolean;
  choose: (choice: OutletChoice) => void;
  /** GET outlets failed: the page still acts for the chosen outlet, and the switcher offers to try again. */
  listFailed: boolean;
  reloadList: () => void;
}

const SINGLE: OutletScope = { outletId: undefined, several: false, outlets: [], current: null, allOffered: false, choose: () => {}, listFailed: false, reloadList: () => {} };

const OutletContext = createContext<OutletScope>(SINGLE);

/** The outlet the page acts for: every vendor call passes `outletId` on. */
export const useOutlet = (): OutletScope => useContext(OutletContext);

let outletList: { userId: number; promise: Promise<Outlet[]> } | null = null;

/** GET outlets once per person and page load: the names for the switcher and the printed documents. */
function loadOutlets(userId: number): Promise<Outlet[]> {
  if (outletList?.userId !== userId) {
    const promise = getOutlets().then(dataOf);
    outletList = { userId, promise };
    // A failed list is asked again next time; the page still works by id, with no names.
    promise.catch(() => {
      if (outletList?.promise === promise) outletList = null;
    });
  }
  return outletList.promise;
}

/** Forgets the list (after an outlet is added, or in tests). */
export function forgetOutletList(): void {
  outletList = null;
}

interface OutletScopeProps {
  user: User | null;
  /** Whether this page offers "All outlets" to an owner. */
  allowAll?: boolean;
  children: ReactNode;
}

/** Gives the page's views the outlet to act for (`useOutlet`). */
export function OutletScopeProvider({ user, allowAll = false, children }: OutletScopeProps) {
  const [params, setParams] = useSearchParams();
  const [outlets, setOutlets] = useState<Outlet[]>([]);
  const [listFailed, setListFailed] = useState(false);
  const [listAttempt, setListAttempt] = useState(0);
  const reloadList = useCallback(() => setListAttempt((attempt) => attempt + 1), []);
  const userId = user?.id ?? null;
  const several = (user?.outlet_ids?.length ?? 0) > 1;
  // A manager acts for an organisation's outlet: the page names it even when it is their only one.
  const named = several || (user?.role === 'manager' && user.organisation !== undefined);
  const allOffered = offersAll(user, allowAll);
  const fromAddress = parseOutletParam(params.get('outlet'));
  const outletId = outletForPage(user, params.get('outlet'), allowAll);

  // A choice made in the address (a shared link) is remembered as if made in the switcher.
  useEffect(() => {
    if (userId !== null && several && outletId !== undefined && fromAddress === outletId) remember(userId, outletId);
  }, [userId, several, outletId, fromAddress]);

  useEffect(() => {
    if (userId === null || !named) return;
    let live = true;
    setListFailed(false);
    loadOutlets(userId).then(
      (list) => live && setOutlets(list.filter((outlet) => outlet.status === 'Active')),
      (error: unknown) => {
        console.error(error);
        if (live) setListFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [userId, named, listAttempt]);

  const choose = useCallback(
    (choice: OutletChoice) => {
      if (userId !== null) remember(userId, choice);
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set('outlet', String(choice));
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [userId, setParams],
  );

  const ownOutletId = user?.outlet_ids?.[0];
  const scope = useMemo<OutletScope>(() => {
    if (outletId === undefined) {
      const own = named ? (outlets.find((outlet) => outlet.id === ownOutletId) ?? null) : null;
      return own ? { ...SINGLE, outlets, current: own } : SINGLE;
    }
    const current = outlets.find((outlet) => outlet.id === outletId) ?? null;
    return { outletId, several, outlets, current, allOffered, choose, listFailed, reloadList };
  }, [outletId, several, named, ownOutletId, outlets, allOffered, choose, listFailed, reloadList]);

  return <OutletContext.Provider value={scope}>{children}</OutletContext.Provider>;
}

/**
 * Inside an organisation's document (the audit pack for "All outlets"), a part that belongs to one
 * outlet (a pickup's certificate) names that outlet, as the page of that outlet would.
 */
export function FixedOutlet({ outletId, children }: { outletId: number | undefined; children: ReactNode }) {
  const scope = useOutlet();
  const fixed = useMemo<OutletScope>(() => {
    if (outletId === undefined || scope.outletId !== ALL_OUTLETS) return scope;
    return { ...scope, outletId, current: scope.outlets.find((outlet) => outlet.id === outletId) ?? null, allOffered: false };
  }, [scope, outletId]);
  return <OutletContext.Provider value={fixed}>{children}</OutletContext.Provider>;
}

/** The one outlet a page that acts for one outlet (a booking, the schedule, the cart) sends; undefined for a vendor with one outlet. */
export function useSingleOutlet(): number | undefined {
  const { outletId } = useOutlet();
  return outletId === ALL_OUTLETS ? undefined : outletId;
}
