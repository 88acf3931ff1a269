import Cookies from 'js-cookie';

/**
 * js-cookie as react-auth-kit sees it (vite.config.ts hands it this module instead of the
 * package): the same `get` and `set`, but removing a cookie the page does not have writes nothing.
 * Signed out, react-auth-kit clears its cookies (`_auth`, `_auth_type`, `_auth_state` and the
 * refresh token) twice while it starts; each write is a synchronous trip to the browser's cookie
 * store, together several milliseconds on a slow phone, right while the page hydrates.
 */
const sessionCookies: Pick<typeof Cookies, 'get' | 'set' | 'remove'> = {
  get: Cookies.get.bind(Cookies),
  set: Cookies.set.bind(Cookies),
  remove(name, attributes) {
    if (Cookies.get(name) !== undefined) Cookies.remove(name, attributes);
  },
};

export default sessionCookies;
