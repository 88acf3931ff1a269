import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { db } from '../src/mocks/db';
import { server } from '../src/mocks/node';
import { loadCatalog } from '../src/i18n/catalogs';

// findBy* and waitFor wait up to 5 s, not 1: on a two-core machine a first lazy import (a page, axios)
// can take longer than a second while other tests run; a failing expectation still fails.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // As the browser entry does before its first render: the shell's messages in both languages.
  await Promise.all([loadCatalog('en', 'common'), loadCatalog('hi', 'common')]);
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  db.reset();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/', domain: window.location.hostname });
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => server.close());

// jsdom has no matchMedia or scrolling; the layout asks for both.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = (() => {}) as typeof window.scrollTo;
Element.prototype.scrollIntoView = function scrollIntoView() {};
