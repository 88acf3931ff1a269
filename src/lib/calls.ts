/**
 * What a call of the API is, with nothing of axios: its form body, the key a read is kept under,
 * how long it may take, and the reads a signed-in start makes before the app (and axios) have
 * loaded. The HTTP layer (./http.ts) builds on it; the start of a page rendered from scratch
 * (src/app/renderStart.ts) uses it alone, so it stays small.
 */

/** A field's value: text (numbers and flags as text), or a file (a dispute's photo). */
export type FormValue = string | number | boolean | Blob | null | undefined;

/**
 * A call the contract adds (not one of the specification's own) that has no answer after 30
 * seconds is given up, and fails as a network failure does: the form keeps what was typed and
 * offers the call's own "try again" message instead of a spinner that never ends.
 */
export const CALL_TIMEOUT_MS = 30_000;

/** Builds a multipart body, leaving out fields that are undefined or null. */
export function toFormData(fields: Record<string, FormValue>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    body.append(name, value instanceof Blob ? value : String(value));
  }
  return body;
}

/** What the keys of a read POST's answers to `url` start with, whatever fields were sent. */
export const readFormPrefix = (url: string): string => `POST ${url} `;

/** Where a read POST's answer is kept: the address and the fields sent, in a fixed order. */
export const readFormKey = (url: string, fields: Record<string, FormValue>): string =>
  `${readFormPrefix(url)}${JSON.stringify(
    Object.entries(fields)
      .filter(([, value]) => value !== undefined && value !== null)
      .sort(([a], [b]) => a.localeCompare(b)),
  )}`;

/**
 * How an early read ended: its answer (a 2xx with JSON); 'timed-out' when none came within
 * {@link CALL_TIMEOUT_MS} (a network failure, not to be asked again); null when it is no answer
 * (a refused status, the network failing at once): the page then makes its own read, with its own
 * handling of that failure.
 */
/**
 * Runs a call with an abort signal that fires after {@link CALL_TIMEOUT_MS}; `timedOut()` tells a
 * failure that came from it (no answer in time: a network failure) from any other. Our own timer
 * rather than a transport's timeout, so every call ends the same way (XHR, fetch, a test's mock)
 * and a test can run it on fake timers. Used by lib/http's calls and by the early reads below.
 */
export async function withCallTimeout<T>(call: (signal: AbortSignal, timedOut: () => boolean) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, CALL_TIMEOUT_MS);
  try {
    return await call(controller.signal, () => timedOut);
  } finally {
    clearTimeout(timer);
  }
}

export type EarlyAnswer = { data: unknown } | 'timed-out' | null;

interface EarlyRead {
  token: string;
  at: number;
  answer: Promise<EarlyAnswer>;
}

/** Early reads not yet taken, by the user and the read's key. */
const earlyReads = new Map<string, EarlyRead>();

/** How long an early read waits to be taken: the app that takes it loads within seconds. */
export const EARLY_TAKE_MS = 10_000;

/**
 * A read POST of the vendor area started by the page's first script, with fetch, before the app
 * and axios have loaded (issue 33, item 6: a first visit's dashboard shows its balance while the
 * app still loads). The HTTP layer's identical read, for the same user with the same token, takes
 * its answer once (takeEarlyRead), and keeps it on the device as it keeps its own.
 */
export function readEarly(baseUrl: string, url: string, fields: Record<string, FormValue>, owner: string, token: string): Promise<EarlyAnswer> {
  // Against the page's address, as axios resolves a relative base URL.
  const answer = withCallTimeout((signal, timedOut) =>
    fetch(new URL(`${baseUrl}${url}`, document.baseURI), { method: 'POST', body: toFormData(fields), headers: { Authorization: `Bearer ${token}` }, signal })
      .then(async (response): Promise<EarlyAnswer> => (response.ok ? { data: (await response.json()) as unknown } : null))
      .catch((): EarlyAnswer => (timedOut() ? 'timed-out' : null)),
  );
  earlyReads.set(`${owner} ${readFormKey(url, fields)}`, { token, at: Date.now(), answer });
  return answer;
}

/**
 * The early read of this key, for this user and token, once: undefined when there is none (or it
 * waited longer than {@link EARLY_TAKE_MS}, or was made with another token).
 */
export function takeEarlyRead(owner: string, key: string, token: string): Promise<EarlyAnswer> | undefined {
  const entry = earlyReads.get(`${owner} ${key}`);
  if (!entry) return undefined;
  earlyReads.delete(`${owner} ${key}`);
  return entry.token === token && Date.now() - entry.at <= EARLY_TAKE_MS ? entry.answer : undefined;
}

/** Forgets early reads not taken (at sign-out; in tests). */
export function forgetEarlyReads(): void {
  earlyReads.clear();
}
