import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/mocks/db';
import { server } from '../../src/mocks/node';
import { expectLoggedErrors, renderSignedIn } from './vendor-helpers';

const NAME = 'Rajeshwari Venkataraman';

describe('/dashboard: points and collection requests', () => {
  it('shows who is signed in and their green points', async () => {
    await renderSignedIn('/dashboard', NAME);
    expect(screen.getByText('Spice Route Kitchens')).toBeInTheDocument();
    const points = screen.getByRole('region', { name: 'Green points' });
    await within(points).findByText('Points earned');
    // The mock's points: earned since Dec 2025 at its per-KG rate, 1,800 used.
    const earned = within(points).getByText('Points earned').nextElementSibling?.textContent ?? '';
    const used = within(points).getByText('Points used').nextElementSibling?.textContent;
    const balance = within(points).getByText('Points balance').nextElementSibling?.textContent ?? '';
    expect(used).toBe('1,800');
    expect(Number(earned.replace(/,/g, '')) - 1800).toBe(Number(balance.replace(/,/g, '')));
    expect(screen.getByRole('link', { name: 'Open the green points cart' })).toHaveAttribute('href', '/dashboard/cart');
  });

  it('lists the open requests and the latest five closed ones, each earlier one a click away, with certificates of those collected', async () => {
    const { user } = await renderSignedIn('/dashboard', NAME);
    const table = await screen.findByRole('table', { name: /your collection requests/i });
    // Pending and Scheduled, then five of the eight closed ones.
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(7);
    expect(screen.getByText('Showing 7 of 10 requests: every open one and the latest ones closed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show earlier requests (3 more)' }));
    expect(screen.getByText('Showing 10 of 10 requests: every open one and the latest ones closed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show earlier requests/ })).not.toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    // The request of 24 October was collected on the 28th: its certificate is a link away.
    expect(within(rows[2]).getByRole('link', { name: 'Certificate for receipt GD/BLR/26-27/008989' })).toHaveAttribute('href', '/dashboard/records/GD/BLR/26-27/008989');
    expect(within(rows[0]).queryByRole('link', { name: /^Certificate/ })).not.toBeInTheDocument();
    expect(within(rows[0]).getByText('18 Nov 2026')).toBeInTheDocument();
    expect(within(rows[0]).getByText('152 KG')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Pending')).toHaveClass('status-badge', 'status-pending');
    expect(within(rows[1]).getByText('Scheduled')).toBeInTheDocument();
    expect(within(rows[3]).getByText('Cancelled')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Collected')).toBeInTheDocument();
  });

  it('shows an empty state when there are no requests', async () => {
    db.change((d) => {
      d.collectionRequests = [];
    });
    await renderSignedIn('/dashboard', NAME);
    expect(await screen.findByText(/you have not requested a collection yet/i)).toBeInTheDocument();
  });

  it('validates the request form before any call', async () => {
    const { user } = await renderSignedIn('/dashboard', NAME);
    await user.click(screen.getByRole('button', { name: 'Request collection' }));
    expect(await screen.findByText('Enter at least one filled drum or the volume in KG.')).toBeInTheDocument();
    expect(screen.getByLabelText('Filled drums')).toHaveFocus();
    await user.type(screen.getByLabelText('Empty drums wanted'), '-2');
    await user.type(screen.getByLabelText('Filled drums'), '2');
    await user.click(screen.getByRole('button', { name: 'Request collection' }));
    expect(await screen.findByText('Enter a whole number of drums, 0 or more.')).toBeInTheDocument();
    expect(db.get().collectionRequests).toHaveLength(10);
  });

  it('sends a request, adds it to the list without a reload and clears the form', async () => {
    const { user } = await renderSignedIn('/dashboard', NAME);
    const table = await screen.findByRole('table', { name: /your collection requests/i });
    let listCalls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/WebData/getAllCollReq')) listCalls += 1;
    });
    await user.type(screen.getByLabelText('Filled drums'), '3');
    await user.type(screen.getByLabelText('Volume'), '96.5');
    await user.type(screen.getByLabelText('Empty drums wanted'), '4');
    await user.type(screen.getByLabelText(/notes for our team/i), 'Back gate, before noon.');
    await user.click(screen.getByRole('button', { name: 'Request collection' }));

    expect(await screen.findByText(/your collection request has been sent/i)).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(8);
    expect(within(rows[0]).getByText('96.5 KG')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Back gate, before noon.')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByLabelText('Filled drums')).toHaveValue('');
    expect(screen.getByLabelText(/notes for our team/i)).toHaveValue('');
    expect(listCalls).toBe(0);
    server.events.removeAllListeners();
    expect(db.get().collectionRequests[0]).toMatchObject({ entered_drums_qty: 3, entered_volume: 96.5, empty_drums_qty: 4, notes_for_team: 'Back gate, before noon.' });
  });

  it('keeps a request sent while the list is still loading, even when the list was read before it', async () => {
    // The list is read from the database at once but answered only after the new request is stored.
    let answerList: () => void = () => {};
    const listAnswered = new Promise<void>((resolve) => (answerList = resolve));
    server.use(
      http.post('/api/WebData/getAllCollReq', async () => {
        const before = structuredClone(db.get().collectionRequests);
        await listAnswered;
        return HttpResponse.json({ status: 'Success', data: before });
      }),
    );
    const { user } = await renderSignedIn('/dashboard', NAME);
    expect(screen.getByText('Loading your collection requests...')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Volume'), '40');
    await user.type(screen.getByLabelText(/notes for our team/i), 'Sent before the list arrived.');
    await user.click(screen.getByRole('button', { name: 'Request collection' }));
    expect(await screen.findByText(/your collection request has been sent/i)).toBeInTheDocument();
    answerList();

    const table = await screen.findByRole('table', { name: /your collection requests/i });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(8);
    expect(within(rows[0]).getByText('Sent before the list arrived.')).toBeInTheDocument();
  });

  it("keeps the input and shows the server's message when the request fails", async () => {
    const logged = expectLoggedErrors();
    const { user } = await renderSignedIn('/dashboard', NAME);
    await screen.findByRole('table', { name: /your collection requests/i });
    server.use(http.post('/api/collectionrequests/submit', () => HttpResponse.json({ status: 'Error', message: 'Pickups are paused for the Diwali holiday.' })));
    await user.type(screen.getByLabelText('Volume'), '40');
    await user.type(screen.getByLabelText(/notes for our team/i), 'Call first');
    await user.click(screen.getByRole('button', { name: 'Request collection' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Pickups are paused for the Diwali holiday.');
    expect(screen.getByLabelText('Volume')).toHaveValue('40');
    expect(screen.getByLabelText(/notes for our team/i)).toHaveValue('Call first');
    expect(within(screen.getByRole('table', { name: /your collection requests/i })).getAllByRole('row')).toHaveLength(8);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ serverMessage: 'Pickups are paused for the Diwali holiday.' }));
  });

  it('keeps a request that cannot reach the server on the device, waiting to send, withdrawable, and sends it once when the network is back', async () => {
    expectLoggedErrors();
    const { user } = await renderSignedIn('/dashboard', NAME);
    const table = await screen.findByRole('table', { name: /your collection requests/i });
    const before = db.get().collectionRequests.length;
    const offline = http.post('/api/collectionrequests/submit', () => HttpResponse.error());
    server.use(offline);
    for (const [drums, notes] of [
      ['1', 'Withdrawn before it went.'],
      ['2', 'Sent when the network came back.'],
    ]) {
      await user.type(screen.getByLabelText('Filled drums'), drums);
      await user.type(screen.getByLabelText(/notes for our team/i), notes);
      await user.click(screen.getByRole('button', { name: 'Request collection' }));
      expect(await screen.findByText(/^No network: your request is saved on this phone/)).toBeInTheDocument();
      // Out of the form, into the list: the form is ready for the next one.
      expect(screen.getByLabelText('Filled drums')).toHaveValue('');
    }
    const waiting = screen.getByRole('region', { name: 'Waiting to send' });
    expect(within(waiting).getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Collection request: 1 filled drum, 0 KG',
      'Collection request: 2 filled drums, 0 KG',
    ]);
    await user.click(within(waiting).getByRole('button', { name: 'Withdraw: Collection request: 1 filled drum, 0 KG' }));
    expect(await screen.findByText('Withdrawn: Collection request: 1 filled drum, 0 KG. It will not be sent.')).toBeInTheDocument();
    expect(within(waiting).getAllByRole('listitem')).toHaveLength(1);
    expect(db.get().collectionRequests).toHaveLength(before);

    server.resetHandlers();
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Sent now that the network is back: Collection request: 2 filled drums, 0 KG.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Waiting to send' })).not.toBeInTheDocument());
    expect(db.get().collectionRequests).toHaveLength(before + 1);
    expect(within(table).getAllByText('Sent when the network came back.')).toHaveLength(1);
    expect(within(table).queryByText('Withdrawn before it went.')).not.toBeInTheDocument();
  });

  it('shows a failure to load the points, with a retry', async () => {
    expectLoggedErrors();
    server.use(http.post('/api/WebData/carbonCreditStats', () => HttpResponse.error(), { once: true }));
    const { user } = await renderSignedIn('/dashboard', NAME);
    expect(await screen.findByText(/your green points could not be loaded/i)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Points balance')).toBeInTheDocument();
  });
});

describe('the dashboard charts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 21, 10, 0) });
  });
  afterEach(() => {
    vi.useRealTimers();
    server.events.removeAllListeners();
  });

  function recordRanges() {
    const bodies: { url: string; dateFrom: string; dateUpto: string }[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (!/getOilSoldDetails|getCarbonCredits/.test(request.url)) return;
      const form = await request.clone().formData();
      bodies.push({ url: request.url.replace(/.*\//, ''), dateFrom: String(form.get('dateFrom')), dateUpto: String(form.get('dateUpto')) });
    });
    return bodies;
  }

  it('shows the last 6 months by default, as charts with data tables', async () => {
    const bodies = recordRanges();
    await renderSignedIn('/dashboard', NAME);
    const oilTable = await screen.findByRole('table', { name: 'Oil sold by month' });
    expect(within(oilTable).getAllByRole('row')).toHaveLength(7);
    expect(within(oilTable).getByRole('rowheader', { name: 'Jun 2026' })).toBeInTheDocument();
    expect(within(oilTable).getByRole('rowheader', { name: 'Nov 2026' })).toBeInTheDocument();
    const pointsTable = screen.getByRole('table', { name: 'Green points earned by month' });
    expect(within(pointsTable).getAllByRole('row')).toHaveLength(7);
    expect(screen.getByRole('img', { name: /oil sold by month, in kg/i })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /amount paid by month, in rupees/i })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /green points earned by month/i })).toBeInTheDocument();
    expect(bodies).toEqual(
      expect.arrayContaining([
        { url: 'getOilSoldDetails', dateFrom: '2026-06-01', dateUpto: '2026-11-21' },
        { url: 'getCarbonCredits', dateFrom: '2026-06-01', dateUpto: '2026-11-21' },
      ]),
    );
    expect(screen.getByLabelText('From')).toHaveValue('01/06/2026');
    expect(screen.getByLabelText('To')).toHaveValue('21/11/2026');
  });

  it('refetches both charts when the range changes, and refuses a start after the end', async () => {
    const bodies = recordRanges();
    const { user } = await renderSignedIn('/dashboard', NAME);
    await screen.findByRole('table', { name: 'Oil sold by month' });
    bodies.length = 0;

    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '01/01/2026');
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(bodies).toEqual(
        expect.arrayContaining([
          { url: 'getOilSoldDetails', dateFrom: '2026-01-01', dateUpto: '2026-11-21' },
          { url: 'getCarbonCredits', dateFrom: '2026-01-01', dateUpto: '2026-11-21' },
        ]),
      ),
    );
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Oil sold by month' })).getAllByRole('row')).toHaveLength(12));

    bodies.length = 0;
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '31/12/2025');
    await user.keyboard('{Escape}');
    expect(await screen.findByText('The start date must be on or before the end date.')).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    // Nothing is fetched for a range that is not valid; the charts keep the last valid one.
    expect(bodies.filter((b) => b.dateUpto === '2025-12-31')).toEqual([]);
    expect(within(screen.getByRole('table', { name: 'Oil sold by month' })).getAllByRole('row')).toHaveLength(12);

    await user.clear(to);
    await user.type(to, '31/03/2026');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(bodies).toContainEqual({ url: 'getOilSoldDetails', dateFrom: '2026-01-01', dateUpto: '2026-03-31' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Oil sold by month' })).getAllByRole('row')).toHaveLength(4));
    expect(screen.queryByText('The start date must be on or before the end date.')).not.toBeInTheDocument();
  });

  it('shows a chart failure with a retry, leaving the rest of the dashboard working', async () => {
    expectLoggedErrors();
    server.use(http.post('/api/WebData/getCarbonCredits', () => HttpResponse.json({ status: 'Error', message: 'Points are being recalculated.' }), { once: true }));
    const { user } = await renderSignedIn('/dashboard', NAME);
    expect(await screen.findByText(/the green points figures could not be loaded/i)).toHaveTextContent('Points are being recalculated.');
    expect(await screen.findByRole('table', { name: 'Oil sold by month' })).toBeInTheDocument();
    const retry = within(screen.getByRole('region', { name: 'Green points earned' })).getByRole('button', { name: 'Try again' });
    await user.click(retry);
    expect(await screen.findByRole('table', { name: 'Green points earned by month' })).toBeInTheDocument();
  });
});
