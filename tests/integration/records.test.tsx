import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../src/mocks/node';
import { expectLoggedErrors, renderSignedIn } from './vendor-helpers';
import { cellsOf, monthNames, openRecords, pasteDate, recordCalls, rowOfReceipt, setUpRecordsTests, totalRow, typeDate, waitForMonths } from './records-helpers';

const FY_MONTHS = ['April 2026', 'May 2026', 'June 2026', 'July 2026', 'August 2026', 'September 2026', 'October 2026', 'November 2026'];

setUpRecordsTests();

describe('/dashboard/records: the disposal register', () => {
  it('shows the current financial year by default, one row per pickup, grouped by month with totals', async () => {
    const calls = recordCalls();
    const { table } = await openRecords();
    expect(calls).toEqual(['2026-04-01..2026-11-21']);
    expect(table).toHaveAccessibleName('Disposal register, 1 April 2026 to 21 November 2026');
    expect(screen.getByLabelText('From')).toHaveValue('01/04/2026');
    expect(screen.getByLabelText('To')).toHaveValue('21/11/2026');
    expect(monthNames(table)).toEqual(FY_MONTHS);

    // The pickup of the vendor's request of 24 October, as its receipt records it.
    expect(cellsOf(rowOfReceipt(table, 'GD/BLR/26-27/008989'))).toEqual([
      '28 Oct 2026',
      'GD/BLR/26-27/008989',
      'U5SNRB',
      // The net weight, with the vendor's estimate at booking under it.
      '212.7Your estimate 218: −5.3 (−2.4 %)',
      '7',
      // Gross less tare, and the scale with the day its stamp was renewed.
      '225.3 gross − 12.6 tareGD-WS-2309, stamped 23 Nov 2025',
      '₹66.50',
      '₹14,144.55',
      '30.3%',
      'KA 05 MN 2309',
      'Syed Imran',
      'Biodiesel plant',
      '425',
    ]);
    // A route pickup whose oil was not tested says so.
    expect(cellsOf(rowOfReceipt(table, 'GD/BLR/26-27/008423'))[8]).toBe('Not tested');

    expect(cellsOf(totalRow(table, /^Total for October 2026/))).toEqual(['Total for October 2026 (5 pickups)', '836.4', '28', '', '₹55,620.60', '', '1,673']);
    expect(cellsOf(totalRow(table, /^Total for April 2026/))).toEqual(['Total for April 2026 (4 pickups)', '485.9', '17', '', '₹32,312.35', '', '971']);
    const rangeTotal = cellsOf(totalRow(table, /^Total for the period/));
    expect(rangeTotal[0]).toBe('Total for the period (40 pickups)');
    expect(rangeTotal[1]).toBe('5,803.1');
    expect(rangeTotal[4]).toBe('₹3,87,360.55');

    const summary = screen.getByLabelText('Totals for the period');
    expect(within(summary).getByText('Pickups').nextElementSibling).toHaveTextContent('40');
    expect(within(summary).getByText('Oil collected').nextElementSibling).toHaveTextContent('5,803.1 kg');
  });

  it('sorts by date, newest first and back, months and rows alike', async () => {
    const { user, table } = await openRecords();
    const dates = () => within(table).getAllByRole('rowheader').filter((cell) => cell.querySelector('time')).map((cell) => cell.textContent);
    expect(dates()[0]).toBe('07 Apr 2026');
    expect(within(table).getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'ascending');

    await user.selectOptions(screen.getByLabelText('Order'), 'Newest first');
    expect(monthNames(table)).toEqual([...FY_MONTHS].reverse());
    expect(dates()[0]).toBe('17 Nov 2026');
    expect(dates().at(-1)).toBe('07 Apr 2026');
    expect(within(table).getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');

    await user.selectOptions(screen.getByLabelText('Order'), 'Oldest first');
    expect(dates()[0]).toBe('07 Apr 2026');
  });

  it('loads the range the vendor picks, and refuses a start after the end without a call', async () => {
    const calls = recordCalls();
    const { user } = await openRecords();
    await typeDate(user, 'From', '01/10/2026');
    await typeDate(user, 'To', '31/10/2026');
    await waitFor(() => expect(calls).toContain('2026-10-01..2026-10-31'));
    await waitForMonths(() => screen.getByRole('table', { name: /^Disposal register/ }), ['October 2026']);
    expect(screen.getByRole('table', { name: 'Disposal register, 1 October 2026 to 31 October 2026' })).toBeInTheDocument();

    const before = calls.length;
    await typeDate(user, 'To', '30/09/2026');
    expect(await screen.findByText('The start date must be on or before the end date.')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.slice(before).filter((call) => call.endsWith('2026-09-30'))).toEqual([]);
    // The register keeps showing the last valid range.
    expect(monthNames(screen.getByRole('table', { name: /^Disposal register/ }))).toEqual(['October 2026']);
  });

  it('keeps a date the calendar cannot take as it was typed, says what is wrong under its field, and loads nothing', async () => {
    const calls = recordCalls();
    const { user } = await openRecords();
    await pasteDate(user, 'To', '31/10/2026');
    await waitFor(() => expect(calls).toContain('2026-04-01..2026-10-31'));
    const from = screen.getByLabelText('From');

    // After today: the calendar cannot take it (it used to put the old date back).
    await pasteDate(user, 'From', '25/11/2026');
    await user.tab();
    expect(from).toHaveValue('25/11/2026');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription('Choose a date no later than today, 21/11/2026.');

    // Letters (it used to keep them in the box with no message, and the old date in force).
    await user.tripleClick(from);
    await user.keyboard('0l/1O/2026');
    await user.tab();
    expect(from).toHaveValue('0l/1O/2026');
    expect(from).toHaveAccessibleDescription('Enter the date as DD/MM/YYYY, for example 01/04/2026.');

    // Before today but after the end: the order's message, under the date just typed, not the end's.
    await pasteDate(user, 'From', '15/11/2026');
    await user.tab();
    expect(from).toHaveValue('15/11/2026');
    expect(from).toHaveAccessibleDescription('The start date must be on or before the end date.');
    expect(screen.getByLabelText('To')).not.toHaveAttribute('aria-invalid');
    expect(calls).toEqual(['2026-04-01..2026-11-21', '2026-04-01..2026-10-31']);
    // The register keeps showing the last valid range.
    expect(screen.getByRole('table', { name: 'Disposal register, 1 April 2026 to 31 October 2026' })).toBeInTheDocument();

    await pasteDate(user, 'From', '01/10/2026');
    await waitFor(() => expect(calls).toContain('2026-10-01..2026-10-31'));
    expect(from).not.toHaveAttribute('aria-invalid');
  });

  it('Escape closes the calendar of a typed date and leaves focus on the field, for the next key', async () => {
    const { user } = await openRecords();
    await typeDate(user, 'From', '01/10/2026');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose Date' })).not.toBeInTheDocument());
    // The picker's own timer (focus back) and frame (blur) have run.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));
    expect(screen.getByLabelText('From')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('To')).toHaveFocus();
  });

  it('explains when records appear, for a range without pickups', async () => {
    const { user } = await openRecords();
    await typeDate(user, 'From', '01/01/2025');
    await typeDate(user, 'To', '31/03/2025');
    expect(await screen.findByText('No pickups recorded from 1 January 2025 to 31 March 2025.')).toBeInTheDocument();
    expect(screen.getByText(/as soon as our collector has weighed your oil and written the receipt/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a collection' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });

  it('shows an Error status with Try again, which asks for the same range again', async () => {
    expectLoggedErrors();
    const calls = recordCalls();
    const { user } = await openRecords();
    await typeDate(user, 'From', '01/10/2026');
    await waitFor(() => expect(calls).toContain('2026-10-01..2026-11-21'));
    server.use(http.post('/api/WebData/getCollectionRecords', () => HttpResponse.json({ status: 'Error', message: 'Receipts are being reconciled. Try again in a minute.' }), { once: true }));
    await typeDate(user, 'To', '31/10/2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your disposal register could not be loaded. Receipts are being reconciled. Try again in a minute.');
    expect(screen.getByLabelText('From')).toHaveValue('01/10/2026');
    expect(screen.getByLabelText('To')).toHaveValue('31/10/2026');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitForMonths(() => screen.getByRole('table', { name: /^Disposal register/ }), ['October 2026']);
    expect(calls.slice(-2)).toEqual(['2026-10-01..2026-10-31', '2026-10-01..2026-10-31']);
  });

  it('says so when the server cannot be reached, and recovers on Try again', async () => {
    expectLoggedErrors();
    server.use(http.post('/api/WebData/getCollectionRecords', () => HttpResponse.error(), { once: true }));
    // Signed out first: the gate sends the vendor to /login and back to the register.
    const { user } = await renderSignedIn('/dashboard/records', 'Disposal register');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server. Check your connection and try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Disposal register, 1 April 2026 to 21 November 2026' })).toBeInTheDocument();
  });

  it('signs out on a 401 and asks to log in again', async () => {
    expectLoggedErrors();
    const { user } = await openRecords();
    server.use(http.post('/api/WebData/getCollectionRecords', () => HttpResponse.json({ status: 'Error', message: 'Unauthenticated.' }, { status: 401 })));
    await typeDate(user, 'From', '01/10/2026');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor Login' })).toBeInTheDocument();
    expect(screen.getByText('Your session has ended. Please log in again.')).toBeInTheDocument();
    await waitFor(() => expect(Cookies.get('_auth')).toBeUndefined());
  });
});
