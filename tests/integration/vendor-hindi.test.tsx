import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatsFor } from '../../src/features/dashboard/format';
import { vendorFormats } from '../../src/features/dashboard/i18n';
import { makeRecordsCopy } from '../../src/features/records/copy';
import { recordsCsv } from '../../src/features/records/recordsCsv';
import { compactNumber } from '../../src/features/dashboard/charts/scale';
import { i18nFor, loadCatalog } from '../../src/i18n/catalogs';
import type { Translate } from '../../src/i18n/useT';
import { server } from '../../src/mocks/node';
import { record } from '../support/collectionRecords';
import { currentAddress, signInDemoVendor } from '../support/renderApp';
import { cellsOf, monthNames, rowOfReceipt, TODAY, totalRow } from './records-helpers';
import { expectLoggedErrors, fillLogin, LOGIN_TEXT, renderApp, renderSignedIn } from './vendor-helpers';

// The vendor area under /hi. The same pages, gates and rules; every word from the Hindi
// vendor catalogue, figures with Indian grouping and the digits 0-9, data (names, notes) as sent.

const NAME = 'Rajeshwari Venkataraman';
const DRUM = 'Food-Grade HDPE Storage Drum, 35 L';
const HI = LOGIN_TEXT.hi;

/** Latin words in an element's text and its names, leaving out what is data or kept in Latin. */
function latinWords(element: HTMLElement, kept: string[]): string[] {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('script, style').forEach((node) => node.remove()); // structured data is for machines
  const named = [...copy.querySelectorAll('[aria-label], [placeholder]')].map((node) => `${node.getAttribute('aria-label') ?? ''} ${node.getAttribute('placeholder') ?? ''}`);
  return [copy.textContent ?? '', ...named].join(' ').match(/[A-Za-z][A-Za-z0-9]*/g)?.filter((word) => !kept.includes(word)) ?? [];
}

beforeAll(async () => {
  // The lazily imported pages, once: their first transform is slow on a busy machine.
  await Promise.all([import('../../src/pages/LoginPage'), import('../../src/pages/DashboardPage'), import('../../src/pages/CartPage'), import('../../src/pages/RecordsPage')]);
}, 60_000);

afterEach(() => {
  vi.useRealTimers();
  server.events.removeAllListeners();
});

describe('/hi/login: the gate and signing in, in Hindi', () => {
  it('sends a signed-out visitor from /hi/dashboard to /hi/login, with the login page in Hindi', async () => {
    renderApp('/hi/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: HI.title })).toBeInTheDocument();
    // Inside the Hindi app (basename /hi): the address is /hi/login.
    expect(currentAddress()).toBe('/login');
    expect(screen.getByLabelText(HI.mobile)).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText(HI.password)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: HI.submit })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'अपना बिज़नेस रजिस्टर करें' })).toHaveAttribute('href', '/hi/register');
    const page = document.querySelector('.vendor-auth') as HTMLElement;
    expect(latinWords(page, ['GreenDrop'])).toEqual([]);
  });

  it('checks the fields in Hindi before any call', async () => {
    const { user } = renderApp('/hi/login');
    await screen.findByRole('heading', { level: 1, name: HI.title });
    await fillLogin(user, '98765', '', 'hi');
    expect(await screen.findByText('कृपया 10 अंकों का सही मोबाइल नंबर डालें।')).toBeInTheDocument();
    expect(screen.getByText('पासवर्ड डालना ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByLabelText(HI.mobile)).toHaveFocus();
  });

  it('says in Hindi that the mobile or password is not valid', async () => {
    const { user } = renderApp('/hi/login');
    await screen.findByRole('heading', { level: 1, name: HI.title });
    await fillLogin(user, '9876543210', 'wrong-password', 'hi');
    expect(await screen.findByText('मोबाइल नंबर या पासवर्ड सही नहीं है')).toBeInTheDocument();
    expect(screen.getByLabelText(HI.mobile)).toHaveValue('9876543210');
  });

  it('signs in with the demo vendor and returns to /hi/dashboard, in Hindi', async () => {
    await renderSignedIn('/hi/dashboard', NAME);
    expect(currentAddress()).toBe('/dashboard');
    expect(screen.getByText('वेंडर डैशबोर्ड')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'ग्रीन पॉइंट्स' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'तेल का कलेक्शन बुक करें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'आपकी कलेक्शन रिक्वेस्ट' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'आपकी तेल बिक्री और ग्रीन पॉइंट्स' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ग्रीन पॉइंट्स कार्ट खोलें' })).toHaveAttribute('href', '/hi/dashboard/cart');
    expect(screen.getByRole('link', { name: 'निपटान रजिस्टर खोलें' })).toHaveAttribute('href', '/hi/dashboard/records');
  });

  it('ends the session on a 401 and says so in Hindi on /hi/login', async () => {
    expectLoggedErrors();
    signInDemoVendor();
    server.use(http.post('/api/WebData/carbonCreditStats', () => HttpResponse.json({ status: 'Error', message: 'Unauthenticated.' }, { status: 401 })));
    renderApp('/hi/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: HI.title })).toBeInTheDocument();
    expect(screen.getByText('आपका सेशन ख़त्म हो गया है। कृपया फिर से लॉग इन करें।')).toBeInTheDocument();
    expect(currentAddress()).toBe('/login');
  });
});

