/** The prerendered paths of this release (both languages), defined by scripts/service-worker.mjs. */
declare const __PRERENDERED_PATHS__: readonly string[];

const prerendered = new Set<string>(typeof __PRERENDERED_PATHS__ === 'undefined' ? [] : __PRERENDERED_PATHS__);

/** True when the path has a prerendered page of its own (a trailing slash makes no difference). */
export function isPrerendered(pathname: string, paths: ReadonlySet<string> = prerendered): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return paths.has(path);
}
