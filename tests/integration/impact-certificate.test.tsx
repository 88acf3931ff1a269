import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { oilImpact } from '../../src/config/oilFactors';
import { db } from '../../src/mocks/db';
import { collectionRecords } from '../../src/mocks/data/records';
import { demoVendor } from '../../src/mocks/data/vendor';
import { server } from '../../src/mocks/node';
import { signInDemoVendor } from '../support/renderApp';
import { expectLoggedErrors, renderApp, renderSignedIn } from './vendor-helpers';

// The vendor's impact certificate (/dashboard/impact) on the mock API, as the vendor uses it: the
// current financial year by default, earlier ones from the list, a year without pickups, a failed call.

/** The day these tests live on: 21 November 2026, in FY 2026-27. */
const TODAY = new Date(2026, 10, 21, 10, 0);

beforeAll(async () => {
  configure({ asyncUtilTimeout: 10_000 });
  vi.setConfig({ testTimeout: 40_000 });
  // The first transform of a lazy page can outlast a findBy* on a busy machine; the tests are about the page.
  await Promise.all([import('../../src/pages/LoginPage'), import('../../src/pages/ImpactCertificatePage'), import('../../src/pages/DashboardPage')]);
}, 60_000);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: TODAY });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  server.events.removeAllListeners();
});

/** The ranges the page asked getCollectionRecords for, as 'from..upto'. */
function recordCalls(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (!request.url.endsWith('/WebData/getCollectionRecords')) return;
    const form = await request.clone().formData();
    calls.push(`${form.get('dateFrom')}..${form.get('dateUpto')}`);
  });
  return calls;
}

/**
 * What the certificate must say for a range, worked out here from the demo vendor's receipts (the
 * mock API's own data) with the calculator's shared function, in the page's number format.
 */
function expectedFigures(from: string, upto: string, tag: 'en-IN' | 'hi-IN') {
  const records = collectionRecords(db.get().collectionRequests, from, upto, '2026-11-21');
  const sum = (list: typeof records) => Math.round(list.reduce((total, r) => total + r.quantity_kg, 0) * 10) / 10;
  const collected = oilImpact(sum(records));
  const asBiodiesel = oilImpact(sum(records.filter((r) => r.destination === 'Biodiesel plant')));
  const exact = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
  const whole = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  return {
    count: records.length,
    pickups: whole.format(records.length),
    oilKg: exact.format(collected.oilKg),
    oilLitres: whole.format(collected.oilLitres),
    toBiodiesel: exact.format(asBiodiesel.oilKg),
    biodieselKg: whole.format(asBiodiesel.biodieselKg),
    biodieselLitres: whole.format(asBiodiesel.biodieselLitres),
    co2e: whole.format(asBiodiesel.avoidedKg),
    raw: { collected, asBiodiesel },
  };
}

/** The figures table as the vendor reads it: each row's heading and figure. */
function rowsOf(table: HTMLElement): [string, string][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader').textContent ?? '', within(row).getByRole('cell').textContent ?? '']);
}

async function openImpact() {
  signInDemoVendor();
  const rendered = renderApp('/dashboard/impact');
  expect(await screen.findByRole('heading', { level: 1, name: 'Impact certificate' })).toBeInTheDocument();
  return rendered;
}

