import Cookies from 'js-cookie';

type Attributes = Cookies.CookieAttributes;

/**
 * The session cookies' attributes, whoever writes them (react-auth-kit or ./store.ts): on this
 * host only (no Domain attribute, so no subdomain receives the token), path `/`, SameSite Lax,
 * and `Secure` when the caller asks for it (on https).
 */
function sessionAttributes(attributes: Attributes = {}): Attributes {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { domain, ...rest } = attributes;
  return { ...rest, path: '/', sameSite: 'Lax' };
}

/**
 * js-cookie as react-auth-kit sees it (vite.config.ts hands it this module instead of the
 * package): the same `get`, `set` and `remove`, with the session attributes above, and removing a
 * cookie the page does not have writes nothing. Signed out, react-auth-kit clears its cookies
 * twice while it starts; each write is a synchronous trip to the browser's cookie store, together
 * several milliseconds on a slow phone, right while the page hydrates.
 */
const sessionCookies: Pick<typeof Cookies, 'get' | 'set' | 'remove'> = {
  get: Cookies.get.bind(Cookies),
  set(name, value, attributes) {
    return Cookies.set(name, value, sessionAttributes(attributes));
  },
  remove(name, attributes) {
    if (Cookies.get(name) === undefined) return;
    Cookies.remove(name, sessionAttributes(attributes));
    // A cookie written by an earlier release with a Domain attribute is only removed with it.
    if (Cookies.get(name) !== undefined && typeof window !== 'undefined') Cookies.remove(name, { path: '/', domain: window.location.hostname });
  },
};

export default sessionCookies;
