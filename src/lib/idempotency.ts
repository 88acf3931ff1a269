import { useMemo, useRef } from 'react';

/**
 * Writes that create something (a registration, a collection request, an address, an order, a
 * message) carry an `idempotency_key` form field, so that a retry after a failed or unanswered
 * call creates nothing twice: a server that has seen the key answers with its first result.
 *
 * When a key is renewed:
 * - the same action retried (the same values sent again) reuses its key, even after a reload when
 *   the key is kept with the form's draft;
 * - a new action gets a fresh key: after a success, after the server answered with a refusal
 *   (status Error: it created nothing, and the same values may well succeed later), and whenever
 *   the values sent differ from the last attempt's.
 * A call that got no answer, or an HTTP error status, keeps the key: the server may have created
 * the thing before the answer was lost.
 */
export interface KeyedAction {
  /** The key sent with every attempt of this action. */
  key: string;
  /** What the action sends, as text: a retry is an attempt with the same fingerprint. */
  fingerprint: string;
}

type RandomSource = Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>>;

/**
 * A random version 4 UUID. `crypto.randomUUID` exists only on https and localhost pages; a page
 * served over plain http elsewhere (a test device on the office network) builds one from
 * `crypto.getRandomValues`, which every browser has.
 */
export function newIdempotencyKey(random: RandomSource = globalThis.crypto): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What an action sends, as comparable text (the fields are built in the same order every time). */
export function fingerprintOf(what: unknown): string {
  return JSON.stringify(what) ?? '';
}

/** The action for sending `what`: the held one again when nothing changed (a retry), else a new one with a fresh key. */
export function keyedAction(held: KeyedAction | null, what: unknown, makeKey: () => string = newIdempotencyKey): KeyedAction {
  const fingerprint = fingerprintOf(what);
  return held && held.fingerprint === fingerprint ? held : { key: makeKey(), fingerprint };
}

/** A kept action read back from storage, or null when it is missing or not one. */
export function parseKeyedAction(value: unknown): KeyedAction | null {
  if (typeof value !== 'object' || value === null) return null;
  const { key, fingerprint } = value as Record<string, unknown>;
  return typeof key === 'string' && key && typeof fingerprint === 'string' ? { key, fingerprint } : null;
}

export interface IdempotencyKeys {
  /** The key to send with `what` (see {@link keyedAction}). */
  keyFor: (what: unknown) => string;
  /** The action is over (a success, or a refusal): the next attempt is a new action. */
  forget: () => void;
}

/** An action's key held while the component is on the page (for actions with no draft kept across reloads). */
export function useIdempotencyKeys(): IdempotencyKeys {
  const held = useRef<KeyedAction | null>(null);
  return useMemo(
    () => ({
      keyFor(what) {
        held.current = keyedAction(held.current, what);
        return held.current.key;
      },
      forget() {
        held.current = null;
      },
    }),
    [],
  );
}
