import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoOrders } from '../../src/mocks/data/vendor';
import { db } from '../../src/mocks/db';
import { server } from '../../src/mocks/node';
import { expectLoggedErrors, renderSignedIn } from './vendor-helpers';

const DRUM = 'Food-Grade HDPE Storage Drum, 35 L';
const PAPER = 'Oil Filtration Paper, Pack of 100';

async function openCart() {
  const rendered = await renderSignedIn('/dashboard/cart', 'Green points cart');
  await screen.findByRole('button', { name: `Add ${DRUM} to cart` });
  await screen.findByText(/your cart is empty/i);
  return rendered;
}

const cartRegion = () => screen.getByRole('region', { name: 'Your cart' });
const orderButton = () => screen.getByRole('button', { name: 'Place order' });

function withBalance(balance: number) {
  server.use(http.post('/api/WebData/carbonCreditStats', () => HttpResponse.json({ status: 'Success', data: { earned: balance + 500, used: 500, balance } })));
}

describe('/dashboard/cart: catalogue, cart, address and Place order', () => {
  it('asks for page 1 when ?page= is not a page number written in digits, such as 1e308', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('/api/products', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('page'));
        return undefined;
      }),
    );
    await renderSignedIn('/dashboard/cart?page=1e308', 'Green points cart');
    expect(await screen.findByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(asked).toEqual(['1']);
  });

  it('shows the catalogue priced in green points, paged', async () => {
    const { user } = await openCart();
    const catalogue = screen.getByRole('region', { name: 'Rewards catalogue' });
    expect(within(catalogue).getAllByRole('listitem')).toHaveLength(6);
    const drum = within(catalogue).getByRole('heading', { name: DRUM }).closest('li') as HTMLElement;
    expect(within(drum).getByText('900')).toBeInTheDocument();
    expect(within(drum).getByText('40 in stock')).toBeInTheDocument();
    const image = drum.querySelector('img');
    expect(image).toHaveAttribute('width', '240');
    expect(image).toHaveAttribute('height', '240');

    const pages = screen.getByRole('navigation', { name: 'Catalogue pages' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    const blanket = await screen.findByRole('heading', { name: /kitchen fire blanket/i });
    const card = blanket.closest('li') as HTMLElement;
    expect(within(card).getByRole('button', { name: /out of stock/i })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('heading', { name: /digital kitchen scale/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { name: /kitchen fire blanket/i })).toBeInTheDocument();
  });

  it('adds, increments, decrements and removes, with the total', async () => {
    const { user } = await openCart();
    expect(orderButton()).toBeDisabled();
    expect(screen.getByText('Add a product to your cart.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Add ${DRUM} to cart` }));
    const quantity = await within(cartRegion()).findByLabelText(`${DRUM} quantity`);
    expect(quantity).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: `Add ${PAPER} to cart` }));
    expect(await within(cartRegion()).findByLabelText(`${PAPER} quantity`)).toHaveTextContent('1');

    await user.click(within(cartRegion()).getByRole('button', { name: `One more ${DRUM}` }));
    await waitFor(() => expect(within(cartRegion()).getByLabelText(`${DRUM} quantity`)).toHaveTextContent('2'));
    expect(screen.getByText('2,150 points', { selector: 'dd' })).toBeInTheDocument();

    await user.click(within(cartRegion()).getByRole('button', { name: `One less ${DRUM}` }));
    await waitFor(() => expect(within(cartRegion()).getByLabelText(`${DRUM} quantity`)).toHaveTextContent('1'));
    expect(screen.getByText('1,250 points', { selector: 'dd' })).toBeInTheDocument();

    await user.click(within(cartRegion()).getByRole('button', { name: `Remove ${PAPER}` }));
    await waitFor(() => expect(within(cartRegion()).queryByLabelText(`${PAPER} quantity`)).not.toBeInTheDocument());
    expect(screen.getByText('900 points', { selector: 'dd' })).toBeInTheDocument();
    expect(db.get().cart).toEqual([{ product_id: 1, name: DRUM, points: 900, quantity: 1 }]);

    // Removing the last one by "-" empties the cart.
    await user.click(within(cartRegion()).getByRole('button', { name: `One less ${DRUM}` }));
    expect(await within(cartRegion()).findByText(/your cart is empty/i)).toBeInTheDocument();
  });

  it("shows the server's refusal of a cart change and keeps the cart", async () => {
    const logged = expectLoggedErrors();
    const { user } = await openCart();
    db.change((d) => {
      d.stock[1] = 1;
    });
    await user.click(screen.getByRole('button', { name: `Add ${DRUM} to cart` }));
    await within(cartRegion()).findByLabelText(`${DRUM} quantity`);
    await user.click(within(cartRegion()).getByRole('button', { name: `One more ${DRUM}` }));
    expect(await within(cartRegion()).findByRole('alert')).toHaveTextContent(`Only 1 of ${DRUM} left in stock.`);
    expect(within(cartRegion()).getByLabelText(`${DRUM} quantity`)).toHaveTextContent('1');
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ serverMessage: `Only 1 of ${DRUM} left in stock.` }));
  });

  it('adds a delivery address with the registration rules, chooses it, and deletes one', async () => {
    const { user } = await openCart();
    const addresses = screen.getByRole('region', { name: 'Delivery address' });
    const radios = await within(addresses).findAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(radios.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);

    await user.click(within(addresses).getByRole('button', { name: 'Add a new address' }));
    const form = within(addresses).getByRole('form', { name: 'New delivery address' });
    await user.type(within(form).getByLabelText('Postal code'), '4110');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByText('Address is required')).toBeInTheDocument();
    expect(within(form).getByText('City is required')).toBeInTheDocument();
    expect(within(form).getByText('State is required')).toBeInTheDocument();
    expect(within(form).getByText('6 Digits Postal Code is required')).toBeInTheDocument();
    expect(within(form).getByLabelText('Address')).toHaveFocus();

    await user.type(within(form).getByLabelText('Address'), 'Shop 4, FC Road');
    await user.type(within(form).getByLabelText('City'), 'Pune');
    await user.clear(within(form).getByLabelText('Postal code'));
    // Typed with a space, as it is often written: read as its 6 digits.
    await user.type(within(form).getByLabelText('Postal code'), '411 004');
    await within(form).findByRole('option', { name: 'Maharashtra' });
    await user.selectOptions(within(form).getByLabelText('State'), 'Maharashtra');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    const added = await within(addresses).findByRole('radio', { name: /shop 4, fc road/i });
    expect(added).toBeChecked();
    expect(within(addresses).getByText('Pune, Maharashtra 411004')).toBeInTheDocument();
    expect(db.get().addresses).toHaveLength(3);

    await user.click(within(addresses).getByRole('button', { name: /delete address: shop 4, fc road/i }));
    await waitFor(() => expect(within(addresses).queryByRole('radio', { name: /shop 4, fc road/i })).not.toBeInTheDocument());
    expect(within(addresses).getAllByRole('radio')).toHaveLength(2);
    expect(db.get().addresses).toHaveLength(2);
  });

  it('keeps the typed address when saving fails', async () => {
    expectLoggedErrors();
    const { user } = await openCart();
    server.use(http.post('/api/user-address', () => HttpResponse.error()));
    const addresses = screen.getByRole('region', { name: 'Delivery address' });
    await user.click(await within(addresses).findByRole('button', { name: 'Add a new address' }));
    const form = within(addresses).getByRole('form', { name: 'New delivery address' });
    await user.type(within(form).getByLabelText('Address'), 'Shop 4, FC Road');
    await user.type(within(form).getByLabelText('City'), 'Pune');
    await user.type(within(form).getByLabelText('Postal code'), '411004');
    await within(form).findByRole('option', { name: 'Maharashtra' });
    await user.selectOptions(within(form).getByLabelText('State'), 'Maharashtra');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('We could not reach the server.');
    expect(within(form).getByLabelText('Address')).toHaveValue('Shop 4, FC Road');
    expect(within(form).getByLabelText('Postal code')).toHaveValue('411004');
  });

  it('disables Place order with its reason: no address, then points short', async () => {
    withBalance(1000);
    const { user } = await openCart();
    await user.click(screen.getByRole('button', { name: `Add ${DRUM} to cart` }));
    await within(cartRegion()).findByLabelText(`${DRUM} quantity`);
    expect(await screen.findByText('Choose a delivery address.')).toBeInTheDocument();
    expect(orderButton()).toBeDisabled();
    expect(orderButton()).toHaveAccessibleDescription('Choose a delivery address.');

    await user.click(screen.getAllByRole('radio')[0]);
    expect(orderButton()).toBeEnabled();
    await user.click(within(cartRegion()).getByRole('button', { name: `One more ${DRUM}` }));
    expect(await screen.findByText('You need 800 more green points.')).toBeInTheDocument();
    expect(orderButton()).toBeDisabled();
  });

  it('places the order and shows the order number and the new balance', async () => {
    const { user } = await openCart();
    const balanceText = screen.getByText('Points balance').nextElementSibling?.textContent ?? '';
    const before = Number(balanceText.replace(/,/g, ''));
    await user.click(screen.getByRole('button', { name: `Add ${PAPER} to cart` }));
    await within(cartRegion()).findByLabelText(`${PAPER} quantity`);
    await user.click(within(cartRegion()).getByRole('button', { name: `One more ${PAPER}` }));
    await waitFor(() => expect(within(cartRegion()).getByLabelText(`${PAPER} quantity`)).toHaveTextContent('2'));
    await user.click(screen.getAllByRole('radio')[1]);
    await user.click(orderButton());

    const placed = await within(screen.getByRole('region', { name: 'Place your order' })).findByRole('status');
    const after = (before - 700).toLocaleString('en-IN');
    expect(placed).toHaveTextContent(new RegExp(`Order GD-\\d{4}-\\d+ placed: 700 points used. Your new balance is ${after} points.`));
    expect(db.get().orders).toHaveLength(demoOrders.length + 1);
    expect(db.get().orders[0].address_id).toBe(2);
    expect(within(cartRegion()).getByText(/your cart is empty/i)).toBeInTheDocument();
    expect(screen.getByText('Points balance').nextElementSibling).toHaveTextContent(after);
    expect(orderButton()).toBeDisabled();
    // The catalogue shows the stock the order took. It reloads after the order: the card is looked
    // up again each time, never held from the list the reload replaces.
    await waitFor(() => {
      const paper = screen.getByRole('heading', { name: PAPER }).closest('li') as HTMLElement;
      expect(within(paper).getByText('58 in stock')).toBeInTheDocument();
    });
  });

  it("shows the server's refusal of an order and keeps the cart", async () => {
    const logged = expectLoggedErrors();
    const { user } = await openCart();
    server.use(http.post('/api/cart/place-order', () => HttpResponse.json({ status: 'Error', message: 'You need 900 points but have 100.' })));
    await user.click(screen.getByRole('button', { name: `Add ${DRUM} to cart` }));
    await within(cartRegion()).findByLabelText(`${DRUM} quantity`);
    await user.click(screen.getAllByRole('radio')[0]);
    await user.click(orderButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your order was not placed. You need 900 points but have 100.');
    expect(within(cartRegion()).getByLabelText(`${DRUM} quantity`)).toHaveTextContent('1');
    expect(screen.getAllByRole('radio')[0]).toBeChecked();
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ serverMessage: 'You need 900 points but have 100.' }));
  });
});
