import { describe, expect, it } from 'vitest';
import { forgetKeptAnswers, keepAnswer, keptAnswer } from '../../src/lib/deviceData';
import { clearDeviceReads, recordDeviceRead, useDeviceStatus } from '../../src/lib/deviceStatus';
import { renderHook, act } from '@testing-library/react';

// The vendor's reads kept on the device for offline use (issue 33, item 2): per user, and gone at
// sign-out (everyone's) or when another user signs in (everyone's but theirs).

describe('vendor data kept on the device', () => {
  it('gives back what was kept for the same user and address, with when it was fetched, and nothing to anyone else', async () => {
    await keepAnswer('vendor-1', 'GET /cart', { items: [1] }, 1_000);
    expect(await keptAnswer('vendor-1', 'GET /cart')).toEqual({ data: { items: [1] }, fetchedAt: 1_000 });
    expect(await keptAnswer('vendor-2', 'GET /cart')).toBeUndefined();
    expect(await keptAnswer('vendor-1', 'GET /orders')).toBeUndefined();
    await keepAnswer('vendor-1', 'GET /cart', { items: [2] }, 2_000);
    expect(await keptAnswer('vendor-1', 'GET /cart')).toEqual({ data: { items: [2] }, fetchedAt: 2_000 });
  });

  it('forgets everyone at sign-out, and everyone but the one signing in otherwise', async () => {
    await keepAnswer('vendor-1', 'GET /cart', 'one');
    await keepAnswer('vendor-2', 'GET /cart', 'two');
    await forgetKeptAnswers('vendor-2');
    expect(await keptAnswer('vendor-1', 'GET /cart')).toBeUndefined();
    expect((await keptAnswer('vendor-2', 'GET /cart'))?.data).toBe('two');
    await forgetKeptAnswers();
    expect(await keptAnswer('vendor-2', 'GET /cart')).toBeUndefined();
  });
});

describe('what the page says about the device', () => {
  it('marks a page with the oldest time of what it read from the device, and whether something was never kept', () => {
    const { result } = renderHook(() => useDeviceStatus());
    act(() => {
      recordDeviceRead(5_000, 'page-a');
      recordDeviceRead(3_000, 'page-a');
      recordDeviceRead(null, 'page-b');
    });
    expect(result.current.reads['page-a']).toEqual({ asOf: 3_000, missing: false });
    expect(result.current.reads['page-b']).toEqual({ asOf: null, missing: true });
    act(() => clearDeviceReads('page-a'));
    expect(result.current.reads['page-a']).toBeUndefined();
  });

  it('follows the browser going offline and coming back', () => {
    const { result } = renderHook(() => useDeviceStatus());
    const onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    try {
      Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
      act(() => void window.dispatchEvent(new Event('offline')));
      expect(result.current.offline).toBe(true);
      Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true });
      act(() => void window.dispatchEvent(new Event('online')));
      expect(result.current.offline).toBe(false);
    } finally {
      if (onLine) Object.defineProperty(Navigator.prototype, 'onLine', onLine);
    }
  });
});
