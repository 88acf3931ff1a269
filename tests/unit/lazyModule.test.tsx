import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from '../../src/app/layout/PageErrorBoundary';
import { PageLoading } from '../../src/components/ui/PageLoading';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, lazyModule, recoverFromChunkError } from '../../src/lib/lazyModule';

function memoryHost() {
  const values = new Map<string, string>();
  return {
    storage: {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    },
    reload: vi.fn(),
  };
}

afterEach(() => vi.useRealTimers());

describe('ChunkLoadError', () => {
  it("is named ChunkLoadError, with the message 'Loading chunk {n} failed'", () => {
    const error = new ChunkLoadError('ContentPage');
    expect(error.name).toBe('ChunkLoadError');
    expect(error.message).toBe('Loading chunk ContentPage failed');
    expect(new ChunkLoadError('x', 'CSS_CHUNK_LOAD_FAILED').code).toBe('CSS_CHUNK_LOAD_FAILED');
  });
});

describe('recovery from a page script that fails to load', () => {
  it('reloads the page once, then gives up and lets the page show Retry', () => {
    const host = memoryHost();
    const error = new ChunkLoadError('HomePage');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(recoverFromChunkError(error, host)).toBe('reloading');
    expect(host.reload).toHaveBeenCalledTimes(1);
    expect(recoverFromChunkError(error, host)).toBe('failed');
    expect(host.reload).toHaveBeenCalledTimes(1);
  });

  it('a chunk that has not arrived after 120 seconds counts as failed', async () => {
    vi.useFakeTimers();
    const page = lazyModule('SlowPage', () => new Promise<{ default: ComponentType }>(() => {}), CHUNK_TIMEOUT_MS);
    sessionStorage.setItem('chunk-reload-at', String(Date.now())); // already reloaded once
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loading = page.preload();
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void loading.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    vi.advanceTimersByTime(1);
    await expect(loading).rejects.toMatchObject({ name: 'ChunkLoadError', message: 'Loading chunk SlowPage failed' });
  });

  it('shows Loading... while the page loads, and Retry when it cannot be loaded after the reload', async () => {
    sessionStorage.setItem('chunk-reload-at', String(Date.now()));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail: (error: Error) => void = () => {};
    const page = lazyModule('BrokenPage', () => new Promise<{ default: ComponentType }>((_, reject) => (fail = reject)));
    render(
      <PageErrorBoundary resetKey="/broken">
        <Suspense fallback={<PageLoading />}>
          <page.Component />
        </Suspense>
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    fail(new TypeError('Failed to fetch dynamically imported module'));
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});

describe('a page module that has already arrived', () => {
  it('renders at once, without showing Loading... first', async () => {
    const page = lazyModule('ReadyPage', async () => ({ default: () => <h1>Ready</h1> }));
    await page.preload();
    render(
      <Suspense fallback={<PageLoading />}>
        <page.Component />
      </Suspense>,
    );
    // Synchronously: no fallback in between (a prerendered page hydrates in one pass).
    expect(screen.getByRole('heading', { name: 'Ready' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
