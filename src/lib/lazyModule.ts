import { createElement, lazy, useState, type ComponentType } from 'react';

/** A page script that has not arrived after 120 seconds counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;
const RELOAD_FLAG = 'chunk-reload-at';
/** A failure this long after the last reload is a new release again, and earns its own reload. */
const RELOAD_MEMORY_MS = 10 * 60_000;

/** The error is named ChunkLoadError, with the message 'Loading chunk {n} failed'. */
export class ChunkLoadError extends Error {
  readonly code: string | undefined;
  constructor(chunk: string, code?: 'CSS_CHUNK_LOAD_FAILED', cause?: unknown) {
    super(`Loading chunk ${chunk} failed`, { cause });
    this.name = 'ChunkLoadError';
    this.code = code;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, chunk: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        const cssFailed = error instanceof Error && /css|stylesheet/i.test(error.message);
        reject(new ChunkLoadError(chunk, cssFailed ? 'CSS_CHUNK_LOAD_FAILED' : undefined, error));
      },
    );
  });
}

interface RecoveryHost {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
}

function browserHost(): RecoveryHost | null {
  if (typeof window === 'undefined') return null;
  return { storage: window.sessionStorage, reload: () => window.location.reload() };
}

/**
 * The first failure reloads the page once (a new release replaced the old chunks); a second
 * failure soon after is thrown to the error boundary, which offers Retry (docs/decisions/0004).
 */
export function recoverFromChunkError(error: ChunkLoadError, host: RecoveryHost | null = browserHost()): 'reloading' | 'failed' {
  if (!host) return 'failed';
  const last = Number(host.storage.getItem(RELOAD_FLAG) ?? 0);
  if (Date.now() - last > RELOAD_MEMORY_MS) {
    host.storage.setItem(RELOAD_FLAG, String(Date.now()));
    host.reload();
    return 'reloading';
  }
  console.error(error);
  return 'failed';
}

/** Forget the reload marker, so a later release gets its own reload. */
export function clearChunkReloadMark(host: RecoveryHost | null = browserHost()): void {
  host?.storage.removeItem(RELOAD_FLAG);
}

let episodeClosed = false;

/**
 * A page's module has arrived: the failure episode (if there was one) is over. Only now, and not
 * when the app starts: a page whose script keeps failing must not clear the marker before its own
 * second failure, or every load would earn a reload of its own and the page would reload in a loop.
 * Once per page load, in a task of its own (the first use of sessionStorage costs a few milliseconds).
 */
function closeFailureEpisode(): void {
  if (episodeClosed || typeof window === 'undefined') return;
  episodeClosed = true;
  setTimeout(() => clearChunkReloadMark(), 0);
}

export interface LazyModule<P> {
  /** The module's name (the chunk named in errors). */
  name: string;
  Component: ComponentType<P>;
  /** Loads the module now, with the recovery above (before hydration). */
  preload: () => Promise<unknown>;
  /** Warms the module on a hint (a pointer over a link); a failure here changes nothing. */
  prefetch: () => void;
}

/**
 * A lazily loaded module (a page, or a heavy component such as the charts or the date picker) with
 * the time-out and the reload-once recovery.
 * `name` is the chunk's name in the error message. Unlike React.lazy, a module that has already
 * arrived (preloaded before hydration, or on a hint) renders at once: the page hydrates in the same
 * pass as the layout around it instead of suspending for a moment first.
 */
export function lazyModule<P extends object>(
  name: string,
  load: () => Promise<{ default: ComponentType<P> }>,
  timeoutMs: number = CHUNK_TIMEOUT_MS,
): LazyModule<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  let loaded: ComponentType<P> | null = null;
  const loadOnce = () => {
    pending ??= withTimeout(load(), timeoutMs, name).then(
      (module) => {
        loaded = module.default;
        closeFailureEpisode();
        return module;
      },
      (error: unknown) => {
        pending = null;
        if (error instanceof ChunkLoadError && recoverFromChunkError(error) === 'reloading') {
          // Keep Suspense showing 'Loading...' while the page reloads.
          return new Promise<never>(() => {});
        }
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(loadOnce);
  function Page(props: P) {
    // Chosen once per mount: switching between the two later would remount the page.
    const [arrived] = useState(() => loaded);
    return arrived ? createElement(arrived, props) : createElement(Lazy, props);
  }
  Page.displayName = `LazyModule(${name})`;
  return { name, Component: Page, preload: loadOnce, prefetch: () => void load().catch(() => undefined) };
}
