/**
 * The session cookie's name, and whether the browser holds one. Apart from the rest of the session
 * code because the browser entry asks before anything else has loaded: with the cookie, the page
 * also fetches and creates the session store before it hydrates; without it, it never does.
 */

/** The session cookie is named _auth; react-auth-kit keeps its type and state beside it. */
export const AUTH_COOKIE = '_auth';

/** Whether these cookies (document.cookie) hold a session cookie with a value. */
export function hasSessionCookie(cookies: string): boolean {
  return new RegExp(`(?:^|;\\s*)${AUTH_COOKIE}=[^;]`).test(cookies);
}
