import { useCallback, useState } from 'react';
import { useAsync, type AsyncState } from '../../lib/useAsync';
import type { CollectionRequest } from '../../types/api';
import { dataOf, getCollectionRequests } from './api';

/** The vendor's collection requests, newest first; a new one is added without reloading the list. */
export function useCollectionRequests(): { state: AsyncState<CollectionRequest[]>; reload: () => void; add: (request: CollectionRequest) => void } {
  const loaded = useAsync(async () => dataOf(await getCollectionRequests()), []);
  const [added, setAdded] = useState<{ to: CollectionRequest[] | null; requests: CollectionRequest[] }>({ to: null, requests: [] });
  const { reload, ...state } = loaded;
  const base = state.status === 'success' ? state.data : null;
  // Requests added since this list arrived; a reloaded list already holds them.
  const extra = added.to === base ? added.requests : [];
  const current: AsyncState<CollectionRequest[]> = state.status === 'success' ? { status: 'success', data: [...extra, ...state.data] } : state;
  const add = useCallback(
    (request: CollectionRequest) => setAdded((previous) => ({ to: base, requests: [request, ...(previous.to === base ? previous.requests : [])] })),
    [base],
  );
  return { state: current, reload, add };
}
