import { delay, http, HttpResponse } from 'msw';
import { env } from '../config/env';
import { site } from '../config/site';
import { paths } from '../config/paths';
import { updateDemoInfo } from '../lib/demo';
import { DETAILS_MAX_LENGTH } from '../features/registration/validation';
import { NUMBER_MAX, TEXT_MAX } from '../lib/inputLimits';
import { addDays, indianDateTime, indianToday } from '../lib/indiaTime';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../features/auth/passwordRules';
import type { Address, Cart, CollectionRecord, CollectionRequest, Order, Outlet, SeoTagEntry, User } from '../types/api';
import { newsfeeds } from './data/news';
import { products } from './data/products';
import { states } from './data/states';
import { collectionRecords, demoRoute, maskFirmName, monthlyTotals, scalePhotoName, verification, withReceipt, type Route } from './data/records';
import { scaleDisplaySvg } from './data/scalePhoto';
import { demoDisputes, DETAILS_MAX, DETAILS_MIN, disputeRefusal, DISPUTE_REASONS, disputeStatusOf, PHOTO_MAX_BYTES, type Dispute, type DisputeReason } from './disputes';
import { paymentsBetween } from './data/payments';
import { chainRoutes } from './data/chain';
import { demoOutlet } from './data/vendor';
import { currentDeclaration, DECLARATION_OTP_LIFETIME_MS, DECLARATION_OTP_TRIES, findDeclaration, randomCheckCode, validUntilOf, WRONG_OTP, type Declaration } from './declarations';
import { STATEMENTS_VERSIONS } from '../features/declaration/statements';
import { db, DEMO_ORGANISATION_ID, DEMO_OUTLET_ID, membersOf, organisationState, outletState } from './db';
import { createJwt, randomDigits } from './jwt';
import { serviceabilityAnswer } from './serviceability';
import { readScheduleRequest, savedSchedule, scheduleOf } from './schedule';
import { alertSends, defaultPreferences, INBOX_DAYS, INBOX_PAGE_SIZE, keptNotice, notificationsOf, PUSH_FIRST_EVENTS, savePreferences, sendsSince, SENT_KEPT, type AlertState } from './alerts';
import type { MockDb } from './db';

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

/** The signed-in person: the user record, and the organisation whose points, cart and outlets they act for. */
interface Caller {
  userId: number;
  user: User;
  organisationId: number;
  owner: boolean;
}

/** The user of an id: the demo vendor, or one of the accounts (the restaurant group's people). */
function userOf(userId: number): User | null {
  if (userId === db.user.id) return db.user;
  return db.get().accounts.find((account) => account.user.id === userId)?.user ?? null;
}

function callerOf(userId: number): Caller | null {
  const user = userOf(userId);
  if (!user) return null;
  return { userId, user, organisationId: user.organisation?.id ?? DEMO_ORGANISATION_ID, owner: user.role !== 'manager' };
}

type PathParams = Record<string, string | readonly string[] | undefined>;

function withCaller(handler: (request: Request, caller: Caller, params: PathParams) => Promise<Response> | Response) {
  return async ({ request, params }: { request: Request; params: PathParams }) => {
    await delay();
    const userId = sessionUser(request);
    const caller = userId === null ? null : callerOf(userId);
    return caller ? handler(request, caller, params) : unauthorized();
  };
}

/** The id of the person whose login a mobile number is, or null. */
function userIdOfMobile(mobile: string): number | null {
  if (mobile === db.user.mobile) return db.user.id;
  return db.get().accounts.find((account) => account.user.mobile === mobile)?.user.id ?? null;
}

/** Today in India: the business's day, whatever the zone of the device running the mock. */
function today(): string {
  return indianToday();
}

/** Every outlet of an organisation, approved or not. */
function outletsOfOrganisation(organisationId: number): Outlet[] {
  const others = db.get().outlets.filter((outlet) => outlet.organisation_id === organisationId).map(({ organisation_id: _organisation, ...outlet }) => outlet);
  return organisationId === DEMO_ORGANISATION_ID ? [demoOutlet, ...others] : others;
}

/** The outlets a person may act for: all of the organisation's for its owner, the listed ones for a manager. */
function outletsOf(caller: Caller): Outlet[] {
  const all = outletsOfOrganisation(caller.organisationId);
  return caller.owner ? all : all.filter((outlet) => (caller.user.outlet_ids ?? []).includes(outlet.id));
}

const FORBIDDEN_OUTLET = 'You do not have access to this outlet.';
const forbidden = (message = FORBIDDEN_OUTLET) => HttpResponse.json({ status: 'Error', message }, { status: 403 });

/** The outlets a call is for, from its `outlet_id`; `all` (the listing reads, owner only) means every approved one. */
type Scope = { outletIds: number[]; all: boolean };

/**
 * Reads a call's `outlet_id` (docs/contract.md section 5): none means the person's first approved
 * outlet; an outlet they may not act for, or `all` from a manager, is a 403; `all` on a call that
 * acts for one outlet, or an outlet still waiting for approval, is refused.
 */
function scopeOf(caller: Caller, outletId: string | null | undefined, allowAll: boolean): Scope | Response {
  const mine = outletsOf(caller);
  const active = mine.filter((outlet) => outlet.status === 'Active');
  if (outletId === undefined || outletId === null || outletId === '') {
    return active[0] ? { outletIds: [active[0].id], all: false } : failure('This account has no outlet that is approved yet.');
  }
  if (outletId === 'all') {
    if (!caller.owner) return forbidden();
    if (!allowAll) return failure('Choose one outlet for this.');
    return { outletIds: active.map((outlet) => outlet.id), all: true };
  }
  const outlet = mine.find((candidate) => String(candidate.id) === outletId);
  if (!outlet) return forbidden();
  if (outlet.status !== 'Active') return failure(`${outlet.name} is waiting for approval: you can use it once we have checked its address.`);
  return { outletIds: [outlet.id], all: false };
}

const queryOutlet = (request: Request) => new URL(request.url).searchParams.get('outlet_id');

/** The route of an outlet's receipts (an outlet added in the demo has none: it is never approved there). */
function routeOf(outletId: number): Route {
  return outletId === DEMO_OUTLET_ID ? demoRoute : (chainRoutes[outletId] ?? demoRoute);
}

/** A row of an `all` answer carries its outlet; a row of one outlet's answer is as before. */
function tagged<T extends object>(rows: T[], outletId: number, scope: Scope): (T & { outlet_id?: number })[] {
  return scope.all ? rows.map((row) => ({ ...row, outlet_id: outletId })) : rows;
}

/**
 * An outlet's disputes, newest first (./disputes.ts): the demo kitchen's two are made on first use
 * from its receipts as of that day, and kept.
 */
