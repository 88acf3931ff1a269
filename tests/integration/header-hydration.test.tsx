import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from '../../src/app/layout/Header';
import { SessionProvider } from '../../src/features/auth/SessionProvider';
import { hasSessionCookie } from '../../src/features/auth/sessionCookie';
import { createAuthStore } from '../../src/features/auth/store';
import { LocaleProvider } from '../../src/i18n/LocaleProvider';
import { signInDemoVendor } from '../support/renderApp';

// The top bar stands for the header's parts that do not depend on the session: it counts its renders.
const topBar = vi.hoisted(() => ({ renders: 0 }));
vi.mock('../../src/app/layout/TopBar', async (importOriginal) => {
  const { TopBar } = await importOriginal<typeof import('../../src/app/layout/TopBar')>();
  return {
    TopBar: () => {
      topBar.renders += 1;
      return TopBar();
    },
  };
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/**
 * The header as the build writes it (session unknown: signed out, no store), then hydrated in the
 * browser, with the session store only when the session cookie exists (src/boot.tsx).
 */
function prerenderThenHydrate() {
  const store = hasSessionCookie(document.cookie) ? createAuthStore() : undefined;
  const header = (inBrowser: boolean) => (
    <MemoryRouter initialEntries={['/about-us']}>
      <LocaleProvider locale="en">
        <SessionProvider store={inBrowser ? store : undefined}>
          <Header />
        </SessionProvider>
      </LocaleProvider>
    </MemoryRouter>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(header(false));
  document.body.append(container);
  topBar.renders = 0;
  act(() => void (root = hydrateRoot(container, header(true))));
  return container;
}

describe('hydrating the header renders it once (little blocking time on a slow phone)', () => {
  it('renders it once: the session, known only after hydration, renders the account menu alone again', async () => {
    signInDemoVendor();
    const container = prerenderThenHydrate();
    const nav = within(container).getByRole('navigation', { name: 'Main' });
    // The menu's code comes with the session's chunk; until then its button shows, not yet pressable.
    const menu = await within(nav).findByRole('button', { name: 'Account: Rajeshwari Venkataraman', expanded: false });
    expect(menu).toHaveTextContent(/^Rajeshwari$/);
    expect(menu).toBeEnabled();
    expect(topBar.renders).toBe(1);
  });

  it('shows Vendor Login to a signed-out visitor, the header rendered once', () => {
    prerenderThenHydrate();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Vendor Login' })).toHaveAttribute('href', '/login');
    expect(topBar.renders).toBe(1);
  });
});
