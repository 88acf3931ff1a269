import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { expect, vi } from 'vitest';
import { env } from '../../src/config/env';
import { RegistrationWizard } from '../../src/features/registration/RegistrationWizard';
import { loadCatalog } from '../../src/i18n/catalogs';
import { db } from '../../src/mocks/db';
import { server } from '../../src/mocks/node';

// The wizard's messages, loaded before any test renders it on its own (as the app's start loads the
// catalogues a page uses before it hydrates): the English tests then render it in one go.
await loadCatalog('en', 'registration');

export const PHONE = '9123456780';
export type User = ReturnType<typeof userEvent.setup>;
export type FormCall = [name: string, value: string][];

/** userEvent driving fake timers (the OTP step's 2 s to Verified and 2 s to the details run on them). */
export function setupUser(): User {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

export function renderWizard(props: { embedded?: boolean } = {}) {
  const user = setupUser();
  const view = render(
    <MemoryRouter>
        <RegistrationWizard {...props} />
    </MemoryRouter>,
  );
  return { user, ...view };
}

/** Records each multipart body POSTed to {api}{path}, in order, then lets the mock API answer. */
export function captureForm(path: string): FormCall[] {
  const calls: FormCall[] = [];
  server.use(
    http.post(`${env.apiBaseUrl}${path}`, async ({ request }) => {
      const body = await request.clone().formData();
      calls.push([...body.entries()].map(([name, value]) => [name, String(value)]));
      return undefined;
    }),
  );
  return calls;
}

/** Answers {api}{path} with a fixed JSON body. */
export function answer(path: string, body: object) {
  server.use(http.post(`${env.apiBaseUrl}${path}`, () => HttpResponse.json(body)));
}

/** {api}{path} never gets an answer (a network failure). */
export function failNetwork(path: string) {
  server.use(http.post(`${env.apiBaseUrl}${path}`, () => HttpResponse.error()));
}

/** The OTP the mock API "sent" by SMS. */
export function sentOtp(phone = PHONE): string {
  return db.get().otps[phone];
}

/** Moves the fake clock, letting React flush effects and updates on the way. */
export async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

/** Holds the answers to {api}{path} until `release` is called; `arrived` tells when a call came in. */
export function holdCalls(path: string) {
  const held = { arrived: false, release: () => {} };
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  held.release = () => open();
  server.use(
    http.post(`${env.apiBaseUrl}${path}`, async () => {
      held.arrived = true;
      await gate;
      return undefined;
    }),
  );
  return held;
}

export async function sendCode(user: User, phone = PHONE) {
  const input = screen.getByLabelText('Mobile number');
  await user.clear(input);
  await user.type(input, phone);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByRole('heading', { name: 'Enter the OTP' });
}

/** Phone, OTP and the 2 s + 2 s, ending on the details step with its picker loaded. */
export async function reachDetails(user: User, phone = PHONE) {
  await sendCode(user, phone);
  await user.type(screen.getByLabelText('OTP'), sentOtp(phone));
  await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
  await advance(2000);
  await advance(2000);
  await screen.findByRole('heading', { name: 'Tell us about your business' });
  await pickerLoaded();
}

/**
 * The details step's date picker has arrived (a module of its own). A test that ends on the details
 * step waits for it: its import, slow in a cold or busy run, would otherwise finish during the next
 * test, outside React's act(), and fail that one.
 */
export async function pickerLoaded() {
  await waitFor(() => expect(screen.getByLabelText('Expected start date')).toBeEnabled(), { timeout: 10_000 });
}

/** Opens the calendar from the keyboard and picks the first selectable day (today). */
export async function chooseDate(user: User) {
  await user.click(screen.getByLabelText('Expected start date'));
  await user.keyboard('{ArrowDown}');
  await user.keyboard('{Enter}');
}

export const details = {
  firm_name: 'Sharma Dhaba',
  name: 'Ravi Sharma',
  email: 'ravi@sharmadhaba.example.in',
  oil_quantity: '120',
  expected_rate: '45.5',
  address: '12 MG Road, Camp',
  city: 'Pune',
  postal_code: '411001',
  remarks_option: 'Call after 4 PM',
};

export async function fillDetails(user: User) {
  await user.type(screen.getByLabelText('Firm Name'), details.firm_name);
  await user.type(screen.getByLabelText('Name'), details.name);
  await user.type(screen.getByLabelText('Email'), details.email);
  await user.type(screen.getByLabelText('Oil quantity'), details.oil_quantity);
  await user.type(screen.getByLabelText('Expected rate'), details.expected_rate);
  await chooseDate(user);
  await user.type(screen.getByLabelText('Address'), details.address);
  await user.type(screen.getByLabelText('City'), details.city);
  await screen.findByRole('option', { name: 'Maharashtra' });
  await user.selectOptions(screen.getByLabelText('State'), 'Maharashtra');
  await user.type(screen.getByLabelText('Postal code'), details.postal_code);
  await user.type(screen.getByLabelText('Remarks (optional)'), details.remarks_option);
}
