import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatsFor } from '../../src/features/dashboard/format';
import { demoOrders, demoPointsUsed } from '../../src/mocks/data/vendor';
import { db } from '../../src/mocks/db';
import { server } from '../../src/mocks/node';
import { renderApp as renderSite, signInDemoVendor } from '../support/renderApp';
import { expectLoggedErrors, renderSignedIn } from './vendor-helpers';

// The past orders on /dashboard/cart, as a vendor reads them: each order's number, date, items,
// points used, status and delivery address, newest first; the order just placed on top.

const PAPER = 'Oil Filtration Paper, Pack of 100';
const KORAMANGALA = 'Spice Route Kitchens, No. 27, 80 Feet Road, 4th Block, Koramangala, Bengaluru, Karnataka 560034';
const INDIRANAGAR = 'Spice Route Kitchens, No. 612, 12th Main Road, HAL 2nd Stage, Indiranagar, Bengaluru, Karnataka 560038';

const ordersRegion = (name = 'Your orders') => screen.getByRole('region', { name });
/** The orders listed, top to bottom, each as its article. */
const orderCards = (name?: string) => within(ordersRegion(name)).queryAllByRole('article');
const heading = (card: HTMLElement) => within(card).getByRole('heading', { level: 3 }).textContent;

/** What a person reads in one order: its facts by their names, and its items line by line. */
function readOrder(card: HTMLElement) {
  const facts = Object.fromEntries([...card.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
  const items = [...within(card).getByRole('list').querySelectorAll('li')].map((li) => [...li.children].map((part) => part.textContent));
  const status = card.querySelector('.status-badge')?.textContent;
  return { heading: heading(card), status, items, facts };
}

describe('/dashboard/cart: the order history', () => {
  it("lists the demo vendor's past orders, newest first, with their items, points, status and address", async () => {
    await renderSignedIn('/dashboard/cart', 'Green points cart');
    expect(within(ordersRegion()).getByRole('heading', { level: 2, name: 'Your orders' })).toBeInTheDocument();
    await waitFor(() => expect(orderCards()).toHaveLength(3));
    const [newest, middle, oldest] = orderCards().map(readOrder);

    expect(newest).toEqual({
      heading: 'Order GD-2026-0874',
      status: 'Dispatched',
      items: [['1 × Compostable Garbage Bags, Pack of 90', '400 points']],
      facts: { 'Placed on': '14 Nov 2026', 'Points used': '400', 'Delivery address': INDIRANAGAR },
    });
    expect(middle).toEqual({
      heading: 'Order GD-2026-0539',
      status: 'Delivered',
      items: [
        [`1 × ${PAPER}`, '350 points'],
        ['1 × Oil Funnel with Strainer', '150 points'],
      ],
      facts: { 'Placed on': '21 Jul 2026', 'Points used': '500', 'Delivery address': KORAMANGALA },
    });
    expect(oldest).toMatchObject({ heading: 'Order GD-2026-0213', status: 'Delivered', facts: { 'Placed on': '09 Mar 2026', 'Points used': '900' } });
    // The orders account for every point the vendor has spent.
    expect(demoOrders.reduce((sum, order) => sum + order.points_used, 0)).toBe(demoPointsUsed);
  });

  it('puts an order placed now at the top, without a reload, with what was ordered and where it goes', async () => {
    const { user } = await renderSignedIn('/dashboard/cart', 'Green points cart');
    await waitFor(() => expect(orderCards()).toHaveLength(3));
    await user.click(await screen.findByRole('button', { name: `Add ${PAPER} to cart` }));
    const cart = screen.getByRole('region', { name: 'Your cart' });
    await within(cart).findByLabelText(`${PAPER} quantity`);
    await user.click(within(cart).getByRole('button', { name: `One more ${PAPER}` }));
    await waitFor(() => expect(within(cart).getByLabelText(`${PAPER} quantity`)).toHaveTextContent('2'));
    await user.click(screen.getAllByRole('radio')[1]);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await within(screen.getByRole('region', { name: 'Place your order' })).findByRole('status');

    await waitFor(() => expect(orderCards()).toHaveLength(4));
    const placed = db.get().orders[0];
    const today = formatsFor('en-IN').date(placed.placed_on);
    expect(readOrder(orderCards()[0])).toEqual({
      heading: `Order ${placed.order_id}`,
      status: 'Placed',
      items: [[`2 × ${PAPER}`, '700 points']],
      facts: { 'Placed on': today, 'Points used': '700', 'Delivery address': INDIRANAGAR },
    });
    expect(heading(orderCards()[1])).toBe('Order GD-2026-0874');
    // The order keeps the address as it was: deleting it afterwards changes nothing in the order.
    db.change((d) => {
      d.addresses = d.addresses.filter((address) => address.id !== 2);
    });
    expect(db.get().orders[0].address.line1).toMatch(/Indiranagar$/);
  });

  it('says so when there is no order yet', async () => {
    server.use(http.get('/api/orders', () => HttpResponse.json({ status: 'Success', data: [] })));
    await renderSignedIn('/dashboard/cart', 'Green points cart');
    expect(await within(ordersRegion()).findByText('You have not ordered anything yet. Your orders will show here once you place one.')).toBeInTheDocument();
    expect(orderCards()).toHaveLength(0);
  });

  it('shows Loading while the orders are on their way', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/orders', async () => {
        await answered;
        return HttpResponse.json({ status: 'Success', data: demoOrders });
      }),
    );
    await renderSignedIn('/dashboard/cart', 'Green points cart');
    expect(within(ordersRegion()).getByRole('status')).toHaveTextContent('Loading your orders...');
    answer();
    await waitFor(() => expect(orderCards()).toHaveLength(3));
    expect(within(ordersRegion()).queryByText('Loading your orders...')).not.toBeInTheDocument();
  });

  it('says the orders could not be loaded, and Try again loads them', async () => {
    const logged = expectLoggedErrors();
    server.use(http.get('/api/orders', () => HttpResponse.error(), { once: true }));
    const { user } = await renderSignedIn('/dashboard/cart', 'Green points cart');
    const alert = await within(ordersRegion()).findByRole('alert');
    expect(alert).toHaveTextContent(/^Your orders could not be loaded\. We could not reach the server/);
    expect(logged).toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(orderCards()).toHaveLength(3));
    expect(within(ordersRegion()).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('/hi/dashboard/cart: the order history in Hindi', () => {
  const REGION = 'आपके ऑर्डर';

  it('lists the past orders in Hindi: dates, status and the facts’ names, figures as sent', async () => {
    await renderSignedIn('/hi/dashboard/cart', 'ग्रीन पॉइंट्स कार्ट');
    await waitFor(() => expect(orderCards(REGION)).toHaveLength(3));
    const [newest, middle] = orderCards(REGION).map(readOrder);
    expect(newest).toEqual({
      heading: 'ऑर्डर GD-2026-0874',
      status: 'भेज दिया गया',
      items: [['1 × Compostable Garbage Bags, Pack of 90', '400 पॉइंट्स']],
      facts: { 'ऑर्डर की तारीख़': '14 नवंबर 2026', 'ख़र्च हुए पॉइंट्स': '400', 'डिलीवरी का पता': INDIRANAGAR },
    });
    expect(middle).toMatchObject({ status: 'डिलीवर हो गया', facts: { 'ऑर्डर की तारीख़': '21 जुलाई 2026' } });
  });

  it('says in Hindi that there is no order yet', async () => {
    server.use(http.get('/api/orders', () => HttpResponse.json({ status: 'Success', data: [] })));
    await renderSignedIn('/hi/dashboard/cart', 'ग्रीन पॉइंट्स कार्ट');
    expect(await within(ordersRegion(REGION)).findByText('आपने अभी तक कोई ऑर्डर नहीं किया है। ऑर्डर करने के बाद वह यहाँ दिखेगा।')).toBeInTheDocument();
  });

  it('says in Hindi that the orders could not be loaded, and फिर से कोशिश करें loads them', async () => {
    expectLoggedErrors();
    server.use(http.get('/api/orders', () => HttpResponse.error(), { once: true }));
    const { user } = await renderSignedIn('/hi/dashboard/cart', 'ग्रीन पॉइंट्स कार्ट');
    const alert = await within(ordersRegion(REGION)).findByRole('alert');
    expect(alert).toHaveTextContent(/^आपके ऑर्डर लोड नहीं हो पाए।/);
    await user.click(within(alert).getByRole('button', { name: 'फिर से कोशिश करें' }));
    await waitFor(() => expect(orderCards(REGION)).toHaveLength(3));
  });
});

describe('the account menu links to the green points cart', () => {
  it('in the header and in the side drawer', async () => {
    signInDemoVendor();
    renderSite('/about-us');
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    await userEvent.click(await within(nav).findByRole('button', { name: 'Account: Rajeshwari Venkataraman' }));
    expect(within(nav).getByRole('link', { name: 'Green points cart' })).toHaveAttribute('href', '/dashboard/cart');

    await userEvent.click(screen.getByRole('button', { name: /more items/i }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Account: Rajeshwari Venkataraman' }));
    await userEvent.click(within(drawer).getByRole('link', { name: 'Green points cart' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Green points cart' })).toBeInTheDocument();
  });

  it('in Hindi, to the Hindi cart', async () => {
    signInDemoVendor();
    renderSite('/hi/about-us');
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'मुख्य मेनू' });
    await userEvent.click(await within(nav).findByRole('button', { name: 'अकाउंट: Rajeshwari Venkataraman' }));
    expect(within(nav).getByRole('link', { name: 'ग्रीन पॉइंट्स कार्ट' })).toHaveAttribute('href', '/hi/dashboard/cart');
  });
});
