import { delay, http, HttpResponse } from 'msw';
import { env } from '../config/env';
import { updateDemoInfo } from '../lib/demo';
import type { Cart, CollectionRequest, SeoTagEntry } from '../types/api';
import { newsfeeds } from './data/news';
import { products } from './data/products';
import { states } from './data/states';
import { collectionRecords, JOINED_ON, monthlyTotals } from './data/records';
import { db } from './db';
import { createJwt, randomDigits } from './jwt';

/** How long a mock session lasts, in seconds (the real lifetime is the API's; contract section 2). */
export const TOKEN_LIFETIME_SECONDS = 60 * 60;
/** react-auth-kit reads a refresh token's expiry from its exp claim too, so it is a JWT as well. */
const REFRESH_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
const PAGE_SIZE = 6;

const api = (path: string) => `${env.apiBaseUrl}${path}`;
const seoApi = (path: string) => `${env.seoApiBaseUrl}${path}`;

async function form(request: Request): Promise<Record<string, string>> {
  const body = await request.formData().catch(() => new FormData());
  const fields: Record<string, string> = {};
  body.forEach((value, key) => {
    fields[key] = typeof value === 'string' ? value : value.name;
  });
  return fields;
}

const success = <T extends object>(extra: T) => HttpResponse.json({ status: 'Success', ...extra });
const failure = (message: string) => HttpResponse.json({ status: 'Error', message });

/** The signed-in user's id from the Authorization header, or null (then the handler answers 401). */
function sessionUser(request: Request): number | null {
  const token = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '');
  const now = Math.floor(Date.now() / 1000);
  const session = db.get().sessions.find((s) => s.token === token && s.exp > now);
  return session ? session.userId : null;
}

const unauthorized = () => HttpResponse.json({ status: 'Error', message: 'Unauthenticated.' }, { status: 401 });

