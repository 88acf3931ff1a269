import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../src/mocks/node';
import { allowOffContractAnswers } from '../support/apiContractWatch';
import { renderApp } from '../support/renderApp';
import { expectLoggedErrors } from './vendor-helpers';

describe('nothing blanks the page', () => {
  it('a link whose hash is a malformed escape (#%) renders the page', async () => {
    renderApp('/about-us#%');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('/hi//evil.example: the language switch stays on this site', async () => {
    renderApp('/hi//evil.example');
    const switchLink = await screen.findAllByRole('link', { name: /english/i });
    for (const link of switchLink) expect(link.getAttribute('href')).toMatch(/^\/(?![/\\])/);
  });

  it('a contact-form answer whose message is not text shows the page’s own words', async () => {
    allowOffContractAnswers('POST /contact/store');
    server.use(http.post('/api/contact/store', () => HttpResponse.json({ status: 'Success', message: { text: 'Thanks' } })));
    const user = (await import('@testing-library/user-event')).default.setup();
    renderApp('/contact-us');
    const form = await screen.findByRole('form', { name: 'Send us a message' });
    await user.type(within(form).getByLabelText('Your name'), 'Meera Nair');
    await user.type(within(form).getByLabelText('Email'), 'meera@example.in');
    await user.type(within(form).getByLabelText('Phone number'), '9876501234');
    await user.type(within(form).getByLabelText(/^Message/), 'Please call about weekly pickups.');
    await user.click(within(form).getByRole('button', { name: /send message/i }));
    expect(await within(form).findByText('Thank you. Our team will call you within one working day.')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('an error outside a page’s boundary shows a short message and a way home, in the page’s language', async () => {
    const logged = expectLoggedErrors();
    const { RootErrorBoundary } = await import('../../src/app/RootErrorBoundary');
    const { LocaleProvider } = await import('../../src/i18n/LocaleProvider');
    const { render } = await import('@testing-library/react');
    function Broken(): never {
      throw new Error('the header broke');
    }
    for (const [locale, heading, home, href] of [
      ['en', 'Something went wrong', 'Go to the home page', '/'],
      ['hi', 'कुछ गड़बड़ हो गई', 'होम पेज पर जाएँ', '/hi'],
    ] as const) {
      const { unmount } = render(
        <LocaleProvider locale={locale}>
          <RootErrorBoundary>
            <Broken />
          </RootErrorBoundary>
        </LocaleProvider>,
      );
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', href);
      unmount();
    }
    expect(logged).toHaveBeenCalled();
  });
});
