import { useEffect, useState } from 'react';
import type { State } from '../../types/api';
import { fetchStates } from './api';

/**
 * The state list (spec section 7), fetched once `needed` turns true and kept; a failure is only
 * logged (spec section 8). The wizard's details step and the value calculator share it.
 */
export function useStates(needed: boolean): State[] {
  const [states, setStates] = useState<State[]>([]);
  const loaded = states.length > 0;
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    fetchStates().then(
      (list) => live && setStates(list),
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, [needed, loaded]);
  return states;
}
