import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { preloadPage } from './app/routes';
import { apiMocking } from './config/env';
import { createAuthStore } from './features/auth/store';
import { startVitals } from './features/vitals/reportVitals';
import { clearChunkReloadMark } from './lib/lazyPage';
import './styles/main.scss';

async function start() {
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
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);

  clearChunkReloadMark();
  startVitals();
}

void start();
