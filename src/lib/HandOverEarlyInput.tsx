import { useEffect, useState, type RefObject } from 'react';
import { appReady, partReady } from './earlyInteraction';

/**
 * Rendered once the app has hydrated the page (without `part`) or a part of it that hydrates later
 * (`part`: an element in it, or its id): what was typed and pressed there before then is handed to
 * the app (lib/earlyInteraction). Not in the commit that hydrated it but in the next: the mount
 * effects of that commit adjust the page to the browser (a shared link's query, a stored draft)
 * with updates React renders together with this one, so a held press acts on what they set.
 */
export function HandOverEarlyInput({ part }: { part?: string | RefObject<Element | null> }) {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!settled) {
      setSettled(true);
      return;
    }
    if (part === undefined) return appReady();
    const element = typeof part === 'string' ? document.getElementById(part) : part.current;
    if (element) partReady(element);
  }, [settled, part]);
  return null;
}
