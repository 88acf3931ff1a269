import { screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateLogin } from '../../src/features/auth/api';
import { SessionProvider } from '../../src/features/auth/SessionProvider';
import { createAuthStore, signInVendor } from '../../src/features/auth/store';
import OilChartPage from '../../src/pages/OilChartPage';
import { server } from '../../src/mocks/node';
import { DEMO_MOBILE, DEMO_PASSWORD, fillLogin, renderApp } from './vendor-helpers';

describe('/oil-chart', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 21, 10, 0) });
  });
  afterEach(() => {
    vi.useRealTimers();
    server.events.removeAllListeners();
  });

  it('invites a signed-out visitor to sign in', async () => {
    renderApp('/oil-chart');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Oil sold by month' })).toBeInTheDocument();
    expect(within(main).getByText(/registered vendors can see the oil they sold/i)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Vendor Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('renders the signed-out view on the server and at hydration, even for a signed-in vendor', async () => {
    const { data } = await validateLogin(DEMO_MOBILE, DEMO_PASSWORD);
    const store = createAuthStore();
    signInVendor(store.tokenObject, data!);
    expect(store.tokenObject.value.isSignIn).toBe(true);
    // The prerendered HTML cannot know the session, so the first render must not either (style.md: render is pure).
    const html = renderToString(
      <MemoryRouter initialEntries={['/oil-chart']}>
          <SessionProvider store={store}>
            <OilChartPage />
          </SessionProvider>
      </MemoryRouter>,
    );
    expect(html).toContain('Vendor Login');
    expect(html).not.toContain('Loading chart');
  });

  it('shows a signed-in vendor their oil sold, for the range they pick', async () => {
    const ranges: string[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (!request.url.endsWith('/WebData/getOilSoldDetails')) return;
      const form = await request.clone().formData();
      ranges.push(`${form.get('dateFrom')}..${form.get('dateUpto')}`);
    });
    const { user } = renderApp('/oil-chart');
    const main = await screen.findByRole('main');
    await user.click(await within(main).findByRole('link', { name: 'Vendor Login' }));
    await fillLogin(user);

    // Back on /oil-chart after signing in.
    const table = await screen.findByRole('table', { name: 'Oil sold by month' });
    expect(screen.getByRole('heading', { level: 1, name: 'Oil sold by month' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(ranges).toEqual(['2026-06-01..2026-11-21']);
    expect(screen.getByRole('img', { name: /oil sold by month, in kg/i })).toBeInTheDocument();

    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '01/09/2026');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(ranges).toContain('2026-09-01..2026-11-21'));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Oil sold by month' })).getAllByRole('row')).toHaveLength(4));
  });
});