function disputesOf(outletId: number): Dispute[] {
  const kept = db.get().disputes[outletId];
  if (kept) return kept;
  const seeded = outletId === DEMO_OUTLET_ID ? demoDisputes(collectionRecords(outletState(db.get(), outletId).collectionRequests, site.collectingSince, today(), today(), routeOf(outletId)), today()) : [];
  db.change((d) => {
    d.disputes[outletId] = seeded;
  });
  return seeded;
}

/**
 * The API's path on the site's origin ('/api'): a scale photo's address starts with it, so the page
 * loads it from its own origin in every build the mock runs in (the mock build, and the plain build
 * behind nginx with the API double).
 */
const API_PATH = new URL(env.apiBaseUrl, 'https://site.invalid').pathname.replace(/\/+$/, '');

/** An outlet's receipts from `from` to `upto`, each with the status of its disputes and its photo's full path. */
function outletRecords(outletId: number, from: string, upto: string): CollectionRecord[] {
  const disputes = disputesOf(outletId);
  return collectionRecords(outletState(db.get(), outletId).collectionRequests, from, upto, today(), routeOf(outletId)).map((record) => ({
    ...record,
    weighing: { ...record.weighing, photo_url: record.weighing.photo_url === null ? null : `${API_PATH}${record.weighing.photo_url}` },
    dispute_status: disputeStatusOf(record.receipt_no, disputes),
  }));
}

/** The receipts of the scope's outlets from `from` to `upto` (data/records.ts); oil sold and points are their sums, so they agree. */
function recordsIn(scope: Scope, from: string, upto: string): CollectionRecord[] {
  const records = scope.outletIds.flatMap((outletId) => tagged(outletRecords(outletId, from, upto), outletId, scope));
  return scope.all ? records.sort((a, b) => a.collected_on.localeCompare(b.collected_on) || a.id - b.id) : records;
}

/** Monthly oil and points: one row per month of each outlet (each carrying its outlet for `all`). */
function monthlyOf(scope: Scope, from: string, upto: string) {
  const perOutlet = scope.outletIds.map((outletId) => ({ outletId, totals: monthlyTotals(recordsIn({ outletIds: [outletId], all: false }, from, upto)) }));
  return {
    oil: perOutlet.flatMap(({ outletId, totals }) => tagged(totals.oil, outletId, scope)),
    credits: perOutlet.flatMap(({ outletId, totals }) => tagged(totals.credits, outletId, scope)),
  };
}

/** The recurring pickup of an outlet as the API answers it, or null. */
function currentSchedule(outletId: number) {
  const stored = outletState(db.get(), outletId).pickupSchedule;
  return stored ? scheduleOf(stored, today()) : null;
}

/** Green points belong to the organisation: earned at every outlet since it joined, spent from one cart. */
function pointsStats(organisationId: number) {
  const outlets = outletsOfOrganisation(organisationId).filter((outlet) => outlet.status === 'Active');
  const records = recordsIn({ outletIds: outlets.map((outlet) => outlet.id), all: true }, site.collectingSince, today());
  const earned = records.reduce((sum, record) => sum + record.green_points, 0);
  const used = organisationState(db.get(), organisationId).pointsUsed;
  return { earned, used, balance: earned - used };
}

function cart(organisationId: number): Cart {
  const items = organisationState(db.get(), organisationId).cart;
  return { items, total_points: items.reduce((sum, item) => sum + item.points * item.quantity, 0) };
}

const isPhone = (value: string | undefined) => /^\d{10}$/.test(value ?? '');

