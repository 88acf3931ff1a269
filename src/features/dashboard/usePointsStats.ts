import { useState } from 'react';
import { useAsync, type AsyncState } from '../../lib/useAsync';
import type { CarbonCreditStats } from '../../types/api';
import { useKeptFirst } from '../../lib/useKeptFirst';
import { dataOf, getCarbonCreditStats, keptCarbonCreditStats } from './api';
import { useOutlet } from './outlet';

export interface PointsStatsState {
  state: AsyncState<CarbonCreditStats>;
  reload: () => void;
  /** After an order: the balance the server returned, without another call. */
  spend: (pointsUsed: number, balance: number) => void;
}

/** Green points earned, used and balance (POST WebData/carbonCreditStats). */
export function usePointsStats(): PointsStatsState {
  const { outletId } = useOutlet();
  const loaded = useAsync(async () => dataOf(await getCarbonCreditStats(outletId)), [outletId]);
  const [override, setOverride] = useState<{ from: CarbonCreditStats; stats: CarbonCreditStats } | null>(null);
  const { reload, ...fetched } = loaded;
  // A returning vendor's balance as last fetched here, until the network's comes.
  const state = useKeptFirst(fetched, async () => keptDataOf(await keptCarbonCreditStats(outletId)), [outletId]);
  // An override applies to the stats it was made from; a reload replaces it.
  const current: AsyncState<CarbonCreditStats> =
    state.status === 'success' && override && override.from === state.data ? { status: 'success', data: override.stats } : state;
  return {
    state: current,
    reload,
    spend: (pointsUsed, balance) => {
      if (state.status !== 'success') return;
      const base = override && override.from === state.data ? override.stats : state.data;
      setOverride({ from: state.data, stats: { earned: base.earned, used: base.used + pointsUsed, balance } });
    },
  };
}

/** The data of a kept answer that was a success; undefined otherwise. */
export function keptDataOf<T>(envelope: { status: string; data?: T } | undefined): T | undefined {
  return envelope?.status === 'Success' ? envelope.data : undefined;
}
