/**
 * The one loader of everything the site loads after the page (docs/decisions/0009): a page's
 * module, the parts that come later (sections, charts, the date picker, the header's menus, the
 * scroll-to-top button) and the message catalogues. A chunk that fails, or has not arrived after
 * 120 seconds, raises a ChunkLoadError; the first failure of an episode reloads the page once
 * (a new release replaced the old chunks), any later one is left to the part that failed, which
 * offers Retry where it would have been (lib/lazyModule.ts).
 */

/** A chunk that has not arrived after 120 seconds counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;
/** A failure this long after the last reload is a new release again, and earns its own reload. */
export const RELOAD_MEMORY_MS = 10 * 60_000;
const RELOAD_MARK = 'chunk-reload';

/** The error is named ChunkLoadError, with the message 'Loading chunk {n} failed'. */
export class ChunkLoadError extends Error {
  readonly code: string | undefined;
  constructor(chunk: string, code?: 'CSS_CHUNK_LOAD_FAILED', cause?: unknown) {
    super(`Loading chunk ${chunk} failed`, { cause });
    this.name = 'ChunkLoadError';
    this.code = code;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/**
 * The reload marker: when the page reloaded for a failed chunk, and which chunks had failed since.
 * The episode lasts until every one of them has arrived (or ten minutes have passed): a module that
 * arrives ends only its own failure, so a part that loads fine after the reload cannot reopen the
 * way to a second reload while the page's own module still fails.
 */
export interface ReloadMark {
  at: number;
  failed: string[];
}

/** Where the marker lives, and how the page reloads: the browser's, or a test's. */
export interface RecoveryHost {
  /** sessionStorage; null where the browser refuses it (storage blocked: a SecurityError). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Whether this very document was loaded by a reload (the marker when there is no storage). */
  reloaded: () => boolean;
  reload: () => void;
}

/** The browser's; asked for at a failure or an arrival only (arrivals in a task of their own: the first touch of sessionStorage costs a few milliseconds). */
function browserHost(): RecoveryHost | null {
  if (typeof window === 'undefined') return null;
  let storage: Storage | null;
  try {
    storage = window.sessionStorage;
    storage.getItem(RELOAD_MARK); // a browser that blocks storage may throw only when it is used
  } catch {
    storage = null;
  }
  return {
    storage,
    reloaded: () => (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'reload',
    reload: () => window.location.reload(),
  };
}

function readMark(host: RecoveryHost): ReloadMark | null {
  try {
    const value = JSON.parse(host.storage?.getItem(RELOAD_MARK) ?? 'null') as Partial<ReloadMark> | null;
    return value && typeof value.at === 'number' && Array.isArray(value.failed) ? { at: value.at, failed: value.failed } : null;
  } catch {
    return null;
  }
}

function writeMark(host: RecoveryHost, mark: ReloadMark | null): void {
  try {
    if (mark) host.storage?.setItem(RELOAD_MARK, JSON.stringify(mark));
    else host.storage?.removeItem(RELOAD_MARK);
  } catch {
    // Storage full or refused: the marker is lost, which costs at most one more reload.
  }
}

/**
 * The first failure of an episode reloads the page once; any failure after that, of whatever
 * chunk, is 'failed', for the part to show with Retry. Without storage nothing but the reload
 * itself survives it: a document that was loaded by a reload does not reload again.
 */
export function recoverFromChunkError(chunk: string, host: RecoveryHost | null = browserHost()): 'reloading' | 'failed' {
  if (!host) return 'failed';
  if (!host.storage) {
    if (host.reloaded()) return 'failed';
    host.reload();
    return 'reloading';
  }
  const mark = readMark(host);
  const now = Date.now();
  if (mark && now - mark.at <= RELOAD_MEMORY_MS) {
    if (!mark.failed.includes(chunk)) writeMark(host, { ...mark, failed: [...mark.failed, chunk] });
    return 'failed';
  }
  writeMark(host, { at: now, failed: [chunk] });
  host.reload();
  return 'reloading';
}

/** A chunk has arrived: its failure (if it had one) is over, and with the last one the episode. */
export function chunkArrived(chunk: string, host: RecoveryHost | null = browserHost()): void {
  if (!host?.storage) return;
  const mark = readMark(host);
  if (!mark) return;
  const failed = mark.failed.filter((name) => name !== chunk);
  if (failed.length === mark.failed.length) return;
  writeMark(host, failed.length > 0 ? { ...mark, failed } : null);
}

/** Arrivals are noted in a task of their own, after the work that asked for them (hydration). */
const arrivals = new Set<string>();
function noteArrival(chunk: string): void {
  if (typeof window === 'undefined' || arrivals.has(chunk)) return;
  arrivals.add(chunk);
  if (arrivals.size === 1) setTimeout(flushArrivals, 0);
}
function flushArrivals(): void {
  for (const chunk of arrivals) chunkArrived(chunk);
  arrivals.clear();
}

/**
 * Loads a chunk (`load` is the dynamic import) under the rule above. A failure that reloads the
 * page never settles, so whoever waits keeps showing 'Loading...' until the page goes.
 */
export function loadChunk<T>(chunk: string, load: () => Promise<T>, timeoutMs: number = CHUNK_TIMEOUT_MS): Promise<T> {
  const loading = load();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new ChunkLoadError(chunk)), timeoutMs)));
  return Promise.race([loading, late]).then(
    (value) => {
      clearTimeout(timer);
      noteArrival(chunk);
      return value;
    },
    (error: unknown) => {
      clearTimeout(timer);
      // An arrival not yet noted must count before this failure is judged.
      if (arrivals.size > 0) flushArrivals();
      if (recoverFromChunkError(chunk) === 'reloading') return new Promise<never>(() => {});
      throw isChunkLoadError(error) ? error : new ChunkLoadError(chunk, error instanceof Error && /css|stylesheet/i.test(error.message) ? 'CSS_CHUNK_LOAD_FAILED' : undefined, error);
    },
  );
}

/**
 * For hydrateRoot's onRecoverableError. A part whose code failed while its prerendered markup
 * hydrated is rendered afresh by React, which then shows the failure in the part's place with Retry
 * (lib/lazyModule): already shown, so not reported again as an error of hydration. Anything else
 * is reported as React does by default.
 */
export function reportRecoverableError(error: unknown): void {
  if (isChunkLoadError(error) || (error instanceof Error && isChunkLoadError(error.cause))) return;
  if (typeof reportError === 'function') reportError(error);
  else console.error(error);
}
