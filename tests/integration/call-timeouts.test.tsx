import { screen } from '@testing-library/react';
import { delay, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../src/config/env';
import { sendOtp } from '../../src/features/registration/api';
import { CALL_TIMEOUT_MS } from '../../src/lib/calls';
import { isNetworkError, postForm } from '../../src/lib/http';
import { server } from '../../src/mocks/node';
import { DEMO_MOBILE, expectLoggedErrors, fillLogin, renderApp } from './vendor-helpers';

// A call that never gets an answer: the calls the contract adds give up after 30 s and fail as a
// network failure does; the specification's own calls keep the transport's defaults.

/** The mock API takes the call and never answers, as a server that hangs; counts the calls it took. */
function neverAnswer(path: string): { taken: number } {
  const record = { taken: 0 };
  server.use(
    http.post(`${env.apiBaseUrl}${path}`, () => {
      record.taken += 1;
      return delay('infinite');
    }),
  );
  return record;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a call with no answer', () => {
  it('is given up after 30 seconds as a network failure, for a call the contract adds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const hung = neverAnswer('/login/validate');
    const outcome = postForm('/login/validate', { mobile: DEMO_MOBILE, password: 'x' }).then(
      () => 'answered',
      (error: unknown) => error,
    );
    await vi.waitFor(() => expect(hung.taken).toBe(1));
    await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS - 1000);
    expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending');
    await vi.advanceTimersByTimeAsync(1000);
    const error = await outcome;
    expect(isNetworkError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'CallTimeoutError' });
  });

  it('keeps waiting, as the transport does, for one of the specification’s own calls', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const hung = neverAnswer('/signups/sendOTP');
    const outcome = sendOtp(DEMO_MOBILE).then(
      () => 'answered',
      () => 'failed',
    );
    await vi.waitFor(() => expect(hung.taken).toBe(1));
    await vi.advanceTimersByTimeAsync(10 * CALL_TIMEOUT_MS);
    expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending');
  });

  it('ends “Signing in...” after 30 seconds with the network message, keeping what was typed', async () => {
    const logged = expectLoggedErrors();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    neverAnswer('/login/validate');
    const { user } = renderApp('/login');
    await fillLogin(user, DEMO_MOBILE, 'greendrop123');
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server. Check your connection and try again.');
    expect(screen.getByLabelText('Mobile number')).toHaveValue(DEMO_MOBILE);
    expect(screen.getByLabelText('Password')).toHaveValue('greendrop123');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ name: 'CallTimeoutError' }));
  });
});
