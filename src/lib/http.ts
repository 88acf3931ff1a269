import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { env } from '../config/env';

/**
 * The HTTP layer: one axios instance per base URL, FormData bodies, the Authorization header on
 * Auth calls, and a 401 on an Auth call ending the session. Transport defaults are kept: JSON,
 * 2xx success, no timeout.
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

/** An axios instance's calls, loading axios on first use. */
export interface HttpClient {
  get<T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  post<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  delete<T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
}

function client(base: Base): HttpClient {
  return {
    get: async (url, config) => (await instance(base)).get(url, config),
    post: async (url, data, config) => (await instance(base)).post(url, data, config),
    delete: async (url, config) => (await instance(base)).delete(url, config),
  };
}

/** {api}: signups, states, login, vendor, news, contact. */
export const api: HttpClient = client('api');
/** {seo-api}: SEO tag entries. */
export const seoApi: HttpClient = client('seo');

type FormValue = string | number | boolean | null | undefined;

/** Builds a multipart body, leaving out fields that are undefined or null. */
export function toFormData(fields: Record<string, FormValue>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    body.append(name, String(value));
  }
  return body;
}

interface AuthBinding {
  /** The current token, or null when signed out or expired. */
  getToken: () => string | null;
  /** Called when an Auth call answers 401, with the token that call carried. */
  onUnauthorized: (token: string) => void;
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

/** True when the request never got an answer (offline, DNS, refused): a network failure, not a refusal. */
export function isNetworkError(error: unknown): boolean {
  return isAxiosLikeError(error) && !error.response;
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
export async function postForm<T>(url: string, fields: Record<string, FormValue> = {}): Promise<T> {
  return (await api.post<T>(url, toFormData(fields))).data;
}


export async function getJson<T>(url: string, from: HttpClient = api): Promise<T> {
  return (await from.get<T>(url)).data;
}

/** POST a FormData body with the Authorization header. */
export function authPostForm<T>(url: string, fields: Record<string, FormValue> = {}): Promise<T> {
  return withAuth(async (headers) => (await api.post<T>(url, toFormData(fields), { headers })).data);
}

export function authGet<T>(url: string): Promise<T> {
  return withAuth(async (headers) => (await api.get<T>(url, { headers })).data);
}

export function authDelete<T>(url: string): Promise<T> {
  return withAuth(async (headers) => (await api.delete<T>(url, { headers })).data);
}
