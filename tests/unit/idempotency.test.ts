import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keyedAction, newIdempotencyKey, parseKeyedAction, useIdempotencyKeys } from '../../src/lib/idempotency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotency keys', () => {
  it('are random version 4 UUIDs, from crypto.randomUUID', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID);
  });

  it('are built from crypto.getRandomValues where randomUUID is missing (a page on plain http)', () => {
    const random = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    expect(newIdempotencyKey(random)).toMatch(UUID);
    const zeros = { getRandomValues: <T extends ArrayBufferView | null>(array: T) => array };
    expect(newIdempotencyKey(zeros)).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('stay the same for a retry of the same values, and are fresh for a new action', () => {
    const first = keyedAction(null, { drums: 3, notes: 'Back gate' });
    const retry = keyedAction(first, { drums: 3, notes: 'Back gate' });
    expect(retry.key).toBe(first.key);
    const changed = keyedAction(retry, { drums: 4, notes: 'Back gate' });
    expect(changed.key).not.toBe(first.key);
    expect(changed.key).toMatch(UUID);
    // After a success the held action is dropped: the same values again are a new action.
    const again = keyedAction(null, { drums: 3, notes: 'Back gate' });
    expect(again.key).not.toBe(first.key);
  });

  it('are read back from storage only when whole', () => {
    expect(parseKeyedAction({ key: 'k', fingerprint: '{}' })).toEqual({ key: 'k', fingerprint: '{}' });
    expect(parseKeyedAction({ key: '', fingerprint: '{}' })).toBeNull();
    expect(parseKeyedAction({ key: 5, fingerprint: '{}' })).toBeNull();
    expect(parseKeyedAction('k')).toBeNull();
    expect(parseKeyedAction(null)).toBeNull();
  });

  it('are held by a component until the action is over', () => {
    const { result } = renderHook(() => useIdempotencyKeys());
    const key = result.current.keyFor({ message: 'Hello' });
    expect(result.current.keyFor({ message: 'Hello' })).toBe(key);
    result.current.forget();
    const next = result.current.keyFor({ message: 'Hello' });
    expect(next).not.toBe(key);
    expect(result.current.keyFor({ message: 'Hello again' })).not.toBe(next);
  });
});
