import { useCallback, useEffect, useState } from 'react';

export type AsyncState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

/**
 * Runs `load` after the first render (never during it: prerendered HTML shows the loading state)
 * and again whenever `deps` change or `reload` is called. While `enabled` is false it waits.
 */
export function useAsync<T>(load: () => Promise<T>, deps: React.DependencyList, enabled = true): AsyncState<T> & { reload: () => void } {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState((previous) => (previous.status === 'loading' ? previous : { status: 'loading' }));
    load().then(
      (data) => live && setState({ status: 'success', data }),
      (error: unknown) => {
        if (!live) return;
        console.error(error);
        setState({ status: 'error', error });
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt, enabled]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