function withUser(handler: (request: Request, userId: number) => Promise<Response> | Response) {
  return async ({ request }: { request: Request }) => {
    await delay();
    const userId = sessionUser(request);
    return userId === null ? unauthorized() : handler(request, userId);
  };
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The receipts from `from` to `upto` (data/records.ts); oil sold and points are their sums, so they agree. */
function recordsIn(from: string, upto: string) {
  return collectionRecords(db.get().collectionRequests, from, upto, today());
}

function pointsStats() {
  const { credits } = monthlyTotals(recordsIn(JOINED_ON, today()));
  const earned = credits.reduce((sum, month) => sum + month.points, 0);
  const used = db.get().pointsUsed;
  return { earned, used, balance: earned - used };
}

function cart(): Cart {
  const items = db.get().cart;
  return { items, total_points: items.reduce((sum, item) => sum + item.points * item.quantity, 0) };
}

const isPhone = (value: string | undefined) => /^\d{10}$/.test(value ?? '');

function signIn(userId: number) {
  const token = createJwt({ sub: String(userId), name: db.user.name }, TOKEN_LIFETIME_SECONDS);
  const refresh_token = createJwt({ sub: String(userId), name: db.user.name }, REFRESH_LIFETIME_SECONDS);
  db.change((d) => {
    const now = Math.floor(Date.now() / 1000);
    d.sessions = d.sessions.filter((s) => s.exp > now);
    d.sessions.push({ token, userId, exp: now + TOKEN_LIFETIME_SECONDS });
    d.refreshTokens.push({ token: refresh_token, userId });
  });
  return { token, refresh_token };
}

const registerSeo: SeoTagEntry[] = [
  { tag_name: 'title', a_json: null, content: 'Register as a Vendor | GreenDrop' },
  {
    tag_name: 'meta',
    a_json: { name: 'description', content: 'Register your food business with GreenDrop to sell used cooking oil at a fair rate per kg, with FSSAI-compliant collection and green points.' },
    content: null,
  },
  { tag_name: 'meta', a_json: '{"name":"keywords","content":"used cooking oil registration, sell UCO, FSSAI RUCO, vendor sign up"}', content: null },
  { tag_name: 'meta', a_json: { property: 'og:title', content: 'Register as a GreenDrop vendor' }, content: null },
  {
    tag_name: 'script',
    a_json: { type: 'application/ld+json' },
    content: JSON.stringify({ '@context': 'https://schema.org', '@type': 'WebPage', name: 'Vendor registration', description: 'Register to sell used cooking oil to GreenDrop.' }),
  },
];

export const handlers = [
  // Spec section 7: sendOTP answers with the OTP in data (or none in server-verified mode).
  http.post(api('/signups/sendOTP'), async ({ request }) => {
    await delay();
    const { phone } = await form(request);
    if (!isPhone(phone)) return failure('Please enter a valid 10 digit mobile number.');
    if (phone === db.user.mobile) return failure('This mobile number is already registered with us. Please log in as a vendor.');
    const otp = randomDigits(6);
    db.change((d) => {
      d.otps[phone] = otp;
    });
    updateDemoInfo({ lastOtp: { phone, otp } });
    const local = db.get().otpMode === 'local';
    return success({ message: 'OTP sent successfully', data: local ? otp : '' });
  }),

  http.post(api('/signups/verifyOTP'), async ({ request }) => {
    await delay();
    const { phone, otp } = await form(request);
    const expected = db.get().otps[phone];
    return expected && expected === otp ? success({ message: 'OTP verified' }) : failure('Entered OTP is incorrect.');
  }),

  http.post(api('/signups/submit'), async ({ request }) => {
    await delay();
    const fields = await form(request);
    const required = ['mobile', 'nv', 'firm_name', 'name', 'email', 'oil_quantity', 'expected_rate', 'entry_by', 'address', 'city', 'state_id', 'postal_code'];
    if (required.some((name) => !fields[name]?.trim()) || !isPhone(fields.mobile) || !/^\d{6}$/.test(fields.postal_code)) {
      return failure('Some details are missing or not valid.');
    }
    if (db.get().registrations.some((r) => r.mobile === fields.mobile)) {
      return failure('A registration for this mobile number is already under review.');
    }
    db.change((d) => {
      d.registrations.push({ ...fields, received_on: new Date().toISOString() });
    });
    return success({ message: 'Registration received' });
  }),

  http.post(api('/States/getAllStates'), async () => {
    await delay();
    return success({ data: states });
  }),

  http.get(seoApi('/seo/page/:pageName'), async ({ params }) => {
    await delay();
    return HttpResponse.json({ seos: params.pageName === 'Register' ? registerSeo : [] });
  }),

  http.get(api('/newsfeeds/all'), async () => {
    await delay();
    return HttpResponse.json({ newsfeeds: { data: newsfeeds } });
  }),

  http.get(api('/newsfeeds/show'), async ({ request }) => {
    await delay();
    const slug = new URL(request.url).searchParams.get('slug');
    const newsfeed = newsfeeds.find((item) => item.slug === slug);
    return newsfeed ? HttpResponse.json({ newsfeed }) : HttpResponse.json({ message: 'Not found' }, { status: 404 });
  }),

  http.post(api('/contact/store'), async ({ request }) => {
    await delay();
    const fields = await form(request);
    if (!fields.name?.trim() || !fields.email?.includes('@') || !isPhone(fields.phone) || !fields.message?.trim()) {
      return failure('Please fill in every field.');
    }
    db.change((d) => {
      d.contacts.push({ ...fields, received_on: new Date().toISOString() });
    });
    return success({ message: 'Thank you. Our team will call you within one working day.' });
  }),

  http.post(api('/login/validate'), async ({ request }) => {
    await delay();
    const { mobile, password } = await form(request);
    if (mobile !== db.user.mobile || password !== db.password) return failure('Either mobile or password is not valid');
    return success({ message: 'Signed in', data: { ...signIn(db.user.id), user: db.user } });
  }),

  http.post(api('/login/refresh'), async ({ request }) => {
    await delay();
    const { refresh_token } = await form(request);
    const known = db.get().refreshTokens.find((r) => r.token === refresh_token);
    if (!known) return HttpResponse.json({ status: 'Error', message: 'Refresh token is not valid' }, { status: 401 });
    db.change((d) => {
      d.refreshTokens = d.refreshTokens.filter((r) => r.token !== refresh_token);
    });
    return success({ data: signIn(known.userId) });
  }),

  http.post(
    api('/WebData/getCarbonCredits'),
    withUser(async (request) => {
      const { dateFrom, dateUpto } = await form(request);
      return success({ data: monthlyTotals(recordsIn(dateFrom, dateUpto)).credits });
    }),
  ),

  http.post(
    api('/WebData/getOilSoldDetails'),
    withUser(async (request) => {
      const { dateFrom, dateUpto } = await form(request);
      return success({ data: monthlyTotals(recordsIn(dateFrom, dateUpto)).oil });
    }),
  ),

  http.post(
    api('/WebData/getCollectionRecords'),
    withUser(async (request) => {
      const { dateFrom, dateUpto } = await form(request);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(dateFrom ?? '') || !/^\d{4}-\d{2}-\d{2}$/.test(dateUpto ?? '')) return failure('Choose the dates as YYYY-MM-DD.');
      if (dateFrom > dateUpto) return failure('The start date must be on or before the end date.');
      return success({ data: recordsIn(dateFrom, dateUpto) });
    }),
  ),

  http.post(
    api('/WebData/carbonCreditStats'),
    withUser(() => success({ data: pointsStats() })),
  ),

  http.post(
    api('/WebData/getAllCollReq'),
    withUser(() => success({ data: db.get().collectionRequests })),
  ),

  http.post(
    api('/collectionrequests/submit'),
    withUser(async (request) => {
      const fields = await form(request);
      const numbers = ['entered_drums_qty', 'entered_volume', 'empty_drums_qty'].map((name) => Number(fields[name] ?? 0));
      if (numbers.some((n) => !Number.isFinite(n) || n < 0)) return failure('Quantities must be zero or more.');
      const [drums, volume, empty] = numbers;
      if (drums === 0 && volume === 0) return failure('Enter the filled drums or the volume to collect.');
      const created: CollectionRequest = {
        id: db.nextId(),
        requested_on: new Date().toISOString(),
        entered_drums_qty: drums,
        entered_volume: volume,
        empty_drums_qty: empty,
        notes_for_team: fields.notes_for_team ?? '',
        status: 'Pending',
      };
      db.change((d) => {
        d.collectionRequests.unshift(created);
      });
      return success({ message: 'Collection request received', data: created });
    }),
  ),

  http.get(api('/products'), async ({ request }) => {
    await delay();
    const page = Math.max(1, Number(new URL(request.url).searchParams.get('page') ?? 1) || 1);
    const lastPage = Math.max(1, Math.ceil(products.length / PAGE_SIZE));
    const stock = db.get().stock;
    const data = products.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((p) => ({ ...p, stock: stock[p.id] ?? p.stock }));
    return HttpResponse.json({ products: { data, current_page: page, last_page: lastPage } });
  }),

  http.get(
    api('/cart'),
    withUser(() => success({ data: cart() })),
  ),

  ...(['add-product', 'quantity/increment', 'quantity/decrement', 'remove-product'] as const).map((action) =>
    http.post(
      api(`/cart/${action}`),
      withUser(async (request) => changeCart(action, Number((await form(request)).product_id))),
    ),
  ),

  http.post(
    api('/cart/place-order'),
    withUser(async (request) => placeOrder(await form(request))),
  ),

  http.get(
    api('/user-address'),
    withUser(() => success({ data: db.get().addresses })),
  ),

  http.post(
    api('/user-address'),
    withUser(async (request) => {
      const { line1, city, state_id, postal_code } = await form(request);
      const state = states.find((s) => s.id === Number(state_id));
      if (!line1?.trim() || !city?.trim() || !state || !/^\d{6}$/.test(postal_code ?? '')) return failure('Please give the full address, a state and a 6 digit postal code.');
      const address = { id: db.nextId(), line1: line1.trim(), city: city.trim(), state: state.name, postal_code };
      db.change((d) => {
        d.addresses.push(address);
      });
      return success({ data: address });
    }),
  ),

  http.delete(
    api('/user-address/:id'),
    withUser((request) => {
      const id = Number(new URL(request.url).pathname.split('/').pop());
      if (!db.get().addresses.some((a) => a.id === id)) return failure('Address not found.');
      db.change((d) => {
        d.addresses = d.addresses.filter((a) => a.id !== id);
      });
      return success({});
    }),
  ),
];

