import { env } from '../../src/config/env';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, signInDemoVendor } from '../support/renderApp';
import { cellsOf, openRecords, totalRow, setUpRecordsTests, typeDate, waitForMonths } from './records-helpers';
import { verifyCodeOf } from '../../src/mocks/data/records';

setUpRecordsTests();

/** Catches what the page hands to the browser's download: the Blob and the file name. */
function catchDownload() {
  const saved: { blob?: Blob; fileName?: string } = {};
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.blob = blob;
    return 'blob:records';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.fileName = this.download;
  });
  return saved;
}

const readBlob = (blob: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

describe('the register as CSV', () => {
  it('downloads the rows of the range: UTF-8 with a BOM, one header row, ISO dates, plain numbers', async () => {
    const { user } = await openRecords();
    await typeDate(user, 'From', '01/10/2026');
    await typeDate(user, 'To', '31/10/2026');
    await waitForMonths(() => screen.getByRole('table', { name: /^Disposal register/ }), ['October 2026']);
    // The table's order does not change the file's: oldest first.
    await user.selectOptions(screen.getByLabelText('Order'), 'Newest first');
    const download = catchDownload();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    expect(download.fileName).toBe('greendrop-disposal-register-2026-10-01-to-2026-10-31.csv');
    expect(download.blob?.type).toBe('text/csv;charset=utf-8');
    const bytes = await readBlob(download.blob as Blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3)).split('\r\n');
    expect(lines).toEqual([
      'Date,Receipt number,Verification code,Quantity (kg),Drums,Rate (INR per kg),Amount (INR),TPC (%),Vehicle,Collector,Destination,Green points,Gross (kg),Tare (kg),Scale,Scale stamped on,Your estimate (kg),Net less estimate (kg),Net less estimate (%),Photo of the scale',
      `2026-10-06,GD/BLR/26-27/008169,${verifyCodeOf('GD/BLR/26-27/008169')},149.2,5,66.5,9921.8,24.4,KA 53 C 8816,Prakash Naik,Biodiesel plant,298,158.2,9,GD-WS-8816,2025-10-20,,,,${env.siteUrl}/api/media/scale-display/GD-BLR-26-27-008169.svg`,
      `2026-10-13,GD/BLR/26-27/008423,${verifyCodeOf('GD/BLR/26-27/008423')},153.4,5,66.5,10201.1,,KA 01 AK 4172,Manjunath Gowda,Biodiesel plant,307,162.4,9,GD-WS-4172,2026-10-05,,,,`,
      `2026-10-20,GD/BLR/26-27/008678,${verifyCodeOf('GD/BLR/26-27/008678')},166.3,6,66.5,11058.95,29.7,KA 05 MN 2309,Syed Imran,Biodiesel plant,333,177.1,10.8,GD-WS-2309,2025-11-23,,,,${env.siteUrl}/api/media/scale-display/GD-BLR-26-27-008678.svg`,
      `2026-10-27,GD/BLR/26-27/008941,${verifyCodeOf('GD/BLR/26-27/008941')},154.8,5,66.5,10294.2,29.6,KA 53 C 8816,Prakash Naik,Biodiesel plant,310,163.8,9,GD-WS-8816,2026-10-20,,,,`,
      `2026-10-28,GD/BLR/26-27/008989,${verifyCodeOf('GD/BLR/26-27/008989')},212.7,7,66.5,14144.55,30.3,KA 05 MN 2309,Syed Imran,Biodiesel plant,425,225.3,12.6,GD-WS-2309,2025-11-23,218,-5.3,-2.4,${env.siteUrl}/api/media/scale-display/GD-BLR-26-27-008989.svg`,
      '',
    ]);
  });
});

describe('the printable statement', () => {
  it('prints one month: its period and totals, with the company, the vendor and the date of the receipts', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user, table } = await openRecords();
    const statement = screen.getByRole('heading', { name: 'Used cooking oil disposal statement' }).parentElement as HTMLElement;
    expect(within(statement).getByText('GreenDrop Oil Recycling Private Limited')).toBeInTheDocument();
    expect(within(statement).getByText('Plot 42, Sector 5, IMT Manesar, Gurugram, Haryana 122052')).toBeInTheDocument();
    expect(within(statement).getByText('care@greendrop.example.in · Toll-free 1800 123 4567')).toBeInTheDocument();
    expect(within(statement).getByText('Rajeshwari Venkataraman, Spice Route Kitchens')).toBeInTheDocument();
    expect(within(statement).getByText('No. 27, 80 Feet Road, 4th Block, Koramangala, Bengaluru, Karnataka 560034')).toBeInTheDocument();
    const period = () => within(statement).getByText('Period').nextElementSibling;
    expect(period()).toHaveTextContent('1 April 2026 to 21 November 2026');
    expect(screen.getByText('Generated from GreenDrop’s collection receipts on 21 November 2026.')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Print statement for October 2026' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(period()).toHaveTextContent('1 October 2026 to 31 October 2026');
    const summary = screen.getByLabelText('Totals for the period');
    expect(within(summary).getByText('Pickups').nextElementSibling).toHaveTextContent('5');
    expect(within(summary).getByText('Amount paid').nextElementSibling).toHaveTextContent('₹55,620.60');

    // When the dialog closes, the browser's own Print prints the whole range again.
    fireEvent(window, new Event('afterprint'));
    expect(period()).toHaveTextContent('1 April 2026 to 21 November 2026');
    await user.click(screen.getByRole('button', { name: 'Print statement for the whole period' }));
    expect(print).toHaveBeenCalledTimes(2);
    expect(within(summary).getByText('Pickups').nextElementSibling).toHaveTextContent('40');
  });
});

describe('the register and the oil-sold chart', () => {
  it('agree month by month for the same range', async () => {
    signInDemoVendor();
    const user = userEvent.setup();
    renderApp('/dashboard');
    const oilTable = await screen.findByRole('table', { name: 'Oil sold by month' }, { timeout: 10_000 });
    // The chart's data table: month, KG, rupees (whole), for 1 June to 21 November 2026.
    const chart = within(oilTable)
      .getAllByRole('row')
      .slice(1)
      .map((row) => cellsOf(row));
    expect(chart).toHaveLength(6);

    await user.click(screen.getByRole('link', { name: 'Open the disposal register' }));
    await screen.findByRole('table', { name: /^Disposal register, / });
    await typeDate(user, 'From', '01/06/2026');
    await waitFor(() => expect(screen.getByRole('table', { name: 'Disposal register, 1 June 2026 to 21 November 2026' })).toBeInTheDocument());
    const register = screen.getByRole('table', { name: /^Disposal register, / });

    const monthNamesLong: Record<string, string> = { Jun: 'June', Jul: 'July', Aug: 'August', Sep: 'September', Oct: 'October', Nov: 'November' };
    const number = (text: string) => Number(text.replace(/[^\d.]/g, ''));
    for (const [month, kg, rupees] of chart) {
      const [short, year] = month.split(' ');
      const total = cellsOf(totalRow(register, new RegExp(`^Total for ${monthNamesLong[short]} ${year}`)));
      expect(`${total[1]} KG`, month).toBe(kg);
      expect(Math.round(number(total[4])), month).toBe(number(rupees));
    }
  });
});

describe('links to the register', () => {
  it('is in the signed-in account menu', async () => {
    signInDemoVendor();
    const user = userEvent.setup();
    renderApp('/about-us');
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    await user.click(await within(nav).findByRole('button', { name: 'Account: Rajeshwari Venkataraman' }));
    expect(within(nav).getByRole('link', { name: 'Disposal register' })).toHaveAttribute('href', '/dashboard/records');
  });
});
