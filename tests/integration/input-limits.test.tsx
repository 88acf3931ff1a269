import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAuthStore } from '../../src/features/auth/store';
import { authPostForm, postForm } from '../../src/lib/http';
import { db } from '../../src/mocks/db';
import { server } from '../../src/mocks/node';
import { renderApp, signInDemoVendor } from '../support/renderApp';
import { renderSignedIn } from './vendor-helpers';

const NAME = 'Rajeshwari Venkataraman';

/** Counts the calls to {api}{path} from here on. */
function countCalls(path: string) {
  const counted = { calls: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path)) counted.calls += 1;
  });
  return counted;
}

describe('the collection request form: every number finite and bounded', () => {
  it('refuses a 400-digit drum count and 10,00,00,000 KG with a clear message, and sends nothing', async () => {
    const { user } = await renderSignedIn('/dashboard', NAME);
    await screen.findByRole('table', { name: /your collection requests/i });
    const sent = countCalls('/collectionrequests/submit');
    const drums = screen.getByLabelText('Filled drums');
    const volume = screen.getByLabelText('Volume');
    await user.click(drums);
    await user.paste('9'.repeat(400));
    await user.type(volume, '100000000');
    await user.type(screen.getByLabelText('Empty drums wanted'), '1001');
    await user.click(screen.getByRole('button', { name: 'Request collection' }));

    expect(drums).toHaveAccessibleDescription('Enter at most 1,000 drums.');
    expect(volume).toHaveAccessibleDescription('Enter at most 1,00,000 KG.');
    expect(screen.getByLabelText('Empty drums wanted')).toHaveAccessibleDescription('Enter at most 1,000 drums.');
    expect(drums).toHaveFocus();
    expect(sent.calls).toBe(0);
    server.events.removeAllListeners();

    // At the limits it is sent.
    await user.clear(drums);
    await user.type(drums, '1000');
    await user.clear(volume);
    await user.type(volume, '100000');
    await user.clear(screen.getByLabelText('Empty drums wanted'));
    await user.click(screen.getByRole('button', { name: 'Request collection' }));
    expect(await screen.findByText(/your collection request has been sent/i)).toBeInTheDocument();
    expect(db.get().collectionRequests[0]).toMatchObject({ entered_drums_qty: 1000, entered_volume: 100_000 });
  });

  it('stops the notes at 1,000 characters and shows the characters left near the end', async () => {
    const { user } = await renderSignedIn('/dashboard', NAME);
    const notes = screen.getByLabelText(/notes for our team/i);
    expect(notes).toHaveAttribute('maxlength', '1000');
    await user.click(notes);
    await user.paste('n'.repeat(799));
    expect(screen.queryByText(/characters left/i)).not.toBeInTheDocument();
    await user.type(notes, 'n');
    expect(notes).toHaveAccessibleDescription(expect.stringContaining('Characters left: 200'));
  });

  it('says the same in Hindi', async () => {
    const { user } = await renderSignedIn('/hi/dashboard', NAME);
    await user.type(screen.getByLabelText('भरे ड्रम'), '5000');
    await user.type(screen.getByLabelText('मात्रा'), '200000');
    await user.click(screen.getByRole('button', { name: 'कलेक्शन रिक्वेस्ट भेजें' }));
    expect(screen.getByLabelText('भरे ड्रम')).toHaveAccessibleDescription('ज़्यादा से ज़्यादा 1,000 ड्रम लिखें।');
    expect(screen.getByLabelText('मात्रा')).toHaveAccessibleDescription('ज़्यादा से ज़्यादा 1,00,000 किलो लिखें।');
  });
});

describe('every text field has a maxLength that fits it', () => {
  it('the contact form: name 100, e-mail 254, phone 10, message 1,000 with the characters left', async () => {
    const user = userEvent.setup();
    renderApp('/contact-us');
    expect(await screen.findByLabelText('Your name')).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxlength', '254');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('maxlength', '10');
    const message = screen.getByLabelText('Message');
    expect(message).toHaveAttribute('maxlength', '1000');
    await user.click(message);
    await user.paste('m'.repeat(990));
    expect(message).toHaveAccessibleDescription(/Characters left: 10/);
  });

  it('the registration’s mobile number: 10, the digits the rule takes', async () => {
    renderApp('/register');
    expect(await screen.findByLabelText('Mobile number')).toHaveAttribute('maxlength', '10');
  });

  it('the calculator’s amount: 16, room for the largest amount written with Indian grouping', async () => {
    renderApp('/used-oil-value-calculator');
    expect(await screen.findByPlaceholderText('e.g. 10')).toHaveAttribute('maxlength', '16');
  });

  it('the new delivery address: address 300, city 100, postal code 10 (6 digits and the spaces people type)', async () => {
    const { user } = await renderSignedIn('/dashboard/cart', 'Green points cart');
    const addresses = screen.getByRole('region', { name: 'Delivery address' });
    await user.click(await within(addresses).findByRole('button', { name: 'Add a new address' }));
    const form = within(addresses).getByRole('form', { name: 'New delivery address' });
    expect(within(form).getByLabelText('Address')).toHaveAttribute('maxlength', '300');
    expect(within(form).getByLabelText('City')).toHaveAttribute('maxlength', '100');
    expect(within(form).getByLabelText('Postal code')).toHaveAttribute('maxlength', '10');
    await user.click(within(form).getByLabelText('City'));
    await user.paste('c'.repeat(95));
    expect(within(form).getByLabelText('City')).toHaveAccessibleDescription('Characters left: 5');
  });
});

