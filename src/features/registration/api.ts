import { getJson, postForm, seoApi, SPEC_CALL } from '../../lib/http';
import type { Answer, SeoTagEntry } from '../../types/api';
import type { TrackingValues } from '../tracking';
import type { DetailsValues } from './validation';

export type SendOtpResponse = Answer<'sendOtp'>;

/** POST {api}/signups/sendOTP with phone and nv=1. */
export function sendOtp(phone: string): Promise<SendOtpResponse> {
  return postForm<SendOtpResponse>('/signups/sendOTP', { phone, nv: 1 }, SPEC_CALL);
}

/** The OTP sendOTP returned, or null when the server keeps it (server-verified mode). */
export function expectedOtpOf(response: SendOtpResponse): string | null {
  const data = response.data;
  if (typeof data === 'number') return String(data);
  return typeof data === 'string' && data.trim() ? data.trim() : null;
}

/** POST {api}/signups/verifyOTP with phone and otp: only in server-verified mode (sendOTP returned no code). */
export function verifyOtp(phone: string, otp: string): Promise<Answer<'verifyOtp'>> {
  return postForm<Answer<'verifyOtp'>>('/signups/verifyOTP', { phone, otp });
}

/** The registration request's fields, plus the utm tracking values as extra fields when present. */
export type RegistrationRequest = { mobile: string; nv: 1 } & DetailsValues & TrackingValues;

/** The request from the verified phone, the details as typed (trimmed) and the utm values. */
export function buildRegistrationRequest(mobile: string, details: DetailsValues, tracking: TrackingValues): RegistrationRequest {
  return {
    mobile: mobile.trim(),
    nv: 1,
    firm_name: details.firm_name.trim(),
    name: details.name.trim(),
    email: details.email.trim(),
    oil_quantity: details.oil_quantity.trim(),
    expected_rate: details.expected_rate.trim(),
    entry_by: details.entry_by,
    address: details.address.trim(),
    city: details.city.trim(),
    state_id: details.state_id,
    postal_code: details.postal_code.trim(),
    remarks_option: details.remarks_option.trim(),
    ...tracking,
  };
}

/**
 * POST {api}/signups/submit with the registration request, and the key that
 * makes a retry of the same registration create nothing twice (lib/idempotency).
 */
export function submitRegistration(request: RegistrationRequest, idempotencyKey: string): Promise<Answer<'submitRegistration'>> {
  return postForm('/signups/submit', { ...request, idempotency_key: idempotencyKey }, SPEC_CALL);
}

/** The reference a successful answer may carry: text of a sensible length, or none. */
export function referenceOf(response: { data?: { reference?: unknown } } | undefined): string | null {
  const reference = response?.data?.reference;
  return typeof reference === 'string' && reference.trim() !== '' && reference.length <= 40 ? reference.trim() : null;
}

/** GET {seo-api}/seo/page/{pageName}: the server's SEO tag entries for a page. */
export async function fetchSeoTags(pageName: string): Promise<SeoTagEntry[]> {
  const body = await getJson<Answer<'getSeoPage'>>(`/seo/page/${encodeURIComponent(pageName)}`, seoApi, SPEC_CALL);
  return Array.isArray(body.seos) ? body.seos : [];
}
