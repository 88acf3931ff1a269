import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/mocks/db';
import { server } from '../../src/mocks/node';
import { recordKeys } from '../support/lostAnswers';
import { currentAddress } from '../support/renderApp';
import { fillLogin, renderApp, renderSignedIn } from './vendor-helpers';

// What a vendor typed into the dashboard's forms stays when the page goes and comes back in the
// same tab: the session ended and they signed in again, they looked at the cart, or reloaded.

const NAME = 'Rajeshwari Venkataraman';

afterEach(() => vi.restoreAllMocks());

async function typeRequest(user: Awaited<ReturnType<typeof renderSignedIn>>['user']) {
  await user.type(screen.getByLabelText('Filled drums'), '4');
  await user.type(screen.getByLabelText('Volume'), '120.5');
  await user.type(screen.getByLabelText(/notes for our team/i), 'Drums behind the kitchen.');
}

function expectRequestTyped() {
  expect(screen.getByLabelText('Filled drums')).toHaveValue('4');
  expect(screen.getByLabelText('Volume')).toHaveValue('120.5');
  expect(screen.getByLabelText(/notes for our team/i)).toHaveValue('Drums behind the kitchen.');
}

describe('the collection request form keeps what was typed', () => {
  it('when the dashboard is left and opened again (a reload)', async () => {
    const first = await renderSignedIn('/dashboard', NAME);
    await typeRequest(first.user);
    first.unmount();

    const second = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: NAME });
    expectRequestTyped();

    // Once sent, nothing is kept: the next visit starts empty.
    await second.user.click(screen.getByRole('button', { name: 'Request collection' }));
    expect(await screen.findByText(/your collection request has been sent/i)).toBeInTheDocument();
    expect(screen.getByLabelText('Filled drums')).toHaveValue('');
    second.unmount();

    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: NAME });
    expect(screen.getByLabelText('Filled drums')).toHaveValue('');
    expect(screen.getByLabelText('Volume')).toHaveValue('');
    expect(screen.getByLabelText(/notes for our team/i)).toHaveValue('');
  });

  it('when the vendor goes to the cart and back', async () => {
    const { user } = await renderSignedIn('/dashboard', NAME);
    await typeRequest(user);
    await user.click(screen.getByRole('link', { name: 'Open the green points cart' }));
    await screen.findByRole('heading', { level: 1, name: 'Green points cart' });
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await screen.findByRole('heading', { level: 1, name: NAME });
    expectRequestTyped();
  });

  it('across a session that ended: signed in again, the values are back and the retry is sent once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await renderSignedIn('/dashboard', NAME);
    await screen.findByRole('table', { name: /your collection requests/i });
    const before = db.get().collectionRequests.length;
    server.use(http.post('/api/collectionrequests/submit', () => HttpResponse.json({ status: 'Error', message: 'Unauthenticated.' }, { status: 401 }), { once: true }));
    const keys = recordKeys('/collectionrequests/submit');
    await typeRequest(user);
    await user.click(screen.getByRole('button', { name: 'Request collection' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor Login' })).toBeInTheDocument();
    await fillLogin(user);
    expect(await screen.findByRole('heading', { level: 1, name: NAME })).toBeInTheDocument();
    expect(currentAddress()).toBe('/dashboard');
    expectRequestTyped();

    await user.click(screen.getByRole('button', { name: 'Request collection' }));
    expect(await screen.findByText(/your collection request has been sent/i)).toBeInTheDocument();
    expect(db.get().collectionRequests).toHaveLength(before + 1);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('the new delivery address keeps what was typed', () => {
  async function openAddressForm(user: Awaited<ReturnType<typeof renderSignedIn>>['user']) {
    const addresses = screen.getByRole('region', { name: 'Delivery address' });
    await user.click(await within(addresses).findByRole('button', { name: 'Add a new address' }));
    return within(addresses).getByRole('form', { name: 'New delivery address' });
  }

  it('open again, with its values, when the cart is opened again; and nothing kept once cancelled', async () => {
    const first = await renderSignedIn('/dashboard/cart', 'Green points cart');
    const form = await openAddressForm(first.user);
    await first.user.type(within(form).getByLabelText('Address'), 'Shop 4, FC Road');
    await first.user.type(within(form).getByLabelText('City'), 'Pune');
    await within(form).findByRole('option', { name: 'Maharashtra' });
    await first.user.selectOptions(within(form).getByLabelText('State'), 'Maharashtra');
    first.unmount();

    const second = renderApp('/dashboard/cart');
    const again = await screen.findByRole('form', { name: 'New delivery address' });
    expect(within(again).getByLabelText('Address')).toHaveValue('Shop 4, FC Road');
    expect(within(again).getByLabelText('City')).toHaveValue('Pune');
    await within(again).findByRole('option', { name: 'Maharashtra' });
    expect(within(again).getByLabelText('State')).toHaveValue('21');

    await second.user.click(within(again).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'New delivery address' })).not.toBeInTheDocument();
    second.unmount();

    const third = renderApp('/dashboard/cart');
    await screen.findByRole('heading', { level: 1, name: 'Green points cart' });
    const form3 = await openAddressForm(third.user);
    expect(within(form3).getByLabelText('Address')).toHaveValue('');
  });

  it('starts empty after it was saved', async () => {
    const first = await renderSignedIn('/dashboard/cart', 'Green points cart');
    const form = await openAddressForm(first.user);
    await first.user.type(within(form).getByLabelText('Address'), 'Shop 4, FC Road');
    await first.user.type(within(form).getByLabelText('City'), 'Pune');
    await first.user.type(within(form).getByLabelText('Postal code'), '411004');
    await within(form).findByRole('option', { name: 'Maharashtra' });
    await first.user.selectOptions(within(form).getByLabelText('State'), 'Maharashtra');
    await first.user.click(within(form).getByRole('button', { name: 'Save address' }));
    await screen.findByRole('radio', { name: /shop 4, fc road/i });
    first.unmount();

    const second = renderApp('/dashboard/cart');
    await screen.findByRole('radio', { name: /shop 4, fc road/i });
    expect(screen.queryByRole('form', { name: 'New delivery address' })).not.toBeInTheDocument();
    const again = await openAddressForm(second.user);
    expect(within(again).getByLabelText('Address')).toHaveValue('');
    expect(within(again).getByLabelText('City')).toHaveValue('');
  });
});
