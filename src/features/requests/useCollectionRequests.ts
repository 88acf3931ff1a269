import { useCallback, useState } from 'react';
import { useAsync, type AsyncState } from '../../lib/useAsync';
import type { CollectionRequest } from '../../types/api';
import { useKeptFirst } from '../../lib/useKeptFirst';
import { dataOf, getCollectionRequests, keptCollectionRequests, keptDataOf, useOutlet } from '../dashboard';

/**
 * The vendor's collection requests, newest first; a new one is added without reloading the list.
 * A request sent while the list is still on its way is kept too: the list may have been read
 * before the request was stored, so requests added here stay on top unless the list holds them.
 */
export interface CollectionRequests {
  state: AsyncState<CollectionRequest[]>;
  reload: () => void;
  add: (request: CollectionRequest) => void;
  /** A request as the server now has it (cancelled): shown in its place. */
  replace: (request: CollectionRequest) => void;
}

export function useCollectionRequests(): CollectionRequests {
  const { outletId } = useOutlet();
  const loaded = useAsync(async () => dataOf(await getCollectionRequests(outletId)), [outletId]);
  const [added, setAdded] = useState<CollectionRequest[]>([]);
  const [changed, setChanged] = useState<ReadonlyMap<number, CollectionRequest>>(new Map());
  const { reload, ...fetched } = loaded;
  // A returning vendor's requests as last fetched here, until the network's come.
  const state = useKeptFirst(fetched, async () => keptDataOf(await keptCollectionRequests(outletId)), [outletId]);
  let current: AsyncState<CollectionRequest[]> = state;
  if (state.status === 'success') {
    const listed = new Set(state.data.map((request) => request.id));
    const all = [...added.filter((request) => !listed.has(request.id)), ...state.data];
    current = { status: 'success', data: all.map((request) => changed.get(request.id) ?? request) };
  }
  const add = useCallback((request: CollectionRequest) => setAdded((previous) => [request, ...previous]), []);
  const replace = useCallback((request: CollectionRequest) => setChanged((previous) => new Map(previous).set(request.id, request)), []);
  return { state: current, reload, add, replace };
}
