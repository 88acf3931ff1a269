import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import Cookies from 'js-cookie';
import { server } from '../../src/mocks/node';
import { DEMO_MOBILE, expectLoggedErrors, fillLogin, renderApp, renderSignedIn } from './vendor-helpers';

describe('/login: mobile and password', () => {
  it('checks the fields before any call', async () => {
    let calls = 0;
    server.use(
      http.post('/api/login/validate', () => {
        calls += 1;
        return HttpResponse.json({ status: 'Error', message: 'x' });
      }),
    );
    const { user } = renderApp('/login');
    await fillLogin(user, '98765', '');
    expect(await screen.findByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
    expect(screen.getByText('+91')).toBeInTheDocument();
    expect(calls).toBe(0);
    // Every field has a limit: a mobile number with spaces, and the longest password the API accepts.
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('maxLength', '14');
    expect(screen.getByLabelText('Password')).toHaveAttribute('maxLength', '64');
  });

  it('signs in with the demo vendor and lands on /dashboard', async () => {
    const { user } = renderApp('/login');
    await fillLogin(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rajeshwari Venkataraman' })).toBeInTheDocument();
    expect(screen.getByText('Spice Route Kitchens')).toBeInTheDocument();
    // The session is the _auth cookie holding the JWT.
    expect(Cookies.get('_auth')?.split('.')).toHaveLength(3);
    expect(screen.getByRole('button', { name: /account: rajeshwari/i })).toBeInTheDocument();
  });

  it('says the mobile or password is not valid on an Error status, keeping what was typed', async () => {
    const { user } = renderApp('/login');
    await fillLogin(user, DEMO_MOBILE, 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Either mobile or password is not valid');
    expect(screen.getByLabelText('Mobile number')).toHaveValue(DEMO_MOBILE);
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Vendor Login' })).toBeInTheDocument();
    expect(Cookies.get('_auth')).toBeUndefined();
  });

  it('shows one message a field: a new check error replaces the server’s refusal, and typing clears it', async () => {
    const { user } = renderApp('/login');
    await fillLogin(user, DEMO_MOBILE, 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Either mobile or password is not valid');

    // The number is now too short: the check's message is the only one the mobile field has.
    await fillLogin(user, '98765', 'wrong-password');
    const mobile = screen.getByLabelText('Mobile number');
    expect(mobile).toHaveAccessibleDescription('Please enter a valid phone number.');
    expect(screen.queryByText('Either mobile or password is not valid')).not.toBeInTheDocument();

    // Refused again, then the password is retyped: the refusal was about the old one, so it goes.
    await fillLogin(user, DEMO_MOBILE, 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Either mobile or password is not valid');
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByText('Either mobile or password is not valid')).not.toBeInTheDocument();
  });

  it('says so when the server cannot be reached', async () => {
    const logged = expectLoggedErrors();
    server.use(http.post('/api/login/validate', () => HttpResponse.error()));
    const { user } = renderApp('/login');
    await fillLogin(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server. Check your connection and try again.');
    expect(screen.getByLabelText('Mobile number')).toHaveValue(DEMO_MOBILE);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ code: 'ERR_NETWORK' }));
  });

  it('is busy while signing in', async () => {
    let release: () => void = () => {};
    server.use(http.post('/api/login/validate', () => new Promise<Response>((resolve) => (release = () => resolve(HttpResponse.json({ status: 'Error', message: 'no' }))))));
    const { user } = renderApp('/login');
    await fillLogin(user);
    const busy = await screen.findByRole('button', { name: /signing in/i });
    expect(busy).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('links to /register', async () => {
    renderApp('/login');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: /register your business/i })).toHaveAttribute('href', '/register');
  });
});

describe('the gate round trip', () => {
  it('sends a signed-out visitor from /dashboard/cart to /login and back after signing in', async () => {
    await renderSignedIn('/dashboard/cart', 'Green points cart');
  });

  it('sends a signed-out visitor from /dashboard to /login and back', async () => {
    await renderSignedIn('/dashboard', 'Rajeshwari Venkataraman');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});

describe('a 401 ends the session', () => {
  it('signs out and shows /login with the session-ended message', async () => {
    const logged = expectLoggedErrors();
    const { user } = await renderSignedIn('/dashboard', 'Rajeshwari Venkataraman');
    await screen.findByText('Points balance');
    server.use(http.post('/api/collectionrequests/submit', () => HttpResponse.json({ status: 'Error', message: 'Unauthenticated.' }, { status: 401 })));
    await user.type(screen.getByLabelText('Filled drums'), '2');
    await user.click(screen.getByRole('button', { name: 'Request collection' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor Login' })).toBeInTheDocument();
    expect(screen.getByText('Your session has ended. Please log in again.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ response: expect.objectContaining({ status: 401 }) }));
    await waitFor(() => expect(Cookies.get('_auth')).toBeUndefined());
    expect(screen.getByRole('link', { name: 'Vendor Login' })).toBeInTheDocument();

    // Signing in again returns to the page the session ended on.
    await fillLogin(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rajeshwari Venkataraman' })).toBeInTheDocument();
  });
});
