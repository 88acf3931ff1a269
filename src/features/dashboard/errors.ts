import type { Translate } from '../../i18n/useT';
import { isNetworkError, NotSignedInError } from '../../lib/http';
import type { VendorMessageId } from './messages';

/** What a vendor sees when a call fails (every failure has a visible outcome): keys of the vendor catalogue. */
export const NETWORK_MESSAGE: VendorMessageId = 'errors.network';
export const GENERIC_MESSAGE: VendorMessageId = 'errors.generic';
export const SESSION_ENDED_MESSAGE: VendorMessageId = 'errors.sessionEnded';
/** A 403: the outlet asked for is not one this person may act for (a manager's, or a link from another organisation). */
export const NO_OUTLET_ACCESS_MESSAGE: VendorMessageId = 'errors.noOutletAccess';

/** A response that arrived with status "Error" (the server refused); carries the server's message. */
export class ApiStatusError extends Error {
  /** The server's own words, shown as they are; null when it sent none. */
  readonly serverMessage: string | null;

  constructor(message: string | undefined) {
    const serverMessage = message?.trim() || null;
    super(serverMessage ?? 'The server answered with status Error and no message');
    this.name = 'ApiStatusError';
    this.serverMessage = serverMessage;
  }
}

/**
 * The answer of a call that failed with an HTTP error status, read without importing axios
 * (axios is loaded with the first call, not with the page).
 */
export function failedResponse(error: unknown): { status: number; data: unknown } | null {
  const candidate = error as { isAxiosError?: unknown; response?: { status?: unknown; data?: unknown } } | null;
  if (typeof candidate !== 'object' || candidate === null || candidate.isAxiosError !== true || !candidate.response) return null;
  return typeof candidate.response.status === 'number' ? { status: candidate.response.status, data: candidate.response.data } : null;
}

/** The server's message for a failed call, when it sent one: shown as it is, in whatever language it wrote. */
function serverMessageOf(error: unknown): string | null {
  if (error instanceof ApiStatusError) return error.serverMessage;
  const response = failedResponse(error);
  // A 401 and a 403 have words of their own, in the page's language.
  if (!response || response.status === 401 || response.status === 403) return null;
  const message = (response.data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}

/** Why a call failed, when the server did not say: a key of the vendor catalogue. */
export function errorCause(error: unknown): VendorMessageId {
  if (error instanceof NotSignedInError) return SESSION_ENDED_MESSAGE;
  if (isNetworkError(error)) return NETWORK_MESSAGE;
  if (failedResponse(error)?.status === 401) return SESSION_ENDED_MESSAGE;
  if (failedResponse(error)?.status === 403) return NO_OUTLET_ACCESS_MESSAGE;
  return GENERIC_MESSAGE;
}

/** The sentence to show for a failed call: the server's message when it sent one, else its cause in the page's language. */
export function describeError(error: unknown, t: Translate<'vendor'>): string {
  return serverMessageOf(error) ?? t(errorCause(error));
}
