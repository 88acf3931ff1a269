import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearFormDrafts, formDraftKey, hasFormDraft, loadFormDraft, parseFormDraft, saveFormDraft, useFormDraft } from '../../src/lib/formDraft';

interface Note {
  title: string;
  body: string;
}
const empty: Note = { title: '', body: '' };

afterEach(() => vi.restoreAllMocks());

describe('form drafts in sessionStorage', () => {
  it('are kept under greendrop-form:<name>, and removed when there is nothing to keep', () => {
    saveFormDraft('note', empty, { values: { title: 'Hi', body: '' }, action: null });
    expect(JSON.parse(sessionStorage.getItem('greendrop-form:note') ?? '')).toEqual({ values: { title: 'Hi', body: '' }, action: null });
    expect(loadFormDraft('note', empty)).toEqual({ values: { title: 'Hi', body: '' }, action: null });
    expect(hasFormDraft('note')).toBe(true);
    saveFormDraft('note', empty, { values: empty, action: null });
    expect(sessionStorage.getItem(formDraftKey('note'))).toBeNull();
    // A key under way is kept even with empty values.
    saveFormDraft('note', empty, { values: empty, action: { key: 'k', fingerprint: '{}' } });
    expect(loadFormDraft('note', empty)?.action).toEqual({ key: 'k', fingerprint: '{}' });
  });

  it('read a damaged or foreign value field by field over the initial values', () => {
    expect(parseFormDraft('{oops', empty)).toBeNull();
    expect(parseFormDraft('7', empty)).toBeNull();
    expect(parseFormDraft(JSON.stringify({ values: { title: 5, body: 'kept', extra: 'x' }, action: { key: 1 } }), empty)).toEqual({
      values: { title: '', body: 'kept' },
      action: null,
    });
  });

  it('are all forgotten by clearFormDrafts, and nothing else is', () => {
    sessionStorage.setItem('greendrop-form:a', '{}');
    sessionStorage.setItem('greendrop-form:b', '{}');
    sessionStorage.setItem('greendrop-registration', '{}');
    clearFormDrafts();
    expect(sessionStorage.getItem('greendrop-form:a')).toBeNull();
    expect(sessionStorage.getItem('greendrop-form:b')).toBeNull();
    expect(sessionStorage.getItem('greendrop-registration')).toBe('{}');
  });

  it('survive a storage that throws', () => {
    const broken = {
      length: 1,
      key: () => {
        throw new Error('denied');
      },
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(loadFormDraft('note', empty, broken)).toBeNull();
    expect(() => saveFormDraft('note', empty, { values: { title: 'x', body: '' }, action: null }, broken)).not.toThrow();
    expect(() => clearFormDrafts(broken)).not.toThrow();
  });
});

describe('useFormDraft', () => {
  it('reads the kept values once on mount, writes each change, and forgets them when the form succeeds', () => {
    sessionStorage.setItem('greendrop-form:note', JSON.stringify({ values: { title: 'Kept', body: '' }, action: null }));
    const { result, unmount } = renderHook(() => useFormDraft('note', empty));
    expect(result.current.values).toEqual({ title: 'Kept', body: '' });
    act(() => result.current.setValues((previous) => ({ ...previous, body: 'More' })));
    expect(loadFormDraft('note', empty)?.values).toEqual({ title: 'Kept', body: 'More' });
    unmount();

    const again = renderHook(() => useFormDraft('note', empty));
    expect(again.result.current.values).toEqual({ title: 'Kept', body: 'More' });
    act(() => again.result.current.clear());
    expect(again.result.current.values).toEqual(empty);
    expect(sessionStorage.getItem('greendrop-form:note')).toBeNull();
  });

  it('keeps the idempotency key with the values, so a retry after a remount reuses it', () => {
    const first = renderHook(() => useFormDraft('note', empty));
    act(() => first.result.current.setValues(() => ({ title: 'T', body: 'B' })));
    const key = first.result.current.keyFor({ title: 'T', body: 'B' });
    first.unmount();

    const second = renderHook(() => useFormDraft('note', empty));
    expect(second.result.current.keyFor({ title: 'T', body: 'B' })).toBe(key);
    expect(second.result.current.keyFor({ title: 'T', body: 'B, edited' })).not.toBe(key);
    second.result.current.forgetKey();
    expect(loadFormDraft('note', empty)?.action).toBeNull();
  });

  it('keeps working when storage is full or blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const { result } = renderHook(() => useFormDraft('note', empty));
    expect(result.current.values).toEqual(empty);
    act(() => result.current.setValues((previous) => ({ ...previous, title: 'Still typed' })));
    expect(result.current.values.title).toBe('Still typed');
    expect(result.current.keyFor({ title: 'Still typed' })).toMatch(/^[0-9a-f-]{36}$/);
  });
});
