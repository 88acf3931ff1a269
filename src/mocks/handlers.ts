import { delay, http, HttpResponse } from 'msw';
import { env } from '../config/env';
import { updateDemoInfo } from '../lib/demo';
import { DETAILS_MAX_LENGTH } from '../features/registration/validation';
import { NUMBER_MAX, TEXT_MAX } from '../lib/inputLimits';
import { indianDateTime, indianToday } from '../lib/indiaTime';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../features/auth/passwordRules';
import type { Address, Cart, CollectionRequest, Order, SeoTagEntry } from '../types/api';
import { newsfeeds } from './data/news';
import { products } from './data/products';
import { states } from './data/states';
import { collectionRecords, JOINED_ON, monthlyTotals, verification, withReceipt } from './data/records';
import { paymentsBetween } from './data/payments';
import { db } from './db';
import { createJwt, randomDigits } from './jwt';
import { serviceabilityAnswer } from './serviceability';
import { readScheduleRequest, savedSchedule, scheduleOf } from './schedule';

/** How long a mock session lasts, in seconds (the real lifetime is the API's: the page reads the JWT's exp). */
export const TOKEN_LIFETIME_SECONDS = 60 * 60;
/** react-auth-kit reads a refresh token's expiry from its exp claim too, so it is a JWT as well. */
const REFRESH_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
const PAGE_SIZE = 6;
/** How long a password-reset OTP may be used, and how many wrong tries it survives. */
export const RESET_OTP_LIFETIME_MS = 10 * 60 * 1000;
const RESET_OTP_TRIES = 5;

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

/** A write's answer before it is sent: what a repeat of the write gets again. */
type Answer = { status: 'Success' | 'Error'; message?: string; data?: unknown };
const ok = (extra: Omit<Answer, 'status'> = {}): Answer => ({ status: 'Success', ...extra });
const refused = (message: string): Answer => ({ status: 'Error', message });

/** The longest idempotency key taken (a UUID has 36 characters). */
const IDEMPOTENCY_KEY_MAX = 100;

/**
 * A write that creates something, once per idempotency key: the first successful answer for the
 * call, the caller and the key is kept, and a repeat gets it again without creating anything. A
 * refusal is not kept: it created nothing, and the same action may succeed later. A call without a
 * key creates every time, as a server that predates the key would.
 */
function once(call: string, caller: string, key: string | undefined, create: () => Answer): Response {
  if (key !== undefined && (!key.trim() || key.length > IDEMPOTENCY_KEY_MAX)) return failure('The idempotency key is not valid.');
  const seenKey = key ? `${call} ${caller} ${key}` : null;
  const seen = seenKey ? db.get().idempotentAnswers[seenKey] : undefined;
  if (seen) return HttpResponse.json(seen);
  const answer = create();
  if (seenKey && answer.status === 'Success') {
    db.change((d) => {
      d.idempotentAnswers[seenKey] = answer;
    });
  }
  return HttpResponse.json(answer);
}

/** True when any field is longer than its limit: a server refuses such text rather than cut it. */
function anyTooLong(fields: Record<string, string>, limits: Record<string, number>): boolean {
  return Object.entries(limits).some(([name, max]) => (fields[name] ?? '').length > max);
}

/** A number from 0 to `max`, finite (a missing or empty field counts as 0); whole when asked. */
function inRange(value: string | undefined, max: number, whole = false): boolean {
  const number = Number(value ?? 0);
  return Number.isFinite(number) && number >= 0 && number <= max && (!whole || Number.isInteger(number));
}

const REGISTRATION_TEXT_MAX = {
  ...DETAILS_MAX_LENGTH,
  utm_source: TEXT_MAX.tracking,
  utm_medium: TEXT_MAX.tracking,
  utm_campaign: TEXT_MAX.tracking,
};

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

/** Today in India: the business's day, whatever the zone of the device running the mock. */
function today(): string {
  return indianToday();
}