describe('/dashboard/impact: the impact certificate', () => {
  it('states the current financial year’s pickups, worked out as the calculator works them out', async () => {
    const calls = recordCalls();
    const { user } = await openImpact();
    const table = await screen.findByRole('table', { name: 'Impact in FY 2026-27' });
    expect(calls).toEqual(['2026-04-01..2026-11-21']);

    const expected = expectedFigures('2026-04-01', '2026-11-21', 'en-IN');
    // The register of the same period shows 40 pickups and 5,803.1 kg (tests/integration/records.test.tsx).
    expect(expected.count).toBe(40);
    expect(expected.oilKg).toBe('5,803.1');
    // Some oil went to soap makers: biodiesel counts only what went to the plant.
    expect(expected.raw.asBiodiesel.oilKg).toBeLessThan(expected.raw.collected.oilKg);
    expect(rowsOf(table)).toEqual([
      ['Pickups', expected.pickups],
      ['Used cooking oil collected', `${expected.oilKg} kg`],
      ['The same oil in litres', `${expected.oilLitres} litres`],
      ['Oil sent to biodiesel plants', `${expected.toBiodiesel} kg`],
      ['Biodiesel made from it', `${expected.biodieselKg} kg`],
      ['The same biodiesel in litres', `${expected.biodieselLitres} litres`],
      ['Greenhouse gas avoided', `${expected.co2e} kg CO2e`],
    ]);

    // Headed as a certificate: who issues it, to whom, for which year, and when.
    const certificate = screen.getByRole('article', { name: 'Environmental impact certificate, FY 2026-27' });
    expect(certificate).toHaveTextContent('GreenDrop Oil Recycling Private Limited');
    expect(certificate).toHaveTextContent('CIN U37200HR2019PTC081234 · GSTIN 06AAHCG1234K1ZQ');
    expect(certificate).toHaveTextContent('Plot 42, Sector 5, IMT Manesar, Gurugram, Haryana 122052');
    const facts = within(certificate).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual([
      `Vendor: ${demoVendor.user.name}, Spice Route Kitchens`,
      'Address: No. 27, 80 Feet Road, 4th Block, Koramangala, Bengaluru, Karnataka 560034',
      'Financial year: FY 2026-27',
      'Period: 1 April 2026 to 21 November 2026 (year to date)',
      'Generated on: 21 November 2026',
    ]);

    // The method names its factors and links its sources and the calculator.
    const method = screen.getByRole('region', { name: 'How the figures are worked out' });
    expect(method).toHaveTextContent('0.92 kg a litre');
    expect(method).toHaveTextContent('0.8 kg of biodiesel from a kg of oil as collected, at 0.88 kg a litre (EN 14214, IS 15607)');
    expect(method).toHaveTextContent('37 MJ a kg');
    expect(method).toHaveTextContent('94 g CO2e a MJ');
    expect(method).toHaveTextContent('saves 84% of that');
    expect(within(method).getByRole('link', { name: 'used oil value calculator' })).toHaveAttribute('href', '/used-oil-value-calculator');
    expect(within(method).getByRole('link', { name: /^Directive \(EU\) 2018\/2001/ })).toHaveAttribute('href', 'https://eur-lex.europa.eu/eli/dir/2018/2001/oj');
    expect(within(method).getByRole('link', { name: /Procedia Engineering 105/ })).toHaveAttribute('href', expect.stringContaining('sciencedirect.com'));

    // Print hands the page to the browser's own dialog, which makes the PDF.
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('is opened from the dashboard', async () => {
    signInDemoVendor();
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('link', { name: 'Open the impact certificate' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Impact certificate' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Impact in FY 2026-27' })).toBeInTheDocument();
  });

  it('offers the last five financial years and loads the one the vendor chooses', async () => {
    const calls = recordCalls();
    const { user } = await openImpact();
    await screen.findByRole('table', { name: 'Impact in FY 2026-27' });
    const select = screen.getByLabelText('Financial year');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'FY 2026-27 (to date)',
      'FY 2025-26',
      'FY 2024-25',
      'FY 2023-24',
      'FY 2022-23',
    ]);

    await user.selectOptions(select, 'FY 2025-26');
    const table = await screen.findByRole('table', { name: 'Impact in FY 2025-26' });
    expect(calls).toEqual(['2026-04-01..2026-11-21', '2025-04-01..2026-03-31']);
    const expected = expectedFigures('2025-04-01', '2026-03-31', 'en-IN');
    // The demo vendor joined in December 2025: four months of weekly pickups.
    expect(expected.count).toBeGreaterThan(15);
    expect(rowsOf(table)).toEqual([
      ['Pickups', expected.pickups],
      ['Used cooking oil collected', `${expected.oilKg} kg`],
      ['The same oil in litres', `${expected.oilLitres} litres`],
      ['Oil sent to biodiesel plants', `${expected.toBiodiesel} kg`],
      ['Biodiesel made from it', `${expected.biodieselKg} kg`],
      ['The same biodiesel in litres', `${expected.biodieselLitres} litres`],
      ['Greenhouse gas avoided', `${expected.co2e} kg CO2e`],
    ]);
    expect(screen.getByText('1 April 2025 to 31 March 2026')).toBeInTheDocument();
  });

  it('says so for a year without pickups, with a way back to the dashboard', async () => {
    const { user } = await openImpact();
    await screen.findByRole('table', { name: 'Impact in FY 2026-27' });
    await user.selectOptions(screen.getByLabelText('Financial year'), 'FY 2024-25');
    const status = (await screen.findByText('No pickups recorded in FY 2024-25.')).closest('[role="status"]') as HTMLElement;
    expect(status).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print or save as PDF' })).not.toBeInTheDocument();
  });

  it('shows a failed call with Try again, which asks for the same year again', async () => {
    expectLoggedErrors();
    const calls = recordCalls();
    server.use(http.post('/api/WebData/getCollectionRecords', () => HttpResponse.json({ status: 'Error', message: 'Receipts are being reconciled. Try again in a minute.' }), { once: true }));
    const { user } = await openImpact();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your impact certificate for FY 2026-27 could not be loaded. Receipts are being reconciled. Try again in a minute.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Impact in FY 2026-27' })).toBeInTheDocument();
    expect(calls).toEqual(['2026-04-01..2026-11-21', '2026-04-01..2026-11-21']);
  });
});

