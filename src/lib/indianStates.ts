import type { Answer, State } from '../types/api';
import { api, SPEC_CALL } from './http';
import { useAsync, type AsyncState } from './useAsync';

/**
 * The states and union territories a form offers (registration, the value calculator, a delivery
 * address): POST {api}/States/getAllStates with no body. An answer without a list reads as none.
 */
export async function fetchIndianStates(): Promise<State[]> {
  const { data } = await api.post<Answer<'getAllStates'> | undefined>('/States/getAllStates', undefined, undefined, SPEC_CALL);
  return Array.isArray(data?.data) ? data.data : [];
}

/**
 * The list, fetched once `needed` turns true (after the first render, so prerendered HTML shows
 * the loading state). A failure is logged and the state says so; `reload` asks again.
 */
export function useIndianStates(needed = true): AsyncState<State[]> & { reload: () => void } {
  return useAsync(fetchIndianStates, [], needed);
}

/** The list once it has arrived, else none: for forms whose list simply stays empty on a failure. */
export const loadedStates = (states: AsyncState<State[]>): State[] => (states.status === 'success' ? states.data : []);
