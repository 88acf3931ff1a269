import { useEffect, useState } from 'react';
import type { AsyncState } from './useAsync';

/**
 * While the network's answer is on its way, what this device kept from the last one (issue 33,
 * item 6: a returning vendor sees their figures at once, then the fresh ones). `readKept` gives
 * undefined when nothing was kept; the network's answer, or its failure, replaces it as soon as it
 * comes (a failure there already falls back to the kept answer: lib/http, keptRead).
 */
export function useKeptFirst<T>(state: AsyncState<T>, readKept: () => Promise<T | undefined>, deps: React.DependencyList): AsyncState<T> {
  const [kept, setKept] = useState<{ data: T; deps: React.DependencyList } | null>(null);
  useEffect(() => {
    let live = true;
    readKept().then(
      (data) => {
        if (live && data !== undefined) setKept({ data, deps });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  const current = kept !== null && kept.deps.length === deps.length && kept.deps.every((value, index) => Object.is(value, deps[index]));
  return state.status === 'loading' && kept && current ? { status: 'success', data: kept.data } : state;
}
