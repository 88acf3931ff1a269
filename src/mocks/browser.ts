import { setupWorker } from 'msw/browser';
import { announceDemo } from './demoInfo';
import { handlers } from './handlers';

/** Starts the in-browser mock API (when VITE_API_MOCKING is on) before the app renders. */
export async function startMockApi(): Promise<void> {
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  announceDemo();
}
