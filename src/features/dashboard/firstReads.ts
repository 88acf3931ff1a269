import type { FormValue } from '../../lib/calls';
import type { User } from '../../types/api';
import type { OutletParam } from './api';
import { outletForPage } from './outletChoice';

/** A read POST of the vendor area: its address and its fields. */
export interface ReadCall {
  url: string;
  fields: Record<string, FormValue>;
}

/** The organisation's points: the same for every outlet (the outlet is sent only so a 403 can say it is not the person's). */
export const pointsRead = (outlet: OutletParam): ReadCall => ({ url: '/WebData/carbonCreditStats', fields: { outlet_id: outlet } });
/** The outlet's collection requests (all of them, for "All outlets"). */
export const requestsRead = (outlet: OutletParam): ReadCall => ({ url: '/WebData/getAllCollReq', fields: { outlet_id: outlet } });

/**
 * The outlet the dashboard acts for, found as its page finds it, before the page has rendered
 * (./prefetch.ts) or even loaded (src/app/renderStart.ts): its first reads, the points and the
 * requests, are asked for then, for the page's own to take (issue 33, item 6). The person is as
 * the page will know them, by the kept profile; without one the page knows no outlets, and acts
 * for the server's default, as this does.
 */
export const dashboardOutlet = (user: Pick<User, 'id' | 'outlet_ids' | 'role'> | null, search: string): OutletParam =>
  outletForPage(user ?? { id: 0 }, new URLSearchParams(search).get('outlet'), true);
