import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../src/mocks/db';
import { server } from '../../src/mocks/node';
import { mockSessionToken } from '../support/renderApp';
import { expectLoggedErrors, renderApp, renderSignedIn } from './vendor-helpers';

// Calling off a Pending collection request from the dashboard: a confirmation that names it, the
// list showing it Cancelled (and so after a reload: the mock API keeps it), and the server's reason
// when it refuses.

const NAME = 'Rajeshwari Venkataraman';
const requestsTable = () => screen.findByRole('table', { name: /your collection requests/i });

describe('cancelling a pending request', () => {
  it('asks first, naming the request; Keep it changes nothing; Yes cancels it for good', async () => {
    const { user } = await renderSignedIn('/dashboard', NAME);
    const table = await requestsTable();
    // Only the Pending request can be cancelled.
    expect(within(table).getAllByRole('button', { name: /^Cancel request/ })).toHaveLength(1);

    await user.click(within(table).getByRole('button', { name: 'Cancel request of 18 Nov 2026' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Cancel your collection request of 18 Nov 2026 for 152 KG? Our team will not come for it.' });
    expect(within(confirm).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(within(table).getAllByRole('row')[1]).getByText('Pending')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Cancel request of 18 Nov 2026' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    const note = await screen.findByText('Your collection request of 18 Nov 2026 is cancelled.');
    expect(note).toHaveAttribute('role', 'status');
    expect(within(within(table).getAllByRole('row')[1]).getByText('Cancelled')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Cancel request/ })).not.toBeInTheDocument();
    expect(db.get().collectionRequests.find((request) => request.requested_on.startsWith('2026-11-18'))?.status).toBe('Cancelled');

    // A cancelled request stays cancelled when the dashboard is opened again (the list kept on the
    // device shows first, then the server's, which says so).
    cleanup();
    renderApp('/dashboard');
    const reopened = await requestsTable();
    await waitFor(() => expect(within(within(reopened).getAllByRole('row')[1]).getByText('Cancelled')).toBeInTheDocument());
  });

  it('keeps the confirmation open with the server’s reason when it refuses', async () => {
    const { user } = await renderSignedIn('/dashboard', NAME);
    const table = await requestsTable();
    server.use(http.post('/api/collectionrequests/cancel', () => HttpResponse.json({ status: 'Error', message: 'Our van is already on its way.' })));
    await user.click(within(table).getByRole('button', { name: 'Cancel request of 18 Nov 2026' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The request could not be cancelled. Our van is already on its way.');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(within(within(table).getAllByRole('row')[1]).getByText('Pending')).toBeInTheDocument();
  });

  it('says so when the call fails, and the request stays Pending', async () => {
    expectLoggedErrors();
    const { user } = await renderSignedIn('/dashboard', NAME);
    const table = await requestsTable();
    server.use(http.post('/api/collectionrequests/cancel', () => HttpResponse.error()));
    await user.click(within(table).getByRole('button', { name: 'Cancel request of 18 Nov 2026' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The request could not be cancelled\. /);
    expect(screen.getByRole('button', { name: 'Yes, cancel it' })).toBeEnabled();
  });

  it('is in Hindi under /hi', async () => {
    const { user } = await renderSignedIn('/hi/dashboard', NAME);
    const table = await screen.findByRole('table', { name: 'आपकी कलेक्शन रिक्वेस्ट, सबसे नई पहले' });
    await user.click(within(table).getByRole('button', { name: '18 नवंबर 2026 की रिक्वेस्ट रद्द करें' }));
    await user.click(screen.getByRole('button', { name: 'हाँ, रद्द करें' }));
    expect(await screen.findByText('18 नवंबर 2026 की आपकी कलेक्शन रिक्वेस्ट रद्द हो गई।')).toBeInTheDocument();
  });

  it('the mock API refuses a request that is not Pending', async () => {
    const scheduled = db.get().collectionRequests.find((request) => request.status === 'Scheduled');
    expect(scheduled).toBeDefined();
    const body = new FormData();
    body.append('id', String(scheduled!.id));
    const response = await fetch(new URL('/api/collectionrequests/cancel', window.location.href), { method: 'POST', headers: { Authorization: `Bearer ${mockSessionToken()}` }, body });
    const answer = await response.json();
    expect(answer).toEqual({ status: 'Error', message: 'Only a pending request can be cancelled; call us to change a scheduled pickup.' });
  });
});