/** The receipts from `from` to `upto` (data/records.ts); oil sold and points are their sums, so they agree. */
function recordsIn(from: string, upto: string) {
  return collectionRecords(db.get().collectionRequests, from, upto, today());
}

/** The recurring pickup as the API answers it, or null. */
function currentSchedule() {
  const stored = db.get().pickupSchedule;
  return stored ? scheduleOf(stored, today()) : null;
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

/** No SMS leaves the mock: the code it "sent" is kept (for a reload) and shown in the demo notice. */
function showSentOtp(phone: string, otp: string) {
  db.change((d) => {
    d.lastOtp = { phone, otp };
  });
  updateDemoInfo({ lastOtp: { phone, otp } });
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
  // sendOTP answers with the OTP in data for the page to compare (or '' in server-verified mode).
  http.post(api('/signups/sendOTP'), async ({ request }) => {
    await delay();
    const { phone } = await form(request);
    if (!isPhone(phone)) return failure('Please enter a valid 10 digit mobile number.');
    if (phone === db.user.mobile) return failure('This mobile number is already registered with us. Please log in as a vendor.');
    const otp = randomDigits(6);
    db.change((d) => {
      d.otps[phone] = otp;
    });
    showSentOtp(phone, otp);
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
    return once('signups/submit', 'public', fields.idempotency_key, () => {
      const required = ['mobile', 'nv', 'firm_name', 'name', 'email', 'oil_quantity', 'expected_rate', 'entry_by', 'address', 'city', 'state_id', 'postal_code'];
      if (required.some((name) => !fields[name]?.trim()) || !isPhone(fields.mobile) || !/^\d{6}$/.test(fields.postal_code)) {
        return refused('Some details are missing or not valid.');
      }
      if (anyTooLong(fields, REGISTRATION_TEXT_MAX) || !inRange(fields.oil_quantity, NUMBER_MAX.kg) || !inRange(fields.expected_rate, NUMBER_MAX.rupeesPerKg)) {
        return refused('Some details are too long, or a number is out of range.');
      }
      if (db.get().registrations.some((r) => r.mobile === fields.mobile)) {
        return refused('A registration for this mobile number is already under review.');
      }
      // A reference the team and the vendor can both quote: the year and the registration's number.
      const reference = db.change((d) => {
        d.registrations.push({ ...fields, received_on: indianDateTime() });
        return `GDR-${today().slice(0, 4)}-${String(4500 + d.registrations.length).padStart(5, '0')}`;
      });
      return ok({ message: 'Registration received', data: { reference } });
    });
  }),

  http.post(api('/States/getAllStates'), async () => {
    await delay();
    return success({ data: states });
  }),

  // Whether we collect at a pincode: from real pincodes (data/pincodes.ts), a malformed one refused.
  http.get(api('/serviceability'), async ({ request }) => {
    await delay();
    return HttpResponse.json(serviceabilityAnswer(new URL(request.url).searchParams.get('pincode')));
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
    return newsfeed ? HttpResponse.json({ newsfeed }) : HttpResponse.json({ status: 'Error', message: 'No article has this address.' }, { status: 404 });
  }),

  http.post(api('/contact/store'), async ({ request }) => {
    await delay();
    const fields = await form(request);
    return once('contact/store', 'public', fields.idempotency_key, () => {
      if (!fields.name?.trim() || !fields.email?.includes('@') || !isPhone(fields.phone) || !fields.message?.trim()) {
        return refused('Please fill in every field.');
      }
      if (anyTooLong(fields, { name: TEXT_MAX.name, email: TEXT_MAX.email, message: TEXT_MAX.note })) return refused('Please shorten your message.');
      db.change((d) => {
        d.contacts.push({ ...fields, received_on: indianDateTime() });
      });
      return ok({ message: 'Thank you. Our team will call you within one working day.' });
    });
  }),

  http.post(api('/login/validate'), async ({ request }) => {
    await delay();
    const { mobile, password } = await form(request);
    if (mobile !== db.user.mobile || password !== db.get().vendorPassword) return failure('Either mobile or password is not valid');
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

  // The same answer for any well-formed mobile, so it tells no one whether a number has an account;
  // only the demo vendor's mobile gets an OTP (shown in the demo notice: no SMS is sent).
  http.post(api('/login/forgot'), async ({ request }) => {
    await delay();
    const { mobile } = await form(request);
    if (!isPhone(mobile)) return failure('Please enter a valid 10 digit mobile number.');
    if (mobile === db.user.mobile) {
      const otp = randomDigits(6);
      db.change((d) => {
        d.passwordResets[mobile] = { otp, expiresAt: Date.now() + RESET_OTP_LIFETIME_MS, wrongTries: 0 };
      });
      showSentOtp(mobile, otp);
    }
    return success({ message: 'If this mobile number belongs to a vendor, we have sent it an OTP.' });
  }),

  // The OTP is used once; a wrong one, an expired one and a number without an account get the same words.
  http.post(api('/login/reset'), async ({ request }) => {
    await delay();
    const { mobile, otp, password } = await form(request);
    if (!isPhone(mobile)) return failure('Please enter a valid 10 digit mobile number.');
    if ((password ?? '').length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
      return failure(`The new password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long.`);
    }
    const pending = db.get().passwordResets[mobile];
    if (!pending || pending.expiresAt < Date.now() || pending.otp !== otp) {
      if (pending) {
        db.change((d) => {
          // Six digits can be guessed given enough tries: the OTP is dropped after a few wrong ones.
          if (pending.expiresAt < Date.now() || pending.wrongTries + 1 >= RESET_OTP_TRIES) delete d.passwordResets[mobile];
          else d.passwordResets[mobile] = { ...pending, wrongTries: pending.wrongTries + 1 };
        });
      }
      return failure('The OTP is not correct or has expired. Check it, or ask for a new one.');
    }
    db.change((d) => {
      delete d.passwordResets[mobile];
      d.vendorPassword = password;
      // A new password ends the sessions signed in with the old one.
      d.sessions = d.sessions.filter((s) => s.userId !== db.user.id);
      d.refreshTokens = d.refreshTokens.filter((r) => r.userId !== db.user.id);
    });
    updateDemoInfo({ vendorPassword: password });
    return success({ message: 'Your password has been changed.' });
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

  // Payments made in the range (by payment date), newest first: derived from the receipts, so they agree with the register.
  http.post(
    api('/WebData/getPayments'),
    withUser(async (request) => {
      const { dateFrom, dateUpto } = await form(request);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(dateFrom ?? '') || !/^\d{4}-\d{2}-\d{2}$/.test(dateUpto ?? '')) return failure('Choose the dates as YYYY-MM-DD.');
      if (dateFrom > dateUpto) return failure('The start date must be on or before the end date.');
      return success({ data: paymentsBetween(recordsIn(JOINED_ON, today()), dateFrom, dateUpto, today()) });
    }),
  ),

  // Public: anyone holding a certificate may check it; the answer names no money and masks the firm.
  http.get(api('/certificates/verify'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    const receiptNo = (query.get('receipt_no') ?? '').slice(0, 100);
    const code = (query.get('code') ?? '').slice(0, 100);
    const found = verification(recordsIn(JOINED_ON, today()), receiptNo, code, db.user.firm_name);
    if (!found) return HttpResponse.json({ status: 'Error', message: 'No certificate matches this receipt and code.' }, { status: 404 });
    return success({ data: found });
  }),

  http.post(
    api('/WebData/carbonCreditStats'),
    withUser(() => success({ data: pointsStats() })),
  ),

  http.post(
    api('/WebData/getAllCollReq'),
    withUser(() => success({ data: db.get().collectionRequests.map(withReceipt) })),
  ),

  // The recurring pickup: its next dates worked out from today on every answer (./schedule.ts).
  http.get(
    api('/pickup-schedule'),
    withUser(() => success({ data: currentSchedule() })),
  ),

  http.post(
    api('/pickup-schedule'),
    withUser(async (request, userId) => {
      const fields = await form(request);
      return once('pickup-schedule', `user ${userId}`, fields.idempotency_key, () => {
        const asked = readScheduleRequest(fields);
        if ('error' in asked) return refused(asked.error);
        if (asked.frequency === 'none') {
          if (!db.get().pickupSchedule) return refused('You have no recurring pickup to end.');
          db.change((d) => {
            d.pickupSchedule = null;
          });
          return ok({ message: 'Your recurring pickup has ended.', data: null });
        }
        db.change((d) => {
          d.pickupSchedule = savedSchedule(d.pickupSchedule, asked, today());
        });
        return ok({ message: 'Your recurring pickup is saved.', data: currentSchedule() });
      });
    }),
  ),

  http.post(
    api('/pickup-schedule/skip'),
    withUser(async (request, userId) => {
      const fields = await form(request);
      const date = fields.date ?? '';
      return once('pickup-schedule/skip', `user ${userId}`, fields.idempotency_key, () => {
        const schedule = currentSchedule();
        if (!schedule) return refused('You have no recurring pickup to skip.');
        // Skipping a date already skipped answers as the first time did (a retry after a lost answer).
        if (!schedule.next_dates.includes(date) && !schedule.skipped.includes(date)) {
          return refused('That date is not one of your next three pickups. Choose one of the dates listed.');
        }
        db.change((d) => {
          if (d.pickupSchedule && !d.pickupSchedule.skipped.includes(date)) d.pickupSchedule.skipped.push(date);
        });
        return ok({ message: 'That pickup is skipped.', data: currentSchedule() });
      });
    }),
  ),

  // Undoes a skip: the date, skipped and still ahead, is a pickup date again.
  http.post(
    api('/pickup-schedule/unskip'),
    withUser(async (request, userId) => {
      const fields = await form(request);
      const date = fields.date ?? '';
      return once('pickup-schedule/unskip', `user ${userId}`, fields.idempotency_key, () => {
        const schedule = currentSchedule();
        if (!schedule) return refused('You have no recurring pickup.');
        if (!schedule.skipped.includes(date)) return refused('That pickup is not skipped.');
        db.change((d) => {
          if (d.pickupSchedule) d.pickupSchedule.skipped = d.pickupSchedule.skipped.filter((skipped) => skipped !== date);
        });
        return ok({ message: 'That pickup is back on your schedule.', data: currentSchedule() });
      });
    }),
  ),

  http.post(
    api('/collectionrequests/submit'),
    withUser(async (request, userId) => {
      const fields = await form(request);
      return once('collectionrequests/submit', `user ${userId}`, fields.idempotency_key, () => {
        const numbers = ['entered_drums_qty', 'entered_volume', 'empty_drums_qty'].map((name) => Number(fields[name] ?? 0));
        if (numbers.some((n) => !Number.isFinite(n) || n < 0)) return refused('Quantities must be zero or more.');
        const [drums, volume, empty] = numbers;
        const inLimits =
          inRange(fields.entered_drums_qty, NUMBER_MAX.drums, true) && inRange(fields.empty_drums_qty, NUMBER_MAX.drums, true) && inRange(fields.entered_volume, NUMBER_MAX.kg);
        if (!inLimits) return refused(`Drums are whole numbers up to ${NUMBER_MAX.drums}, and the volume is at most ${NUMBER_MAX.kg} KG.`);
        if (anyTooLong(fields, { notes_for_team: TEXT_MAX.note })) return refused(`Notes can be up to ${TEXT_MAX.note} characters.`);
        if (drums === 0 && volume === 0) return refused('Enter the filled drums or the volume to collect.');
        const created: CollectionRequest = {
          id: db.nextId(),
          requested_on: indianDateTime(),
          entered_drums_qty: drums,
          entered_volume: volume,
          empty_drums_qty: empty,
          notes_for_team: fields.notes_for_team ?? '',
          status: 'Pending',
        };
        db.change((d) => {
          d.collectionRequests.unshift(created);
        });
        return ok({ message: 'Collection request received', data: created });
      });
    }),
  ),

  // Only a request nobody has planned yet can be called off; a scheduled van is cancelled by phone.
  http.post(
    api('/collectionrequests/cancel'),
    withUser(async (request) => {
      const id = Number((await form(request)).id);
      const found = db.get().collectionRequests.find((candidate) => candidate.id === id);
      if (!found) return failure('No such collection request.');
      if (found.status !== 'Pending') return failure('Only a pending request can be cancelled; call us to change a scheduled pickup.');
      const cancelled = db.change((d) => {
        const stored = d.collectionRequests.find((candidate) => candidate.id === id) as CollectionRequest;
        stored.status = 'Cancelled';
        return { ...stored };
      });
      return success({ message: 'Collection request cancelled', data: withReceipt(cancelled) });
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
    withUser(async (request, userId) => {
      const fields = await form(request);
      return once('cart/place-order', `user ${userId}`, fields.idempotency_key, () => placeOrder(fields));
    }),
  ),

  // The orders placed from the cart, newest first, as they were placed (items, points, address).
  http.get(
    api('/orders'),
    withUser(() => success({ data: db.get().orders.map(({ order_id, placed_on, items, points_used, status, address }): Order => ({ order_id, placed_on, items, points_used, status, address })) })),
  ),

  http.get(
    api('/user-address'),
    withUser(() => success({ data: db.get().addresses })),
  ),

  http.post(
    api('/user-address'),
    withUser(async (request, userId) => {
      const fields = await form(request);
      const { line1, city, state_id, postal_code } = fields;
      return once('user-address', `user ${userId}`, fields.idempotency_key, () => {
        const state = states.find((s) => s.id === Number(state_id));
        if (!line1?.trim() || !city?.trim() || !state || !/^\d{6}$/.test(postal_code ?? '')) return refused('Please give the full address, a state and a 6 digit postal code.');
        if (anyTooLong(fields, { line1: TEXT_MAX.address, city: TEXT_MAX.name })) return refused('Please shorten the address or the city.');
        const address = { id: db.nextId(), line1: line1.trim(), city: city.trim(), state: state.name, postal_code };
        db.change((d) => {
          d.addresses.push(address);
        });
        return ok({ data: address });
      });
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

function placeOrder({ address_id }: Record<string, string>): Answer {
  const current = cart();
  if (current.items.length === 0) return refused('Your cart is empty.');
  if (!db.get().addresses.some((a) => a.id === Number(address_id))) return refused('Choose a delivery address.');
  const { balance } = pointsStats();
  if (current.total_points > balance) return refused(`You need ${current.total_points} points but have ${balance}.`);
  const stock = db.get().stock;
  const short = current.items.find((item) => item.quantity > (stock[item.product_id] ?? 0));
  if (short) return refused(`Only ${stock[short.product_id] ?? 0} of ${short.name} left in stock.`);
  const order_id = `GD-${today().slice(0, 4)}-${db.nextId()}`;
  db.change((d) => {
    for (const item of d.cart) d.stock[item.product_id] = (d.stock[item.product_id] ?? 0) - item.quantity;
    d.pointsUsed += current.total_points;
    // The address and the items as they are now: a later change to either leaves the order as placed.
    const address = structuredClone(d.addresses.find((a) => a.id === Number(address_id)) as Address);
    const items = current.items.map(({ name, quantity, points }) => ({ name, quantity, points }));
    d.orders.unshift({ order_id, placed_on: today(), items, points_used: current.total_points, status: 'Placed', address, address_id: address.id });
    d.cart = [];
  });
  return ok({ message: 'Order placed', data: { order_id, points_used: current.total_points, balance: pointsStats().balance } });
}
