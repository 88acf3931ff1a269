import { HandOverEarlyInput } from '../../lib/HandOverEarlyInput';

/**
 * Rendered last inside the page's Suspense boundary (and in its error view). React hydrates a
 * boundary's content in a pass of its own, after the header and footer, so this runs once the
 * whole page, content included, belongs to the app: then held presses and typed text are handed
 * over (lib/earlyInteraction), all but those in parts that hydrate later. Later mounts do nothing.
 */
export function AppReady() {
  return <HandOverEarlyInput />;
}
