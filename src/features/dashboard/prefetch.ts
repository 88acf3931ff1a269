import { prefetchReads } from '../../lib/http';
import type { User } from '../../types/api';
import { getCarbonCreditStats, getCollectionRequests, keptCarbonCreditStats } from './api';
import { outletForPage } from './outlet';

/**
 * The dashboard's first reads (the points, the collection requests), asked for as a signed-in
 * start creates the session (src/app/signedInStart.ts), not once the page has rendered; the page's
 * own reads take their answers (lib/http, prefetchReads). For the outlet the page will act for,
 * found as it finds it. The device's kept copy of the points is opened now too, so a returning
 * vendor's balance is read from it at once (issue 33, item 6).
 */
export function prefetchDashboard(user: Pick<User, 'id' | 'outlet_ids' | 'role'>, search: string): void {
  const outlet = outletForPage(user, new URLSearchParams(search).get('outlet'), true);
  prefetchReads(() => {
    void getCarbonCreditStats(outlet);
    void getCollectionRequests(outlet);
  });
  void keptCarbonCreditStats(outlet).catch(() => undefined);
}
