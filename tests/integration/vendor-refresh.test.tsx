import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillLogin } from './vendor-helpers';

describe('sign-in with token refresh on (VITE_AUTH_REFRESH_MINUTES)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('passes the refresh token to react-auth-kit, which keeps it beside the session', async () => {
    vi.stubEnv('VITE_AUTH_REFRESH_MINUTES', '5');
    vi.resetModules();
    const { App } = await import('../../src/app/App');
    const { authUsesRefresh, createAuthStore } = await import('../../src/features/auth/store');
    expect(authUsesRefresh).toBe(true);
    render(
      <MemoryRouter initialEntries={['/login']}>
        <App store={createAuthStore()} />
      </MemoryRouter>,
    );
    await fillLogin(userEvent.setup());
    expect(await screen.findByRole('heading', { level: 1, name: 'Rajeshwari Venkataraman' })).toBeInTheDocument();
    // react-auth-kit reads the refresh token's expiry from its JWT exp, as it does the session's.
    expect(Cookies.get('_auth_refresh')?.split('.')).toHaveLength(3);
    expect(Cookies.get('_auth')?.split('.')).toHaveLength(3);
  });
});