describe('/hi/dashboard in Hindi', () => {
  it('shows the green points with Indian grouping and the requests with their status in Hindi', async () => {
    await renderSignedIn('/hi/dashboard', NAME);
    const points = screen.getByRole('region', { name: 'ग्रीन पॉइंट्स' });
    await within(points).findByText('मिले पॉइंट्स');
    expect(within(points).getByText('ख़र्च हुए पॉइंट्स').nextElementSibling).toHaveTextContent(/^1,800$/);
    expect(within(points).getByText('पॉइंट्स बैलेंस').nextElementSibling?.textContent).toMatch(/^[\d,]+$/);

    const table = await screen.findByRole('table', { name: 'आपकी कलेक्शन रिक्वेस्ट, सबसे नई पहले' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('18 नवंबर 2026')).toBeInTheDocument();
    expect(within(rows[0]).getByText('152 किलो')).toBeInTheDocument();
    // The API's status is data: its class stays, only the words are Hindi.
    expect(within(rows[0]).getByText('पेंडिंग')).toHaveClass('status-badge', 'status-pending');
    expect(within(rows[1]).getByText('पिकअप तय')).toHaveClass('status-scheduled');
    expect(within(table).getByRole('columnheader', { name: 'स्टेटस' })).toBeInTheDocument();
  });

  it('gives a Hindi validation message on an empty collection request, before any call', async () => {
    let sent = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/collectionrequests/submit')) sent += 1;
    });
    const { user } = await renderSignedIn('/hi/dashboard', NAME);
    await user.click(screen.getByRole('button', { name: 'कलेक्शन रिक्वेस्ट भेजें' }));
    expect(await screen.findByText('कम से कम एक भरा ड्रम या किलो में मात्रा लिखें।')).toBeInTheDocument();
    expect(screen.getByLabelText('भरे ड्रम')).toHaveFocus();
    await user.type(screen.getByLabelText('कितने ख़ाली ड्रम चाहिए'), '-2');
    await user.type(screen.getByLabelText('भरे ड्रम'), '2');
    await user.click(screen.getByRole('button', { name: 'कलेक्शन रिक्वेस्ट भेजें' }));
    expect(await screen.findByText('ड्रम की गिनती पूरी संख्या में लिखें, 0 या उससे ज़्यादा।')).toBeInTheDocument();
    expect(sent).toBe(0);
  });

  it('draws the charts with Hindi titles, axes and months, the period picker in Hindi', async () => {
    await renderSignedIn('/hi/dashboard', NAME);
    expect(await screen.findByRole('heading', { level: 3, name: 'बेचा गया तेल' }, { timeout: 10_000 })).toBeInTheDocument();
    const period = screen.getByRole('group', { name: 'अवधि' });
    expect(within(period).getByLabelText('कब से')).toHaveAttribute('placeholder', 'दिन/महीना/साल');
    expect(within(period).getByLabelText('कब तक')).toBeInTheDocument();
    const oil = await screen.findByRole('table', { name: 'हर महीने बेचा गया तेल' }, { timeout: 10_000 });
    const months = within(oil).getAllByRole('rowheader').map((cell) => cell.textContent ?? '');
    expect(months).toHaveLength(6);
    for (const month of months) expect(month).toMatch(/^[\u0900-\u097F]+ \d{4}$/);
    expect(within(oil).getByRole('columnheader', { name: 'बेचा गया तेल (किलो)' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^हर महीने बेचा गया तेल, किलो में/ })).toBeInTheDocument();
    const chart = screen.getByRole('img', { name: /^हर महीने बेचा गया तेल, किलो में/ });
    expect(within(chart).getByText('महीना')).toBeInTheDocument();
    expect(within(chart).getByText('किलो')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'हर महीने मिले ग्रीन पॉइंट्स' })).toBeInTheDocument();
  });
});