describe('/hi/dashboard/impact: the same certificate in Hindi', () => {
  it('signs in through the gate and states the year in Hindi, with the same figures', async () => {
    const { user } = await renderSignedIn('/hi/dashboard/impact', 'असर का सर्टिफ़िकेट');
    const table = await screen.findByRole('table', { name: 'वित्त वर्ष 2026-27 में असर' });
    const expected = expectedFigures('2026-04-01', '2026-11-21', 'hi-IN');
    expect(rowsOf(table)).toEqual([
      ['पिकअप', expected.pickups],
      ['इकट्ठा किया गया इस्तेमाल किया तेल', `${expected.oilKg} किलो`],
      ['वही तेल लीटर में', `${expected.oilLitres} लीटर`],
      ['बायोडीज़ल प्लांट भेजा गया तेल', `${expected.toBiodiesel} किलो`],
      ['उससे बना बायोडीज़ल', `${expected.biodieselKg} किलो`],
      ['वही बायोडीज़ल लीटर में', `${expected.biodieselLitres} लीटर`],
      ['टला हुआ ग्रीनहाउस गैस उत्सर्जन', `${expected.co2e} किलो CO2 के बराबर`],
    ]);
    expect(expected.oilKg).toBe('5,803.1');
    expect(screen.getByRole('heading', { level: 2, name: 'पर्यावरण पर असर का सर्टिफ़िकेट, वित्त वर्ष 2026-27' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'प्रिंट करें या PDF सेव करें' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('वित्त वर्ष'), 'वित्त वर्ष 2024-25');
    const status = (await screen.findByText('वित्त वर्ष 2024-25 में कोई पिकअप दर्ज नहीं है।')).closest('[role="status"]') as HTMLElement;
    expect(status).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: 'अपने डैशबोर्ड पर जाएँ' })).toHaveAttribute('href', '/hi/dashboard');
  });

  it('says in Hindi when the server cannot be reached, and recovers on Try again', async () => {
    expectLoggedErrors();
    server.use(http.post('/api/WebData/getCollectionRecords', () => HttpResponse.error(), { once: true }));
    signInDemoVendor();
    const { user } = renderApp('/hi/dashboard/impact');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^वित्त वर्ष 2026-27 का आपका असर का सर्टिफ़िकेट लोड नहीं हो पाया। /);
    await user.click(within(alert).getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(await screen.findByRole('table', { name: 'वित्त वर्ष 2026-27 में असर' })).toBeInTheDocument();
  });
});
