/**
 * A call made once while it is on its way: asked again with the same arguments before it has
 * answered, it hands out the same promise instead of sending a second request. Once it has
 * answered (or failed), the next ask sends a new one, so Try again still asks the server.
 *
 * React's strict mode, which `npm run dev` runs (src/boot.tsx), runs every effect, undoes it and
 * runs it again: a page that loads in an effect would otherwise send each of its requests twice.
 */
export function sharedWhileInFlight<Args extends unknown[], T>(call: (...args: Args) => Promise<T>): (...args: Args) => Promise<T> {
  const inFlight = new Map<string, Promise<T>>();
  return (...args) => {
    const key = JSON.stringify(args);
    const pending = inFlight.get(key);
    if (pending) return pending;
    const started = call(...args).finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  };
}