describe('/hi/dashboard/cart in Hindi', () => {
  it('shows the catalogue, the cart and the order in Hindi, with Indian-grouped points', async () => {
    server.use(http.post('/api/WebData/carbonCreditStats', () => HttpResponse.json({ status: 'Success', data: { earned: 125500, used: 500, balance: 125000 } })));
    const { user } = await renderSignedIn('/hi/dashboard/cart', 'ग्रीन पॉइंट्स कार्ट');
    const addButton = await screen.findByRole('button', { name: `${DRUM} कार्ट में डालें` });
    const catalogue = screen.getByRole('region', { name: 'इनाम का कैटलॉग' });
    const drum = within(catalogue).getByRole('heading', { name: DRUM }).closest('li') as HTMLElement;
    expect(within(drum).getByText('900')).toBeInTheDocument();
    expect(within(drum).getByText('स्टॉक में 40')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'कैटलॉग के पेज' })).getByRole('button', { name: 'पेज 1' })).toHaveAttribute('aria-current', 'page');

    const cart = screen.getByRole('region', { name: 'आपका कार्ट' });
    expect(await within(cart).findByText('आपका कार्ट ख़ाली है। कैटलॉग से सामान जोड़ें।')).toBeInTheDocument();
    // 1,25,000: lakhs grouped the Indian way, digits 0-9.
    await waitFor(() => expect(screen.getByText('पॉइंट्स बैलेंस').nextElementSibling).toHaveTextContent(/^1,25,000$/));
    expect(screen.getByText('1,25,000 पॉइंट्स', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ऑर्डर करें' })).toBeDisabled();
    expect(screen.getByText('अपने कार्ट में कोई सामान डालें।')).toBeInTheDocument();

    await user.click(addButton);
    expect(await within(cart).findByLabelText(`${DRUM} की गिनती`, { selector: 'output' })).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'आपका कार्ट: 1 सामान, 900 पॉइंट्स' })).toBeInTheDocument();
    expect(screen.getByText('900 पॉइंट्स', { selector: 'dd' })).toBeInTheDocument();
    expect(within(cart).getByRole('button', { name: `एक ${DRUM} और जोड़ें` })).toBeEnabled();
    expect(screen.getByText('डिलीवरी का पता चुनें।')).toBeInTheDocument();

    const addresses = screen.getByRole('region', { name: 'डिलीवरी का पता' });
    const [first] = await within(addresses).findAllByRole('radio');
    await user.click(first);
    await waitFor(() => expect(screen.getByRole('button', { name: 'ऑर्डर करें' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'ऑर्डर करें' }));
    const placed = await within(screen.getByRole('region', { name: 'अपना ऑर्डर करें' })).findByRole('status');
    expect(placed).toHaveTextContent(/^ऑर्डर GD-\d{4}-\d+ हो गया: 900 पॉइंट्स ख़र्च हुए। अब आपका बैलेंस [\d,]+ पॉइंट्स है।$/);
    expect(placed.querySelectorAll('strong')).toHaveLength(2);
    expect(await within(cart).findByText('आपका कार्ट ख़ाली है। कैटलॉग से सामान जोड़ें।')).toBeInTheDocument();
  });

  it('gives the address form’s messages in Hindi', async () => {
    const { user } = await renderSignedIn('/hi/dashboard/cart', 'ग्रीन पॉइंट्स कार्ट');
    const addresses = screen.getByRole('region', { name: 'डिलीवरी का पता' });
    await user.click(await within(addresses).findByRole('button', { name: 'नया पता जोड़ें' }));
    const form = within(addresses).getByRole('form', { name: 'डिलीवरी का नया पता' });
    await user.click(within(form).getByRole('button', { name: 'पता सेव करें' }));
    expect(await within(form).findByText('पता ज़रूरी है')).toBeInTheDocument();
    expect(within(form).getByText('शहर ज़रूरी है')).toBeInTheDocument();
    expect(within(form).getByText('राज्य चुनना ज़रूरी है')).toBeInTheDocument();
    expect(within(form).getByText('6 अंकों का पिनकोड ज़रूरी है')).toBeInTheDocument();
    expect(within(form).getByLabelText('पता')).toHaveFocus();
  });
});

