import { isNetworkError, NotSignedInError } from '../../lib/http';

/** What a vendor sees when a call fails (every failure has a visible outcome: issue 5). */
export const NETWORK_MESSAGE = 'We could not reach the server. Check your connection and try again.';
export const GENERIC_MESSAGE = 'Something went wrong. Try again later.';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

/** A response that arrived with status "Error" (contract section 2); carries the server's message. */
export class ApiStatusError extends Error {
  constructor(message: string | undefined) {
    super(message?.trim() || GENERIC_MESSAGE);
    this.name = 'ApiStatusError';
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

/** The sentence to show for a failed call: the server's message when it sent one, else by cause. */
export function describeError(error: unknown): string {
  if (error instanceof ApiStatusError) return error.message;
  if (error instanceof NotSignedInError) return SESSION_ENDED_MESSAGE;
  if (isNetworkError(error)) return NETWORK_MESSAGE;
  const response = failedResponse(error);
  if (response) {
    if (response.status === 401) return SESSION_ENDED_MESSAGE;
    const message = (response.data as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return GENERIC_MESSAGE;
}
