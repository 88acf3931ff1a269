/**
 * A photo's address as the server gave it, if it is one an image may load from: this site's path or
 * an https (or, for a local API, http) address. Anything else (a `javascript:` or `data:` address)
 * is not shown.
 */
export function photoAddress(url: string | null): string | null {
  if (!url) return null;
  if (/^\/(?![/\\])/.test(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
