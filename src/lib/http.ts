import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { env } from '../config/env';
import { clearDeviceReads, navigationKey, recordDeviceRead } from './deviceStatus';
import { CALL_TIMEOUT_MS, forgetEarlyReads, readFormKey, takeEarlyRead, toFormData, withCallTimeout, type FormValue } from './calls';

/**
 * The HTTP layer: one axios instance per base URL, FormData bodies, the Authorization header on
 * Auth calls, a 401 on an Auth call ending the session, and the time-out of the calls the
 * contract adds. Transport defaults are otherwise kept: JSON, 2xx success.
 *
 * axios is loaded with the first call, not with the page: a visitor who reads a page and makes no
 * call never downloads it (the home page's script budget is 120 kB compressed).
 */
type Base = 'api' | 'seo';
let instances: Promise<Record<Base, AxiosInstance>> | null = null;

function instance(base: Base): Promise<AxiosInstance> {
  instances ??= import('axios').then(({ default: axios }) => ({
    api: axios.create({ baseURL: env.apiBaseUrl }),
    seo: axios.create({ baseURL: env.seoApiBaseUrl }),
  }));
  return instances.then((all) => all[base]);
}

/** Starts loading axios now, for a page sure to call the API soon (a signed-in vendor's: src/boot.tsx). */
export function prepareHttp(): void {
  void instance('api').catch(() => undefined);
}

export interface CallOptions {
  /** One of the specification's own calls: it keeps the transport's defaults, with no time-out. */
  specCall?: boolean;
}

/** The calls the specification itself shows keep the transport's defaults. */
export const SPEC_CALL: CallOptions = { specCall: true };

/** A call given up after CALL_TIMEOUT_MS (./calls.ts): a network failure, as no answer came. */
export class CallTimeoutError extends Error {
  constructor(url: string) {
    super(`No answer from ${url} after ${CALL_TIMEOUT_MS / 1000} s`);
    this.name = 'CallTimeoutError';
  }
}

async function send<T>(base: Base, config: AxiosRequestConfig, options: CallOptions = {}): Promise<AxiosResponse<T>> {
  const http = await instance(base);
  if (options.specCall) return http.request<T>(config);
  // lib/calls' timer rather than axios' `timeout`: it ends every call the same way.
  return withCallTimeout(async (signal, timedOut) => {
    try {
      return await http.request<T>({ ...config, signal });
    } catch (error) {
      throw timedOut() ? new CallTimeoutError(config.url ?? '') : error;
    }
  });
}

/** An axios instance's calls, loading axios on first use. */
export interface HttpClient {
  get<T>(url: string, config?: AxiosRequestConfig, options?: CallOptions): Promise<AxiosResponse<T>>;
  post<T>(url: string, data?: unknown, config?: AxiosRequestConfig, options?: CallOptions): Promise<AxiosResponse<T>>;
  delete<T>(url: string, config?: AxiosRequestConfig, options?: CallOptions): Promise<AxiosResponse<T>>;
}

function client(base: Base): HttpClient {
  return {
    get: (url, config, options) => send(base, { ...config, method: 'get', url }, options),
    post: (url, data, config, options) => send(base, { ...config, method: 'post', url, data }, options),
    delete: (url, config, options) => send(base, { ...config, method: 'delete', url }, options),
  };
}

/** {api}: signups, states, login, vendor, news, contact. */
export const api: HttpClient = client('api');
/** {seo-api}: SEO tag entries. */
export const seoApi: HttpClient = client('seo');

/** A form POST written down to be sent later, as it is (the outbox: features/outbox). */
export interface FormCall {
  url: string;
  fields: Record<string, FormValue>;
}

interface AuthBinding {
  /** The current token, or null when signed out or expired. */
  getToken: () => string | null;
  /** Called when an Auth call answers 401, with the token that call carried. */
  onUnauthorized: (token: string) => void;
  /** The signed-in user's id: the vendor's reads are kept on the device under it (lib/deviceData.ts). */
  getOwner?: () => string | null;
}

let authBinding: AuthBinding = { getToken: () => null, onUnauthorized: () => {} };

/** The auth feature binds the session here; lib knows nothing of how it is stored. */
export function bindAuth(binding: AuthBinding): void {
  authBinding = binding;
}

export class NotSignedInError extends Error {
  constructor() {
    super('Not signed in');
    this.name = 'NotSignedInError';
  }
}

interface AxiosLikeError {
  isAxiosError: true;
  response?: { status: number };
}

function isAxiosLikeError(error: unknown): error is AxiosLikeError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** The HTTP status of a failed call, if the server answered. */
export function errorStatus(error: unknown): number | undefined {
  return isAxiosLikeError(error) ? error.response?.status : undefined;
}

/** True when the request never got an answer (offline, DNS, refused, given up): a network failure, not a refusal. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof CallTimeoutError || (isAxiosLikeError(error) && !error.response);
}

function authHeaders(): Record<string, string> {
  const token = authBinding.getToken();
  if (!token) throw new NotSignedInError();
  return { Authorization: `Bearer ${token}` };
}

/** Without a token no call is made (NotSignedInError); a 401 answer ends the session. */
async function withAuth<T>(call: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  const headers = authHeaders();
  try {
    return await call(headers);
  } catch (error) {
    // The token is passed on, so a late 401 for an earlier session cannot end a newer one.
    if (errorStatus(error) === 401) authBinding.onUnauthorized(headers.Authorization.slice('Bearer '.length));
    throw error;
  }
}

/** POST a FormData body and return the JSON response. */
export async function postForm<T>(url: string, fields: Record<string, FormValue> = {}, options?: CallOptions): Promise<T> {
  return (await api.post<T>(url, toFormData(fields), undefined, options)).data;
}

