import { prefetchReads } from '../../lib/http';
import type { User } from '../../types/api';
import { getCarbonCreditStats, getCollectionRequests, keptCarbonCreditStats } from './api';
import { dashboardOutlet } from './firstReads';

/**
 * The dashboard's first reads (the points, the collection requests), asked for as a signed-in
 * start creates the session (src/app/signedInStart.ts), not once the page has rendered; the page's
 * own reads take their answers (lib/http, prefetchReads), and these take those of the reads
 * started before the app had loaded, where there were any (src/app/renderStart.ts). The device's
 * kept copy of the points is opened now too, so a returning vendor's balance is read from it at
 * once (issue 33, item 6).
 */
export function prefetchDashboard(user: Pick<User, 'id' | 'outlet_ids' | 'role'>, search: string): void {
  const outlet = dashboardOutlet(user, search);
  prefetchReads(() => {
    void getCarbonCreditStats(outlet);
    void getCollectionRequests(outlet);
  });
  void keptCarbonCreditStats(outlet).catch(() => undefined);
}
