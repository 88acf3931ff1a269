import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../src/config/env';
import { indianToday, INDIA_TIME_ZONE } from '../../src/lib/indiaTime';
import { server } from '../../src/mocks/node';
import { renderApp } from '../support/renderApp';
import { advance, answer, captureForm, failNetwork, sentOtp, setupUser, type User } from './registration-helpers';

// The same wizard under /hi, every message from the Hindi catalogue, the same rules and the same
// waits (Verified after 2 s, the details 2 s later). (9876543210 is the mock API's already
// registered number: not used here.)

const PHONE = '9123456781';
const slow = { timeout: 10_000 };
/** A whole registration typed letter by letter, with the first lazy page and picker imports. */
const long = { timeout: 40_000 };

const HI = {
  title: 'रजिस्टर करें',
  phoneHeading: 'अपना मोबाइल नंबर वेरिफ़ाई करें',
  phoneLabel: 'मोबाइल नंबर',
  send: 'OTP भेजें',
  sending: 'OTP भेजा जा रहा है',
  phoneInvalid: 'कृपया 10 अंकों का सही मोबाइल नंबर डालें।',
  requestFailed: 'कुछ गड़बड़ हो गई। थोड़ी देर बाद फिर से कोशिश करें।',
  otpHeading: 'OTP डालें',
  otpLabel: 'SMS में आया OTP',
  verify: 'OTP वेरिफ़ाई करें',
  verifying: 'वेरिफ़ाई हो रहा है',
  verified: 'वेरिफ़ाई हो गया',
  otpIncorrect: 'डाला गया OTP ग़लत है।',
  changeNumber: 'नंबर बदलें',
  detailsHeading: 'अपने बिज़नेस के बारे में बताएँ',
  date: 'कलेक्शन शुरू करने की तारीख़',
  submit: 'जानकारी भेजें',
  successHeading: 'रजिस्टर करने के लिए धन्यवाद',
  success: 'हो गया! आपकी रिक्वेस्ट भेज दी गई है। हमारी टीम जल्द ही आपसे संपर्क करेगी।',
  errorHeading: 'आपकी रिक्वेस्ट नहीं भेजी जा सकी',
  error: 'माफ़ कीजिए! कुछ गड़बड़ हो गई। हम अभी आपकी रिक्वेस्ट पूरी नहीं कर पाए। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  back: 'अपनी जानकारी पर वापस जाएँ',
};

/** The details form's Hindi labels and the message each shows when empty on submit. */
const HINDI_FIELD_MESSAGES: [label: string, message: string][] = [
  ['फ़र्म का नाम', 'फ़र्म का नाम ज़रूरी है'],
  ['आपका नाम', 'नाम ज़रूरी है'],
  ['ई-मेल', 'ई-मेल ज़रूरी है'],
  ['तेल की मात्रा', 'कृपया 0 या उससे ज़्यादा की संख्या डालें'],
  ['आप कितना रेट चाहते हैं', 'कृपया 0 या उससे ज़्यादा की संख्या डालें'],
  [HI.date, 'तारीख़ चुनना ज़रूरी है'],
  ['पता', 'पता ज़रूरी है'],
  ['शहर', 'शहर ज़रूरी है'],
  ['राज्य', 'राज्य चुनना ज़रूरी है'],
  ['पिनकोड', '6 अंकों का पिनकोड ज़रूरी है'],
];

/** Latin words people see in the wizard, besides the ones the glossary keeps (OTP, SMS) and what was typed or came from the server. */
function englishIn(element: Element): string[] {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('option:not([value=""]), .react-datepicker__aria-live, [translate="no"]').forEach((node) => node.remove());
  const texts: string[] = [];
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
  const named = [...copy.querySelectorAll('[aria-label], [placeholder]')].map((node) => `${node.getAttribute('aria-label') ?? ''} ${node.getAttribute('placeholder') ?? ''}`);
  return [...texts, ...named].join(' ').match(/[A-Za-z][A-Za-z0-9]*/g)?.filter((word) => !['OTP', 'SMS'].includes(word)) ?? [];
}

const wizard = () => document.querySelector('.wizard') as HTMLElement;
/** Today in India (the earliest date the form takes), as Hindi writes it. */
const hindiDate = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('hi-IN', { ...options, timeZone: INDIA_TIME_ZONE }).format(new Date());

async function openRegister() {
  const user = setupUser();
  const view = renderApp('/hi/register');
  await screen.findByRole('heading', { level: 1, name: HI.title }, slow);
  return { user, ...view };
}

async function sendCode(user: User, phone = PHONE) {
  const input = screen.getByLabelText(HI.phoneLabel);
  await user.clear(input);
  await user.type(input, phone);
  await user.click(screen.getByRole('button', { name: HI.send }));
  await screen.findByRole('heading', { name: HI.otpHeading });
}

async function reachDetails(user: User, phone = PHONE) {
  await sendCode(user, phone);
  await user.type(screen.getByLabelText(HI.otpLabel), sentOtp(phone));
  await user.click(screen.getByRole('button', { name: HI.verify }));
  await advance(2000);
  await advance(2000);
  await screen.findByRole('heading', { name: HI.detailsHeading });
  await waitFor(() => expect(screen.getByLabelText(HI.date)).toBeEnabled(), { timeout: 10_000 });
}

