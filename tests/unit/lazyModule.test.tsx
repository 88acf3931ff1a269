import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from '../../src/app/layout/PageErrorBoundary';
import { PageLoading } from '../../src/components/ui/PageLoading';
import { appReady, holdEarlyPresses } from '../../src/lib/earlyInteraction';
import { LocaleProvider } from '../../src/i18n/LocaleProvider';
import { lazyModule } from '../../src/lib/lazyModule';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, chunkArrived, loadChunk, recoverFromChunkError, RELOAD_MEMORY_MS, reportRecoverableError } from '../../src/lib/loadChunk';
import { expectLoggedErrors } from '../integration/vendor-helpers';

function memoryHost({ reloaded = false, storage = true } = {}) {
  const values = new Map<string, string>();
  return {
    values,
    storage: storage
      ? {
          getItem: (key: string) => values.get(key) ?? null,
          setItem: (key: string, value: string) => void values.set(key, value),
          removeItem: (key: string) => void values.delete(key),
        }
      : null,
    reloaded: () => reloaded,
    reload: vi.fn(),
  };
}

/** The page already reloaded once in this episode: the next failure is shown, not reloaded. */
const markReloaded = (...failed: string[]) => sessionStorage.setItem('chunk-reload', JSON.stringify({ at: Date.now(), failed }));

/** A module whose every load fails until `arrive` is called. */
function flakyModule(text: string) {
  let works = false;
  const load = vi.fn(() => (works ? Promise.resolve({ default: () => <p>{text}</p> }) : Promise.reject(new TypeError('Failed to fetch dynamically imported module'))));
  return { load, arrive: () => (works = true) };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ChunkLoadError', () => {
  it("is named ChunkLoadError, with the message 'Loading chunk {n} failed'", () => {
    const error = new ChunkLoadError('ContentPage');
    expect(error.name).toBe('ChunkLoadError');
    expect(error.message).toBe('Loading chunk ContentPage failed');
    expect(new ChunkLoadError('x', 'CSS_CHUNK_LOAD_FAILED').code).toBe('CSS_CHUNK_LOAD_FAILED');
  });
});

describe('one reload per failure episode, whatever chunk failed', () => {
  it('reloads the page once, then leaves every later failure, of any chunk, to the part that failed', () => {
    const host = memoryHost();
    expect(recoverFromChunkError('ContentPage', host)).toBe('reloading');
    expect(recoverFromChunkError('ContentPage', host)).toBe('failed');
    expect(recoverFromChunkError('ScrollToTopButton', host)).toBe('failed');
    expect(host.reload).toHaveBeenCalledTimes(1);
  });

  it('a module that arrives ends its own failure only: another one that still fails earns no second reload', () => {
    const host = memoryHost();
    expect(recoverFromChunkError('ContentPage', host)).toBe('reloading');
    // After the reload the scroll-to-top button arrives first; the page's own module still fails.
    chunkArrived('ScrollToTopButton', host);
    expect(recoverFromChunkError('ContentPage', host)).toBe('failed');
    expect(host.reload).toHaveBeenCalledTimes(1);
    // Once every chunk that failed has arrived, the episode is over: a new failure reloads again.
    chunkArrived('ContentPage', host);
    expect(host.values.size).toBe(0);
    expect(recoverFromChunkError('VendorCharts', host)).toBe('reloading');
    expect(host.reload).toHaveBeenCalledTimes(2);
  });

  it('a chunk that failed within the episode keeps it open until it too has arrived', () => {
    const host = memoryHost();
    recoverFromChunkError('ContentPage', host);
    expect(recoverFromChunkError('SideDrawer', host)).toBe('failed');
    chunkArrived('ContentPage', host);
    expect(recoverFromChunkError('ExpectedDatePicker', host)).toBe('failed');
    chunkArrived('SideDrawer', host);
    expect(recoverFromChunkError('VendorCharts', host)).toBe('failed');
    chunkArrived('ExpectedDatePicker', host);
    chunkArrived('VendorCharts', host);
    expect(recoverFromChunkError('VendorCharts', host)).toBe('reloading');
    expect(host.reload).toHaveBeenCalledTimes(2);
  });

  it('ten minutes after the reload a failure is a new release again, and earns its own reload', () => {
    vi.useFakeTimers();
    const host = memoryHost();
    recoverFromChunkError('ContentPage', host);
    vi.advanceTimersByTime(RELOAD_MEMORY_MS);
    expect(recoverFromChunkError('ContentPage', host)).toBe('failed');
    vi.advanceTimersByTime(1);
    expect(recoverFromChunkError('ContentPage', host)).toBe('reloading');
    expect(host.reload).toHaveBeenCalledTimes(2);
  });

  it('without storage, a document that was itself loaded by a reload does not reload again', () => {
    const first = memoryHost({ storage: false });
    expect(recoverFromChunkError('ContentPage', first)).toBe('reloading');
    const reloaded = memoryHost({ storage: false, reloaded: true });
    expect(recoverFromChunkError('ContentPage', reloaded)).toBe('failed');
    expect(reloaded.reload).not.toHaveBeenCalled();
  });

  it('with storage blocked by the browser, a failed chunk throws nothing but its ChunkLoadError', async () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    // This document was loaded by a reload: no second one.
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: 'reload' } as PerformanceNavigationTiming]);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    await expect(loadChunk('ContentPage', () => Promise.reject(new TypeError('Failed to fetch')))).rejects.toMatchObject({ name: 'ChunkLoadError' });
    await expect(loadChunk('ContentPage', () => Promise.resolve('arrived'))).resolves.toBe('arrived');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0))); // the arrival is noted in a task of its own
    expect(reload).not.toHaveBeenCalled();
  });

  it('in the browser, the first failure reloads the page and remembers it in sessionStorage', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const loading = loadChunk('ContentPage', () => Promise.reject(new TypeError('Failed to fetch')));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(JSON.parse(sessionStorage.getItem('chunk-reload') ?? 'null')).toMatchObject({ failed: ['ContentPage'] });
    // Whoever waits keeps showing 'Loading...' until the page goes.
    let settled = false;
    void loading.finally(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
  });

  it('a chunk that has not arrived after 120 seconds counts as failed', async () => {
    vi.useFakeTimers();
    const page = lazyModule('SlowPage', () => new Promise<{ default: ComponentType }>(() => {}), { place: 'page' });
    markReloaded();
    const loading = page.preload();
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void loading.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    vi.advanceTimersByTime(1);
    await expect(loading).rejects.toMatchObject({ name: 'ChunkLoadError', message: 'Loading chunk SlowPage failed' });
  });
});

