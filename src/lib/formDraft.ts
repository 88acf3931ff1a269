import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { keyedAction, parseKeyedAction, type KeyedAction } from './idempotency';
import { FORM_DRAFT_PREFIX } from './formDraftOwner';
import { parseStoredObject, readStored, removeStored, tabStorage, writeStored, type TabStorage } from './tabStorage';

/**
 * What a person typed into a form, kept in this tab's sessionStorage until the form succeeds: when
 * the session ends and they sign in again, the page mounts afresh and finds it all there. The
 * idempotency key of a submission that got no answer is kept with it, so the retry after coming
 * back creates nothing twice. The drafts belong to one vendor (./formDraftOwner.ts).
 */
export { clearFormDrafts } from './formDraftOwner';

/** A form's values as its controls hold them: text, field by field. */
export type FormValues<T> = { [K in keyof T]: string };

export interface StoredForm<T extends FormValues<T>> {
  values: T;
  action: KeyedAction | null;
}

export const formDraftKey = (name: string) => `${FORM_DRAFT_PREFIX}${name}`;

/** A kept form read field by field over `initial`: a field missing or not text keeps its initial value. */
export function parseFormDraft<T extends FormValues<T>>(raw: string | null, initial: T): StoredForm<T> | null {
  const record = parseStoredObject(raw);
  if (!record) return null;
  const values = (typeof record.values === 'object' && record.values !== null ? record.values : {}) as Record<string, unknown>;
  const merged: T = { ...initial };
  for (const field of Object.keys(initial) as (keyof T & string)[]) {
    const value = values[field];
    if (typeof value === 'string') merged[field] = value as T[typeof field];
  }
  return { values: merged, action: parseKeyedAction(record.action) };
}

export function loadFormDraft<T extends FormValues<T>>(name: string, initial: T, storage: TabStorage | null = tabStorage()): StoredForm<T> | null {
  return parseFormDraft(readStored(formDraftKey(name), storage), initial);
}

/** True when something typed into this form is kept (the page that holds the form can open it again). */
export function hasFormDraft(name: string, storage: TabStorage | null = tabStorage()): boolean {
  return readStored(formDraftKey(name), storage) !== null;
}

/** Keeps the form, or removes it when there is nothing to keep (the initial values, no action under way). */
export function saveFormDraft<T extends FormValues<T>>(name: string, initial: T, form: StoredForm<T>, storage: TabStorage | null = tabStorage()): void {
  const untouched = form.action === null && (Object.keys(initial) as (keyof T)[]).every((field) => form.values[field] === initial[field]);
  if (untouched) removeStored(formDraftKey(name), storage);
  else writeStored(formDraftKey(name), JSON.stringify(form), storage);
}

export interface FormDraft<T extends FormValues<T>> {
  values: T;
  setValues: (update: (previous: T) => T) => void;
  /** The idempotency key for sending `what` (kept with the draft; see lib/idempotency). */
  keyFor: (what: unknown) => string;
  /** The server refused the action: the next press is a new action with a fresh key; the values stay. */
  forgetKey: () => void;
  /** The form succeeded: it is emptied and its draft and key are forgotten. */
  clear: () => void;
}

/**
 * A form's values, kept under `greendrop-form:<name>` in this tab: read once when the form mounts,
 * written on every change, removed when it succeeds. Only for forms behind sign-in, which are never
 * rendered on the server (there, and wherever storage fails, the form simply starts from `initial`).
 */
export function useFormDraft<T extends FormValues<T>>(name: string, initial: T): FormDraft<T> {
  // Read once, in the initial state: the form shows what was kept from its first paint.
  const [restored] = useState(() => loadFormDraft(name, initial));
  const [values, setState] = useState<T>(() => restored?.values ?? initial);
  const action = useRef<KeyedAction | null>(restored?.action ?? null);
  const latest = useRef(values);
  const initialRef = useRef(initial);

  const persist = useCallback(() => saveFormDraft(name, initialRef.current, { values: latest.current, action: action.current }), [name]);

  useEffect(() => {
    latest.current = values;
    persist();
  }, [values, persist]);

  const setValues = useCallback((update: (previous: T) => T) => setState(update), []);

  return useMemo(
    () => ({
      values,
      setValues,
      keyFor(what) {
        action.current = keyedAction(action.current, what);
        // Kept at once, not in an effect: the page may go (the session ended) while the call is out.
        persist();
        return action.current.key;
      },
      forgetKey() {
        action.current = null;
        persist();
      },
      clear() {
        action.current = null;
        latest.current = initialRef.current;
        removeStored(formDraftKey(name));
        setState(initialRef.current);
      },
    }),
    [values, setValues, persist, name],
  );
}
