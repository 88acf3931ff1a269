import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DRAFT_KEY } from '../../src/features/registration/draft';
import { server } from '../../src/mocks/node';
import { signInDemoVendor } from '../support/renderApp';
import { loadRecordsPages } from './records-helpers';
import { renderWizard } from './registration-helpers';
import { renderApp, renderSignedIn } from './vendor-helpers';

// The business runs on India's time, whatever zone the device is on. 8 pm in London on Thursday
// 26 November 2026 is 1:30 am on Friday the 27th in India: a request sent then, an order placed a
// minute later, today's end of a default range, all say 27 November. This file also runs under
// TZ=UTC and TZ=America/Los_Angeles (the "zone" projects of vite.config.ts), where the device's own
// date is still the 26th.

const LATE_EVENING_IN_LONDON = new Date('2026-11-26T20:00:00Z');
const PAPER = 'Oil Filtration Paper, Pack of 100';

/** The clock at `now`, moving on by itself (user-event and the mock API's delays wait on it). */
const setClock = (now: Date) => vi.useFakeTimers({ toFake: ['Date'], now, shouldAdvanceTime: true });

beforeAll(loadRecordsPages, 60_000);
afterEach(() => {
  vi.useRealTimers();
  server.events.removeAllListeners();
});

/** The date ranges the page asked the API for, by call. */
function askedRanges() {
  const ranges: Record<string, string> = {};
  server.events.on('request:start', async ({ request }) => {
    if (request.method !== 'POST' || !/getOilSoldDetails|getCollectionRecords|getPayments/.test(request.url)) return;
    const form = await request.clone().formData();
    ranges[request.url.replace(/.*\//, '')] = `${String(form.get('dateFrom'))}..${String(form.get('dateUpto'))}`;
  });
  return ranges;
}

describe('one clock: India’s', () => {
  it('dates a request and an order placed a minute apart on the same Indian day', { timeout: 40_000 }, async () => {
    setClock(LATE_EVENING_IN_LONDON);
    const { user } = await renderSignedIn('/dashboard', 'Rajeshwari Venkataraman');
    const requests = await screen.findByRole('table', { name: /your collection requests/i });
    await user.type(screen.getByLabelText('Filled drums'), '2');
    await user.click(screen.getByRole('button', { name: 'Request collection' }));
    expect(await screen.findByText(/your collection request has been sent/i)).toBeInTheDocument();
    expect(within(requests).getAllByRole('row')[1]).toHaveTextContent('27 Nov 2026');

    vi.setSystemTime(new Date('2026-11-26T20:01:00Z'));
    await user.click(screen.getByRole('link', { name: 'Open the green points cart' }));
    await user.click(await screen.findByRole('button', { name: `Add ${PAPER} to cart` }));
    await within(screen.getByRole('region', { name: 'Your cart' })).findByLabelText(`${PAPER} quantity`);
    await user.click(screen.getAllByRole('radio')[0]);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await within(screen.getByRole('region', { name: 'Place your order' })).findByRole('status')).toHaveTextContent(/^Order GD-2026-\d+ placed/);
    const orders = screen.getByRole('region', { name: 'Your orders' });
    await waitFor(() => expect(within(orders).getAllByRole('article')).toHaveLength(4));
    const newest = within(orders).getAllByRole('article')[0];
    expect(within(newest).getByText('Placed on').nextElementSibling).toHaveTextContent('27 Nov 2026');
  });

  it('ends the dashboard’s last six months on the Indian date', async () => {
    setClock(LATE_EVENING_IN_LONDON);
    const ranges = askedRanges();
    await renderSignedIn('/dashboard', 'Rajeshwari Venkataraman');
    await screen.findByRole('table', { name: 'Oil sold by month' });
    expect(screen.getByLabelText('To')).toHaveValue('27/11/2026');
    expect(ranges.getOilSoldDetails).toBe('2026-06-01..2026-11-27');
  });

  it('starts a new financial year on 1 April in India, while it is still 31 March elsewhere', async () => {
    // 8 pm on 31 March 2027 in London is 1:30 am on 1 April in India: FY 2027-28 has begun.
    setClock(new Date('2027-03-31T20:00:00Z'));
    const ranges = askedRanges();
    await renderSignedIn('/dashboard/records', 'Disposal register');
    await waitFor(() => expect(ranges.getCollectionRecords).toBe('2027-04-01..2027-04-01'));
    expect(screen.getByLabelText('From')).toHaveValue('01/04/2027');
    expect(screen.getByLabelText('To')).toHaveValue('01/04/2027');
  });
});

/** The day the open calendar marks as today (for the eye and for a screen reader), as its number. */
function markedToday(): string[] {
  const calendar = screen.getByRole('dialog', { name: 'Choose Date' });
  return within(calendar)
    .getAllByRole('gridcell')
    .filter((day) => day.getAttribute('aria-current') === 'date' || day.classList.contains('is-india-today'))
    .map((day) => `${day.textContent} ${day.getAttribute('aria-current')} ${day.classList.contains('is-india-today')}`);
}

describe('the calendars’ today is India’s', () => {
  it('in the period picker', async () => {
    setClock(LATE_EVENING_IN_LONDON);
    signInDemoVendor();
    const { user } = renderApp('/dashboard/records');
    await user.click(await screen.findByLabelText('To'));
    // The 27th, marked for the eye and for a screen reader; not the device's 26th.
    expect(markedToday()).toEqual(['27 date true']);
  });

  it('in the booking form’s start date', async () => {
    setClock(LATE_EVENING_IN_LONDON);
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ phone: '9123456780', otpSentAt: null, expectedOtp: null, otp: '', verified: true, details: {} }));
    const { user } = renderWizard();
    // The picker's code arrives with the step: until then a disabled look-alike holds its place.
    await waitFor(() => expect(screen.getByLabelText('Expected start date')).toBeEnabled(), { timeout: 10_000 });
    await user.click(screen.getByLabelText('Expected start date'));
    expect(await screen.findByRole('dialog', { name: 'Choose Date' })).toBeInTheDocument();
    expect(markedToday()).toEqual(['27 date true']);
  });
});