describe('/hi/dashboard/records in Hindi', () => {
  it('shows the register in Hindi: months, dates, destinations and totals, figures grouped the Indian way', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: TODAY });
    signInDemoVendor();
    renderApp('/hi/dashboard/records');
    // Role queries over a table of 40 rows are slow in jsdom: wait for the table itself.
    const table = await waitFor(
      () => {
        const found = document.querySelector<HTMLElement>('table.records-table');
        if (!found) throw new Error('The register is not there yet: ' + currentAddress() + ' ' + (document.querySelector('main')?.textContent ?? '').slice(-600));
        return found;
      },
      { timeout: 20_000 },
    );
    expect(table).toHaveAccessibleName('निपटान रजिस्टर, 1 अप्रैल 2026 से 21 नवंबर 2026 तक');
    expect(screen.getByRole('heading', { level: 1, name: 'निपटान रजिस्टर' })).toBeInTheDocument();
    expect(screen.getByLabelText('कब से')).toHaveValue('01/04/2026');
    expect(monthNames(table)).toEqual(['अप्रैल 2026', 'मई 2026', 'जून 2026', 'जुलाई 2026', 'अगस्त 2026', 'सितंबर 2026', 'अक्टूबर 2026', 'नवंबर 2026']);

    expect(cellsOf(rowOfReceipt(table, 'GD/BLR/26-27/008989'))).toEqual([
      '28 अक्टूबर 2026',
      'GD/BLR/26-27/008989',
      'U5SNRB',
      '212.7आपका अनुमान 218: −5.3 (−2.4 %)',
      '7',
      '225.3 कुल − 12.6 ड्रमGD-WS-2309, मुहर 23 नवंबर 2025',
      '₹66.50',
      '₹14,144.55',
      '30.3%',
      'KA 05 MN 2309',
      'Syed Imran',
      'बायोडीज़ल प्लांट',
      '425',
    ]);
    expect(cellsOf(rowOfReceipt(table, 'GD/BLR/26-27/008423'))[8]).toBe('जाँच नहीं हुई');
    expect(within(table).getByRole('columnheader', { name: 'तारीख़' })).toHaveAttribute('aria-sort', 'ascending');
    expect(cellsOf(totalRow(table, /^अक्टूबर 2026 का कुल/))).toEqual(['अक्टूबर 2026 का कुल (5 पिकअप)', '836.4', '28', '', '₹55,620.60', '', '1,673']);
    const rangeTotal = cellsOf(totalRow(table, /^इस अवधि का कुल/));
    expect(rangeTotal[0]).toBe('इस अवधि का कुल (40 पिकअप)');
    expect(rangeTotal[4]).toBe('₹3,87,360.55');

    const summary = screen.getByLabelText('इस अवधि का कुल');
    expect(within(summary).getByText('इकट्ठा हुआ तेल').nextElementSibling).toHaveTextContent('5,803.1 किलो');
    expect(screen.getByRole('button', { name: 'CSV डाउनलोड करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पूरी अवधि का स्टेटमेंट प्रिंट करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अक्टूबर 2026 का स्टेटमेंट प्रिंट करें' })).toBeInTheDocument();
    expect(screen.getByLabelText('क्रम')).toHaveDisplayValue('सबसे पुराना पहले');
  }, 60_000);
});

describe('the vendor area’s figures and files in Hindi', () => {
  let t: Translate<'vendor'>;
  beforeAll(async () => {
    await loadCatalog('hi', 'vendor');
    t = (id, values) => i18nFor.hi._(`vendor.${id}`, values);
  });

  it('groups the Indian way with the digits 0-9, and names months and units in Hindi', () => {
    const fmt = vendorFormats(formatsFor('hi-IN'), t);
    expect(fmt.whole(12345678)).toBe('1,23,45,678');
    expect(fmt.points(125000)).toBe('1,25,000 पॉइंट्स');
    expect(fmt.kg(1520.5)).toBe('1,520.5 किलो');
    expect(fmt.wholeRupees(387360)).toBe('₹3,87,360');
    expect(fmt.requestDate('2026-11-18T23:30:00Z')).toBe('19 नवंबर 2026');
    expect(fmt.monthLabel('2026-06')).toBe('जून 2026');
    expect(fmt.shortMonthLabel('2026-06')).toBe("जून '26");
    expect(compactNumber(250000, fmt.compactUnits)).toBe('2.5 लाख');
    expect(compactNumber(30000000, fmt.compactUnits)).toBe('3 करोड़');
    expect(t('order.pointsShort', { missing: 123456 })).toBe('आपको 1,23,456 ग्रीन पॉइंट्स और चाहिए।');
  });

  it('writes the CSV’s header row and destinations in Hindi, the figures as plain numbers', () => {
    const csv = recordsCsv([record(1, '2026-10-06', 1249.2, 83071.8)], makeRecordsCopy(t)).split('\r\n');
    expect(csv[0]).toBe(
      '\uFEFFतारीख़,रसीद नंबर,वेरिफ़िकेशन कोड,मात्रा (किलो),ड्रम,रेट (₹ प्रति किलो),रक़म (₹),TPC स्तर (%),गाड़ी,कलेक्टर,तेल कहाँ गया,ग्रीन पॉइंट्स,कुल वज़न (किलो),ड्रमों का वज़न (किलो),तौल मशीन,तौल मशीन पर मुहर की तारीख़,आपका अनुमान (किलो),शुद्ध वज़न में से अनुमान (किलो),शुद्ध वज़न में से अनुमान (%),तौल मशीन की फ़ोटो',
    );
    expect(csv[1]).toBe('2026-10-06,GD/BLR/26-27/000001,K7PQ2M,1249.2,4,65,83071.8,,KA 01 AK 4172,Manjunath Gowda,बायोडीज़ल प्लांट,2498,1256.4,7.2,GD-WS-4172,2026-03-14,,,,');
  });
});
