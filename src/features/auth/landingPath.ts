import { paths } from '../../config/paths';

/** What a gate hands to /login in the navigation state. */
export interface LoginState {
  /** Where the vendor was going when a gate sent them to /login. */
  from?: string;
  /** Set when a call answered 401. */
  sessionEnded?: boolean;
  /** Set by the password reset on its way back: the login form says so. */
  passwordChanged?: boolean;
  /** The mobile number to fill in (carried to the password reset and back). */
  mobile?: string;
}

/** Where to go after signing in: the gated path the vendor was sent from, if it is one of ours. */
export function landingPath(state: LoginState | null | undefined): string {
  const from = state?.from;
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\') || from.startsWith(paths.login)) return paths.dashboard;
  return from;
}
