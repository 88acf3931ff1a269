import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { env } from '../../src/config/env';
import { handlers } from '../../src/mocks/handlers';
import { server } from '../../src/mocks/node';
import { verifyCodeOf } from '../../src/mocks/data/records';
import type { CollectionRecord } from '../../src/types/api';
import { currentAddress, renderApp, signInDemoVendor } from '../support/renderApp';
import { expectLoggedErrors } from './vendor-helpers';
import { openRecords, setUpRecordsTests } from './records-helpers';

// One pickup's certificate of collection, reached from the register, and the public check of it
// that its QR code leads to: same mock API as `npm run dev`, the clock on 21 November 2026.

setUpRecordsTests();

const RECEIPT = 'GD/BLR/26-27/008989';
const CODE = verifyCodeOf(RECEIPT);
const CHECK_ADDRESS = `${env.siteUrl}/verify/GD/BLR/26-27/008989?code=${CODE}`;

/** The value beside a term of a definition list. */
function valueOf(list: HTMLElement, term: string): string {
  const dt = within(list).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

describe('the certificate of collection', () => {
  it('opens from the register’s row and shows the pickup, the vendor, the company and the check address', async () => {
    const { user } = await openRecords();
    const table = screen.getByRole('table', { name: /^Disposal register/ });
    await user.click(within(table).getByRole('link', { name: `${RECEIPT}: certificate of collection` }));

    const certificate = await screen.findByRole('article', { name: 'Certificate of collection' });
    expect(currentAddress()).toBe('/dashboard/records/GD/BLR/26-27/008989');
    expect(certificate).toHaveTextContent('GreenDrop Oil Recycling Private Limited');
    expect(certificate).toHaveTextContent('CIN U37200HR2019PTC081234');
    const pickup = within(certificate).getByRole('region', { name: 'The pickup' });
    expect(valueOf(pickup, 'Receipt number')).toBe(RECEIPT);
    expect(valueOf(pickup, 'Date collected')).toBe('28 October 2026');
    // 212.7 kg at 0.92 kg a litre is 231.2 litres.
    expect(valueOf(pickup, 'Quantity weighed')).toBe('212.7 kg (about 231.2 litres at 0.92 kg a litre)');
    expect(valueOf(pickup, 'Drums')).toBe('7');
    expect(valueOf(pickup, 'TPC at pickup')).toBe('30.3%');
    expect(valueOf(pickup, 'Vehicle')).toBe('KA 05 MN 2309');
    expect(valueOf(pickup, 'Collector')).toBe('Syed Imran');
    expect(valueOf(pickup, 'Destination')).toBe('Biodiesel plant');
    expect(valueOf(pickup, 'Rate')).toBe('₹66.50 a kg');
    expect(valueOf(pickup, 'Amount')).toBe('₹14,144.55');
    expect(valueOf(pickup, 'Green points earned')).toBe('425');
    const party = within(certificate).getByRole('region', { name: 'Collected from' });
    expect(valueOf(party, 'Firm')).toBe('Spice Route Kitchens');
    expect(valueOf(party, 'Name')).toBe('Rajeshwari Venkataraman');

    const check = within(certificate).getByRole('region', { name: 'Check this certificate' });
    expect(within(check).getByRole('img', { name: `QR code for checking this certificate: ${CHECK_ADDRESS}` })).toBeInTheDocument();
    expect(check).toHaveTextContent(CHECK_ADDRESS);
    expect(check).toHaveTextContent(`Verification code: ${CODE}`);
  });

  it('prints with the browser and saves its row as CSV', async () => {
    signInDemoVendor();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:certificate';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const user = userEvent.setup({ advanceTimers: () => {} });
    renderApp('/dashboard/records/GD/BLR/26-27/008989');
    await screen.findByRole('article', { name: 'Certificate of collection' });
    await user.click(screen.getByRole('button', { name: 'Print certificate' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Download CSV row' }));
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(created[0]);
    });
    // Then the weighing: gross, tare, the scale and its stamp, the estimate (218 kg) and the difference, the photo in full.
    expect(text.split('\r\n')[1]).toBe(
      `2026-10-28,${RECEIPT},${CODE},212.7,7,66.5,14144.55,30.3,KA 05 MN 2309,Syed Imran,Biodiesel plant,425,225.3,12.6,GD-WS-2309,2025-11-23,218,-5.3,-2.4,${env.siteUrl}/api/media/scale-display/GD-BLR-26-27-008989.svg`,
    );
  });

  it('shows the weighing behind the net weight: gross, tare, the stamped scale, the vendor’s estimate and the photo of the display', async () => {
    signInDemoVendor();
    renderApp('/dashboard/records/GD/BLR/26-27/008989');
    const certificate = await screen.findByRole('article', { name: 'Certificate of collection' });
    const weighing = within(certificate).getByRole('region', { name: 'The weighing' });
    // Seven drums of 1.8 kg each: 225.3 kg gross less 12.6 kg is the 212.7 kg paid for.
    expect(valueOf(weighing, 'Gross weight')).toBe('225.3 kg');
    expect(valueOf(weighing, 'Tare (the empty drums)')).toBe('12.6 kg');
    expect(valueOf(weighing, 'Net weight')).toBe('212.7 kg');
    expect(valueOf(weighing, 'Scale')).toBe('GD-WS-2309, stamped by Legal Metrology on 23 November 2025');
    expect(valueOf(weighing, 'Your estimate at booking')).toBe('218 kg; the net weight is −5.3 kg (−2.4 %) from it');
    expect(within(weighing).queryByText(/More than 10 % apart/)).not.toBeInTheDocument();
    const photo = within(weighing).getByRole('img', { name: "The scale's display at this pickup, showing 225.3 kg gross on scale GD-WS-2309" });
    expect(photo.closest('a')).toHaveAttribute('href', '/api/media/scale-display/GD-BLR-26-27-008989.svg');
    expect(photo.closest('a')).toHaveAccessibleName(/opens the photo full size in a new tab/);
  });

  it('marks an estimate more than 10 % from the net weight, and shows no photo the server did not give or that is not an image address', async () => {
    signInDemoVendor();
    server.use(
      http.post(`${env.apiBaseUrl}/WebData/getCollectionRecords`, async ({ request }) => {
        // The mock's own answer, with this pickup's estimate and photo changed.
        const answer = (await (await getResponse(handlers, request))?.json()) as { status: string; data: CollectionRecord[] };
        return HttpResponse.json({
          ...answer,
          data: answer.data.map((record) => (record.receipt_no === RECEIPT ? { ...record, vendor_estimate_kg: 248, weighing: { ...record.weighing, photo_url: 'javascript:alert(1)' } } : record)),
        });
      }),
    );
    renderApp('/dashboard/records/GD/BLR/26-27/008989');
    const weighing = await screen.findByRole('region', { name: 'The weighing' });
    expect(valueOf(weighing, 'Your estimate at booking')).toBe('248 kg; the net weight is −35.3 kg (−14.2 %) from itMore than 10 % apart: please check this pickup.');
    expect(within(weighing).queryByRole('img')).not.toBeInTheDocument();
  });

  it('says so on the certificate of a pickup the vendor has questioned, while the question is open', async () => {
    const token = signInDemoVendor();
    const answer = await fetch(`${env.apiBaseUrl}/disputes`, { headers: { Authorization: `Bearer ${token}` } });
    const { data } = (await answer.json()) as { data: { receipt_no: string; status: string }[] };
    const open = data.find((dispute) => dispute.status === 'Open' || dispute.status === 'Under review') as { receipt_no: string };
    const resolved = data.find((dispute) => dispute.status === 'Resolved') as { receipt_no: string };
    const { unmount } = renderApp(`/dashboard/records/${open.receipt_no}`);
    await screen.findByRole('article', { name: 'Certificate of collection' });
    expect(screen.getByText('Under dispute: you have questioned this pickup, and we are looking into it. We answer within three working days.')).toBeInTheDocument();
    unmount();
    renderApp(`/dashboard/records/${resolved.receipt_no}`);
    await screen.findByRole('article', { name: 'Certificate of collection' });
    expect(screen.queryByText(/^Under dispute/)).not.toBeInTheDocument();
  });

  it('says so for a receipt that is not in the vendor’s register, with the way back', async () => {
    signInDemoVendor();
    renderApp('/dashboard/records/GD/BLR/26-27/999999');
    expect(await screen.findByText('No pickup with receipt number GD/BLR/26-27/999999 is in your disposal register.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the disposal register' })).toHaveAttribute('href', '/dashboard/records');
  });

  it('offers Try again when the register cannot be loaded, and then shows the certificate', async () => {
    signInDemoVendor();
    expectLoggedErrors();
    let fail = true;
    server.use(http.post(`${env.apiBaseUrl}/WebData/getCollectionRecords`, () => (fail ? HttpResponse.error() : undefined)));
    const user = userEvent.setup({ advanceTimers: () => {} });
    renderApp('/dashboard/records/GD/BLR/26-27/008989');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^The certificate could not be loaded\./);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Certificate of collection' })).toBeInTheDocument();
  });

  it('is in Hindi under /hi, with the same check address', async () => {
    signInDemoVendor();
    renderApp('/hi/dashboard/records/GD/BLR/26-27/008989');
    const certificate = await screen.findByRole('article', { name: 'कलेक्शन का सर्टिफ़िकेट' });
    expect(valueOf(within(certificate).getByRole('region', { name: 'पिकअप' }), 'तौली गई मात्रा')).toBe('212.7 किलो (लगभग 231.2 लीटर, 0.92 किलो प्रति लीटर के हिसाब से)');
    expect(certificate).toHaveTextContent(CHECK_ADDRESS);
  });
});