export async function getJson<T>(url: string, from: HttpClient = api, options?: CallOptions): Promise<T> {
  return (await from.get<T>(url, undefined, options)).data;
}

/** The signed-in user's id (the token's), or null: whose the data and the waiting actions on this device are. */
export function signedInOwner(): string | null {
  return authBinding.getToken() ? (authBinding.getOwner?.() ?? null) : null;
}

/** POST a FormData body with the Authorization header. */
export function authPostForm<T>(url: string, fields: Record<string, FormValue> = {}, options?: CallOptions): Promise<T> {
  return withAuth(async (headers) => (await api.post<T>(url, toFormData(fields), { headers }, options)).data);
}

/** POST a JSON body with the Authorization header (the calls the contract marks JSON: alert preferences, push subscriptions). */
export function authPostJson<T>(url: string, body: object, options?: CallOptions): Promise<T> {
  return withAuth(async (headers) => (await api.post<T>(url, body, { headers }, options)).data);
}

/**
 * A read of the vendor area (issue 33): its answer is kept on the device for the signed-in user, and
 * when the network fails it is given back from there, with the page told when it was fetched
 * (lib/deviceStatus.ts: "Offline: as of …"). An answer the server refused (a status other than
 * Success) is not kept; a refusal is not read from the device either, only a network failure.
 */
async function keptRead<T>(key: string, call: () => Promise<T>): Promise<T> {
  const owner = authBinding.getOwner?.() ?? null;
  const shownIn = navigationKey();
  try {
    const data = await call();
    if (owner) {
      clearDeviceReads(shownIn);
      const refused = typeof data === 'object' && data !== null && 'status' in data && data.status !== 'Success';
      // Kept only while the same user is signed in: an answer that arrives after sign-out or a 401 is not.
      if (!refused) void import('./deviceData').then(({ keepAnswer }) => (signedInOwner() === owner ? keepAnswer(owner, key, data) : undefined));
    }
    return data;
  } catch (error) {
    if (!owner || !isNetworkError(error)) throw error;
    const kept = await import('./deviceData').then(({ keptAnswer }) => keptAnswer<T>(owner, key)).catch(() => undefined);
    recordDeviceRead(kept ? kept.fetchedAt : null, shownIn);
    if (!kept) throw error;
    return kept.data;
  }
}

export function authGet<T>(url: string): Promise<T> {
  return withAuth((headers) => keptRead(`GET ${url}`, async () => (await api.get<T>(url, { headers })).data));
}

/** A POST that only reads (the specification's vendor reads are POSTs), kept on the device like a GET. */
export function authReadForm<T>(url: string, fields: Record<string, FormValue> = {}, options?: CallOptions): Promise<T> {
  const key = readFormKey(url, fields);
  const owner = signedInOwner();
  const read = () =>
    withAuth((headers) =>
      keptRead(key, async () => {
        // Started before the app had loaded, for this user with this token (./calls.ts): its answer, once.
        const early = owner ? await takeEarlyRead(owner, key, headers.Authorization.slice('Bearer '.length)) : undefined;
        if (early === 'timed-out') throw new CallTimeoutError(url);
        if (early) return early.data as T;
        return (await api.post<T>(url, toFormData(fields), { headers }, options)).data;
      }),
    );
  if (prefetchingNow) {
    const answer = read();
    if (owner) prefetched.set(`${owner} ${key}`, { at: Date.now(), answer });
    answer.catch(() => undefined); // the page's own read reports a failure
    return answer;
  }
  const early = owner ? takePrefetched<T>(`${owner} ${key}`) : undefined;
  // A prefetch that failed is no answer: the page's own read is made, with its own handling.
  return early ? early.catch(read) : read();
}

/**
 * Reads started before the page that shows them has rendered (a signed-in start: src/boot.tsx),
 * each answer taken once, by the first identical read of the same user within
 * {@link PREFETCH_TAKE_MS}. Nothing else is cached: any later read goes to the network.
 */
const prefetched = new Map<string, { at: number; answer: Promise<unknown> }>();
export const PREFETCH_TAKE_MS = 10_000;
let prefetchingNow = false;

function takePrefetched<T>(key: string): Promise<T> | undefined {
  const entry = prefetched.get(key);
  if (!entry) return undefined;
  prefetched.delete(key);
  return Date.now() - entry.at <= PREFETCH_TAKE_MS ? (entry.answer as Promise<T>) : undefined;
}

/**
 * Starts the reads `run` makes (authReadForm) now, for the page about to render to take (issue 33,
 * item 6: the dashboard's figures are asked for as the app starts, not once it has rendered).
 */
export function prefetchReads(run: () => void): void {
  prefetchingNow = true;
  try {
    run();
  } finally {
    prefetchingNow = false;
  }
}

/** Forgets reads prefetched and not taken (at sign-out; in tests). */
export function forgetPrefetchedReads(): void {
  prefetched.clear();
  forgetEarlyReads();
}

/**
 * The answer to this read POST kept on the device for the signed-in user, if any: a page shows it
 * at once while the network's is on its way (a returning vendor's dashboard: issue 33, item 6).
 */
export async function keptReadForm<T>(url: string, fields: Record<string, FormValue> = {}): Promise<T | undefined> {
  const owner = signedInOwner();
  if (!owner) return undefined;
  const { keptAnswer } = await import('./deviceData');
  return (await keptAnswer<T>(owner, readFormKey(url, fields)))?.data;
}

export function authDelete<T>(url: string): Promise<T> {
  return withAuth(async (headers) => (await api.delete<T>(url, { headers })).data);
}
