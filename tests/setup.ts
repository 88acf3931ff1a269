import '@testing-library/jest-dom/vitest';
// IndexedDB, as every browser the site supports has it: the vendor's kept reads and the outbox
// (lib/deviceData, lib/outboxStore) run as in the browser; emptied after each test, below.
import 'fake-indexeddb/auto';
import { clear, createStore } from 'idb-keyval';
import { format } from 'node:util';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { db } from '../src/mocks/db';
import { server } from '../src/mocks/node';
import { loadCatalog } from '../src/i18n/catalogs';
import { bindAuth } from '../src/lib/http';
import { refreshOutbox } from '../src/features/outbox/outbox';
import { resetDeviceStatus } from '../src/lib/deviceStatus';
import { forgetUnread } from '../src/features/alerts/unread';
import { expectTrafficOnContract, watchApiContract } from './support/apiContractWatch';
// What jsdom lacks (matchMedia, scrolling) and a browser's saving of downloads; a module, so set up once per jsdom.
import './support/browserStandIns';
// Testing Library's errors print the DOM only when their message is read.
import './support/elementErrors';

// findBy* and waitFor wait up to 5 s, not 1: on a two-core machine a first lazy import (a page, axios)
// can take longer than a second while other tests run; a failing expectation still fails.
configure({ asyncUtilTimeout: 5000 });

// A quiet run is a useful signal only if nothing is quietly ignored: a console.error or
// console.warn that a test did not ask for (an error the app logged, a React warning about act()
// or a hydration mismatch, jsdom's "Not implemented", an MSW warning) fails that test, with what
// was logged. A test that makes something fail on purpose calls expectLoggedErrors()
// (tests/integration/vendor-helpers.tsx), which silences the log for that test and can assert it.
// Registered before the other hooks, so its afterEach runs last, after clean-up has unmounted.
const unexpectedLogs: string[] = [];
type Write = ((...args: unknown[]) => void) & { unguarded?: (...args: unknown[]) => void };
const guard = {} as Record<'error' | 'warn', Write>;
for (const level of ['error', 'warn'] as const) {
  const write = (console[level] as Write).unguarded ?? console[level].bind(console);
  guard[level] = Object.assign(
    (...args: unknown[]) => {
      unexpectedLogs.push(`console.${level}: ${format(...args).split('\n').slice(0, 12).join('\n')}`);
      write(...args);
    },
    { unguarded: write },
  );
  console[level] = guard[level];
}
// jsdom reports what it cannot do ("Not implemented: navigation to another Document", window.print)
// straight to the process's stderr, apart from any test; send it through the test's console instead.
const { virtualConsole } = (globalThis as unknown as { jsdom: { virtualConsole: NodeJS.EventEmitter } }).jsdom;
virtualConsole.removeAllListeners('jsdomError');
virtualConsole.on('jsdomError', (error: Error) => console.error(error.message));
beforeEach(() => {
  unexpectedLogs.length = 0;
});
afterEach(() => {
  // A spy lasts one test, so a later test in the file does not run silenced.
  for (const level of ['error', 'warn'] as const) {
    if (vi.isMockFunction(console[level])) console[level].mockRestore();
    console[level] = guard[level];
  }
  const logged = unexpectedLogs.splice(0);
  if (logged.length > 0) {
    throw new Error(
      `The test logged ${logged.length} unexpected message(s); a test that provokes them on purpose calls expectLoggedErrors() and asserts them:\n\n${logged.join('\n\n')}`,
    );
  }
});

// Every request the site sends and every answer the mock gives is checked against the API's
// document (api/openapi.yaml); a test whose calls break it fails, naming the call. Registered
// before the clean-up below, so it runs after it: the calls of the page just unmounted are in.
watchApiContract(server);
afterEach(expectTrafficOnContract);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // As the browser entry does before its first render: the shell's messages in both languages.
  await Promise.all([loadCatalog('en', 'common'), loadCatalog('hi', 'common')]);
});
afterEach(async () => {
  cleanup();
  // A page binds the HTTP layer to its session store, and a signed-out page creates none: a call of
  // the last test still on its way must not end that test's session in the next one (a browser
  // has one page, so one binding, at a time).
  bindAuth({ getToken: () => null, onUnauthorized: () => {} });
  server.resetHandlers();
  db.reset();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/', domain: window.location.hostname });
  sessionStorage.clear();
  localStorage.clear();
  // Nothing kept on the "device" outlives a test: the kept reads, the waiting actions, and the
  // outbox's view of them (after the clean-up above: nothing rendered listens any more).
  await Promise.all([clear(createStore('greendrop-device', 'vendor-data')), clear(createStore('greendrop-outbox', 'actions'))]);
  await refreshOutbox();
  resetDeviceStatus();
  forgetUnread();
});
afterAll(() => {
  server.close();
  // The listeners this file's tests added: the next file in the worker (project `shared`) has the same server.
  server.events.removeAllListeners();
});
