import { postForm } from '../../lib/http';
import type { ApiStatus, User } from '../../types/api';

export interface LoginResponse {
  status: ApiStatus;
  message?: string;
  data?: { token: string; refresh_token?: string; user: User };
}

/** POST {api}/login/validate: a JWT (its exp is the expiry), maybe a refresh token, and the user. */
export function validateLogin(mobile: string, password: string): Promise<LoginResponse> {
  return postForm<LoginResponse>('/login/validate', { mobile, password });
}

export interface RefreshResponse {
  status: ApiStatus;
  data?: { token: string; refresh_token?: string };
}

/** POST {api}/login/refresh: a new token for the refresh token. */
export function refreshLogin(refreshToken: string): Promise<RefreshResponse> {
  return postForm<RefreshResponse>('/login/refresh', { refresh_token: refreshToken });
}
