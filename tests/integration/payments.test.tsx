import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '../../src/config/paths';
import { formatsFor } from '../../src/features/dashboard/format';
import { groupByMonth, totalsOf } from '../../src/features/records/registerRows';
import { demoPayments, withAdjustments } from '../../src/mocks/data/payments';
import { demoDisputes } from '../../src/mocks/disputes';
import { collectionRecords, JOINED_ON } from '../../src/mocks/data/records';
import { demoCollectionRequests } from '../../src/mocks/data/vendor';
import { server } from '../../src/mocks/node';
import { currentAddress, signInDemoVendor } from '../support/renderApp';
import { setUpRecordsTests, typeDate } from './records-helpers';
import { expectLoggedErrors, renderApp, renderSignedIn } from './vendor-helpers';

// /dashboard/payments for the demo vendor, on 21 November 2026, with the mock API's handlers.

setUpRecordsTests();
beforeAll(() => import('../../src/pages/PaymentsPage'), 60_000);

const TODAY = '2026-11-21';
const en = formatsFor('en-IN');
/** What the mock API holds: the demo vendor's receipts, disputes and payments up to today. */
const receiptsIn = (from: string, upto: string) => collectionRecords(demoCollectionRequests, from, upto, TODAY);
const disputes = demoDisputes(receiptsIn(JOINED_ON, TODAY), TODAY);
const allPayments = withAdjustments(demoPayments(receiptsIn(JOINED_ON, TODAY), TODAY), disputes);
/** The September pickup whose dispute was settled with 1.8 kg more, paid with the payment of 7 October. */
const settled = disputes.find((dispute) => dispute.status === 'Resolved') as (typeof disputes)[number];

async function openPayments(path = '/dashboard/payments', table = /^Payments received, /) {
  signInDemoVendor();
  const rendered = renderApp(path);
  await screen.findByRole('table', { name: table });
  return rendered;
}

const cellsOf = (row: HTMLElement) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent ?? '');
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

/** The payments the page asked for, as 'from..upto'. */
function paymentCalls(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (!request.url.endsWith('/WebData/getPayments')) return;
    const form = await request.clone().formData();
    calls.push(`${form.get('dateFrom')}..${form.get('dateUpto')}`);
  });
  return calls;
}

