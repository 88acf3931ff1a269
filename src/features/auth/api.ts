import { postForm } from '../../lib/http';
import type { Answer, StatusResponse } from '../../types/api';

export type { StatusResponse };

export type LoginResponse = Answer<'validateLogin'>;

/** POST {api}/login/validate: a JWT (its exp is the expiry), maybe a refresh token, and the user. */
export function validateLogin(mobile: string, password: string): Promise<LoginResponse> {
  return postForm<LoginResponse>('/login/validate', { mobile, password });
}

export type RefreshResponse = Answer<'refreshLogin'>;

/** POST {api}/login/refresh: a new token for the refresh token. */
export function refreshLogin(refreshToken: string): Promise<RefreshResponse> {
  return postForm<RefreshResponse>('/login/refresh', { refresh_token: refreshToken });
}

/**
 * POST {api}/login/forgot: the server sends an OTP to the mobile if it belongs to a vendor, and
 * answers the same either way; the OTP never comes back to the page.
 */
export function requestPasswordReset(mobile: string): Promise<StatusResponse> {
  return postForm<StatusResponse>('/login/forgot', { mobile });
}

/** POST {api}/login/reset: the server checks the OTP and sets the new password (8 to 64 characters). */
export function resetPassword(mobile: string, otp: string, password: string): Promise<StatusResponse> {
  return postForm<StatusResponse>('/login/reset', { mobile, otp, password });
}