describe('the public check, /verify', () => {
  it('says Genuine for the receipt and code a QR code holds, signed out, with no money and the firm masked', async () => {
    renderApp(`/verify/GD/BLR/26-27/008989?code=${CODE}`);
    const answer = await screen.findByRole('heading', { name: 'Genuine certificate' });
    const result = answer.closest('.verify-result') as HTMLElement;
    expect(valueOf(result, 'Receipt number')).toBe(RECEIPT);
    expect(valueOf(result, 'Collected on')).toBe('28 October 2026');
    expect(valueOf(result, 'Quantity weighed')).toBe('212.7 kg');
    expect(valueOf(result, 'Collected from')).toBe('S**** R**** K*******');
    expect(valueOf(result, 'Collector')).toBe('Syed Imran');
    // The weighing, without its photo; and no dispute on it.
    expect(valueOf(result, 'Gross weight')).toBe('225.3 kg');
    expect(valueOf(result, 'Tare (the empty drums)')).toBe('12.6 kg');
    expect(valueOf(result, 'Scale')).toBe('GD-WS-2309, stamped by Legal Metrology on 23 November 2025');
    expect(within(result).queryByRole('img')).not.toBeInTheDocument();
    expect(result).not.toHaveTextContent('Under dispute');
    expect(result).not.toHaveTextContent('₹');
    expect(result).not.toHaveTextContent('Spice Route');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', expect.stringContaining('noindex'));
  });

  it('says no certificate matches when one character of the code is changed: one request, nothing logged', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/certificates/verify')) asked.push(request.url);
    });
    const wrong = `${CODE.slice(0, 5)}${CODE[5] === 'A' ? 'B' : 'A'}`;
    // As `npm run dev` runs the page: React's strict mode runs the check's effect twice.
    renderApp(`/verify/GD/BLR/26-27/008989?code=${wrong}`, { strictMode: true });
    expect(await screen.findByRole('heading', { name: 'No certificate matches this receipt and code' })).toBeInTheDocument();
    // A certificate that does not exist is an answer, not a failure: nothing is logged (tests/setup.ts fails a test that logs).
    expect(asked).toHaveLength(1);
  });

  it('checks a receipt number and code typed by hand, refusing a code that cannot be one', async () => {
    const user = userEvent.setup();
    renderApp('/verify');
    await user.type(await screen.findByLabelText('Receipt number'), RECEIPT);
    await user.type(screen.getByLabelText('Verification code'), 'AB10OI');
    await user.click(screen.getByRole('button', { name: 'Check certificate' }));
    const code = screen.getByLabelText('Verification code');
    expect(code).toHaveAccessibleDescription(expect.stringContaining('The code is 6 characters: the letters A to Z and the digits 2 to 9.'));
    expect(code).toHaveFocus();
    expect(code).toHaveValue('AB10OI');

    await user.clear(code);
    await user.type(code, CODE.toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Check certificate' }));
    expect(await screen.findByRole('heading', { name: 'Genuine certificate' })).toBeInTheDocument();
    expect(currentAddress()).toBe(`/verify/GD/BLR/26-27/008989?code=${CODE}`);
  });

  it('checks a code with O or I in it, which the contract allows a server to issue', async () => {
    const asked: string[] = [];
    // A server whose codes use the whole of A-Z: its answer for this certificate.
    server.use(
      http.get(`${env.apiBaseUrl}/certificates/verify`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('code') ?? '');
        return HttpResponse.json({
          status: 'Success',
          data: {
            receipt_no: RECEIPT,
            collected_on: '2026-10-28',
            quantity_kg: 212.7,
            destination: 'Biodiesel plant',
            collector_name: 'Syed Imran',
            vehicle_no: 'KA 01 AK 4172',
            firm_name_masked: 'S**** R**** K*******',
            weighing: { gross_kg: 225.3, tare_kg: 12.6, net_kg: 212.7, scale_id: 'GD-WS-2309', scale_stamped_on: '2025-11-23' },
            under_dispute: true,
          },
        });
      }),
    );
    renderApp('/verify/GD/BLR/26-27/008989?code=k7pq2o');
    expect(await screen.findByRole('heading', { name: 'Genuine certificate' })).toBeInTheDocument();
    expect(asked).toContain('K7PQ2O');
    // A pickup the kitchen has questioned says so, and nothing more.
    expect(screen.getByText('Under dispute: the kitchen has questioned this pickup, and we are looking into it.')).toBeInTheDocument();
  });

  it('asks for the receipt number when it is missing or not one', async () => {
    const user = userEvent.setup();
    renderApp('/verify');
    await user.click(await screen.findByRole('button', { name: 'Check certificate' }));
    expect(screen.getByLabelText('Receipt number')).toHaveAccessibleDescription(expect.stringContaining('Enter the receipt number as printed on the certificate.'));
    await user.type(screen.getByLabelText('Receipt number'), 'GD BLR <26>');
    await user.click(screen.getByRole('button', { name: 'Check certificate' }));
    expect(screen.getByLabelText('Receipt number')).toHaveAccessibleDescription(expect.stringContaining('A receipt number has only letters, digits, slashes and hyphens'));
  });

  it('offers Try again when the check fails, keeping what was asked', async () => {
    expectLoggedErrors();
    let fail = true;
    server.use(http.get(`${env.apiBaseUrl}/certificates/verify`, () => (fail ? HttpResponse.json({ message: 'Server Error' }, { status: 500 }) : undefined)));
    const user = userEvent.setup();
    renderApp(`/verify/GD/BLR/26-27/008989?code=${CODE}`);
    expect(await screen.findByText('The certificate could not be checked just now. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveValue(CODE);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Genuine certificate' })).toBeInTheDocument();
  });

  it('answers in Hindi under /hi', async () => {
    renderApp(`/hi/verify/GD/BLR/26-27/008989?code=${CODE}`);
    expect(await screen.findByRole('heading', { name: 'असली सर्टिफ़िकेट' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang === 'hi' || document.title.includes('सर्टिफ़िकेट')).toBe(true));
  });
});
