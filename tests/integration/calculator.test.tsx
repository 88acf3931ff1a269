import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../src/config/env';
import { DRAFT_KEY, loadDraft } from '../../src/features/registration/draft';
import { emptyDetails } from '../../src/features/registration/validation';
import { server } from '../../src/mocks/node';
import { currentAddress, renderApp } from '../support/renderApp';

const PAGE = '/used-oil-value-calculator';
const AMOUNT = 'Used oil you set aside (litres a day)';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  vi.restoreAllMocks();
});

/** Counts the state-list calls, letting the mock API answer them. */
function countStateCalls() {
  const calls = { count: 0 };
  server.use(
    http.post(`${env.apiBaseUrl}/States/getAllStates`, () => {
      calls.count += 1;
      return undefined;
    }),
  );
  return calls;
}

/** The figure a <dt> of the results labels, as shown. */
const figure = (label: string) =>
  within(screen.getByRole('region', { name: 'Your figures for a month' })).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';

async function openPage(path = PAGE) {
  const user = userEvent.setup();
  renderApp(path);
  // The page's module is imported on first use: slow in a cold test run.
  await screen.findByRole('heading', { level: 1, name: 'What is your used cooking oil worth?' }, { timeout: 10_000 });
  return user;
}

describe('the value calculator page', () => {
  it('fetches the state list when the calculator is first used, not with the page; the state picks the regional range', async () => {
    // First in the file: no earlier test has a state-list request still on its way.
    const calls = countStateCalls();
    const user = await openPage();
    const state = screen.getByLabelText('State');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(within(state).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select your state']);
    expect(calls.count).toBe(0);

    await user.type(screen.getByLabelText(AMOUNT), '10');
    // axios and the mock API's answer arrive on first use: slow in a cold run.
    await within(state).findByRole('option', { name: 'Karnataka' }, { timeout: 10_000 });
    expect(calls.count).toBe(1);
    await user.selectOptions(state, 'Karnataka');
    expect(figure('Indicative payment a month')).toMatch(/^₹12,311 to ₹16,228 at ₹44 to ₹58 a kg, South India/);
    expect(calls.count).toBe(1);
  });

  it('shows the figures as the person types, and reads them out once typing pauses', async () => {
    const user = await openPage();
    expect(figure('Used oil a month')).toMatch(/^— /);
    expect(screen.getByText('Enter an amount to see your figures.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(AMOUNT), '10');
    expect(figure('Used oil a month')).toMatch(/^280 kg/);
    expect(figure('Indicative payment a month')).toMatch(/^₹11,192 to ₹16,788 at ₹40 to ₹60 a kg, all-India range; indicative$/);
    expect(figure('Green points a month')).toMatch(/^559/);
    expect(figure('Greenhouse gas avoided a month')).toMatch(/^589 kg CO2e/);
    expect(screen.getByText(/Applies if you fry with over 50 litres a day/)).toBeInTheDocument();
    expect(screen.getByText(/Enough for a weekly pickup/)).toBeInTheDocument();
    // The arithmetic follows the person's numbers.
    expect(screen.getByText('10 litres a day × 0.92 kg a litre × 30.42 days a month = 279.8 kg')).toBeInTheDocument();

    const live = screen.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'polite' && element.closest('form'));
    await waitFor(() => expect(live).toHaveTextContent('280 kg of used oil a month: ₹11,192 to ₹16,788 indicative, 559 green points, 589 kg CO2e avoided.'), { timeout: 3000 });
  });

  it('lists the sources of its factors, the yield study among them, as the impact certificate does', async () => {
    await openPage();
    const working = screen.getByRole('region', { name: 'How these figures are worked out' });
    expect(within(working).getByRole('link', { name: /RED II/ })).toHaveAttribute('href', expect.stringContaining('eur-lex.europa.eu'));
    expect(within(working).getByRole('link', { name: /Procedia Engineering 105 \(2015\)/ })).toHaveAttribute('href', expect.stringContaining('sciencedirect.com'));
    expect(within(working).getByRole('link', { name: /FSSAI, direction of 30 January 2019/ })).toHaveAttribute('href', expect.stringContaining('fssai.gov.in'));
  });

  it('puts the unit and period in the amount’s label, and works in kilograms a week', async () => {
    const user = await openPage();
    await user.selectOptions(screen.getByLabelText('Measured in'), 'Kilograms (kg)');
    await user.selectOptions(screen.getByLabelText('How often'), 'A week');
    await user.selectOptions(screen.getByLabelText('Kind of kitchen'), 'Housing society or household');
    await user.type(screen.getByLabelText('Used oil you set aside (kg a week)'), '2');
    expect(figure('Used oil a month')).toMatch(/^8.7 kg/);
    expect(figure('Indicative payment a month')).toMatch(/^₹209 to ₹305 /);
    expect(screen.getByText(/Does not apply to homes/)).toBeInTheDocument();
    expect(screen.getByText(/Below our 20 kg minimum pickup/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How household collection works' })).toHaveAttribute('href', '/household-collection');
  });

  it('shows a household no green points, but that homes are paid on the day, by UPI or bank transfer', async () => {
    const user = await openPage();
    await user.selectOptions(screen.getByLabelText('Kind of kitchen'), 'Housing society or household');
    const results = screen.getByRole('region', { name: 'Your figures for a month' });
    expect(within(results).queryByText('Green points a month')).toBeNull();
    expect(results).not.toHaveTextContent(/points/i);

    await user.type(screen.getByLabelText(AMOUNT), '1');
    expect(figure('Used oil a month')).toMatch(/^28 kg/);
    expect(figure('Indicative payment a month')).toMatch(/^₹672 to ₹980 at ₹24 to ₹35 a kg/);
    expect(figure('Payment for homes')).toBe('On the day by UPI or bank transfer, once the oil is weighed at your door');
    expect(within(results).queryByText('Green points a month')).toBeNull();
    expect(results).not.toHaveTextContent(/points/i);
    // The arithmetic has no points step either, and the sentence read out names none.
    expect(screen.getByRole('region', { name: 'How these figures are worked out' })).not.toHaveTextContent(/points/i);
    const live = screen.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'polite' && element.closest('form'));
    await waitFor(() => expect(live).toHaveTextContent('28 kg of used oil a month: ₹672 to ₹980 indicative, paid on the day, 59 kg CO2e avoided.'), { timeout: 3000 });

    // A food business earns them: 28 kg × 2 points a kg.
    await user.selectOptions(screen.getByLabelText('Kind of kitchen'), 'Restaurant or hotel');
    expect(figure('Green points a month')).toMatch(/^56 /);
    expect(within(results).queryByText('Payment for homes')).toBeNull();
  });

  it.each([
    ['-5', 'The amount cannot be less than zero.'],
    ['abc', 'Enter a number, such as 12 or 12.5.'],
    ['1e9', 'Enter a number, such as 12 or 12.5.'],
    ['1000000000', 'Enter at most 10,000 litres a day. For more, call 1800 123 4567.'],
  ])('%s: a clear message under the amount, dashes for figures, never NaN or Infinity', async (typed, message) => {
    const user = await openPage();
    const amount = screen.getByLabelText(AMOUNT);
    await user.type(amount, typed);
    expect(amount).toHaveAccessibleDescription(message);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(figure('Used oil a month')).toMatch(/^— /);
    expect(screen.getByText('Correct the amount above to see your figures.')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('Book with no amount says so and takes the person to the amount', async () => {
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Book a pickup for this amount' }));
    const amount = screen.getByLabelText(AMOUNT);
    expect(amount).toHaveFocus();
    expect(amount).toHaveAccessibleDescription('Enter how much used oil you set aside.');
    expect(currentAddress()).toBe(PAGE);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('Enter in the amount does what Book does: the form has a submit button (keyboard users can send it)', async () => {
    const user = await openPage();
    const calculator = screen.getByRole('form', { name: 'Used oil value calculator' });
    expect(within(calculator).getByRole('button', { name: 'Book a pickup for this amount' })).toHaveAttribute('type', 'submit');
    const amount = screen.getByLabelText(AMOUNT);
    await user.type(amount, '{Enter}');
    expect(amount).toHaveFocus();
    expect(amount).toHaveAccessibleDescription('Enter how much used oil you set aside.');
    expect(currentAddress()).toBe(PAGE);

    await user.type(amount, '10{Enter}');
    await waitFor(() => expect(currentAddress()).toBe('/#requestforoilcollection'));
    expect(loadDraft()).toMatchObject({ details: { oil_quantity: '280', expected_rate: '40' } });
  });

  it('opens a shared link with its figures, and the address follows what the person changes', async () => {
    const user = await openPage(`${PAGE}?kitchen=canteen&amount=25&unit=kg&per=week&state=16`);
    const amount = screen.getByLabelText('Used oil you set aside (kg a week)');
    await waitFor(() => expect(amount).toHaveValue('25'));
    expect(screen.getByLabelText('Kind of kitchen')).toHaveValue('canteen');
    // The named state is fetched at once to price the link's figures.
    await waitFor(() => expect(screen.getByLabelText('State')).toHaveDisplayValue('Karnataka'));
    expect(figure('Used oil a month')).toMatch(/^109 kg/);
    expect(figure('Indicative payment a month')).toMatch(/^₹4,778 to ₹6,299/);

    await user.clear(amount);
    await user.type(amount, '30');
    expect(window.location.search).toBe('?kitchen=canteen&amount=30&unit=kg&per=week&state=16');
  });
});

describe('sharing a result', () => {
  it('copies the link where the browser has no share sheet, and says so', async () => {
    const user = await openPage();
    await user.type(screen.getByLabelText(AMOUNT), '12.5');
    await user.click(screen.getByRole('button', { name: 'Share this result' }));
    expect(await screen.findByText('Link copied. Paste it into WhatsApp, SMS or e-mail: it opens with these figures.')).toHaveAttribute('role', 'status');
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}${PAGE}?kitchen=restaurant&amount=12.5&unit=litres&per=day`);
  });

  it('uses the share sheet where there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = await openPage();
    await user.type(screen.getByLabelText(AMOUNT), '8');
    await user.click(screen.getByRole('button', { name: 'Share this result' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'What is my used cooking oil worth? | GreenDrop', url: `${window.location.origin}${PAGE}?kitchen=restaurant&amount=8&unit=litres&per=day` }));
    expect(screen.queryByText(/Link copied/)).not.toBeInTheDocument();
  });

  it('says how to share by hand when the browser refuses to copy', async () => {
    const user = await openPage();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Share this result' }));
    expect(await screen.findByText(/did not let us copy the link. Copy the address from the address bar/)).toBeInTheDocument();
  });
});

describe('booking the amount', () => {
  it('fills the booking draft’s quantity and rate, keeps the rest, and opens the booking form with a note', async () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ phone: '9123456780', otpSentAt: null, expectedOtp: null, otp: '', verified: false, details: { ...emptyDetails, firm_name: 'Sharma Dhaba' } }));
    const user = await openPage();
    await user.type(screen.getByLabelText(AMOUNT), '10');
    await user.click(screen.getByRole('button', { name: 'Book a pickup for this amount' }));

    await waitFor(() => expect(currentAddress()).toBe('/#requestforoilcollection'));
    expect(loadDraft()).toMatchObject({ phone: '9123456780', details: { firm_name: 'Sharma Dhaba', oil_quantity: '280', expected_rate: '40' } });
    expect(await screen.findByText(/From the calculator: 280 kg of used oil a month at ₹40 a kg/)).toBeInTheDocument();
    // The wizard resumes from the draft it finds: the number typed earlier, at the phone step.
    expect(await screen.findByRole('heading', { name: 'Verify your mobile number' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Mobile number')).toHaveValue('9123456780'));
  });

  it('on the home page, fills a booking form that is already open at its details step', async () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ phone: '9123456780', otpSentAt: null, expectedOtp: null, otp: '', verified: true, details: { ...emptyDetails, firm_name: 'Sharma Dhaba', city: 'Pune' } }));
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { name: 'Tell us about your business' });
    const calculator = await screen.findByRole('form', { name: 'Used oil value calculator' });
    await user.type(within(calculator).getByLabelText(AMOUNT), '4');
    expect(within(calculator).getByText('Used oil a month', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^112 kg/);
    await user.click(within(calculator).getByRole('button', { name: 'Book a pickup for this amount' }));

    await waitFor(() => expect(screen.getByLabelText('Oil quantity')).toHaveValue(112));
    expect(screen.getByLabelText('Expected rate')).toHaveValue(40);
    expect(screen.getByLabelText('Firm Name')).toHaveValue('Sharma Dhaba');
    expect(screen.getByLabelText('City')).toHaveValue('Pune');
    expect(await screen.findByText(/From the calculator: 112 kg/)).toBeInTheDocument();
    expect(currentAddress()).toBe('/#requestforoilcollection');
    // The figure carried is a month's, and the field says so until the person writes their own.
    const quantity = screen.getByLabelText('Oil quantity');
    expect(quantity).toHaveAccessibleDescription('KG of used oil a month, as the calculator worked it out.');
    await user.type(quantity, '0');
    expect(quantity).toHaveValue(1120);
    expect(quantity).not.toHaveAccessibleDescription(/a month/);
  });

  it('says the carried quantity is a month’s on the details step of a booking form opened from the calculator', async () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ phone: '9123456780', otpSentAt: null, expectedOtp: null, otp: '', verified: true, details: { ...emptyDetails, firm_name: 'Sharma Dhaba' } }));
    const user = await openPage();
    await user.type(screen.getByLabelText(AMOUNT), '10');
    await user.click(screen.getByRole('button', { name: 'Book a pickup for this amount' }));
    await waitFor(() => expect(currentAddress()).toBe('/#requestforoilcollection'));
    const quantity = await screen.findByLabelText('Oil quantity', {}, { timeout: 10_000 });
    expect(quantity).toHaveValue(280);
    expect(quantity).toHaveAccessibleDescription('KG of used oil a month, as the calculator worked it out.');
  });

  it('on the home page, Enter in the compact calculator’s amount books it, as its submit button does', async () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ phone: '9123456780', otpSentAt: null, expectedOtp: null, otp: '', verified: true, details: { ...emptyDetails, firm_name: 'Sharma Dhaba' } }));
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { name: 'Tell us about your business' });
    const calculator = await screen.findByRole('form', { name: 'Used oil value calculator' });
    expect(within(calculator).getByRole('button', { name: 'Book a pickup for this amount' })).toHaveAttribute('type', 'submit');
    await user.type(within(calculator).getByLabelText(AMOUNT), '4{Enter}');

    await waitFor(() => expect(screen.getByLabelText('Oil quantity')).toHaveValue(112));
    expect(screen.getByLabelText('Firm Name')).toHaveValue('Sharma Dhaba');
    expect(currentAddress()).toBe('/#requestforoilcollection');
  });
});
