import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_KEY } from '../../src/features/registration/draft';
import { demoOrders } from '../../src/mocks/data/vendor';
import { db } from '../../src/mocks/db';
import { loseNextAnswer, recordKeys } from '../support/lostAnswers';
import { renderApp } from '../support/renderApp';
import { fillDetails, reachDetails, renderWizard } from './registration-helpers';
import { expectLoggedErrors, renderSignedIn } from './vendor-helpers';

// Each write: the mock API creates the thing, the answer is lost, the person presses the button
// again. The retry carries the same idempotency key, so exactly one thing exists and the page
// shows the success the first answer would have shown.

const NAME = 'Rajeshwari Venkataraman';
const NETWORK = /could not reach the server/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.restoreAllMocks());

describe('a retry after a lost answer creates nothing twice', () => {
  it('collection request: the lost answer leaves it waiting on the device; sent again with the same key, the server keeps one', async () => {
    expectLoggedErrors();
    const { user } = await renderSignedIn('/dashboard', NAME);
    const table = await screen.findByRole('table', { name: /your collection requests/i });
    const before = db.get().collectionRequests.length;
    const lost = loseNextAnswer('/collectionrequests/submit');
    const keys = recordKeys('/collectionrequests/submit');

    await user.type(screen.getByLabelText('Filled drums'), '3');
    await user.type(screen.getByLabelText(/notes for our team/i), 'Lost answer, sent once.');
    await user.click(screen.getByRole('button', { name: 'Request collection' }));
    expect(await screen.findByText(/^No network: your request is saved on this phone/)).toBeInTheDocument();
    expect(lost.lost).toBe(1);
    expect(db.get().collectionRequests).toHaveLength(before + 1);
    expect(within(screen.getByRole('region', { name: 'Waiting to send' })).getAllByRole('listitem')).toHaveLength(1);

    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Sent now that the network is back: Collection request: 3 filled drums, 0 KG.')).toBeInTheDocument();
    expect(db.get().collectionRequests).toHaveLength(before + 1);
    expect(db.get().collectionRequests.filter((request) => request.notes_for_team === 'Lost answer, sent once.')).toHaveLength(1);
    await waitFor(() => expect(within(table).getAllByText('Lost answer, sent once.')).toHaveLength(1));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);

    // A new request with the same values is a new action: a fresh key, a second request.
    await user.type(screen.getByLabelText('Filled drums'), '3');
    await user.type(screen.getByLabelText(/notes for our team/i), 'Lost answer, sent once.');
    await user.click(screen.getByRole('button', { name: 'Request collection' }));
    await waitFor(() => expect(db.get().collectionRequests).toHaveLength(before + 2));
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('collection request: what is typed after one is left waiting is a new request, with a new key', async () => {
    expectLoggedErrors();
    const { user } = await renderSignedIn('/dashboard', NAME);
    await screen.findByRole('table', { name: /your collection requests/i });
    const before = db.get().collectionRequests.length;
    loseNextAnswer('/collectionrequests/submit');
    const keys = recordKeys('/collectionrequests/submit');
    await user.type(screen.getByLabelText('Filled drums'), '3');
    await user.click(screen.getByRole('button', { name: 'Request collection' }));
    await screen.findByText(/^No network: your request is saved on this phone/);
    await user.type(screen.getByLabelText('Filled drums'), '30');
    await user.click(screen.getByRole('button', { name: 'Request collection' }));
    expect(await screen.findByText(/your collection request has been sent/i)).toBeInTheDocument();
    expect(keys[1]).not.toBe(keys[0]);
    // The first (created, its answer lost) and the second; the first still waits to hear its answer.
    expect(db.get().collectionRequests.slice(0, 2).map((request) => request.entered_drums_qty)).toEqual([30, 3]);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Sent now that the network is back: Collection request: 3 filled drums, 0 KG.')).toBeInTheDocument();
    expect(keys[2]).toBe(keys[0]);
    expect(db.get().collectionRequests).toHaveLength(before + 2);
  });

  it('new address: one address, chosen', async () => {
    expectLoggedErrors();
    const { user } = await renderSignedIn('/dashboard/cart', 'Green points cart');
    const addresses = screen.getByRole('region', { name: 'Delivery address' });
    await user.click(await within(addresses).findByRole('button', { name: 'Add a new address' }));
    const form = within(addresses).getByRole('form', { name: 'New delivery address' });
    await user.type(within(form).getByLabelText('Address'), 'Shop 4, FC Road');
    await user.type(within(form).getByLabelText('City'), 'Pune');
    await user.type(within(form).getByLabelText('Postal code'), '411004');
    await within(form).findByRole('option', { name: 'Maharashtra' });
    await user.selectOptions(within(form).getByLabelText('State'), 'Maharashtra');
    loseNextAnswer('/user-address');
    const keys = recordKeys('/user-address');

    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(NETWORK);
    expect(db.get().addresses).toHaveLength(3);
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    expect(await within(addresses).findByRole('radio', { name: /shop 4, fc road/i })).toBeChecked();
    expect(within(addresses).getAllByRole('radio')).toHaveLength(3);
    expect(db.get().addresses).toHaveLength(3);
    expect(db.get().addresses.filter((address) => address.line1 === 'Shop 4, FC Road')).toHaveLength(1);
    expect(keys[1]).toBe(keys[0]);
  });

  it('place order: one order, its number and the new balance shown', async () => {
    expectLoggedErrors();
    const { user } = await renderSignedIn('/dashboard/cart', 'Green points cart');
    const paper = 'Oil Filtration Paper, Pack of 100';
    await user.click(await screen.findByRole('button', { name: `Add ${paper} to cart` }));
    const cart = screen.getByRole('region', { name: 'Your cart' });
    await within(cart).findByLabelText(`${paper} quantity`);
    await user.click(screen.getAllByRole('radio')[0]);
    loseNextAnswer('/cart/place-order');
    const keys = recordKeys('/cart/place-order');

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Your order was not placed\. We could not reach the server/);
    expect(db.get().orders).toHaveLength(demoOrders.length + 1);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    const placed = await within(screen.getByRole('region', { name: 'Place your order' })).findByRole('status');
    expect(db.get().orders).toHaveLength(demoOrders.length + 1);
    expect(placed).toHaveTextContent(`Order ${db.get().orders[0].order_id} placed: 350 points used.`);
    expect(keys[1]).toBe(keys[0]);
  });

  it('contact form: one message, and the thanks shown', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/contact-us');
    await user.type(await screen.findByLabelText('Your name'), 'Meera Iyer');
    await user.type(screen.getByLabelText('Email'), 'meera@dosacorner.example.in');
    await user.type(screen.getByLabelText('Phone number'), '9812345678');
    await user.type(screen.getByLabelText('Message'), 'Please collect from Adyar.');
    loseNextAnswer('/contact/store');
    const keys = recordKeys('/contact/store');

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach our server/);
    expect(db.get().contacts).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Thank you. Our team will call you within one working day.');
    expect(db.get().contacts).toHaveLength(1);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('a registration retried after a lost answer registers once', () => {
  const SUCCESS = 'Success! Your request has been submitted successfully. Our team will contact you soon.';

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.useRealTimers());

  it('on the same page', async () => {
    const { user } = renderWizard();
    await reachDetails(user);
    await fillDetails(user);
    loseNextAnswer('/signups/submit');
    const keys = recordKeys('/signups/submit');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(db.get().registrations).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(db.get().registrations).toHaveLength(1);
    expect(keys[1]).toBe(keys[0]);
  });

  it('after a reload: the key is kept with the draft', async () => {
    const first = renderWizard();
    await reachDetails(first.user);
    await fillDetails(first.user);
    loseNextAnswer('/signups/submit');
    const keys = recordKeys('/signups/submit');
    await first.user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(db.get().registrations).toHaveLength(1));
    await screen.findByRole('button', { name: 'Submit' });
    expect(sessionStorage.getItem(DRAFT_KEY)).toContain(keys[0]);
    first.unmount();

    const second = renderWizard();
    await screen.findByRole('heading', { name: 'Tell us about your business' });
    await second.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(db.get().registrations).toHaveLength(1);
    expect(keys[1]).toBe(keys[0]);
    // The draft is cleared by an effect after the success has rendered.
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull());
  });
});
