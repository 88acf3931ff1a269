import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { webManifest } from '../../src/config/webManifest';
import { currentAddress, renderApp, signInDemoVendor } from '../support/renderApp';

// The installed app opens at its manifest's start_url, the dashboard with ?source=app (issue 33):
// a signed-in vendor lands on the dashboard, anyone else on the home page, not on the login page.

beforeAll(() => Promise.all([import('../../src/pages/DashboardPage'), import('../../src/pages/HomePage')]), 60_000);

describe('the installed app’s start', () => {
  it.each([
    ['en', false],
    ['hi', true],
  ] as const)('in %s, without a session opens the home page of that language', async (locale, devanagari) => {
    renderApp(webManifest(locale).start_url);
    // The address is the router's, inside the language's basename (/hi).
    await waitFor(() => expect(currentAddress()).toBe('/'));
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(/[\u0900-\u097F]/.test(heading.textContent ?? '')).toBe(devanagari);
  });

  it('with a session opens the dashboard', async () => {
    signInDemoVendor();
    renderApp(webManifest('en').start_url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rajeshwari Venkataraman' })).toBeInTheDocument();
    expect(currentAddress()).toBe('/dashboard?source=app');
  });

  it('without ?source=app, the gate still sends a visitor to the login page', async () => {
    renderApp('/dashboard');
    await waitFor(() => expect(currentAddress()).toBe('/login'));
  });
});
