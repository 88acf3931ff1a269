import { AxiosError } from 'axios';
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

/** The sentence to show for a failed call: the server's message when it sent one, else by cause. */
export function describeError(error: unknown): string {
  if (error instanceof ApiStatusError) return error.message;
  if (error instanceof NotSignedInError) return SESSION_ENDED_MESSAGE;
  if (isNetworkError(error)) return NETWORK_MESSAGE;
  if (error instanceof AxiosError) {
    if (error.response?.status === 401) return SESSION_ENDED_MESSAGE;
    const message = (error.response?.data as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return GENERIC_MESSAGE;
}
