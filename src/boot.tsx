import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { preloadPage } from './app/routes';
import { apiMocking } from './config/env';
import { createAuthStore } from './features/auth/store';
import { startVitals } from './features/vitals/reportVitals';
import { clearChunkReloadMark } from './lib/lazyPage';

/** Starts the app: the mock API when enabled, the page's module, then hydration or a first render. */
export async function start(mode: 'hydrate' | 'render'): Promise<void> {
  if (apiMocking) {
    const { startMockApi } = await import('./mocks/browser');
    await startMockApi();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // Hydrate a prerendered page only once its module is here, so React never suspends mid-hydration.
  await preloadPage(window.location.pathname)?.catch(() => undefined);

  const app = (
    <StrictMode>
      <BrowserRouter>
        <App store={createAuthStore()} />
      </BrowserRouter>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (issue 6: total blocking time).
  if (mode === 'hydrate') startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);

  clearChunkReloadMark();
  startVitals();
}