type CartAction = 'add-product' | 'quantity/increment' | 'quantity/decrement' | 'remove-product';

function changeCart(action: CartAction, productId: number): Response {
  const product = products.find((p) => p.id === productId);
  if (!product) return failure('That product is no longer available.');
  const quantity = db.get().cart.find((item) => item.product_id === productId)?.quantity ?? 0;
  const stock = db.get().stock[productId] ?? 0;
  db.change((d) => {
    const item = d.cart.find((i) => i.product_id === productId);
    if (action === 'remove-product') d.cart = d.cart.filter((i) => i.product_id !== productId);
    else if (action === 'quantity/decrement' && item) item.quantity -= 1;
    else if (quantity < stock) {
      if (item) item.quantity += 1;
      else d.cart.push({ product_id: productId, name: product.name, points: product.points, quantity: 1 });
    }
    d.cart = d.cart.filter((i) => i.quantity > 0);
  });
  const adding = action === 'add-product' || action === 'quantity/increment';
  if (adding && quantity >= stock) return failure(stock === 0 ? `${product.name} is out of stock.` : `Only ${stock} of ${product.name} left in stock.`);
  return success({ data: cart() });
}

function placeOrder({ address_id }: Record<string, string>): Response {
  const current = cart();
  if (current.items.length === 0) return failure('Your cart is empty.');
  if (!db.get().addresses.some((a) => a.id === Number(address_id))) return failure('Choose a delivery address.');
  const { balance } = pointsStats();
  if (current.total_points > balance) return failure(`You need ${current.total_points} points but have ${balance}.`);
  const stock = db.get().stock;
  const short = current.items.find((item) => item.quantity > (stock[item.product_id] ?? 0));
  if (short) return failure(`Only ${stock[short.product_id] ?? 0} of ${short.name} left in stock.`);
  const order_id = `GD-${new Date().getFullYear()}-${db.nextId()}`;
  db.change((d) => {
    for (const item of d.cart) d.stock[item.product_id] = (d.stock[item.product_id] ?? 0) - item.quantity;
    d.pointsUsed += current.total_points;
    d.orders.push({ order_id, points: current.total_points, address_id: Number(address_id), placed_on: new Date().toISOString() });
    d.cart = [];
  });
  return success({ message: 'Order placed', data: { order_id, points_used: current.total_points, balance: pointsStats().balance } });
}