describe('/dashboard/payments', () => {
  it('lists the payments of the financial year so far, newest first, with the pickups each covers', async () => {
    const calls = paymentCalls();
    await openPayments();
    expect(calls).toEqual(['2026-04-01..2026-11-21']);
    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Payments received, 1 April 2026 to 21 November 2026' });
    const expected = allPayments.filter((p) => p.paid_on >= '2026-04-01');
    const rows = rowsOf(table).slice(0, -1);
    expect(rows).toHaveLength(expected.length);

    // The latest: October's route pickups, paid by NEFT on 7 November.
    const latest = expected[0];
    expect(cellsOf(rows[0]).slice(0, 4)).toEqual(['07 Nov 2026', en.rupees(latest.amount_inr), 'NEFT', latest.reference]);
    expect(latest.reference).toMatch(/^HDFCN26311\d{6}$/);
    const covered = within(rows[0]).getAllByRole('link').map((link) => link.textContent);
    expect(covered).toEqual(['GD/BLR/26-27/008169', 'GD/BLR/26-27/008423', 'GD/BLR/26-27/008678', 'GD/BLR/26-27/008941']);
    expect(rows[0]).toHaveTextContent('GD/BLR/26-27/008169 collected 06 Oct 2026');

    // The pickup booked on 24 October, paid by UPI two working days after it.
    const upi = within(table).getByRole('link', { name: 'GD/BLR/26-27/008989: certificate of collection' }).closest('tr') as HTMLElement;
    expect(cellsOf(upi).slice(0, 3)).toEqual(['30 Oct 2026', '₹14,144.55', 'UPI']);
    expect(cellsOf(upi)[3]).toMatch(/^6303\d{8}$/);

    // Paid on 7 April for March's pickups: listed, its amount shown apart from this period's pickups.
    const april = rows.find((row) => cellsOf(row)[0] === '07 Apr 2026') as HTMLElement;
    expect(april).toHaveTextContent('collected before this period');
    expect(april).toHaveTextContent(`${cellsOf(april)[1]} of it for pickups collected before this period`);
    const received = expected.reduce((sum, p) => sum + Math.round(p.amount_inr * 100), 0) / 100;
    expect(cellsOf(rowsOf(table).at(-1) as HTMLElement)[0]).toBe('Received in this period');
    expect(cellsOf(rowsOf(table).at(-1) as HTMLElement)[1]).toBe(en.rupees(received));
  });

  it('opens a receipt’s certificate from the payment that covers it', async () => {
    const { user } = await openPayments();
    await user.click(screen.getByRole('link', { name: 'GD/BLR/26-27/008989: certificate of collection' }));
    await waitFor(() => expect(currentAddress()).toBe(paths.certificate('GD/BLR/26-27/008989')));
  });

  it('shows what is still due: this month’s route pickups, with their total', async () => {
    await openPayments();
    const due = receiptsIn('2026-11-01', TODAY);
    const total = due.reduce((sum, r) => sum + Math.round(r.amount_inr * 100), 0) / 100;
    expect(en.rupees(total)).toBe('₹39,784.80');
    const section = screen.getByRole('region', { name: 'Still to be paid' });
    expect(within(section).getByText('Due: ₹39,784.80 for 3 pickups')).toBeInTheDocument();
    const table = within(section).getByRole('table', { name: 'Pickups still to be paid, 1 April 2026 to 21 November 2026' });
    expect(rowsOf(table).map((row) => cellsOf(row)[0])).toEqual(['03 Nov 2026', '10 Nov 2026', '17 Nov 2026', 'Total due']);
    expect(cellsOf(rowsOf(table).at(-1) as HTMLElement).at(-1)).toBe('₹39,784.80');
    expect(within(table).getByRole('link', { name: `${due[0].receipt_no}: certificate of collection` })).toHaveAttribute('href', paths.certificate(due[0].receipt_no));
    // Announced once loaded.
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'Due: ₹39,784.80 for 3 pickups')).toBe(true);
  });

  it('totals each month of collection so that paid + due is the register’s amount and its adjustments, for the month and the period', async () => {
    await openPayments();
    const register = groupByMonth(receiptsIn('2026-04-01', TODAY), 'oldest');
    const table = screen.getByRole('table', { name: 'Collected, paid and due by month of collection, 1 April 2026 to 21 November 2026' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Month', 'Pickups', 'Collected', 'Adjustments', 'Paid', 'Due']);
    const rows = rowsOf(table);
    expect(rows.map((row) => cellsOf(row)[0])).toEqual([...register.map((group) => en.month(group.month)), 'Total for the period']);
    const money = (text: string) => Math.round(Number(text.replace(/[₹,]/g, '')) * 100);
    register.forEach((group, i) => {
      const [, pickups, collected, adjusted, paid, due] = cellsOf(rows[i]);
      expect(pickups).toBe(String(group.totals.pickups));
      expect(collected).toBe(en.rupees(group.totals.amount_inr));
      // The settled dispute's 1.8 kg counts in September, the month of its pickup.
      expect(adjusted).toBe(en.rupees(group.month === '2026-09' ? 120.6 : 0));
      expect(money(paid) + money(due)).toBe(Math.round(group.totals.amount_inr * 100) + money(adjusted));
    });
    const [, , collected, adjusted, paid, due] = cellsOf(rows.at(-1) as HTMLElement);
    const registerTotal = totalsOf(receiptsIn('2026-04-01', TODAY)).amount_inr;
    expect(collected).toBe(en.rupees(registerTotal));
    expect(adjusted).toBe('₹120.60');
    expect(money(paid) + money(due)).toBe(Math.round(registerTotal * 100) + 12060);
    expect(due).toBe('₹39,784.80');
    // October is paid in full: its route pickups on 7 November, the booked one on 30 October.
    expect(cellsOf(rows.find((row) => cellsOf(row)[0] === 'October 2026') as HTMLElement).slice(4)).toEqual(['₹55,620.60', '₹0.00']);
  });

  it('shows a settled dispute’s adjustment against its pickup, in the payment that paid it', async () => {
    await openPayments();
    const table = screen.getByRole('table', { name: /^Payments received, / });
    const october = rowsOf(table).find((row) => cellsOf(row)[0] === '07 Oct 2026') as HTMLElement;
    const payment = allPayments.find((p) => p.paid_on === '2026-10-07') as (typeof allPayments)[number];
    expect(payment.adjustments).toEqual([{ dispute_id: settled.id, receipt_no: settled.receipt_no, amount_inr: 120.6 }]);
    expect(cellsOf(october)[1]).toBe(en.rupees(payment.amount_inr));
    expect(october).toHaveTextContent(`Adjustment of ₹120.60, from a dispute of ${settled.receipt_no}`);
    expect(within(october).getAllByRole('link', { name: `${settled.receipt_no}: certificate of collection` })).toHaveLength(1);
    const summary = screen.getByLabelText('Totals for the period');
    expect(within(summary).getByText('Dispute adjustments').nextElementSibling).toHaveTextContent('₹120.60');
  });

  it('counts a pickup paid after a past period as paid, not due', async () => {
    const calls = paymentCalls();
    const { user } = await openPayments();
    await typeDate(user, 'From', '01/10/2026');
    await typeDate(user, 'To', '31/10/2026');
    expect(await screen.findByRole('table', { name: 'Payments received, 1 October 2026 to 31 October 2026' })).toBeInTheDocument();
    expect(calls.at(-1)).toBe('2026-10-01..2026-11-21');
    const section = screen.getByRole('region', { name: 'Still to be paid' });
    expect(within(section).getByText('Nothing is due: every pickup of this period has been paid.')).toBeInTheDocument();
    expect(within(section).getByText('4 pickups of this period, ₹41,476.05, were paid after the period ended.')).toBeInTheDocument();
  });

  it('says so when a call fails, and loads the same period on Try again', async () => {
    expectLoggedErrors();
    server.use(http.post('/api/WebData/getPayments', () => HttpResponse.json({ status: 'Error', message: 'Payments are being reconciled. Try again in a minute.' }), { once: true }));
    const { user } = await renderSignedIn('/dashboard/payments', 'Payments');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your payments could not be loaded. Payments are being reconciled. Try again in a minute.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Payments received, 1 April 2026 to 21 November 2026' })).toBeInTheDocument();
  });

  it('says when the server cannot be reached', async () => {
    expectLoggedErrors();
    server.use(http.post('/api/WebData/getPayments', () => HttpResponse.error(), { once: true }));
    signInDemoVendor();
    const { user } = renderApp('/dashboard/payments');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your payments could not be loaded. We could not reach the server. Check your connection and try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const section = await screen.findByRole('region', { name: 'Still to be paid' });
    expect(within(section).getByText('Due: ₹39,784.80 for 3 pickups')).toBeInTheDocument();
  });

  it('says when a period has neither payments nor pickups', async () => {
    const { user } = await openPayments();
    await typeDate(user, 'From', '01/11/2025');
    await typeDate(user, 'To', '30/11/2025');
    const message = await screen.findByText('No payments and no pickups from 1 November 2025 to 30 November 2025.', { selector: 'strong' });
    expect(message).toBeVisible();
    // The live region says it too, for a screen reader.
    expect(screen.getAllByRole('status').some((status) => status.textContent === message.textContent)).toBe(true);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('downloads the statement as CSV: UTF-8 with a BOM, the payments oldest first, then what is due', async () => {
    const { user } = await openPayments();
    await typeDate(user, 'From', '01/10/2026');
    expect(await screen.findByRole('table', { name: 'Payments received, 1 October 2026 to 21 November 2026' })).toBeInTheDocument();
    let saved: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:payments';
    });
    URL.revokeObjectURL = vi.fn();
    let fileName = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      fileName = this.download;
    });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(fileName).toBe('greendrop-payments-2026-10-01-to-2026-11-21.csv');
    expect(saved?.type).toBe('text/csv;charset=utf-8');
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(saved as Blob);
    });
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3)).split('\r\n');
    const paid = allPayments.filter((p) => p.paid_on >= '2026-10-01').reverse();
    expect(lines).toEqual([
      'Entry,Date,Amount (INR),Method,Reference,Receipt numbers',
      ...paid.flatMap((p) => [
        `Payment,${p.paid_on},${p.amount_inr},${p.method},${p.reference},${p.receipt_nos.join(' ')}`,
        ...p.adjustments.map((a) => `Dispute adjustment,${p.paid_on},${a.amount_inr},,${p.reference},${a.receipt_no}`),
      ]),
      ...receiptsIn('2026-11-01', TODAY).map((r) => `Due,${r.collected_on},${r.amount_inr},,,${r.receipt_no}`),
      '',
    ]);
    expect(lines[1]).toMatch(/^Payment,2026-10-07,52561.5,NEFT,HDFCN26280\d{6},GD\/BLR\/26-27\/006861 /);
    expect(lines[2]).toBe(`Dispute adjustment,2026-10-07,120.6,,${allPayments.find((p) => p.paid_on === '2026-10-07')?.reference},${settled.receipt_no}`);
  });

  it('is reached from the dashboard and from the disposal register', async () => {
    signInDemoVendor();
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('link', { name: 'Open the payments' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'See every pickup in the disposal register' }));
    await user.click(await screen.findByRole('link', { name: 'Payments for these pickups' }));
    expect(await screen.findByRole('table', { name: /^Payments received, / })).toBeInTheDocument();
    expect(currentAddress()).toBe('/dashboard/payments');
  });

  it('speaks Hindi under /hi', async () => {
    const hi = formatsFor('hi-IN');
    await openPayments('/hi/dashboard/payments', /^मिले भुगतान, /);
    expect(screen.getByRole('heading', { level: 1, name: 'भुगतान' })).toBeInTheDocument();
    const due = screen.getByRole('region', { name: 'जिनका भुगतान बाक़ी है' });
    expect(within(due).getByText(`बकाया: 3 पिकअप के ${hi.rupees(39784.8)}`)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'मिले भुगतान, 1 अप्रैल 2026 से 21 नवंबर 2026 तक' });
    expect(within(table).getByRole('columnheader', { name: 'रक़म' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'GD/BLR/26-27/008989: कलेक्शन का सर्टिफ़िकेट' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'जिनका भुगतान बाक़ी है' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV डाउनलोड करें' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /^पिकअप के महीने के हिसाब से रक़म, भुगतान और बकाया, / })).toBeInTheDocument();
  });

  it('says a failed call in Hindi too', async () => {
    expectLoggedErrors();
    server.use(http.post('/api/WebData/getPayments', () => HttpResponse.error(), { once: true }));
    signInDemoVendor();
    const { user } = renderApp('/hi/dashboard/payments');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^आपके भुगतान लोड नहीं हो पाए। सर्वर से संपर्क नहीं हो पाया।/);
    await user.click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(await screen.findByRole('table', { name: /^मिले भुगतान, / })).toBeInTheDocument();
  });
});
