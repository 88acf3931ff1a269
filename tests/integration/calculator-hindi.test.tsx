import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_KEY } from '../../src/features/registration/draft';
import { currentAddress, renderApp } from '../support/renderApp';

// The value calculator in Hindi, under /hi: the same calculator, every word from the Hindi
// catalogue, numbers with Indian grouping and the digits 0-9.

const PAGE = '/hi/used-oil-value-calculator';
const AMOUNT = 'आप कितना पुराना तेल जमा करते हैं (लीटर प्रति दिन)';
const RESULTS = 'एक महीने का आपका हिसाब';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The figure a <dt> of the results labels, as shown. */
const figure = (label: string) =>
  within(screen.getByRole('region', { name: RESULTS })).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';

/** Latin words a Hindi page keeps: brands, abbreviations and units people say in English. */
const KEPT_IN_LATIN = new Set(['FSSAI', 'CO2', 'kg', 'WhatsApp', 'SMS', 'GreenDrop']);
const englishWords = (text: string) => (text.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter((word) => !KEPT_IN_LATIN.has(word));

async function openPage(path = PAGE) {
  const user = userEvent.setup();
  renderApp(path);
  // The page's module and the Hindi catalogue are imported on first use: slow in a cold test run.
  await screen.findByRole('heading', { level: 1, name: 'आपके इस्तेमाल किए तेल की क़ीमत कितनी है?' }, { timeout: 10_000 });
  return user;
}

describe('the value calculator in Hindi', () => {
  it('labels every field and option in Hindi, and leaves no English in the calculator', async () => {
    await openPage();
    const form = screen.getByRole('form', { name: 'पुराने तेल की क़ीमत का कैलकुलेटर' });
    // Without the app (Enter before it starts), the form asks for the Hindi page.
    expect(form).toHaveAttribute('action', PAGE);
    expect(within(form).getByRole('heading', { name: RESULTS })).toBeInTheDocument();

    const options = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option').map((option) => option.textContent);
    expect(options('रसोई का प्रकार')).toEqual(['रेस्टोरेंट या होटल', 'मिठाई की दुकान या नमकीन बनाने वाले', 'कैंटीन या क्लाउड किचन', 'हाउसिंग सोसाइटी या घर']);
    expect(options('किसमें नापते हैं')).toEqual(['लीटर', 'किलो (kg)']);
    expect(options('कितने समय में')).toEqual(['हर दिन', 'हर हफ़्ते', 'हर महीने']);
    expect(options('राज्य')).toEqual(['अपना राज्य चुनें']);
    const amount = screen.getByLabelText(AMOUNT);
    expect(amount).toHaveAttribute('placeholder', 'जैसे 10');
    expect(amount).toHaveAccessibleDescription('सिर्फ़ संख्या लिखें: 12.5 और 1,200 दोनों चलेंगे।');
    expect(screen.getByText('अपना हिसाब देखने के लिए मात्रा लिखें।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'इतने तेल का पिकअप बुक करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'यह नतीजा शेयर करें' })).toBeInTheDocument();

    // The worked example before anything is typed: the arithmetic in Hindi too.
    const working = screen.getByRole('region', { name: 'ये आँकड़े कैसे निकाले गए' });
    expect(within(working).getByText('10 लीटर प्रति दिन × 0.92 किलो प्रति लीटर × महीने के 30.42 दिन = 279.8 किलो')).toBeInTheDocument();
    expect(within(working).getByRole('heading', { name: 'स्रोत' })).toBeInTheDocument();
    expect(within(working).getByRole('link', { name: /प्रोसीडिया इंजीनियरिंग 105 \(2015\)/ })).toHaveAttribute('href', expect.stringContaining('sciencedirect.com'));

    expect(englishWords(form.textContent ?? '')).toEqual([]);
    expect(englishWords(working.textContent ?? '')).toEqual([]);
  });

  it('gives the figures in Hindi as the person types, with rupees grouped the Indian way', async () => {
    const user = await openPage();
    await user.type(screen.getByLabelText(AMOUNT), '1,000');

    // 1,000 litres a day × 0.92 × 30.42 = 27,983.3 kg a month; at ₹40 to ₹60 a kg.
    expect(figure('हर महीने पुराना तेल')).toBe('27,983 किलो 0.92 किलो प्रति लीटर और महीने के 30.42 दिन के हिसाब से');
    expect(figure('हर महीने अनुमानित भुगतान')).toBe('₹11,19,332 से ₹16,78,998 तक ₹40 से ₹60 प्रति किलो के भाव पर, पूरे भारत की रेंज; अनुमानित');
    expect(figure('हर महीने ग्रीन पॉइंट्स')).toBe('55,966 हर किलो पर 2 पॉइंट्स');
    expect(figure('हर महीने टला हुआ ग्रीनहाउस गैस उत्सर्जन')).toBe('58,863 किलो CO2 के बराबर CO2 के बराबर, जब डीज़ल की जगह बायोडीज़ल जलता है');
    expect(screen.getByText('भुगतान अनुमानित है: रेट रजिस्ट्रेशन के समय, आपका तेल देखने के बाद तय होता है।')).toBeInTheDocument();
    expect(screen.getByText('आप पर लागू है')).toBeInTheDocument();
    expect(screen.getByText('हर हफ़्ते पिकअप के लिए काफ़ी')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'बिज़नेस पिकअप कैसे होता है' })).toHaveAttribute('href', '/hi/used-cooking-oil-collection');

    const working = screen.getByRole('region', { name: 'ये आँकड़े कैसे निकाले गए' });
    expect(within(working).getByText('27,983.3 किलो × ₹40 से ₹60 प्रति किलो (पूरे भारत की रेंज) = ₹11,19,332 से ₹16,78,998')).toBeInTheDocument();

    const live = screen.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'polite' && element.closest('form'));
    await waitFor(
      () => expect(live).toHaveTextContent('हर महीने 27,983 किलो पुराना तेल: अनुमानित ₹11,19,332 से ₹16,78,998, 55,966 ग्रीन पॉइंट्स, 58,863 किलो CO2 के बराबर टला हुआ ग्रीनहाउस गैस उत्सर्जन।'),
      { timeout: 3000 },
    );
    expect(document.body.textContent).not.toMatch(/[\u0966-\u096F]/); // no Devanagari digits anywhere
  });

  it('names the region of the chosen state in Hindi, and works in kilograms a week', async () => {
    const user = await openPage();
    await user.selectOptions(screen.getByLabelText('किसमें नापते हैं'), 'किलो (kg)');
    await user.selectOptions(screen.getByLabelText('कितने समय में'), 'हर हफ़्ते');
    await user.selectOptions(screen.getByLabelText('रसोई का प्रकार'), 'हाउसिंग सोसाइटी या घर');
    await user.type(screen.getByLabelText('आप कितना पुराना तेल जमा करते हैं (किलो प्रति हफ़्ता)'), '2');
    expect(figure('हर महीने पुराना तेल')).toMatch(/^8.7 किलो /);
    expect(screen.getByText('घरों पर लागू नहीं')).toBeInTheDocument();
    // Homes earn no green points: they are paid on the day.
    expect(figure('घरों को भुगतान')).toBe('उसी दिन दरवाज़े पर तेल तौलने के बाद, UPI या बैंक ट्रांसफ़र से');
    expect(screen.getByRole('region', { name: RESULTS })).not.toHaveTextContent(/पॉइंट|points/i);
    expect(screen.getByRole('region', { name: 'ये आँकड़े कैसे निकाले गए' })).not.toHaveTextContent(/पॉइंट|points/i);
    expect(screen.getByText('हमारे सबसे छोटे पिकअप (20 किलो) से कम')).toBeInTheDocument();
    expect(screen.getByText(/^20 किलो होने तक तेल लगभग 10 हफ़्ते जमा करें/)).toBeInTheDocument();

    // The state list arrives on first use (slow in a cold run); Karnataka is in South India.
    await within(screen.getByLabelText('राज्य')).findByRole('option', { name: 'Karnataka' }, { timeout: 10_000 });
    await user.selectOptions(screen.getByLabelText('राज्य'), 'Karnataka');
    expect(figure('हर महीने अनुमानित भुगतान')).toMatch(/^₹226 से ₹287 तक ₹26 से ₹33 प्रति किलो के भाव पर, दक्षिण भारत; अनुमानित$/);
  });

  it.each([
    ['abc', 'कोई संख्या लिखें, जैसे 12 या 12.5।'],
    ['-5', 'मात्रा शून्य से कम नहीं हो सकती।'],
    ['20000', 'ज़्यादा से ज़्यादा 10,000 लीटर प्रति दिन लिखें। इससे ज़्यादा के लिए 1800 123 4567 पर कॉल करें।'],
  ])('%s: a Hindi message under the amount, dashes for figures', async (typed, message) => {
    const user = await openPage();
    const amount = screen.getByLabelText(AMOUNT);
    await user.type(amount, typed);
    expect(amount).toHaveAccessibleDescription(message);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(figure('हर महीने पुराना तेल')).toMatch(/^— /);
    expect(screen.getByText('अपना हिसाब देखने के लिए ऊपर लिखी मात्रा ठीक करें।')).toBeInTheDocument();
  });

  it('Book with no amount asks for it in Hindi', async () => {
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'इतने तेल का पिकअप बुक करें' }));
    const amount = screen.getByLabelText(AMOUNT);
    expect(amount).toHaveFocus();
    expect(amount).toHaveAccessibleDescription('लिखें कि आप कितना पुराना तेल जमा करते हैं।');
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('books the amount: the Hindi home page’s booking form, with a note in Hindi, and says the quantity is a month’s', async () => {
    // A number already verified: the form opens at its details step, where the quantity lands.
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ phone: '9123456780', otpSentAt: null, expectedOtp: null, otp: '', verified: true, details: {} }));
    const user = await openPage();
    await user.type(screen.getByLabelText(AMOUNT), '10');
    await user.click(screen.getByRole('button', { name: 'इतने तेल का पिकअप बुक करें' }));
    await waitFor(() => expect(currentAddress()).toBe('/#requestforoilcollection'));
    expect(await screen.findByText(/^कैलकुलेटर से: हर महीने 280 किलो पुराना तेल, ₹40 प्रति किलो के भाव पर/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByLabelText('तेल की मात्रा')).toHaveAccessibleDescription('हर महीने इतने किलो पुराना तेल, जैसा कैलकुलेटर ने निकाला।');
  });

  it('shares the Hindi page with the figures, and says so in Hindi', async () => {
    const user = await openPage();
    await user.type(screen.getByLabelText(AMOUNT), '12.5');
    await user.click(screen.getByRole('button', { name: 'यह नतीजा शेयर करें' }));
    expect(await screen.findByText('लिंक कॉपी हो गया। इसे WhatsApp, SMS या ई-मेल में पेस्ट करें: यह इन्हीं आँकड़ों के साथ खुलेगा।')).toHaveAttribute('role', 'status');
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}${PAGE}?kitchen=restaurant&amount=12.5&unit=litres&per=day`);
  });

  it('says how to share by hand, in Hindi, when the browser refuses to copy', async () => {
    const user = await openPage();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'यह नतीजा शेयर करें' }));
    expect(await screen.findByText(/^आपके ब्राउज़र ने लिंक कॉपी नहीं करने दिया।/)).toBeInTheDocument();
  });

  it('has the page copy, breadcrumb and questions in Hindi', async () => {
    await openPage();
    // The trail ends at this page; its links are the Hindi pages.
    const breadcrumb = screen.getByText('क़ीमत का कैलकुलेटर', { selector: '[aria-current="page"]' }).closest('ol') as HTMLElement;
    expect(within(breadcrumb).getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/hi');
    expect(within(breadcrumb).getByRole('link', { name: 'सेवाएँ' })).toHaveAttribute('href', '/hi/services');
    expect(screen.getByRole('heading', { level: 2, name: 'अपना हिसाब निकालें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'अक्सर पूछे जाने वाले सवाल' })).toBeInTheDocument();
    expect(screen.getByText('आप मेरा राज्य क्यों पूछते हैं?')).toBeInTheDocument();
  });
});

describe('the compact calculator on the Hindi home page', () => {
  it('is in Hindi, and its full breakdown opens the Hindi page with the same inputs', async () => {
    const user = userEvent.setup();
    renderApp('/hi');
    const calculator = await screen.findByRole('form', { name: 'पुराने तेल की क़ीमत का कैलकुलेटर' }, { timeout: 10_000 });
    await user.type(within(calculator).getByLabelText(AMOUNT), '4');
    expect(within(calculator).getByText('हर महीने पुराना तेल', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^112 किलो/);
    expect(within(calculator).getByRole('link', { name: 'पूरा हिसाब देखें' })).toHaveAttribute('href', `${PAGE}?kitchen=restaurant&amount=4&unit=litres&per=day`);
  });
});
