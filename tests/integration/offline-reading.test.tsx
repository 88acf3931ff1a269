import { screen, waitFor, within } from '@testing-library/react';
import { createStore, keys } from 'idb-keyval';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../src/mocks/node';
import { renderApp } from '../support/renderApp';
import { expectLoggedErrors, renderSignedIn } from './vendor-helpers';

// Issue 33, item 2, in the page: the vendor's reads are kept on the device (IndexedDB, here
// fake-indexeddb), given back when the API cannot be reached with "Offline: as of …", and a page
// whose data was never kept says it needs a network once. A 401 deletes what was kept.

const NAME = 'Rajeshwari Venkataraman';
const kept = () => keys<[string, string]>(createStore('greendrop-device', 'vendor-data'));
const unreachable = [http.post('/api/*', () => HttpResponse.error()), http.get('/api/*', () => HttpResponse.error())];

describe('the vendor area with no network', () => {
  it('shows the dashboard as last fetched, marked offline as of then, and says a page never opened needs a network once', async () => {
    expectLoggedErrors();
    const { user, unmount } = await renderSignedIn('/dashboard', NAME);
    const points = await screen.findByRole('region', { name: 'Green points' });
    await within(points).findByText('Points balance');
    const balance = within(points).getAllByRole('definition')[0].textContent;
    await waitFor(async () => expect((await kept()).map(([, address]) => address)).toContainEqual(expect.stringMatching(/^POST \/WebData\/carbonCreditStats/)));
    unmount();

    server.use(...unreachable);
    renderApp('/dashboard');
    const offline = await screen.findByRole('region', { name: 'Green points' });
    await waitFor(() => expect(within(offline).getAllByRole('definition')[0]).toHaveTextContent(balance ?? ''));
    expect(await screen.findByText(/^Offline: as of \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s(am|pm)$/)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Open the payments' }));
    const notice = (await screen.findByText(/needs a network connection once/)).closest('p') as HTMLElement;
    expect(within(notice).getByRole('link', { name: '1800 123 4567' })).toHaveAttribute('href', 'tel:18001234567');
  });

  it('deletes what was kept when the API answers 401', async () => {
    expectLoggedErrors();
    const { user } = await renderSignedIn('/dashboard', NAME);
    await screen.findByText('Points balance');
    await waitFor(async () => expect((await kept()).length).toBeGreaterThan(0));
    server.use(http.post('/api/WebData/getAllCollReq', () => HttpResponse.json({ status: 'Error', message: 'Unauthenticated.' }, { status: 401 })));
    await user.click(screen.getByRole('link', { name: 'Open the disposal register' }));
    await user.click(await within(screen.getByRole('main')).findByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor Login' })).toBeInTheDocument();
    await waitFor(async () => expect(await kept()).toEqual([]));
  });
});
