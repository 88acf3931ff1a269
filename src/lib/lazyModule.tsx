import { Component, lazy, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useT } from '../i18n/useT';
import { HandOverEarlyInput } from './HandOverEarlyInput';
import { CHUNK_TIMEOUT_MS, isChunkLoadError, loadChunk } from './loadChunk';

export interface LazyModuleOptions {
  /**
   * Where a failure shows once the episode's one reload is spent: 'part' (the default) in the
   * part's own place, a short message with Retry, the rest of the page working; 'page' at the
   * page's error boundary (app/layout/PageErrorBoundary), for a page's own module.
   */
  place?: 'part' | 'page';
  /** Waited for before the load starts, outside its time-out: a part that loads as the visitor comes near it. */
  when?: () => Promise<unknown>;
  timeoutMs?: number;
  /** Added to the failure message's class, for a part that floats (the scroll-to-top button). */
  failureClassName?: string;
}

export interface LazyModule<P> {
  /** The module's name (the chunk named in errors). */
  name: string;
  Component: ComponentType<P>;
  /** Loads the module now, under the loader's rule (before hydration). */
  preload: () => Promise<unknown>;
  /** Warms the module on a hint (a pointer over a link); a failure here changes nothing. */
  prefetch: () => void;
}

/** How each failed load can be asked for again: by the error it threw, for the boundary that caught it. */
const retries = new WeakMap<Error, () => void>();

/** Lets the module whose load threw `error` load again at its next render (a Retry). */
export function retryFailedLoad(error: Error): void {
  retries.get(error)?.();
  retries.delete(error);
}

/**
 * A module loaded later (a page, or a part such as the charts, the date picker, the drawer), through
 * the one loader (lib/loadChunk: the time-out, one reload per failure episode; docs/decisions/0009).
 * `name` is the chunk's name in the error message. Unlike React.lazy alone, a module that has
 * already arrived (preloaded before hydration, or on a hint) renders at once: a prerendered page
 * hydrates in the same pass as the layout around it instead of suspending for a moment first.
 */
export function lazyModule<P extends object>(name: string, load: () => Promise<{ default: ComponentType<P> }>, options: LazyModuleOptions = {}): LazyModule<P> {
  const { place = 'part', when, timeoutMs = CHUNK_TIMEOUT_MS, failureClassName } = options;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  let loaded: ComponentType<P> | null = null;
  // `wait`: first for `when` (the part's place nearing the viewport). A Retry does not wait: the
  // person asked for the part, and its place now holds the failure message instead.
  const loadNow = (wait: boolean) => {
    pending ??= (when && wait ? when().then(() => loadChunk(name, load, timeoutMs)) : loadChunk(name, load, timeoutMs)).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = null;
        // React.lazy keeps its failure: a Retry renders a fresh one, which asks the loader again.
        if (error instanceof Error) retries.set(error, () => (Lazy = lazy(retryOnce)));
        throw error;
      },
    );
    return pending;
  };
  const loadOnce = () => loadNow(true);
  // A Retry the person pressed: the module is asked for again in place. A module whose own imports
  // failed stays failed in the browser's module map for as long as the document lives, so when the
  // retry fails while the browser is online, only a fresh document can load it: the page reloads.
  const retryOnce = () =>
    loadNow(false).catch((error: unknown) => {
      if (isChunkLoadError(error) && navigator.onLine !== false) {
        window.location.reload();
        return new Promise<never>(() => {});
      }
      throw error;
    });
  let Lazy = lazy(loadOnce);
  function Module(props: P) {
    // Chosen once per mount: switching between the two later would remount the module.
    const [arrived] = useState(() => loaded);
    const Shown = arrived ?? Lazy;
    return <Shown {...props} />;
  }
  Module.displayName = `LazyModule(${name})`;
  function Part(props: P) {
    return (
      <PartFailureBoundary className={failureClassName}>
        <Module {...props} />
      </PartFailureBoundary>
    );
  }
  Part.displayName = `LazyPart(${name})`;
  return { name, Component: place === 'page' ? Module : Part, preload: loadOnce, prefetch: () => void load().catch(() => undefined) };
}

interface BoundaryProps {
  className?: string;
  children: ReactNode;
}

/**
 * A part whose code could not be loaded, even after the episode's reload: a short message and
 * Retry in its place, and nothing else on the page changes. Any other error is not the part's to
 * show: it goes on to the boundary above.
 */
class PartFailureBoundary extends Component<BoundaryProps, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  retry = () => {
    const { error } = this.state;
    if (error) retryFailedLoad(error);
    this.setState({ error: null });
  };

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return <PartLoadFailed className={this.props.className} onRetry={this.retry} />;
  }
}

/**
 * The failure, in the part's place. It is the app's own markup: in a prerendered part that hydrates
 * later (`data-hydrates-later`), whose own code never arrived to say so, it hands the part over to
 * the app itself (lib/earlyInteraction), or a press on Retry would be held for a hydration that
 * cannot come.
 */
function PartLoadFailed({ className, onRetry }: { className?: string; onRetry: () => void }) {
  const t = useT('common');
  const self = useRef<HTMLDivElement>(null);
  return (
    <div ref={self} className={`part-load-failed${className ? ` ${className}` : ''}`} role="alert">
      <span>{t('error.partText')}</span>
      <button type="button" className="btn btn-outline-brand btn-sm" onClick={onRetry}>
        {t('error.retry')}
      </button>
      <HandOverEarlyInput part={self} />
    </div>
  );
}