/** Opens the calendar from the keyboard and picks the first selectable day (today). */
async function chooseDate(user: User) {
  await user.click(screen.getByLabelText(HI.date));
  await user.keyboard('{ArrowDown}');
  await user.keyboard('{Enter}');
}

async function fillDetails(user: User) {
  await user.type(screen.getByLabelText('फ़र्म का नाम'), 'शर्मा ढाबा');
  await user.type(screen.getByLabelText('आपका नाम'), 'रवि शर्मा');
  await user.type(screen.getByLabelText('ई-मेल'), 'ravi@sharmadhaba.example.in');
  await user.type(screen.getByLabelText('तेल की मात्रा'), '120');
  await user.type(screen.getByLabelText('आप कितना रेट चाहते हैं'), '45.5');
  await chooseDate(user);
  await user.type(screen.getByLabelText('पता'), '12 एमजी रोड, कैंप');
  await user.type(screen.getByLabelText('शहर'), 'पुणे');
  await screen.findByRole('option', { name: 'Maharashtra' });
  await user.selectOptions(screen.getByLabelText('राज्य'), 'Maharashtra');
  await user.type(screen.getByLabelText('पिनकोड'), '411001');
  await user.type(screen.getByLabelText('कोई और बात (ज़रूरी नहीं)'), 'शाम 4 बजे के बाद कॉल करें');
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/hi/register: the wizard in Hindi', () => {
  it('goes through every step in Hindi: labels, a bad number, a wrong OTP, Verified at 2 s, the details at 4 s, success', long, async () => {
    const calls = captureForm('/signups/submit');
    const { user } = await openRegister();

    // Step 0: Hindi labels, and nothing in English but OTP and SMS.
    expect(screen.getByRole('heading', { level: 2, name: HI.phoneHeading })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'रजिस्ट्रेशन के चरण' })).toHaveTextContent('चरण 1: मोबाइल नंबर');
    expect(screen.getByRole('link', { name: 'वेंडर के रूप में लॉग इन करें' })).toHaveAttribute('href', '/hi/login');
    expect(screen.getByText('+91')).toBeInTheDocument();
    expect(englishIn(wizard())).toEqual([]);

    // A bad number: the Hindi message under the field, focus on it.
    await user.type(screen.getByLabelText(HI.phoneLabel), '12345');
    await user.click(screen.getByRole('button', { name: HI.send }));
    expect(screen.getByLabelText(HI.phoneLabel)).toHaveAccessibleDescription(HI.phoneInvalid);
    expect(screen.getByLabelText(HI.phoneLabel)).toHaveFocus();

    // Step 1.
    await sendCode(user);
    expect(screen.getByText(/हमने SMS से कोड इस नंबर पर भेजा है/)).toHaveTextContent('हमने SMS से कोड इस नंबर पर भेजा है: +91 91234 56781।');
    expect(screen.getByRole('button', { name: '30 सेकंड बाद OTP फिर से भेजें' })).toBeDisabled();
    expect(screen.getByRole('button', { name: HI.changeNumber })).toBeEnabled();
    expect(englishIn(wizard())).toEqual([]);

    // A wrong OTP: the Hindi message, the step and the typed code stay.
    const wrong = sentOtp(PHONE) === '000000' ? '111111' : '000000';
    await user.type(screen.getByLabelText(HI.otpLabel), wrong);
    await user.click(screen.getByRole('button', { name: HI.verify }));
    expect(screen.getByLabelText(HI.otpLabel)).toHaveAccessibleDescription(HI.otpIncorrect);
    expect(screen.getByLabelText(HI.otpLabel)).toHaveValue(wrong);
    expect(screen.getByRole('heading', { name: HI.otpHeading })).toBeInTheDocument();

    // The right OTP: Verifying, Verified after 2 s, the details 2 s after that.
    await user.clear(screen.getByLabelText(HI.otpLabel));
    await user.type(screen.getByLabelText(HI.otpLabel), sentOtp(PHONE));
    await user.click(screen.getByRole('button', { name: HI.verify }));
    expect(screen.getByRole('button', { name: HI.verifying })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(HI.verifying);
    await advance(1900);
    expect(screen.getByRole('button', { name: HI.verifying })).toBeInTheDocument();
    await advance(200);
    expect(screen.getByRole('button', { name: HI.verified })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(HI.verified);
    await advance(1800);
    expect(screen.queryByRole('heading', { name: HI.detailsHeading })).not.toBeInTheDocument();
    await advance(300);
    const heading = screen.getByRole('heading', { name: HI.detailsHeading });
    await waitFor(() => expect(heading).toHaveFocus());

    // Step 2: Hindi labels and units; every rule's message in Hindi under its field.
    await waitFor(() => expect(screen.getByLabelText(HI.date)).toBeEnabled(), { timeout: 10_000 });
    expect(screen.getByText('किलो')).toBeInTheDocument();
    expect(screen.getByText('प्रति किलो')).toBeInTheDocument();
    expect(screen.getByLabelText(HI.date)).toHaveAttribute('placeholder', 'दिन/महीना/साल');
    await user.click(screen.getByRole('button', { name: HI.submit }));
    for (const [label, message] of HINDI_FIELD_MESSAGES) expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText('फ़र्म का नाम')).toHaveFocus();
    await user.type(screen.getByLabelText('ई-मेल'), 'a@b.c');
    await user.click(screen.getByRole('button', { name: HI.submit }));
    expect(screen.getByLabelText('ई-मेल')).toHaveAccessibleDescription('कृपया सही ई-मेल डालें');
    await user.clear(screen.getByLabelText('ई-मेल'));
    expect(englishIn(wizard())).toEqual([]);

    await fillDetails(user);
    expect(screen.getByLabelText(HI.date)).toHaveValue(hindiDate({ day: '2-digit', month: '2-digit', year: 'numeric' }));
    await user.click(screen.getByRole('button', { name: HI.submit }));

    // Step 3: the Hindi success result; the request is the same as in English.
    const done = await screen.findByRole('heading', { name: HI.successHeading });
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByText(HI.success)).toBeInTheDocument();
    expect(englishIn(wizard())).toEqual([]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toEqual(
      expect.arrayContaining([
        ['mobile', PHONE],
        ['firm_name', 'शर्मा ढाबा'],
        ['entry_by', indianToday()],
        ['state_id', '21'],
        ['postal_code', '411001'],
      ]),
    );
  });

  it('shows the calendar with Hindi month and weekday names, digits 0-9', long, async () => {
    const { user } = await openRegister();
    await reachDetails(user);
    await user.click(screen.getByLabelText(HI.date));
    const calendar = await screen.findByRole('dialog', { name: 'तारीख़ चुनें' });
    expect(calendar.querySelector('.react-datepicker__current-month')).toHaveTextContent(`${hindiDate({ month: 'long' })} ${indianToday().slice(0, 4)}`);
    const weekdays = [...calendar.querySelectorAll('.react-datepicker__day-name [aria-hidden="true"]')].map((node) => node.textContent);
    expect(weekdays).toEqual(['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि']);
    expect(within(calendar).getByRole('gridcell', { name: `चुनें: ${hindiDate({ dateStyle: 'full' })}` })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'अगला महीना' })).toBeInTheDocument();
    expect(calendar.textContent).not.toMatch(/[\u0966-\u096F]/);
    expect(englishIn(calendar)).toEqual([]);
  });

  it('shows the error result and the way back in Hindi', long, async () => {
    answer('/signups/submit', { status: 'Error', message: 'Duplicate' });
    const { user } = await openRegister();
    await reachDetails(user, '9123456782');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: HI.submit }));
    expect(await screen.findByRole('heading', { name: HI.errorHeading })).toBeInTheDocument();
    expect(screen.getByText(HI.error)).toBeInTheDocument();
    expect(screen.queryByText('Duplicate')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: HI.back }));
    await screen.findByRole('heading', { name: HI.detailsHeading });
    expect(screen.getByLabelText('फ़र्म का नाम')).toHaveValue('शर्मा ढाबा');
  });

  it('says a failed call in Hindi, and shows the server’s own message as it is', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    failNetwork('/signups/sendOTP');
    const { user } = await openRegister();
    await user.type(screen.getByLabelText(HI.phoneLabel), PHONE);
    await user.click(screen.getByRole('button', { name: HI.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${HI.requestFailed}$`));

    answer('/signups/sendOTP', { status: 'Error', message: 'Too many codes were sent to this number today.' });
    await user.click(screen.getByRole('button', { name: HI.send }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Too many codes were sent to this number today\.$/));
  });

  it('is titled in Hindi when the server sends no title', async () => {
    server.use(http.get(`${env.seoApiBaseUrl}/seo/page/Register`, () => HttpResponse.json({ seos: [] })));
    await openRegister();
    await waitFor(() => expect(document.title).toBe('रजिस्टर करें | GreenDrop'));
    expect(screen.getByText(/GreenDrop को बेचें/)).toBeInTheDocument();
  });
});

describe('/hi/responsive-modal in Hindi', () => {
  it('opens the Hindi wizard in a dialog and closes it again', async () => {
    const user = setupUser();
    renderApp('/hi/responsive-modal');
    expect(await screen.findByRole('heading', { level: 1, name: 'विंडो में रजिस्टर करें' }, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'रजिस्ट्रेशन फ़ॉर्म खोलें' }));
    const dialog = await screen.findByRole('dialog', { name: HI.title });
    expect(within(dialog).getByRole('heading', { level: 3, name: HI.phoneHeading })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(HI.phoneLabel), '12');
    await user.click(within(dialog).getByRole('button', { name: HI.send }));
    expect(within(dialog).getByLabelText(HI.phoneLabel)).toHaveAccessibleDescription(HI.phoneInvalid);
    await user.click(within(dialog).getByRole('button', { name: 'बंद करें' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
