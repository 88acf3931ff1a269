import { describe, expect, it, vi } from 'vitest';

const onLCP = vi.fn();
vi.mock('web-vitals', () => ({ onCLS: vi.fn(), onINP: vi.fn(), onLCP, onFCP: vi.fn(), onTTFB: vi.fn() }));

describe('web-vitals, loaded lazily', () => {
  it('loads on the first interaction and reports to one function', async () => {
    const { startVitals } = await import('../../src/features/vitals/reportVitals');
    const report = vi.fn();
    startVitals(report);
    expect(onLCP).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(onLCP).toHaveBeenCalledWith(report));
    window.dispatchEvent(new Event('keydown'));
    await Promise.resolve();
    expect(onLCP).toHaveBeenCalledTimes(1);
  });
});
