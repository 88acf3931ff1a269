import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/App';
import { env } from '../../src/config/env';
import { createAuthStore } from '../../src/features/auth/store';
import { server } from '../../src/mocks/node';

function renderSite(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App store={createAuthStore()} />
    </MemoryRouter>,
  );
}

const slow = { timeout: 10_000 };

describe('/register', () => {
  it('is titled Register, has header and footer, a login link and the wizard', async () => {
    renderSite('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' }, slow)).toBeInTheDocument();
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(await screen.findAllByRole('contentinfo')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Verify your mobile number' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in as a vendor' })).toHaveAttribute('href', '/login');
  });

  it('is kept out of search engines and renders the server SEO tags through the whitelist, one title', async () => {
    server.use(
      http.get(`${env.seoApiBaseUrl}/seo/page/Register`, () =>
        HttpResponse.json({
          seos: [
            { tag_name: 'title', a_json: null, content: 'Register as a Vendor | GreenDrop' },
            { tag_name: 'meta', a_json: '{"name":"description","content":"Server description."}', content: null },
            { tag_name: 'meta', a_json: { name: 'keywords', content: 'uco, vendor' }, content: null },
            { tag_name: 'meta', a_json: { name: 'robots', content: 'index, follow' }, content: null },
            { tag_name: 'meta', a_json: { property: 'og:title', content: 'Become a GreenDrop vendor' }, content: null },
            { tag_name: 'meta', a_json: { name: 'twitter:card', content: 'summary' }, content: null },
            { tag_name: 'meta', a_json: { name: 'twitter:description', content: 'Sell your used cooking oil at a fair rate.' }, content: null },
            { tag_name: 'script', a_json: '{"type":"application/ld+json"}', content: '{"@type":"WebPage","name":"Vendor registration"}' },
            { tag_name: 'script', a_json: null, content: 'window.__pwned = true' },
            { tag_name: 'style', a_json: null, content: 'body { display: none }' },
            { tag_name: 'base', a_json: { href: 'https://evil.example/' }, content: null },
          ],
        }),
      ),
    );
    renderSite('/register');
    await screen.findByRole('heading', { level: 1, name: 'Register' }, slow);
    await waitFor(() => expect(document.title).toBe('Register as a Vendor | GreenDrop'));
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Server description.');
    expect(document.querySelector('meta[name="keywords"]')).toHaveAttribute('content', 'uco, vendor');
    // The server's social tags replace the page's defaults of the same name: one tag per name.
    expect(document.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Become a GreenDrop vendor');
    expect(document.querySelectorAll('meta[name="twitter:card"]')).toHaveLength(1);
    expect(document.querySelector('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
    expect(document.querySelector('meta[name="twitter:description"]')).toHaveAttribute('content', 'Sell your used cooking oil at a fair rate.');
    expect(document.querySelectorAll('meta[property="og:url"]')).toHaveLength(1);
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent);
    expect(jsonLd).toContain('{"@type":"WebPage","name":"Vendor registration"}');
    expect([...document.querySelectorAll('script')].some((script) => script.textContent?.includes('__pwned'))).toBe(false);
    expect(document.querySelector('style')).toBeNull();
    expect(document.querySelector('base')).toBeNull();
  });

  it('keeps the default title "Register" when the SEO call fails (only logged)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(`${env.seoApiBaseUrl}/seo/page/Register`, () => HttpResponse.error()));
    renderSite('/register');
    await screen.findByRole('heading', { level: 1, name: 'Register' }, slow);
    await waitFor(() => expect(errors).toHaveBeenCalled());
    expect(document.title).toBe('Register | GreenDrop');
    expect(document.querySelectorAll('title')).toHaveLength(1);
    errors.mockRestore();
  });
});

describe('the same wizard elsewhere', () => {
  it('is embedded in the home page booking section, without a second header or footer', async () => {
    renderSite('/');
    const booking = await screen.findByRole('region', { name: 'Request an oil collection' }, slow);
    expect(within(booking).getByRole('heading', { level: 3, name: 'Verify your mobile number' })).toBeInTheDocument();
    expect(within(booking).getByLabelText('Mobile number')).toBeInTheDocument();
    expect(within(booking).queryByRole('banner')).not.toBeInTheDocument();
    expect(within(booking).queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(await screen.findAllByRole('contentinfo')).toHaveLength(1);
  });

  it('opens in a dialog from /responsive-modal and closes again', async () => {
    const user = userEvent.setup();
    renderSite('/responsive-modal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Register in a window' }, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open the registration form' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Verify your mobile number' })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Mobile number'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(within(dialog).getByLabelText('Mobile number')).toHaveAccessibleDescription('Please enter a valid phone number.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