describe('the mock API refuses what a real server would', () => {
  const registration = {
    mobile: '9123456780',
    nv: 1,
    firm_name: 'Sharma Dhaba',
    name: 'Ravi Sharma',
    email: 'ravi@example.in',
    oil_quantity: '120',
    expected_rate: '45',
    entry_by: '2030-01-15',
    address: '12 MG Road',
    city: 'Pune',
    state_id: '21',
    postal_code: '411001',
    remarks_option: '',
  };

  it('a registration with a number out of range or a text too long', async () => {
    for (const change of [{ oil_quantity: '100001' }, { expected_rate: '1000.5' }, { oil_quantity: '9'.repeat(400) }, { firm_name: 'f'.repeat(101) }, { remarks_option: 'r'.repeat(1001) }, { utm_source: 'u'.repeat(101) }]) {
      expect(await postForm('/signups/submit', { ...registration, ...change }), JSON.stringify(change).slice(0, 40)).toMatchObject({ status: 'Error' });
    }
    expect(db.get().registrations).toHaveLength(0);
    expect(await postForm('/signups/submit', { ...registration, oil_quantity: '100000', expected_rate: '1000' })).toMatchObject({ status: 'Success' });
  });

  it('a contact message too long', async () => {
    const contact = { name: 'Meera', email: 'meera@example.in', phone: '9812345678', message: 'Hello' };
    expect(await postForm('/contact/store', { ...contact, message: 'm'.repeat(1001) })).toMatchObject({ status: 'Error' });
    expect(await postForm('/contact/store', { ...contact, name: 'n'.repeat(101) })).toMatchObject({ status: 'Error' });
    expect(db.get().contacts).toHaveLength(0);
  });

  it('a collection request or an address out of range', async () => {
    signInDemoVendor();
    createAuthStore();
    const before = db.get().collectionRequests.length;
    for (const fields of [
      { entered_drums_qty: '1001', entered_volume: '0', empty_drums_qty: '0' },
      { entered_drums_qty: '1.5', entered_volume: '0', empty_drums_qty: '0' },
      { entered_drums_qty: '0', entered_volume: '100000.5', empty_drums_qty: '0' },
      { entered_drums_qty: '0', entered_volume: 'Infinity', empty_drums_qty: '0' },
      { entered_drums_qty: '1', entered_volume: '0', empty_drums_qty: '5000' },
      { entered_drums_qty: '1', entered_volume: '0', empty_drums_qty: '0', notes_for_team: 'n'.repeat(1001) },
    ]) {
      expect(await authPostForm('/collectionrequests/submit', fields), JSON.stringify(fields).slice(0, 60)).toMatchObject({ status: 'Error' });
    }
    expect(db.get().collectionRequests).toHaveLength(before);

    const address = { line1: '12 MG Road', city: 'Pune', state_id: 21, postal_code: '411001' };
    expect(await authPostForm('/user-address', { ...address, line1: 'a'.repeat(301) })).toMatchObject({ status: 'Error' });
    expect(await authPostForm('/user-address', { ...address, city: 'c'.repeat(101) })).toMatchObject({ status: 'Error' });
    expect(db.get().addresses).toHaveLength(2);
  });

  it('answers a repeated key with the first result, and a refusal is not kept', async () => {
    const contact = { name: 'Meera', email: 'meera@example.in', phone: '9812345678', message: 'Hello', idempotency_key: 'key-1' };
    const first = await postForm('/contact/store', contact);
    expect(await postForm('/contact/store', contact)).toEqual(first);
    expect(db.get().contacts).toHaveLength(1);
    // Another call with the same key is another action.
    expect(await postForm('/signups/submit', { ...registration, idempotency_key: 'key-1' })).toMatchObject({ status: 'Success' });
    // A refused write stores nothing: the same key may succeed once the reason is gone.
    expect(await postForm('/contact/store', { ...contact, phone: '12', idempotency_key: 'key-2' })).toMatchObject({ status: 'Error' });
    expect(await postForm('/contact/store', { ...contact, idempotency_key: 'key-2' })).toMatchObject({ status: 'Success' });
    expect(db.get().contacts).toHaveLength(2);
    expect(await postForm('/contact/store', { ...contact, idempotency_key: 'k'.repeat(101) })).toMatchObject({ status: 'Error' });
  });
});