describe('a page whose script cannot be loaded after the reload', () => {
  it('shows Loading..., then the message; Retry loads the page again, without reloading', async () => {
    markReloaded('BrokenPage');
    const logged = expectLoggedErrors();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { load, arrive } = flakyModule('The page');
    const page = lazyModule('BrokenPage', load, { place: 'page' });
    render(
      <PageErrorBoundary resetKey="/broken">
        <Suspense fallback={<PageLoading />}>
          <page.Component />
        </Suspense>
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    arrive();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The page')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(2);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ name: 'ChunkLoadError' }), expect.anything());
  });
});

describe('a part loaded later that cannot be loaded after the reload', () => {
  it('shows a short message with Retry in its own place, the rest of the page untouched; Retry loads it', async () => {
    markReloaded('Drawer');
    expectLoggedErrors();
    const { load, arrive } = flakyModule('The drawer');
    const drawer = lazyModule('Drawer', load);
    render(
      <>
        <a href="/contact-us">Contact Us</a>
        <Suspense fallback={null}>
          <drawer.Component />
        </Suspense>
      </>,
    );
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('This part of the page could not be loaded.');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toBeInTheDocument();
    arrive();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The drawer')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reloads the page when a pressed Retry fails again online (a module whose imports failed stays failed until a new document), and only shows the failure again offline', async () => {
    markReloaded('Sections');
    expectLoggedErrors();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const sections = lazyModule('Sections', flakyModule('').load);
    render(
      <Suspense fallback={null}>
        <sections.Component />
      </Suspense>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    // Offline: the message again, in its place, and no reload into the browser's offline page.
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('says so in Hindi on a Hindi page', async () => {
    markReloaded('Drawer');
    expectLoggedErrors();
    const drawer = lazyModule('Drawer', flakyModule('').load);
    render(
      <LocaleProvider locale="hi">
        <Suspense fallback={null}>
          <drawer.Component />
        </Suspense>
      </LocaleProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('पेज का यह हिस्सा लोड नहीं हो सका।');
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
  });

  it('a prerendered part whose code fails while it hydrates shows Retry in its place, without a hydration error', async () => {
    const section = lazyModule('Section', () => Promise.resolve({ default: () => <form aria-label="Check a pincode">the form</form> }));
    const tree = (Part: ComponentType) => (
      <main>
        <h1>Home</h1>
        <Suspense fallback={<p>Loading...</p>}>
          <Part />
        </Suspense>
      </main>
    );
    // The build renders the part with its code; the browser then cannot load it.
    await section.preload();
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(section.Component));
    document.body.append(container);
    markReloaded('BrokenSection');
    const logged = expectLoggedErrors();
    const broken = lazyModule('BrokenSection', flakyModule('').load);
    const recoverable = vi.fn(reportRecoverableError);
    const root = await act(async () => hydrateRoot(container, tree(broken.Component), { onRecoverableError: recoverable }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be loaded.');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Check a pincode' })).not.toBeInTheDocument();
    // Nothing about hydration: React rendered the part afresh, and said nothing of a mismatch.
    for (const [error] of recoverable.mock.calls) expect(error).toMatchObject({ cause: { name: 'ChunkLoadError' } });
    expect(logged.mock.calls.flat().join(' ')).not.toMatch(/hydrat|did not match/i);
    expect(logged.mock.calls.flat()).toContainEqual(expect.objectContaining({ name: 'ChunkLoadError' }));
    act(() => root.unmount());
    container.remove();
  });
  it('a prerendered part that hydrates later, whose code fails, takes a press on its Retry (no hydration of its own will hand it over)', async () => {
    const more = lazyModule('MoreSections', () => Promise.resolve({ default: () => <h2>How a collection works</h2> }));
    const tree = (Part: ComponentType) => (
      <main>
        <button type="button">Menu</button>
        <div data-hydrates-later="">
          <Suspense fallback={<p>Loading...</p>}>
            <Part />
          </Suspense>
        </div>
      </main>
    );
    await more.preload();
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(more.Component));
    document.body.append(container);
    // The entry holds presses on the prerendered page until the app has it (lib/earlyInteraction).
    holdEarlyPresses(container);
    markReloaded('BrokenMore');
    expectLoggedErrors();
    const { load, arrive } = flakyModule('How a collection works');
    const broken = lazyModule('BrokenMore', load);
    const root = await act(async () => hydrateRoot(container, tree(broken.Component), { onRecoverableError: reportRecoverableError }));
    act(() => appReady());
    const failure = await screen.findByRole('alert');
    arrive();
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('How a collection works')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });
});

describe('a module that has already arrived', () => {
  it('renders at once, without showing Loading... first', async () => {
    const page = lazyModule('ReadyPage', async () => ({ default: () => <h1>Ready</h1> }), { place: 'page' });
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
