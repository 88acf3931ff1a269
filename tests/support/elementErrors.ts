/**
 * Testing Library's error for a query that found nothing (or too much) prints the page's DOM into
 * its message. In findBy* and waitFor every try that fails makes such an error, and only the last
 * one is ever shown: printing the DOM for each was about 4% of the tests' time. The message, DOM
 * and all, is now made when it is first read (a failing test's report, waitFor at its time-out, an
 * assertion on it), in Testing Library's own words. Set up once per module registry: tests/setup.ts
 * imports it, and runs again for every file.
 */
import { configure, getConfig } from '@testing-library/react';

const printNow = getConfig().getElementError;

configure({
  getElementError(message, container) {
    const error = new Error();
    error.name = 'TestingLibraryElementError';
    let printed: string | undefined;
    Object.defineProperty(error, 'message', {
      get: () => (printed ??= printNow(message, container).message),
      set: (value: string) => void (printed = value),
      configurable: true,
    });
    return error;
  },
});
