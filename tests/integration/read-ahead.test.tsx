import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { pageReadAhead } from '../../src/app/signedInStart';
import { createAuthStore } from '../../src/features/auth/store';
import { getCarbonCreditStats } from '../../src/features/dashboard/api';
import { forgetPrefetchedReads, prefetchReads } from '../../src/lib/http';
import { server } from '../../src/mocks/node';
import { renderApp, signInDemoVendor } from '../support/renderApp';
import { countCalls, expectLoggedErrors } from './vendor-helpers';

// Issue 33, item 6: a signed-in start reads the dashboard's figures as it creates the session
// (src/boot.tsx with src/app/signedInStart.ts), not once the page has rendered; the page's own reads
// take those answers, so the server is asked once.

let stopCounting = () => {};
afterEach(() => {
  stopCounting();
  forgetPrefetchedReads();
  window.history.replaceState(null, '', '/');
});

describe('reading ahead of the dashboard', () => {
  it('starts the points and the requests as the session is created; the page takes them and asks the server nothing twice', async () => {
    signInDemoVendor();
    window.history.replaceState(null, '', '/dashboard');
    const calls = countCalls();
    stopCounting = calls.stop;

    const readAhead = await pageReadAhead();
    const store = createAuthStore();
    expect(readAhead).toBeInstanceOf(Function);
    readAhead?.(store);
    // Asked before anything rendered.
    await waitFor(() => expect(calls.of('/api/WebData/carbonCreditStats')).toBe(1));
    expect(calls.of('/api/WebData/getAllCollReq')).toBe(1);

    renderApp('/dashboard', { store });
    const points = await screen.findByRole('region', { name: 'Green points' });
    await within(points).findByText('Points balance');
    expect(await screen.findAllByRole('row')).not.toHaveLength(0);
    expect(calls.of('/api/WebData/carbonCreditStats')).toBe(1);
    expect(calls.of('/api/WebData/getAllCollReq')).toBe(1);
  });

  it('reads nothing ahead of a page outside the vendor area', async () => {
    signInDemoVendor();
    window.history.replaceState(null, '', '/about-us');
    expect(await pageReadAhead()).toBeUndefined();
  });

  it('gives a read ahead to the first identical read only; a later one asks the server again', async () => {
    signInDemoVendor();
    createAuthStore();
    const calls = countCalls();
    stopCounting = calls.stop;
    prefetchReads(() => void getCarbonCreditStats());
    const first = await getCarbonCreditStats();
    expect(calls.of('/api/WebData/carbonCreditStats')).toBe(1);
    // Another outlet is another read: not the one read ahead.
    await getCarbonCreditStats(22).catch(() => undefined);
    expect(calls.of('/api/WebData/carbonCreditStats')).toBe(2);
    const second = await getCarbonCreditStats();
    expect(calls.of('/api/WebData/carbonCreditStats')).toBe(3);
    expect(second).toEqual(first);
  });

  it('when the read ahead failed, the page asks again and shows what the server says then', async () => {
    expectLoggedErrors();
    signInDemoVendor();
    createAuthStore();
    const calls = countCalls();
    stopCounting = calls.stop;
    server.use(http.post('/api/WebData/carbonCreditStats', () => HttpResponse.error(), { once: true }));
    prefetchReads(() => void getCarbonCreditStats());
    const answer = await getCarbonCreditStats();
    expect(answer.status).toBe('Success');
    expect(calls.of('/api/WebData/carbonCreditStats')).toBe(2);
  });
});
