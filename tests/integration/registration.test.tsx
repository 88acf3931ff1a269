import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { env } from '../../src/config/env';
import { DRAFT_KEY } from '../../src/features/registration/draft';
import { RegistrationWizard } from '../../src/features/registration/RegistrationWizard';
import { indianToday } from '../../src/lib/indiaTime';
import { db } from '../../src/mocks/db';
import { announceDemo } from '../../src/mocks/demoInfo';
import { updateDemoInfo } from '../../src/lib/demo';
import { server } from '../../src/mocks/node';
import { DETAILS_FIELD_MESSAGES } from '../support/specMessages';
import {
  advance,
  answer,
  captureForm,
  chooseDate,
  details,
  failNetwork,
  fillDetails,
  holdCalls,
  PHONE,
  pickerLoaded,
  reachDetails,
  renderWizard,
  sendCode,
  sentOtp,
} from './registration-helpers';

const SUCCESS = 'Success! Your request has been submitted successfully. Our team will contact you soon.';
const ERROR = 'Error! Something went wrong. We are unable to process your request. Please try again later.';
/** A random (version 4) UUID: the idempotency key of a submission. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const silenceErrors = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('step 0: mobile number', () => {
  it('shows +91, a numeric keypad and no focus move on first render', () => {
    renderWizard();
    const input = screen.getByLabelText('Mobile number');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText('+91')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Verify your mobile number' })).not.toHaveFocus();
    expect(document.body).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Log in as a vendor' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['9 digits', '912345678'],
    // The field takes 10 characters (an 11th digit is not typed): 10 with a space inside are not 10 digits.
    ['a space inside', '91234 5678'],
    ['letters', '91234abcde'],
  ])('rejects %s with the invalid-number message under the field and makes no call', async (_name, phone) => {
    const calls = captureForm('/signups/sendOTP');
    const { user } = renderWizard();
    await user.type(screen.getByLabelText('Mobile number'), phone);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    const input = screen.getByLabelText('Mobile number');
    expect(input).toHaveAccessibleDescription('Please enter a valid phone number.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(screen.getByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends exactly phone and nv=1, shows the busy state, then slides to the OTP step and focuses its heading', async () => {
    const calls = captureForm('/signups/sendOTP');
    const held = holdCalls('/signups/sendOTP');
    const { user } = renderWizard();
    await user.type(screen.getByLabelText('Mobile number'), PHONE);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    const busy = await screen.findByRole('button', { name: 'Sending OTP' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Sending OTP');
    await waitFor(() => expect(held.arrived).toBe(true));
    held.release();
    const heading = await screen.findByRole('heading', { name: 'Enter the OTP' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(calls).toEqual([
      [
        ['phone', PHONE],
        ['nv', '1'],
      ],
    ]);
    expect(screen.getByText(/We sent a code by SMS to/)).toHaveTextContent('+91 91234 56780');
  });

  it('shows the server message of an Error status in a dismissible alert and keeps the number', async () => {
    answer('/signups/sendOTP', { status: 'Error', message: 'Too many codes were sent to this number today.' });
    const { user } = renderWizard();
    await user.type(screen.getByLabelText('Mobile number'), PHONE);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Too many codes were sent to this number today\.$/);
    expect(screen.getByLabelText('Mobile number')).toHaveValue(PHONE);
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the mock API’s own Error message for an already registered number', async () => {
    const { user } = renderWizard();
    await user.type(screen.getByLabelText('Mobile number'), db.user.mobile);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This mobile number is already registered with us. Please log in as a vendor.');
  });

  it('shows “Something went wrong. Try again later.” on a network failure and keeps the number', async () => {
    const errors = silenceErrors();
    failNetwork('/signups/sendOTP');
    const { user } = renderWizard();
    await user.type(screen.getByLabelText('Mobile number'), PHONE);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Something went wrong\. Try again later\.$/);
    expect(screen.getByLabelText('Mobile number')).toHaveValue(PHONE);
    expect(screen.getByRole('heading', { name: 'Verify your mobile number' })).toBeInTheDocument();
    expect(errors).toHaveBeenCalled();
  });
});

describe('step 1: OTP, local comparison (sendOTP returns the code)', () => {
  it('has a single numeric one-time-code input', async () => {
    const { user } = renderWizard();
    await sendCode(user);
    const input = screen.getByLabelText('OTP');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('an empty OTP asks for the code instead of calling it incorrect, and asks no server', async () => {
    const verifyCalls = captureForm('/signups/verifyOTP');
    const { user } = renderWizard();
    await sendCode(user);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    const input = screen.getByLabelText('OTP');
    expect(input).toHaveAccessibleDescription('Enter the OTP we sent to your mobile.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(verifyCalls).toHaveLength(0);
  });

  it('keeps the step and the typed code on a wrong OTP, with the message under the field', async () => {
    const verifyCalls = captureForm('/signups/verifyOTP');
    const { user } = renderWizard();
    await sendCode(user);
    const wrong = sentOtp() === '000000' ? '111111' : '000000';
    await user.type(screen.getByLabelText('OTP'), wrong);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    const input = screen.getByLabelText('OTP');
    expect(input).toHaveAccessibleDescription('Entered OTP is incorrect.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue(wrong);
    expect(input).toHaveFocus();
    await advance(5000);
    expect(screen.getByRole('heading', { name: 'Enter the OTP' })).toBeInTheDocument();
    expect(verifyCalls).toEqual([]);
  });

  it('shows Verifying, Verified after 2 s, and the details step 2 s after that', async () => {
    const verifyCalls = captureForm('/signups/verifyOTP');
    const { user } = renderWizard();
    await sendCode(user);
    await user.type(screen.getByLabelText('OTP'), sentOtp());
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(screen.getByRole('button', { name: 'Verifying' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Verifying');
    await advance(1900);
    expect(screen.getByRole('button', { name: 'Verifying' })).toBeInTheDocument();
    await advance(200);
    expect(screen.getByRole('button', { name: 'Verified' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Verified');
    await advance(1800);
    expect(screen.queryByRole('heading', { name: 'Tell us about your business' })).not.toBeInTheDocument();
    await advance(300);
    const heading = screen.getByRole('heading', { name: 'Tell us about your business' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(verifyCalls).toEqual([]);
    await pickerLoaded();
  });

  it('goes back to change the number, keeping it, and focuses the phone step heading', async () => {
    const { user } = renderWizard();
    await sendCode(user);
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    const heading = await screen.findByRole('heading', { name: 'Verify your mobile number' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByLabelText('Mobile number')).toHaveValue(PHONE);
  });

  it('counts down 30 s before a new code can be asked for, then sends again', async () => {
    const calls = captureForm('/signups/sendOTP');
    const { user } = renderWizard();
    await sendCode(user);
    expect(screen.getByRole('button', { name: 'Resend OTP in 30 s' })).toBeDisabled();
    await advance(3000);
    expect(screen.getByRole('button', { name: 'Resend OTP in 27 s' })).toBeDisabled();
    await advance(27_000);
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeEnabled();
    const firstCode = sentOtp();
    await user.click(resend);
    await screen.findByRole('button', { name: 'Resend OTP in 30 s' });
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual([
      ['phone', PHONE],
      ['nv', '1'],
    ]);
    // The new code works (the mock sends a fresh one each time).
    await user.type(screen.getByLabelText('OTP'), sentOtp());
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await advance(2100);
    expect(screen.getByRole('button', { name: 'Verified' })).toBeInTheDocument();
    expect(typeof firstCode).toBe('string');
  });

  it('does not let the steps that are off screen be reached', async () => {
    const { user } = renderWizard();
    await sendCode(user);
    await advance(500);
    await waitFor(() => expect(screen.queryByLabelText('Mobile number')).not.toBeInTheDocument());
    expect(screen.queryByLabelText('Firm Name')).not.toBeInTheDocument();
  });
});

describe('step 1: OTP, server-verified mode (sendOTP returns no code, verifyOTP decides)', () => {
  beforeEach(() => {
    db.change((d) => {
      d.otpMode = 'server';
    });
  });

  it('asks verifyOTP with phone and otp; an Error shows “Entered OTP is incorrect.”', async () => {
    const calls = captureForm('/signups/verifyOTP');
    const { user } = renderWizard();
    await sendCode(user);
    const wrong = sentOtp() === '000000' ? '111111' : '000000';
    await user.type(screen.getByLabelText('OTP'), wrong);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(screen.getByLabelText('OTP')).toHaveAccessibleDescription('Entered OTP is incorrect.'));
    expect(screen.getByLabelText('OTP')).toHaveValue(wrong);
    expect(calls).toEqual([
      [
        ['phone', PHONE],
        ['otp', wrong],
      ],
    ]);
  });

  it('accepts a correct code with Verified 2 s after the click and the details 2 s later', async () => {
    const calls = captureForm('/signups/verifyOTP');
    const { user } = renderWizard();
    await sendCode(user);
    const code = sentOtp();
    await user.type(screen.getByLabelText('OTP'), code);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByRole('button', { name: 'Verifying' })).toBeDisabled();
    await waitFor(() => expect(calls).toHaveLength(1));
    await advance(1800);
    expect(screen.queryByRole('button', { name: 'Verified' })).not.toBeInTheDocument();
    await advance(300);
    await screen.findByRole('button', { name: 'Verified' });
    await advance(2100);
    expect(await screen.findByRole('heading', { name: 'Tell us about your business' })).toBeInTheDocument();
    expect(calls[0]).toEqual([
      ['phone', PHONE],
      ['otp', code],
    ]);
    await pickerLoaded();
  });

  it('does not call verifyOTP for an empty code', async () => {
    const calls = captureForm('/signups/verifyOTP');
    const { user } = renderWizard();
    await sendCode(user);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByLabelText('OTP')).toHaveAccessibleDescription('Enter the OTP we sent to your mobile.');
    expect(calls).toEqual([]);
  });

  it('shows “Something went wrong. Try again later.” when verifyOTP gets no answer', async () => {
    silenceErrors();
    failNetwork('/signups/verifyOTP');
    const { user } = renderWizard();
    await sendCode(user);
    await user.type(screen.getByLabelText('OTP'), sentOtp());
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Try again later.');
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeEnabled();
  });
});

describe('step 2: details', () => {
  it('has number inputs with a minimum of 1, a read-only date field and the state list', async () => {
    const { user } = renderWizard();
    await reachDetails(user);
    expect(screen.getByLabelText('Oil quantity')).toHaveAttribute('min', '1');
    expect(screen.getByLabelText('Expected rate')).toHaveAttribute('min', '1');
    expect(screen.getByText('KG')).toBeInTheDocument();
    const date = screen.getByLabelText('Expected start date');
    expect(date).toHaveAttribute('readonly');
    await user.type(date, '15/01/2030');
    expect(date).toHaveValue('');
    expect(await screen.findByRole('option', { name: 'Maharashtra' })).toHaveValue('21');
  });

  it('checks every field on submit, each message under its field, and focuses the first', async () => {
    const calls = captureForm('/signups/submit');
    const { user } = renderWizard();
    await reachDetails(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const expected = DETAILS_FIELD_MESSAGES;
    for (const [label, message] of expected) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAccessibleDescription(message);
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByLabelText('Remarks (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Firm Name')).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('rejects a@b.c, a negative quantity and a 5-digit postal code with their messages', async () => {
    const { user } = renderWizard();
    await reachDetails(user);
    await user.type(screen.getByLabelText('Email'), 'a@b.c');
    await user.type(screen.getByLabelText('Oil quantity'), '-5');
    await user.type(screen.getByLabelText('Postal code'), '41100');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email');
    expect(screen.getByLabelText('Oil quantity')).toHaveAccessibleDescription('Positive Number is required');
    expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription('6 Digits Postal Code is required');
  });

  it('reads a postal code typed or pasted with a space or a hyphen as its 6 digits', async () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ phone: PHONE, otpSentAt: null, expectedOtp: null, otp: '', verified: true, details: {} }));
    const { user } = renderWizard();
    const postalCode = await screen.findByLabelText('Postal code');
    await user.type(postalCode, '411 001');
    expect(postalCode).toHaveValue('411001');
    await user.clear(postalCode);
    await user.paste('411-001');
    expect(postalCode).toHaveValue('411001');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(postalCode).not.toHaveAttribute('aria-invalid');
  });

  it('caps every text field and bounds the numbers, each limit with its own message', async () => {
    const calls = captureForm('/signups/submit');
    const { user } = renderWizard();
    await reachDetails(user);
    const lengths: [string, string][] = [
      ['Firm Name', '100'],
      ['Name', '100'],
      ['Email', '254'],
      ['Address', '300'],
      ['City', '100'],
      ['Postal code', '10'],
      ['Remarks (optional)', '1000'],
    ];
    for (const [label, max] of lengths) expect(screen.getByLabelText(label), label).toHaveAttribute('maxlength', max);
    const quantity = screen.getByLabelText('Oil quantity');
    const rate = screen.getByLabelText('Expected rate');
    expect(quantity).toHaveAttribute('max', '100000');
    expect(rate).toHaveAttribute('max', '1000');

    await fillDetails(user);
    await user.clear(quantity);
    await user.type(quantity, '100001');
    await user.clear(rate);
    await user.type(rate, '1000.5');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(quantity).toHaveAccessibleDescription('Enter at most 1,00,000 KG');
    expect(rate).toHaveAccessibleDescription('Enter at most ₹1,000 per KG');
    expect(quantity).toHaveFocus();
    expect(calls).toEqual([]);

    await user.clear(quantity);
    await user.type(quantity, '100000');
    await user.clear(rate);
    await user.type(rate, '1000');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
  });

  it('submits exactly the registration request with the utm values from cookies, then shows success and clears the draft', async () => {
    Cookies.set('utm_source', 'google', { path: '/' });
    Cookies.set('utm_medium', 'cpc', { path: '/' });
    Cookies.set('utm_campaign', 'monsoon-2026', { path: '/' });
    const calls = captureForm('/signups/submit');
    const { user } = renderWizard();
    await reachDetails(user);
    await fillDetails(user);
    expect(sessionStorage.getItem(DRAFT_KEY)).toContain('Sharma Dhaba');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const heading = await screen.findByRole('heading', { name: 'Thank you for registering' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(SUCCESS)).toBeInTheDocument();
    expect(calls).toEqual([
      [
        ['mobile', PHONE],
        ['nv', '1'],
        ['firm_name', details.firm_name],
        ['name', details.name],
        ['email', details.email],
        ['oil_quantity', details.oil_quantity],
        ['expected_rate', details.expected_rate],
        ['entry_by', indianToday()],
        ['address', details.address],
        ['city', details.city],
        ['state_id', '21'],
        ['postal_code', details.postal_code],
        ['remarks_option', details.remarks_option],
        ['utm_source', 'google'],
        ['utm_medium', 'cpc'],
        ['utm_campaign', 'monsoon-2026'],
        ['idempotency_key', expect.stringMatching(UUID)],
      ],
    ]);
    expect(db.get().registrations).toHaveLength(1);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('says after a success what happens next, with the server’s reference and the ways on', async () => {
    const { user } = renderWizard();
    await reachDetails(user);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(SUCCESS);
    expect(screen.getByText(`GDR-${indianToday().slice(0, 4)}-04501`).closest('p')).toHaveTextContent(`Your reference: GDR-${indianToday().slice(0, 4)}-04501Quote it if you call us on 1800 123 4567.`);
    const next = screen.getByRole('heading', { name: 'What happens next' }).nextElementSibling as HTMLElement;
    expect(within(next).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Within one working day, our team calls you on +91 ${PHONE} to confirm your details and arrange your first pickup: the day, the time slot and the empty drums you need.`,
      `Once your registration is approved, we create your vendor login and send it by SMS to +91 ${PHONE}, with a password. With it you book pickups, see every receipt and certificate, and spend your green points.`,
    ]);
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Work out what your oil is worth' })).toHaveAttribute('href', '/used-oil-value-calculator');
  });

  it('shows no reference when the server gives none', async () => {
    server.use(http.post('/api/signups/submit', () => HttpResponse.json({ status: 'Success', message: 'ok' })));
    const { user } = renderWizard();
    await reachDetails(user);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(SUCCESS);
    expect(screen.queryByText(/^Your reference/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
  });

  it('sends no utm fields when there are no tracking cookies, and an empty remarks_option', async () => {
    const calls = captureForm('/signups/submit');
    const { user } = renderWizard();
    await reachDetails(user);
    await fillDetails(user);
    await user.clear(screen.getByLabelText('Remarks (optional)'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(SUCCESS);
    const names = calls[0].map(([name]) => name);
    expect(names).toEqual(['mobile', 'nv', 'firm_name', 'name', 'email', 'oil_quantity', 'expected_rate', 'entry_by', 'address', 'city', 'state_id', 'postal_code', 'remarks_option', 'idempotency_key']);
    expect(calls[0].find(([name]) => name === 'remarks_option')).toEqual(['remarks_option', '']);
  });

  it('shows the submitting state with a disabled button', async () => {
    const held = holdCalls('/signups/submit');
    const { user } = renderWizard();
    await reachDetails(user);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Submitting' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Submitting');
    await waitFor(() => expect(held.arrived).toBe(true));
    held.release();
    await screen.findByText(SUCCESS);
  });

  it('shows the error result for a non-success status, and a way back with everything kept', async () => {
    answer('/signups/submit', { status: 'Error', message: 'Duplicate' });
    const { user } = renderWizard();
    await reachDetails(user);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const heading = await screen.findByRole('heading', { name: 'Your request was not submitted' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(ERROR)).toBeInTheDocument();
    expect(screen.queryByText('Duplicate')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to your details' }));
    await screen.findByRole('heading', { name: 'Tell us about your business' });
    expect(screen.getByLabelText('Firm Name')).toHaveValue(details.firm_name);
    expect(sessionStorage.getItem(DRAFT_KEY)).toContain(details.firm_name);
  });

  it('shows the error result when the server answers with an HTTP error', async () => {
    silenceErrors();
    server.use(http.post(`${env.apiBaseUrl}/signups/submit`, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    const { user } = renderWizard();
    await reachDetails(user);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(ERROR)).toBeInTheDocument();
  });

  it('only logs a submit network failure: the busy state ends, no message, nothing lost', async () => {
    const errors = silenceErrors();
    failNetwork('/signups/submit');
    const { user } = renderWizard();
    await reachDetails(user);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(errors).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(ERROR)).not.toBeInTheDocument();
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tell us about your business' })).toBeInTheDocument();
    expect(screen.getByLabelText('Firm Name')).toHaveValue(details.firm_name);
  });

  it('only logs a state list failure', async () => {
    const errors = silenceErrors();
    failNetwork('/States/getAllStates');
    const { user } = renderWizard();
    await reachDetails(user);
    await waitFor(() => expect(errors).toHaveBeenCalled());
    expect(within(screen.getByLabelText('State')).getAllByRole('option')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the state list with no body', async () => {
    let body: string | null = 'unread';
    let contentType: string | null = null;
    server.use(
      http.post(`${env.apiBaseUrl}/States/getAllStates`, async ({ request }) => {
        body = await request.clone().text();
        contentType = request.headers.get('content-type');
        return undefined;
      }),
    );
    const { user } = renderWizard();
    await reachDetails(user);
    await screen.findByRole('option', { name: 'Maharashtra' });
    expect(body).toBe('');
    expect(contentType ?? '').not.toMatch(/multipart/);
  });
});

describe('nothing typed is lost across a failed call or a reload', () => {
  it('keeps the OTP step, the number and the typed code across a reload', async () => {
    const first = renderWizard();
    await sendCode(first.user);
    await first.user.type(screen.getByLabelText('OTP'), '12');
    first.unmount();

    const second = renderWizard();
    expect(await screen.findByRole('heading', { name: 'Enter the OTP' })).not.toHaveFocus();
    expect(screen.getByLabelText('OTP')).toHaveValue('12');
    expect(screen.getByText(/We sent a code by SMS to/)).toHaveTextContent('+91 91234 56780');
    await second.user.clear(screen.getByLabelText('OTP'));
    await second.user.type(screen.getByLabelText('OTP'), sentOtp());
    await second.user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await advance(2100);
    expect(screen.getByRole('button', { name: 'Verified' })).toBeInTheDocument();
  });

  it('shows the demo OTP again after a reload on the OTP step, as the mock API started again shows it', async () => {
    const forgetDemo = () => updateDemoInfo({ active: false, vendorMobile: undefined, vendorPassword: undefined, lastOtp: undefined });
    onTestFinished(() => act(forgetDemo));
    announceDemo();
    const first = renderWizard();
    await sendCode(first.user);
    const hint = `Demo mode: the mock API "sent" ${sentOtp()}.`;
    expect(screen.getByLabelText('OTP')).toHaveAccessibleDescription(hint);
    first.unmount();

    // A reload: the page's memory is gone, and the mock API starts again.
    act(forgetDemo);
    announceDemo();
    renderWizard();
    expect(await screen.findByRole('heading', { name: 'Enter the OTP' })).toBeInTheDocument();
    expect(screen.getByLabelText('OTP')).toHaveAccessibleDescription(hint);
  });

  it('keeps the details across a reload once the number is verified', async () => {
    const first = renderWizard();
    await reachDetails(first.user);
    await first.user.type(screen.getByLabelText('Firm Name'), details.firm_name);
    await first.user.type(screen.getByLabelText('Postal code'), '4110');
    first.unmount();

    renderWizard();
    expect(await screen.findByRole('heading', { name: 'Tell us about your business' })).toBeInTheDocument();
    expect(screen.getByLabelText('Firm Name')).toHaveValue(details.firm_name);
    expect(screen.getByLabelText('Postal code')).toHaveValue('4110');
    await pickerLoaded();
  });

  it('keeps the number after a failed send, across a reload', async () => {
    silenceErrors();
    failNetwork('/signups/sendOTP');
    const first = renderWizard();
    await first.user.type(screen.getByLabelText('Mobile number'), PHONE);
    await first.user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByRole('alert');
    first.unmount();

    renderWizard();
    await waitFor(() => expect(screen.getByLabelText('Mobile number')).toHaveValue(PHONE));
  });

  it('starts empty after a successful registration', async () => {
    const first = renderWizard();
    await reachDetails(first.user);
    await fillDetails(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(SUCCESS);
    first.unmount();

    renderWizard();
    await waitFor(() => expect(screen.getByLabelText('Mobile number')).toHaveValue(''));
  });
});

describe('keyboard', () => {
  it('picks the date from the keyboard', async () => {
    const { user } = renderWizard();
    await reachDetails(user);
    await chooseDate(user);
    // Today in India, the earliest date there is, as the field writes it (DD/MM/YYYY).
    expect(screen.getByLabelText('Expected start date')).toHaveValue(indianToday().split('-').reverse().join('/'));
  });

  it('after a date is picked with Enter, focus stays on the date field once the calendar has closed', async () => {
    const { user } = renderWizard();
    await reachDetails(user);
    await chooseDate(user);
    // The picker's own timer (focus back) and frame (blur) have run.
    await advance(100);
    expect(screen.queryByRole('dialog', { name: 'Choose Date' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Expected start date')).toHaveFocus();
  });

  it('a field reached right after the date was picked keeps the focus and what is typed into it', async () => {
    const { user } = renderWizard();
    await reachDetails(user);
    await user.click(screen.getByLabelText('Expected start date'));
    await user.keyboard('{ArrowDown}');
    // Faster than the picker's timers: Enter picks the day, and the next field is focused before
    // the timers run (a quick click or Tab on a slow phone); then they run.
    const address = screen.getByLabelText('Address');
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    });
    act(() => address.focus());
    await advance(100);
    expect(address).toHaveFocus();
    await user.keyboard('12 MG Road');
    expect(address).toHaveValue('12 MG Road');
    expect(screen.getByLabelText('Expected start date')).not.toHaveValue('');
  });

  it('sends the code with Enter in the number field', async () => {
    const { user } = renderWizard();
    await user.type(screen.getByLabelText('Mobile number'), `${PHONE}{Enter}`);
    expect(await screen.findByRole('heading', { name: 'Enter the OTP' })).toBeInTheDocument();
  });
});

describe('where the wizard lives', () => {
  it('uses h3 step headings when embedded', () => {
    renderWizard({ embedded: true });
    expect(screen.getByRole('heading', { level: 3, name: 'Verify your mobile number' })).toBeInTheDocument();
  });

  it('reads nothing browser-only during render: a server render ignores the saved draft', () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ phone: PHONE, otpSentAt: Date.now(), expectedOtp: '123456', otp: '12', verified: true, details: {} }));
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const html = renderToString(
      <MemoryRouter>
        <RegistrationWizard embedded />
      </MemoryRouter>,
    );
    expect(getItem).not.toHaveBeenCalled();
    expect(html).toContain('Verify your mobile number');
    expect(html).not.toContain('Tell us about your business');
  });
});