function signIn(userId: number) {
  const name = userOf(userId)?.name ?? '';
  const token = createJwt({ sub: String(userId), name }, TOKEN_LIFETIME_SECONDS);
  const refresh_token = createJwt({ sub: String(userId), name }, REFRESH_LIFETIME_SECONDS);
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
    if (mobile === db.user.mobile && password === db.get().vendorPassword) return success({ message: 'Signed in', data: { ...signIn(db.user.id), user: db.user } });
    const account = db.get().accounts.find((candidate) => candidate.user.mobile === mobile);
    if (!account || account.password === null || password !== account.password) return failure('Either mobile or password is not valid');
    return success({ message: 'Signed in', data: { ...signIn(account.user.id), user: account.user } });
  }),

  http.post(api('/login/refresh'), async ({ request }) => {
    await delay();
    const { refresh_token } = await form(request);
    const known = db.get().refreshTokens.find((r) => r.token === refresh_token);
    if (!known || !userOf(known.userId)) return HttpResponse.json({ status: 'Error', message: 'Refresh token is not valid' }, { status: 401 });
    db.change((d) => {
      d.refreshTokens = d.refreshTokens.filter((r) => r.token !== refresh_token);
    });
    return success({ data: signIn(known.userId) });
  }),

  // The same answer for any well-formed mobile, so it tells no one whether a number has an account;
  // only a mobile with a login gets an OTP (shown in the demo notice: no SMS is sent).
  http.post(api('/login/forgot'), async ({ request }) => {
    await delay();
    const { mobile } = await form(request);
    if (!isPhone(mobile)) return failure('Please enter a valid 10 digit mobile number.');
    if (userIdOfMobile(mobile) !== null) {
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
    const userId = userIdOfMobile(mobile);
    db.change((d) => {
      delete d.passwordResets[mobile];
      if (userId === db.user.id) d.vendorPassword = password;
      const account = d.accounts.find((candidate) => candidate.user.id === userId);
      if (account) account.password = password;
      // A new password ends the sessions signed in with the old one.
      d.sessions = d.sessions.filter((s) => s.userId !== userId);
      d.refreshTokens = d.refreshTokens.filter((r) => r.userId !== userId);
    });
    if (userId === db.user.id) updateDemoInfo({ vendorPassword: password });
    return success({ message: 'Your password has been changed.' });
  }),

  http.post(
    api('/WebData/getCarbonCredits'),
    withCaller(async (request, caller) => {
      const { dateFrom, dateUpto, outlet_id } = await form(request);
      const scope = scopeOf(caller, outlet_id, true);
      return scope instanceof Response ? scope : success({ data: monthlyOf(scope, dateFrom, dateUpto).credits });
    }),
  ),

  http.post(
    api('/WebData/getOilSoldDetails'),
    withCaller(async (request, caller) => {
      const { dateFrom, dateUpto, outlet_id } = await form(request);
      const scope = scopeOf(caller, outlet_id, true);
      return scope instanceof Response ? scope : success({ data: monthlyOf(scope, dateFrom, dateUpto).oil });
    }),
  ),

  http.post(
    api('/WebData/getCollectionRecords'),
    withCaller(async (request, caller) => {
      const { dateFrom, dateUpto, outlet_id } = await form(request);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(dateFrom ?? '') || !/^\d{4}-\d{2}-\d{2}$/.test(dateUpto ?? '')) return failure('Choose the dates as YYYY-MM-DD.');
      if (dateFrom > dateUpto) return failure('The start date must be on or before the end date.');
      const scope = scopeOf(caller, outlet_id, true);
      return scope instanceof Response ? scope : success({ data: recordsIn(scope, dateFrom, dateUpto) });
    }),
  ),

  // Payments made in the range (by payment date), newest first: derived from the receipts, so they agree with the register.
  http.post(
    api('/WebData/getPayments'),
    withCaller(async (request, caller) => {
      const { dateFrom, dateUpto, outlet_id } = await form(request);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(dateFrom ?? '') || !/^\d{4}-\d{2}-\d{2}$/.test(dateUpto ?? '')) return failure('Choose the dates as YYYY-MM-DD.');
      if (dateFrom > dateUpto) return failure('The start date must be on or before the end date.');
      const scope = scopeOf(caller, outlet_id, true);
      if (scope instanceof Response) return scope;
      const payments = scope.outletIds.flatMap((outletId) =>
        tagged(paymentsBetween(recordsIn({ outletIds: [outletId], all: false }, site.collectingSince, today()), dateFrom, dateUpto, today(), routeOf(outletId), disputesOf(outletId)), outletId, scope),
      );
      return success({ data: payments.sort((a, b) => b.paid_on.localeCompare(a.paid_on) || b.id - a.id) });
    }),
  ),

  // The photo of a scale's display at a weighing (Weighing.photo_url): public, as an image sends no
  // token. The mock draws it: the gross weight shown, the scale's id and the day, as the collector's
  // phone would have caught them.
  http.get(api('/media/scale-display/:file'), ({ params }) => {
    const name = String(params.file).replace(/\.svg$/, '');
    const organisations = [DEMO_ORGANISATION_ID, ...db.get().accounts.filter(({ user }) => user.role === 'owner').map(({ user }) => user.organisation?.id ?? 0)];
    for (const id of organisations) {
      const outletIds = outletsOfOrganisation(id).map((outlet) => outlet.id);
      const record = recordsIn({ outletIds, all: false }, site.collectingSince, today()).find((candidate) => scalePhotoName(candidate.receipt_no) === name && candidate.weighing.photo_url);
      if (record) return new HttpResponse(scaleDisplaySvg(record), { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' } });
    }
    return HttpResponse.json({ status: 'Error', message: 'No photo of that weighing.' }, { status: 404 });
  }),

  // Public: anyone holding a certificate may check it; the answer names no money and masks the firm.
  http.get(api('/certificates/verify'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    const receiptNo = (query.get('receipt_no') ?? '').slice(0, 100);
    const code = (query.get('code') ?? '').slice(0, 100);
    const organisations = [{ id: DEMO_ORGANISATION_ID, firm: db.user.firm_name }, ...db.get().accounts.filter(({ user }) => user.role === 'owner').map(({ user }) => ({ id: user.organisation?.id ?? 0, firm: user.firm_name }))];
    for (const { id, firm } of organisations) {
      const outletIds = outletsOfOrganisation(id).filter((outlet) => outlet.status === 'Active').map((outlet) => outlet.id);
      const found = verification(recordsIn({ outletIds, all: false }, site.collectingSince, today()), receiptNo, code, firm);
      if (found) return success({ data: found });
    }
    return HttpResponse.json({ status: 'Error', message: 'No certificate matches this receipt and code.' }, { status: 404 });
  }),

  http.post(
    api('/WebData/carbonCreditStats'),
    withCaller(async (request, caller) => {
      const scope = scopeOf(caller, (await form(request)).outlet_id, true);
      return scope instanceof Response ? scope : success({ data: pointsStats(caller.organisationId) });
    }),
  ),

  http.post(
    api('/WebData/getAllCollReq'),
    withCaller(async (request, caller) => {
      const scope = scopeOf(caller, (await form(request)).outlet_id, true);
      if (scope instanceof Response) return scope;
      const requests = scope.outletIds.flatMap((outletId) =>
        tagged(
          outletState(db.get(), outletId).collectionRequests.map((request) => withReceipt(request, routeOf(outletId))),
          outletId,
          scope,
        ),
      );
      return success({ data: scope.all ? requests.sort((a, b) => b.requested_on.localeCompare(a.requested_on)) : requests });
    }),
  ),

  // The recurring pickup: its next dates worked out from today on every answer (./schedule.ts).
  http.get(
    api('/pickup-schedule'),
    withCaller((request, caller) => {
      const scope = scopeOf(caller, queryOutlet(request), false);
      return scope instanceof Response ? scope : success({ data: currentSchedule(scope.outletIds[0]) });
    }),
  ),

  http.post(
    api('/pickup-schedule'),
    withCaller(async (request, caller) => {
      const fields = await form(request);
      const scope = scopeOf(caller, fields.outlet_id, false);
      if (scope instanceof Response) return scope;
      const [outletId] = scope.outletIds;
      return once('pickup-schedule', `user ${caller.userId} outlet ${outletId}`, fields.idempotency_key, () => {
        const asked = readScheduleRequest(fields);
        if ('error' in asked) return refused(asked.error);
        if (asked.frequency === 'none') {
          if (!outletState(db.get(), outletId).pickupSchedule) return refused('You have no recurring pickup to end.');
          db.change((d) => {
            outletState(d, outletId).pickupSchedule = null;
          });
          return ok({ message: 'Your recurring pickup has ended.', data: null });
        }
        db.change((d) => {
          const outlet = outletState(d, outletId);
          outlet.pickupSchedule = savedSchedule(outlet.pickupSchedule, asked, today());
        });
        const saved = currentSchedule(outletId);
        const next = saved?.next_dates[0];
        if (saved && next) {
          const changedAt = indianDateTime();
          const key = `${db.nextId()}`;
          const facts = { date: next, slot: saved.time_slot };
          db.change((d) => {
            const state = alertStateOf(d, caller, outletId);
            keptNotice(state, 'schedule_changed', key, changedAt, facts, paths.schedule);
            showSentAlerts(d, alertSends(state.preferences, 'schedule_changed', facts, changedAt.slice(11, 16)));
          });
        }
        return ok({ message: 'Your recurring pickup is saved.', data: saved });
      });
    }),
  ),

  http.post(
    api('/pickup-schedule/skip'),
    withCaller(async (request, caller) => {
      const fields = await form(request);
      const date = fields.date ?? '';
      const scope = scopeOf(caller, fields.outlet_id, false);
      if (scope instanceof Response) return scope;
      const [outletId] = scope.outletIds;
      return once('pickup-schedule/skip', `user ${caller.userId} outlet ${outletId}`, fields.idempotency_key, () => {
        const schedule = currentSchedule(outletId);
        if (!schedule) return refused('You have no recurring pickup to skip.');
        // Skipping a date already skipped answers as the first time did (a retry after a lost answer).
        if (!schedule.next_dates.includes(date) && !schedule.skipped.includes(date)) {
          return refused('That date is not one of your next three pickups. Choose one of the dates listed.');
        }
        db.change((d) => {
          const stored = outletState(d, outletId).pickupSchedule;
          if (stored && !stored.skipped.includes(date)) stored.skipped.push(date);
        });
        return ok({ message: 'That pickup is skipped.', data: currentSchedule(outletId) });
      });
    }),
  ),

  // Undoes a skip: the date, skipped and still ahead, is a pickup date again.
  http.post(
    api('/pickup-schedule/unskip'),
    withCaller(async (request, caller) => {
      const fields = await form(request);
      const date = fields.date ?? '';
      const scope = scopeOf(caller, fields.outlet_id, false);
      if (scope instanceof Response) return scope;
      const [outletId] = scope.outletIds;
      return once('pickup-schedule/unskip', `user ${caller.userId} outlet ${outletId}`, fields.idempotency_key, () => {
        const schedule = currentSchedule(outletId);
        if (!schedule) return refused('You have no recurring pickup.');
        if (!schedule.skipped.includes(date)) return refused('That pickup is not skipped.');
        db.change((d) => {
          const stored = outletState(d, outletId).pickupSchedule;
          if (stored) stored.skipped = stored.skipped.filter((skipped) => skipped !== date);
        });
        return ok({ message: 'That pickup is back on your schedule.', data: currentSchedule(outletId) });
      });
    }),
  ),

  http.post(
    api('/collectionrequests/submit'),
    withCaller(async (request, caller) => {
      const fields = await form(request);
      const scope = scopeOf(caller, fields.outlet_id, false);
      if (scope instanceof Response) return scope;
      const [outletId] = scope.outletIds;
      return once('collectionrequests/submit', `user ${caller.userId} outlet ${outletId}`, fields.idempotency_key, () => {
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
          outletState(d, outletId).collectionRequests.unshift(created);
        });
        return ok({ message: 'Collection request received', data: created });
      });
    }),
  ),

  // Only a request nobody has planned yet can be called off; a scheduled van is cancelled by phone.
  http.post(
    api('/collectionrequests/cancel'),
    withCaller(async (request, caller) => {
      const fields = await form(request);
      const id = Number(fields.id);
      const scope = scopeOf(caller, fields.outlet_id, false);
      if (scope instanceof Response) return scope;
      const [outletId] = scope.outletIds;
      const found = outletState(db.get(), outletId).collectionRequests.find((candidate) => candidate.id === id);
      if (!found) return failure('No such collection request.');
      if (found.status !== 'Pending') return failure('Only a pending request can be cancelled; call us to change a scheduled pickup.');
      const cancelled = db.change((d) => {
        const stored = outletState(d, outletId).collectionRequests.find((candidate) => candidate.id === id) as CollectionRequest;
        stored.status = 'Cancelled';
        return { ...stored };
      });
      return success({ message: 'Collection request cancelled', data: withReceipt(cancelled, routeOf(outletId)) });
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

  // The cart, the points and the addresses are the organisation's: every outlet sees the same ones.
  http.get(
    api('/cart'),
    withCaller((request, caller) => {
      const scope = scopeOf(caller, queryOutlet(request), true);
      return scope instanceof Response ? scope : success({ data: cart(caller.organisationId) });
    }),
  ),

  ...(['add-product', 'quantity/increment', 'quantity/decrement', 'remove-product'] as const).map((action) =>
    http.post(
      api(`/cart/${action}`),
      withCaller(async (request, caller) => {
        const fields = await form(request);
        const scope = scopeOf(caller, fields.outlet_id, false);
        return scope instanceof Response ? scope : changeCart(caller.organisationId, action, Number(fields.product_id));
      }),
    ),
  ),

  // The order records the outlet that placed it; where it goes is the address chosen.
  http.post(
    api('/cart/place-order'),
    withCaller(async (request, caller) => {
      const fields = await form(request);
      const scope = scopeOf(caller, fields.outlet_id, false);
      if (scope instanceof Response) return scope;
      return once('cart/place-order', `user ${caller.userId}`, fields.idempotency_key, () => placeOrder(caller.organisationId, scope.outletIds[0], fields));
    }),
  ),

  // The orders placed from the cart, newest first, as they were placed (items, points, address): an
  // outlet's own, or every outlet's for `all`. An order from before outlets belongs to the first.
  http.get(
    api('/orders'),
    withCaller((request, caller) => {
      const scope = scopeOf(caller, queryOutlet(request), true);
      if (scope instanceof Response) return scope;
      const first = outletsOf(caller)[0]?.id;
      const orders = organisationState(db.get(), caller.organisationId).orders.filter((order) => scope.outletIds.includes(order.outlet_id ?? first ?? DEMO_OUTLET_ID));
      return success({
        data: orders.map(({ order_id, placed_on, items, points_used, status, address, outlet_id }): Order => ({ order_id, placed_on, items, points_used, status, address, ...(outlet_id === undefined ? {} : { outlet_id }) })),
      });
    }),
  ),

  http.get(
    api('/user-address'),
    withCaller((_request, caller) => success({ data: organisationState(db.get(), caller.organisationId).addresses })),
  ),

  http.post(
    api('/user-address'),
    withCaller(async (request, caller) => {
      const fields = await form(request);
      const { line1, city, state_id, postal_code } = fields;
      return once('user-address', `organisation ${caller.organisationId}`, fields.idempotency_key, () => {
        const state = states.find((s) => s.id === Number(state_id));
        if (!line1?.trim() || !city?.trim() || !state || !/^\d{6}$/.test(postal_code ?? '')) return refused('Please give the full address, a state and a 6 digit postal code.');
        if (anyTooLong(fields, { line1: TEXT_MAX.address, city: TEXT_MAX.name })) return refused('Please shorten the address or the city.');
        const address = { id: db.nextId(), line1: line1.trim(), city: city.trim(), state: state.name, postal_code };
        db.change((d) => {
          organisationState(d, caller.organisationId).addresses.push(address);
        });
        return ok({ data: address });
      });
    }),
  ),

  http.delete(
    api('/user-address/:id'),
    withCaller((request, caller) => {
      const id = Number(new URL(request.url).pathname.split('/').pop());
      if (!organisationState(db.get(), caller.organisationId).addresses.some((a) => a.id === id)) return failure('Address not found.');
      db.change((d) => {
        const organisation = organisationState(d, caller.organisationId);
        organisation.addresses = organisation.addresses.filter((a) => a.id !== id);
      });
      return success({});
    }),
  ),

  ...outletHandlers(),
  ...alertHandlers(),
  ...disputeHandlers(),
  ...declarationHandlers(),
];

type CartAction = 'add-product' | 'quantity/increment' | 'quantity/decrement' | 'remove-product';

function changeCart(organisationId: number, action: CartAction, productId: number): Response {
  const product = products.find((p) => p.id === productId);
  if (!product) return failure('That product is no longer available.');
  const quantity = organisationState(db.get(), organisationId).cart.find((item) => item.product_id === productId)?.quantity ?? 0;
  const stock = db.get().stock[productId] ?? 0;
  db.change((d) => {
    const organisation = organisationState(d, organisationId);
    const item = organisation.cart.find((i) => i.product_id === productId);
    if (action === 'remove-product') organisation.cart = organisation.cart.filter((i) => i.product_id !== productId);
    else if (action === 'quantity/decrement' && item) item.quantity -= 1;
    else if (quantity < stock) {
      if (item) item.quantity += 1;
      else organisation.cart.push({ product_id: productId, name: product.name, points: product.points, quantity: 1 });
    }
    organisation.cart = organisation.cart.filter((i) => i.quantity > 0);
  });
  const adding = action === 'add-product' || action === 'quantity/increment';
  if (adding && quantity >= stock) return failure(stock === 0 ? `${product.name} is out of stock.` : `Only ${stock} of ${product.name} left in stock.`);
  return success({ data: cart(organisationId) });
}

function placeOrder(organisationId: number, outletId: number, { address_id }: Record<string, string>): Answer {
  const current = cart(organisationId);
  if (current.items.length === 0) return refused('Your cart is empty.');
  if (!organisationState(db.get(), organisationId).addresses.some((a) => a.id === Number(address_id))) return refused('Choose a delivery address.');
  const { balance } = pointsStats(organisationId);
  if (current.total_points > balance) return refused(`You need ${current.total_points} points but have ${balance}.`);
  const stock = db.get().stock;
  const short = current.items.find((item) => item.quantity > (stock[item.product_id] ?? 0));
  if (short) return refused(`Only ${stock[short.product_id] ?? 0} of ${short.name} left in stock.`);
  const order_id = `GD-${today().slice(0, 4)}-${db.nextId()}`;
  db.change((d) => {
    const organisation = organisationState(d, organisationId);
    for (const item of organisation.cart) d.stock[item.product_id] = (d.stock[item.product_id] ?? 0) - item.quantity;
    organisation.pointsUsed += current.total_points;
    // The address and the items as they are now: a later change to either leaves the order as placed.
    const address = structuredClone(organisation.addresses.find((a) => a.id === Number(address_id)) as Address);
    const items = current.items.map(({ name, quantity, points }) => ({ name, quantity, points }));
    organisation.orders.unshift({ order_id, placed_on: today(), items, points_used: current.total_points, status: 'Placed', address, address_id: address.id, outlet_id: outletId });
    organisation.cart = [];
  });
  return ok({ message: 'Order placed', data: { order_id, points_used: current.total_points, balance: pointsStats(organisationId).balance } });
}

const OUTLET_TEXT_MAX = { name: TEXT_MAX.name, line1: TEXT_MAX.address, city: TEXT_MAX.name };

/** An outlet of the caller's organisation by the path's id, or the answer to give instead (403 for a manager or another organisation's outlet). */
function ownedOutlet(caller: Caller, id: string | readonly string[] | undefined): Outlet | Response {
  if (!caller.owner) return forbidden('Only the owner of the organisation can do this.');
  return outletsOf(caller).find((outlet) => String(outlet.id) === String(id)) ?? forbidden();
}

/** Organisations and outlets (docs/contract.md section 5): the outlets, a new one, and the people of each. */
function outletHandlers() {
  return [
    http.get(
      api('/outlets'),
      withCaller((_request, caller) => success({ data: outletsOf(caller) })),
    ),

    // A new outlet waits for the company to check its address and licence: it cannot be booked for until then.
    http.post(
      api('/outlets'),
      withCaller(async (request, caller) => {
        if (!caller.owner) return forbidden('Only the owner of the organisation can add an outlet.');
        const fields = await form(request);
        return once('outlets', `organisation ${caller.organisationId}`, fields.idempotency_key, () => {
          const state = states.find((candidate) => candidate.id === Number(fields.state_id));
          if (!fields.name?.trim() || !fields.line1?.trim() || !fields.city?.trim() || !state) return refused('Please give the outlet’s name, address, city and state.');
          if (anyTooLong(fields, OUTLET_TEXT_MAX)) return refused('Please shorten the name, the address or the city.');
          const licence = (fields.fssai_license_no ?? '').trim();
          if (licence && !/^\d{14}$/.test(licence)) return refused('An FSSAI licence number has 14 digits.');
          const served = serviceabilityAnswer(fields.postal_code ?? '');
          if (served.status !== 'Success') return refused(served.message);
          if (!served.data.served) return refused('We do not collect at this pincode yet.');
          const outlet: Outlet = {
            id: db.nextId(),
            name: fields.name.trim(),
            line1: fields.line1.trim(),
            city: fields.city.trim(),
            state: state.name,
            postal_code: fields.postal_code,
            fssai_license_no: licence || null,
            status: 'Pending approval',
          };
          db.change((d) => {
            d.outlets.push({ ...outlet, organisation_id: caller.organisationId });
          });
          return ok({ message: `${outlet.name} is waiting for approval. We check the address and the licence before the first pickup.`, data: outlet });
        });
      }),
    ),

    http.get(
      api('/outlets/:id/members'),
      withCaller((_request, caller, params) => {
        const outlet = ownedOutlet(caller, params.id);
        return outlet instanceof Response ? outlet : success({ data: membersOf(db.get(), outlet.id, caller.organisationId) });
      }),
    ),

    // The person gets a manager's login for the outlet: a new login (by SMS, with no password until
    // they set one with "Forgot password"), or one more outlet on the login they have.
    http.post(
      api('/outlets/:id/members'),
      withCaller(async (request, caller, params) => {
        const outlet = ownedOutlet(caller, params.id);
        if (outlet instanceof Response) return outlet;
        const fields = await form(request);
        const mobile = fields.mobile ?? '';
        const name = (fields.name ?? '').trim();
        return once(`outlets/${outlet.id}/members`, `user ${caller.userId}`, fields.idempotency_key, () => {
          if (!isPhone(mobile)) return refused('Please enter a valid 10 digit mobile number.');
          if (!name) return refused('Please enter the person’s name.');
          if (name.length > TEXT_MAX.name) return refused(`A name can be up to ${TEXT_MAX.name} characters.`);
          const userId = userIdOfMobile(mobile);
          const existing = db.get().accounts.find((account) => account.user.id === userId);
          if (userId !== null && existing?.user.organisation?.id !== caller.organisationId) {
            return refused('This mobile number already has a GreenDrop login for another business. Ask the person for another number.');
          }
          if (existing && (existing.user.role === 'owner' || (existing.user.outlet_ids ?? []).includes(outlet.id))) {
            return refused(`${existing.user.name} can already act for ${outlet.name}.`);
          }
          db.change((d) => {
            const account = d.accounts.find((candidate) => candidate.user.id === userId);
            if (account) account.user.outlet_ids = [...(account.user.outlet_ids ?? []), outlet.id];
            else {
              const organisation = caller.user.organisation ?? { id: caller.organisationId, name: caller.user.firm_name };
              const user: User = { id: d.nextId + 1, name, firm_name: organisation.name, mobile, email: '', address: outlet.line1, city: outlet.city, state: outlet.state, postal_code: outlet.postal_code, organisation, role: 'manager', outlet_ids: [outlet.id] };
              d.nextId += 1;
              d.accounts.push({ user, password: null, addedOn: today() });
            }
          });
          return ok({ message: `${existing?.user.name ?? name} can now sign in as a manager of ${outlet.name}.` });
        });
      }),
    ),

    // A manager loses the outlet (and the login with their last one); the owner cannot be removed.
    http.delete(
      api('/outlets/:id/members/:mobile'),
      withCaller((_request, caller, params) => {
        const outlet = ownedOutlet(caller, params.id);
        if (outlet instanceof Response) return outlet;
        const mobile = String(params.mobile);
        if (mobile === caller.user.mobile) return failure('You cannot remove yourself.');
        const member = db.get().accounts.find(({ user }) => user.mobile === mobile && user.organisation?.id === caller.organisationId && user.role === 'manager' && (user.outlet_ids ?? []).includes(outlet.id));
        if (!member) return failure(`This person is not a manager of ${outlet.name}.`);
        db.change((d) => {
          const account = d.accounts.find(({ user }) => user.mobile === mobile);
          if (!account) return;
          account.user.outlet_ids = (account.user.outlet_ids ?? []).filter((id) => id !== outlet.id);
          if (account.user.outlet_ids.length === 0) {
            d.accounts = d.accounts.filter((candidate) => candidate !== account);
            d.sessions = d.sessions.filter((session) => session.userId !== account.user.id);
            d.refreshTokens = d.refreshTokens.filter((token) => token.userId !== account.user.id);
          }
        });
        return success({ message: `${member.user.name} can no longer act for ${outlet.name}.` });
      }),
    ),
  ];
}

/** A person's alerts at an outlet (./alerts.ts), with a new person's defaults on first use. */
function alertStateOf(d: MockDb, caller: Caller, outletId: number): AlertState {
  d.alerts[`${caller.userId}:${outletId}`] ??= { preferences: defaultPreferences(caller.user), readIds: [], kept: [] };
  return d.alerts[`${caller.userId}:${outletId}`];
}

/**
 * `channels.push.enabled` is the server's, not the form's: true while the person has a browser
 * registered for the outlet. The first registration also chooses this device for the two messages a
 * kitchen acts on at once (the day-before reminder and the collector on the way) when no message
 * had it, so a device turned on shows something without a second step; the person changes them as any other.
 */
function followDevices(d: MockDb, caller: Caller, outletId: number): void {
  const { preferences } = alertStateOf(d, caller, outletId);
  const enabled = d.pushSubscriptions.some((kept) => kept.userId === caller.userId && kept.outletId === outletId);
  if (enabled && !preferences.channels.push.enabled && !Object.values(preferences.events).some((channels) => channels.includes('push'))) {
    for (const kind of PUSH_FIRST_EVENTS) preferences.events[kind] = [...preferences.events[kind], 'push'];
  }
  preferences.channels.push.enabled = enabled;
}

/**
 * The person's notifications at an outlet, newest first: from its receipts and payments of the last
 * month, its booked visits, its schedule, and the changes kept. What happened since the server last
 * looked is sent (recorded) by the channels chosen for it, as a server's own clock would have.
 */
function inboxOf(caller: Caller, outletId: number) {
  const from = addDays(today(), -INBOX_DAYS);
  const one = { outletIds: [outletId], all: false };
  const next = currentSchedule(outletId);
  const sources = {
    records: recordsIn(one, from, today()),
    payments: paymentsBetween(recordsIn(one, site.collectingSince, today()), from, today(), today(), routeOf(outletId), disputesOf(outletId)),
    booked: outletState(db.get(), outletId).collectionRequests.filter((request) => request.status === 'Scheduled'),
    disputes: disputesOf(outletId),
    nextPickup: next?.next_dates[0] ? { date: next.next_dates[0], slot: next.time_slot } : null,
    today: today(),
    now: indianDateTime().slice(11, 16),
  };
  return db.change((d) => {
    const state = alertStateOf(d, caller, outletId);
    const { sent, upTo } = sendsSince(state, sources);
    state.sentUpTo = upTo;
    showSentAlerts(d, sent);
    return notificationsOf(state, sources);
  });
}

/** No SMS, WhatsApp or e-mail leaves the mock: what it would have sent is kept and shown in the demo notice. */
function showSentAlerts(d: MockDb, sent: MockDb['sentAlerts']) {
  if (sent.length === 0) return;
  d.sentAlerts = [...sent, ...d.sentAlerts].slice(0, SENT_KEPT);
  updateDemoInfo({ sentAlerts: d.sentAlerts });
}

/** The demo's VAPID public key (P-256, base64url): the mock pushes nothing, so its private half was never kept. */
export const MOCK_VAPID_PUBLIC_KEY = 'BEFFSjs8pLjsKN8APYapicl0B7gjoO3IZrgs_xXf9fRRgJiT9_XFS0iSCUQuU0jvmPTTRcH5RnrONzazNswJ3Tw';
/** The longest push endpoint kept (a push service's addresses are a few hundred characters). */
const PUSH_ENDPOINT_MAX = 2000;

/** How many dispute photos the mock keeps (as data URLs in localStorage, which holds about 5 MB). */
const DISPUTE_PHOTOS_KEPT = 3;

/** Disputes (docs/contract.md section 5, "Audit-ready records"): the list, and raising one within the window. */
function disputeHandlers() {
  return [
    http.get(
      api('/disputes'),
      withCaller((request, caller) => {
        const scope = scopeOf(caller, queryOutlet(request), true);
        if (scope instanceof Response) return scope;
        const rows = scope.outletIds.flatMap((outletId) => tagged(disputesOf(outletId), outletId, scope));
        return success({ data: rows.sort((a, b) => b.raised_on.localeCompare(a.raised_on) || b.id - a.id) });
      }),
    ),

    http.post(
      api('/disputes'),
      withCaller(async (request, caller) => {
        const body = await request.formData().catch(() => new FormData());
        const fields: Record<string, string> = {};
        body.forEach((value, key) => {
          if (typeof value === 'string') fields[key] = value;
        });
        // A file by what it can do (a test's FormData may come from another realm than this File).
        const sent = body.get('photo');
        const photo = sent !== null && typeof sent === 'object' && 'arrayBuffer' in sent ? (sent as Blob) : null;
        if (photo && photo.size > PHOTO_MAX_BYTES) return HttpResponse.json({ status: 'Error', message: 'The photo is larger than 5 MB.' }, { status: 413 });
        const scope = scopeOf(caller, fields.outlet_id, false);
        if (scope instanceof Response) return scope;
        const [outletId] = scope.outletIds;
        const photoUrl = photo && photo.size > 0 ? await dataUrlOf(photo) : null;
        return once('disputes', `user ${caller.userId} outlet ${outletId}`, fields.idempotency_key, () => {
          if (photoUrl === 'refused') return refused('The photo must be a JPEG or PNG image.');
          const record = outletRecords(outletId, site.collectingSince, today()).find((candidate) => candidate.receipt_no === fields.receipt_no);
          if (!record) return refused('No pickup with that receipt number is in your register.');
          const reason = fields.reason as DisputeReason;
          if (!DISPUTE_REASONS.includes(reason)) return refused('Choose why: the weight, the rate, the payment or something else.');
          const details = (fields.details ?? '').trim();
          if (details.length < DETAILS_MIN || details.length > DETAILS_MAX) return refused(`Tell us what is wrong in ${DETAILS_MIN} to ${DETAILS_MAX} characters.`);
          const vendorKg = fields.vendor_kg === undefined || fields.vendor_kg === '' ? null : Number(fields.vendor_kg);
          if (reason === 'weight' && (vendorKg === null || !(vendorKg > 0) || vendorKg > NUMBER_MAX.kg)) return refused('Enter the weight your own scale read, in kg.');
          const refusal = disputeRefusal(record, disputesOf(outletId), today());
          if (refusal) return refused(refusal);
          const id = db.nextId();
          const dispute: Dispute = {
            id,
            receipt_no: record.receipt_no,
            raised_on: today(),
            reason,
            vendor_kg: reason === 'weight' ? vendorKg : null,
            details,
            photo_url: photoUrl ? api(`/media/dispute-photo/${id}`) : null,
            status: 'Open',
            resolution: null,
            adjusted_kg: null,
            adjusted_amount_inr: null,
            updated_on: today(),
          };
          db.change((d) => {
            d.disputes[outletId] = [dispute, ...disputesOf(outletId)];
            if (photoUrl) {
              d.disputePhotos[id] = photoUrl;
              const kept = Object.keys(d.disputePhotos).map(Number).sort((a, b) => b - a);
              for (const old of kept.slice(DISPUTE_PHOTOS_KEPT)) delete d.disputePhotos[old];
            }
          });
          return ok({ message: 'Your dispute is open. We answer within three working days.', data: dispute });
        });
      }),
    ),

    // A dispute's photo, as sent (the mock keeps the last few).
    http.get(api('/media/dispute-photo/:id'), ({ params }) => {
      const dataUrl = db.get().disputePhotos[String(params.id)];
      if (!dataUrl) return HttpResponse.json({ status: 'Error', message: 'No photo of that dispute.' }, { status: 404 });
      const [head, base64] = dataUrl.split(',');
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      return new HttpResponse(bytes, { headers: { 'Content-Type': head.slice(5, head.indexOf(';')) } });
    }),
  ];
}

const DECLARATION_TEXT_MAX = { signatory_name: TEXT_MAX.name, signatory_designation: TEXT_MAX.name, place: TEXT_MAX.name };

/** An outlet of any organisation by its id (the public check names the outlet of a declaration). */
function anyOutlet(outletId: number): Outlet | undefined {
  return outletId === DEMO_OUTLET_ID ? demoOutlet : db.get().outlets.find((outlet) => outlet.id === outletId);
}

/**
 * The ISCC self-declaration (docs/contract.md section 5, "Audit-ready records"): the outlet's
 * current one, an OTP to the signatory's registered mobile (the signed-in person's: no SMS leaves
 * the mock, the demo notice shows it), signing with it, and the public check by id and code.
 */
function declarationHandlers() {
  const otpKey = (caller: Caller, outletId: number) => `${caller.userId}:${outletId}`;
  return [
    http.get(
      api('/iscc-declaration'),
      withCaller((request, caller) => {
        const scope = scopeOf(caller, queryOutlet(request), false);
        if (scope instanceof Response) return scope;
        const [outletId] = scope.outletIds;
        return success({ data: currentDeclaration(db.get().declarations[outletId] ?? [], today()) });
      }),
    ),

    http.post(
      api('/iscc-declaration/send-otp'),
      withCaller(async (request, caller) => {
        const { outlet_id } = await form(request);
        const scope = scopeOf(caller, outlet_id, false);
        if (scope instanceof Response) return scope;
        const mobile = caller.user.mobile;
        const otp = randomDigits(6);
        db.change((d) => {
          d.declarationOtps[otpKey(caller, scope.outletIds[0])] = { otp, mobile, expiresAt: Date.now() + DECLARATION_OTP_LIFETIME_MS, wrongTries: 0 };
        });
        showSentOtp(mobile, otp);
        return success({ message: `We have sent an OTP to your registered mobile ending ${mobile.slice(-4)}.` });
      }),
    ),

    http.post(
      api('/iscc-declaration'),
      withCaller(async (request, caller) => {
        const fields = await form(request);
        const scope = scopeOf(caller, fields.outlet_id, false);
        if (scope instanceof Response) return scope;
        const [outletId] = scope.outletIds;
        return once('iscc-declaration', `user ${caller.userId} outlet ${outletId}`, fields.idempotency_key, () => {
          const text = (name: keyof typeof DECLARATION_TEXT_MAX) => (fields[name] ?? '').trim();
          if (!text('signatory_name') || !text('signatory_designation') || !text('place')) return refused('Enter the name and designation of the person signing, and the place.');
          if (anyTooLong(fields, DECLARATION_TEXT_MAX)) return refused('A name, designation or place is too long.');
          const yesNo = (name: string) => (fields[name] === '0' || fields[name] === '1' ? (Number(fields[name]) as 0 | 1) : null);
          const overTen = yesNo('over_10_tonnes_a_month');
          const animalFat = yesNo('includes_animal_fat');
          if (overTen === null || animalFat === null) return refused('Answer both questions with yes or no.');
          if (!STATEMENTS_VERSIONS.includes(fields.statements_version)) return refused('These statements are out of date: reload the page to read the current ones.');
          const key = otpKey(caller, outletId);
          const pending = db.get().declarationOtps[key];
          if (!pending || pending.expiresAt < Date.now() || pending.otp !== fields.otp) {
            if (pending) {
              db.change((d) => {
                // Six digits can be guessed given enough tries: the OTP is dropped after a few wrong ones.
                if (pending.expiresAt < Date.now() || pending.wrongTries + 1 >= DECLARATION_OTP_TRIES) delete d.declarationOtps[key];
                else d.declarationOtps[key] = { ...pending, wrongTries: pending.wrongTries + 1 };
              });
            }
            return refused(WRONG_OTP);
          }
          const signedOn = today();
          const declaration: Declaration = {
            id: db.nextId(),
            outlet_id: outletId,
            signed_on: signedOn,
            signed_at: indianDateTime(),
            valid_until: validUntilOf(signedOn),
            signatory_name: text('signatory_name'),
            signatory_designation: text('signatory_designation'),
            place: text('place'),
            over_10_tonnes_a_month: overTen,
            includes_animal_fat: animalFat,
            statements_version: fields.statements_version,
            verify_code: randomCheckCode(),
          };
          db.change((d) => {
            delete d.declarationOtps[key];
            d.declarations[outletId] = [declaration, ...(d.declarations[outletId] ?? [])];
          });
          return ok({ message: 'Your declaration is signed.', data: declaration });
        });
      }),
    ),

    // Public: what the printed declaration's QR code opens. The outlet's name masked, no signatory, no answers.
    http.get(api('/declarations/verify'), async ({ request }) => {
      await delay();
      const query = new URL(request.url).searchParams;
      const found = findDeclaration(db.get().declarations, query.get('id'), query.get('code'));
      const outlet = found ? anyOutlet(found.outlet_id) : undefined;
      if (!found || !outlet) return HttpResponse.json({ status: 'Error', message: 'No declaration matches this id and code.' }, { status: 404 });
      return success({ data: { id: found.id, outlet_name_masked: maskFirmName(outlet.name), city: outlet.city, signed_on: found.signed_on, valid_until: found.valid_until } });
    }),
  ];
}

/** A JPEG or PNG photo as a data URL, or 'refused' for anything else (by its first bytes, not its name). */
async function dataUrlOf(photo: Blob): Promise<string | 'refused'> {
  const bytes = new Uint8Array(await photo.arrayBuffer());
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  if (!jpeg && !png) return 'refused';
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${jpeg ? 'image/jpeg' : 'image/png'};base64,${btoa(binary)}`;
}

/** Alerts (docs/contract.md section 5): preferences, the inbox, and web push registrations. */
function alertHandlers() {
  return [
    http.get(
      api('/notification-preferences'),
      withCaller((request, caller) => {
        const scope = scopeOf(caller, queryOutlet(request), false);
        return scope instanceof Response ? scope : success({ data: db.change((d) => alertStateOf(d, caller, scope.outletIds[0])).preferences });
      }),
    ),

    http.post(
      api('/notification-preferences'),
      withCaller(async (request, caller) => {
        const body = (await request.json().catch(() => null)) as { outlet_id?: unknown } | null;
        const scope = scopeOf(caller, body?.outlet_id === undefined ? undefined : String(body.outlet_id), false);
        if (scope instanceof Response) return scope;
        const [outletId] = scope.outletIds;
        const saved = savePreferences(db.change((d) => alertStateOf(d, caller, outletId)).preferences, body, indianDateTime());
        if ('error' in saved) return failure(saved.error);
        const preferences = db.change((d) => {
          alertStateOf(d, caller, outletId).preferences = saved.preferences;
          followDevices(d, caller, outletId);
          return alertStateOf(d, caller, outletId).preferences;
        });
        return success({ message: 'Your alert settings are saved.', data: preferences });
      }),
    ),

    http.get(
      api('/notifications'),
      withCaller((request, caller) => {
        const scope = scopeOf(caller, queryOutlet(request), false);
        if (scope instanceof Response) return scope;
        const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
        if (!Number.isInteger(page) || page < 1) return failure('The page must be a whole number from 1.');
        const all = inboxOf(caller, scope.outletIds[0]);
        const last_page = Math.max(1, Math.ceil(all.length / INBOX_PAGE_SIZE));
        return success({
          data: { items: all.slice((page - 1) * INBOX_PAGE_SIZE, page * INBOX_PAGE_SIZE), unread: all.filter((item) => !item.read).length, current_page: page, last_page },
        });
      }),
    ),

    http.post(
      api('/notifications/read'),
      withCaller(async (request, caller) => {
        const fields = await form(request);
        const scope = scopeOf(caller, fields.outlet_id, false);
        if (scope instanceof Response) return scope;
        const [outletId] = scope.outletIds;
        const all = inboxOf(caller, outletId);
        if ((fields.ids === undefined) === (fields.all === undefined)) return failure('Send the ids of the notifications, or all=1.');
        if (fields.all !== undefined && fields.all !== '1') return failure('Send all=1 to mark every notification read.');
        const ids = fields.all === '1' ? all.map((item) => item.id) : (fields.ids ?? '').split(',').map(Number);
        if (ids.length > 1000 || ids.some((id) => !Number.isInteger(id) || id < 1)) return failure('Send the ids as whole numbers, separated by commas.');
        const known = new Set(all.map((item) => item.id));
        db.change((d) => {
          const state = alertStateOf(d, caller, outletId);
          state.readIds = [...new Set([...state.readIds, ...ids.filter((id) => known.has(id))])];
        });
        return success({ data: { unread: inboxOf(caller, outletId).filter((item) => !item.read).length } });
      }),
    ),

    http.get(
      api('/push/public-key'),
      withCaller(() => success({ data: { key: MOCK_VAPID_PUBLIC_KEY } })),
    ),

    http.post(
      api('/push/subscriptions'),
      withCaller(async (request, caller) => {
        const body = (await request.json().catch(() => null)) as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown }; outlet_id?: unknown } | null;
        const scope = scopeOf(caller, body?.outlet_id === undefined ? undefined : String(body.outlet_id), false);
        if (scope instanceof Response) return scope;
        const endpoint = typeof body?.endpoint === 'string' ? body.endpoint : '';
        const { p256dh, auth } = body?.keys ?? {};
        if (!/^https:\/\/\S+$/.test(endpoint) || endpoint.length > PUSH_ENDPOINT_MAX || typeof p256dh !== 'string' || typeof auth !== 'string' || p256dh.length > 200 || auth.length > 100) {
          return failure('This browser’s registration for notifications is not valid.');
        }
        db.change((d) => {
          // One registration per browser: it moves to this user and outlet from any other.
          const before = d.pushSubscriptions.find((kept) => kept.endpoint === endpoint);
          d.pushSubscriptions = [...d.pushSubscriptions.filter((kept) => kept.endpoint !== endpoint), { userId: caller.userId, outletId: scope.outletIds[0], endpoint, keys: { p256dh, auth } }];
          if (before && before.userId === caller.userId) followDevices(d, caller, before.outletId);
          followDevices(d, caller, scope.outletIds[0]);
        });
        return success({});
      }),
    ),

    http.delete(
      api('/push/subscriptions'),
      withCaller((request, caller) => {
        const endpoint = new URL(request.url).searchParams.get('endpoint') ?? '';
        db.change((d) => {
          const gone = d.pushSubscriptions.find((kept) => kept.endpoint === endpoint && kept.userId === caller.userId);
          d.pushSubscriptions = d.pushSubscriptions.filter((kept) => kept !== gone);
          if (gone) followDevices(d, caller, gone.outletId);
        });
        return success({});
      }),
    ),
  ];
}
