import axios, { AxiosError, type AxiosInstance } from 'axios';
import { env } from '../config/env';

/**
 * The HTTP layer (contract section 2): one axios instance per base URL, FormData bodies,
 * the Authorization header on Auth calls, and a 401 on an Auth call ending the session.
 * Transport defaults as spec section 7 says: JSON, 2xx success, no timeout.
 */
export const api: AxiosInstance = axios.create({ baseURL: env.apiBaseUrl });
export const seoApi: AxiosInstance = axios.create({ baseURL: env.seoApiBaseUrl });

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
  /** Called when an Auth call answers 401. */
  onUnauthorized: () => void;
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
    if (error instanceof AxiosError && error.response?.status === 401) authBinding.onUnauthorized();
    throw error;
  }
}

/** POST a FormData body and return the JSON response. */
export async function postForm<T>(url: string, fields: Record<string, FormValue> = {}): Promise<T> {
  const { data } = await api.post<T>(url, toFormData(fields));
  return data;
}

export async function getJson<T>(url: string, client: AxiosInstance = api): Promise<T> {
  const { data } = await client.get<T>(url);
  return data;
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

/** True when the request never got an answer (offline, DNS, refused): spec section 8's network failure. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof AxiosError && !error.response;
}
