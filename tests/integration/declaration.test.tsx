import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../src/config/env';
import { db } from '../../src/mocks/db';
import { server } from '../../src/mocks/node';
import { allowOffContractAnswers } from '../support/apiContractWatch';
import { signInDemoVendor } from '../support/renderApp';
import { countCalls, expectLoggedErrors, fakeClock, renderApp, skip } from './vendor-helpers';

// Issue 35, item 3: the ISCC self-declaration at /dashboard/declaration, signed with the OTP sent to
// the signatory's registered mobile; every failure keeps what was typed; the public check. On the
// same mock API as `npm run dev`: the demo kitchen's declaration ends within 30 days.

const api = (path: string) => `${env.apiBaseUrl}${path}`;

type User = ReturnType<typeof renderApp>['user'];

async function openDeclaration(user?: User) {
  signInDemoVendor();
  const rendered = renderApp('/dashboard/declaration', user);
  await screen.findByRole('heading', { level: 1, name: 'ISCC self-declaration' });
  await screen.findByRole('heading', { level: 2, name: 'Sign the new declaration' });
  return rendered;
}

/** Fills the form as a kitchen's owner would, and asks for the OTP. */
async function fillAndSend(user: User) {
  const name = screen.getByLabelText('Name of the person signing');
  // Filled in with the signed-in person's name; this time the partner signs.
  expect(name).toHaveValue('Rajeshwari Venkataraman');
  await user.clear(name);
  await user.type(name, 'Asha Venkataraman');
  await user.type(screen.getByLabelText('Designation'), 'Partner');
  await user.type(screen.getByLabelText('Place'), 'Bengaluru');
  const overTen = screen.getByRole('group', { name: /more than 10 tonnes/ });
  await user.click(within(overTen).getByRole('radio', { name: 'No' }));
  const animalFat = screen.getByRole('group', { name: /animal fat/ });
  await user.click(within(animalFat).getByRole('radio', { name: 'Yes' }));
  await user.click(screen.getByRole('checkbox', { name: 'I have read these statements, and they are true for this outlet.' }));
  await user.click(screen.getByRole('button', { name: 'Send OTP to sign' }));
}

const sentOtp = () => db.get().lastOtp?.otp ?? '';

afterEach(() => {
  vi.useRealTimers();
});

describe('the declaration page', () => {
  it('shows the declaration in force, says it ends within 30 days, and offers the form with the statements in full', async () => {
    await openDeclaration();
    const inForce = screen.getByRole('region', { name: 'Declaration in force' });
    expect(within(inForce).getByText('Rajeshwari Venkataraman')).toBeInTheDocument();
    expect(within(inForce).getByText('Proprietor')).toBeInTheDocument();
    expect(within(inForce).getByRole('button', { name: 'Print the declaration, or save it as a PDF' })).toBeInTheDocument();
    expect(screen.getByText(/^This declaration ends on .*, in 19 days\. Sign the new one below/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'The ISCC self-declaration' });
    expect(within(form).getAllByRole('listitem')).toHaveLength(8);
    expect(within(form).getByText(/waste within the meaning of the law/)).toBeInTheDocument();
    expect(within(form).getByText(/past 25 % total polar compounds/)).toBeInTheDocument();
    expect(within(form).getByText('Statements version 2026-1')).toBeInTheDocument();
    // The printable declaration, with its check's QR code (its company lines come with the footer's words).
    expect(await screen.findByRole('article', { name: /ISCC self-declaration of a point of origin/ })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /^QR code for checking this declaration: .*\/verify-declaration\/41\?code=KQ7M3T$/ })).toBeInTheDocument();
  });

  it('says what is missing at each field, and sends nothing', async () => {
    const { user } = await openDeclaration();
    await user.clear(screen.getByLabelText('Name of the person signing'));
    await user.click(screen.getByRole('button', { name: 'Send OTP to sign' }));
    const name = screen.getByLabelText('Name of the person signing');
    expect(name).toHaveAccessibleDescription('Enter the name of the person signing.');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('Designation')).toHaveAccessibleDescription(/Enter their designation\./);
    expect(within(screen.getByRole('group', { name: /animal fat/ })).getByRole('radio', { name: 'Yes' })).toHaveAccessibleDescription(/Answer yes or no\./);
    expect(screen.getByRole('checkbox', { name: /I have read these statements/ })).toHaveAccessibleDescription('Tick the box to confirm that the statements are true.');
    expect(db.get().lastOtp).toBeNull();
  });

  it('signs with the OTP sent to the registered mobile, after a wrong one is refused at its field with everything kept', async () => {
    const { user } = await openDeclaration();
    await fillAndSend(user);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Enter the OTP to sign' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('We have sent an OTP to your registered mobile number ending 3210.');
    expect(screen.getByText(/You sign as Asha Venkataraman, Partner, at Bengaluru\./)).toBeInTheDocument();
    // The page never has the code: only the mock's demo notice shows it.
    expect(sentOtp()).toMatch(/^\d{6}$/);
    expect(db.get().lastOtp?.phone).toBe('9876543210');

    const otp = screen.getByLabelText('OTP');
    const wrong = sentOtp() === '000000' ? '111111' : '000000';
    await user.type(otp, wrong);
    await user.click(screen.getByRole('button', { name: 'Sign the declaration' }));
    await waitFor(() => expect(otp).toHaveAccessibleDescription(/The OTP is not correct or has expired\. Check it, or ask for a new one\./));
    expect(otp).toHaveFocus();
    expect(otp).toHaveValue(wrong);

    await user.click(screen.getByRole('button', { name: 'Change the details' }));
    expect(screen.getByLabelText('Name of the person signing')).toHaveValue('Asha Venkataraman');
    expect(screen.getByLabelText('Designation')).toHaveValue('Partner');
    expect(within(screen.getByRole('group', { name: /animal fat/ })).getByRole('radio', { name: 'Yes' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send OTP to sign' }));
    await user.type(await screen.findByLabelText('OTP'), sentOtp());
    await user.click(screen.getByRole('button', { name: 'Sign the declaration' }));

    expect(await screen.findByText(/^Your declaration is signed\. It is valid until/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'The ISCC self-declaration' })).not.toBeInTheDocument();
    const inForce = screen.getByRole('region', { name: 'Declaration in force' });
    expect(within(inForce).getByText('Asha Venkataraman')).toBeInTheDocument();
    const document = await screen.findByRole('article', { name: /ISCC self-declaration of a point of origin/ });
    expect(within(document).getByText('Asha Venkataraman, Partner')).toBeInTheDocument();
    expect(within(document).getByText('2026-1')).toBeInTheDocument();
    // The answers as given: no to the first question, yes to the second.
    expect(within(document).getAllByText('No')).toHaveLength(1);
    expect(within(document).getAllByText('Yes')).toHaveLength(1);
    expect(db.get().declarations[1]?.[0]).toMatchObject({ signatory_name: 'Asha Venkataraman', over_10_tonnes_a_month: 0, includes_animal_fat: 1 });
  });

  it('keeps what was typed, OTP and all, when signing meets no network, and signs once on the retry', async () => {
    const logged = expectLoggedErrors();
    const { user } = await openDeclaration();
    await fillAndSend(user);
    await user.type(await screen.findByLabelText('OTP'), sentOtp());
    server.use(http.post(api('/iscc-declaration'), () => HttpResponse.error(), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Sign the declaration' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not sign the declaration. We could not reach the server. Check your connection and try again. What you entered is kept: try again.');
    expect(screen.getByLabelText('OTP')).toHaveValue(sentOtp());
    expect(logged).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Sign the declaration' }));
    expect(await screen.findByText(/^Your declaration is signed/)).toBeInTheDocument();
    expect(db.get().declarations[1]).toHaveLength(2);
  });

  it('keeps what was typed when sending the OTP meets a server error, and says so', async () => {
    allowOffContractAnswers('POST /iscc-declaration/send-otp');
    const logged = expectLoggedErrors();
    const { user } = await openDeclaration();
    server.use(http.post(api('/iscc-declaration/send-otp'), () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }), { once: true }));
    await fillAndSend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^We could not send the OTP\./);
    expect(logged).toHaveBeenCalled();
    expect(screen.getByLabelText('Name of the person signing')).toHaveValue('Asha Venkataraman');
    expect(screen.getByLabelText('Place')).toHaveValue('Bengaluru');
    expect(screen.getByRole('checkbox', { name: /I have read these statements/ })).toBeChecked();
    // The same press again works.
    await user.click(screen.getByRole('button', { name: 'Send OTP to sign' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Enter the OTP to sign' })).toBeInTheDocument();
  });

  it('keeps what was typed when signing meets a server error', async () => {
    allowOffContractAnswers('POST /iscc-declaration');
    const logged = expectLoggedErrors();
    const { user } = await openDeclaration();
    await fillAndSend(user);
    await user.type(await screen.findByLabelText('OTP'), sentOtp());
    server.use(http.post(api('/iscc-declaration'), () => new HttpResponse(null, { status: 503 }), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Sign the declaration' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^We could not sign the declaration\. Something went wrong\. Try again later\. What you entered is kept/);
    expect(logged).toHaveBeenCalled();
    expect(screen.getByLabelText('OTP')).toHaveValue(sentOtp());
    await user.click(screen.getByRole('button', { name: 'Change the details' }));
    expect(screen.getByLabelText('Name of the person signing')).toHaveValue('Asha Venkataraman');
  });

  it('keeps what was typed through a reload of the page', async () => {
    const { user, unmount } = await openDeclaration();
    await user.type(screen.getByLabelText('Designation'), 'Partner');
    unmount();
    renderApp('/dashboard/declaration');
    await screen.findByRole('heading', { level: 2, name: 'Sign the new declaration' });
    expect(screen.getByLabelText('Designation')).toHaveValue('Partner');
  });

  it('offers a new OTP only after 30 seconds', async () => {
    const user = fakeClock();
    await openDeclaration(user);
    await fillAndSend(user);
    await screen.findByRole('heading', { level: 2, name: 'Enter the OTP to sign' });
    const first = sentOtp();
    expect(screen.getByRole('button', { name: /^Send a new OTP in \d+ s$/ })).toBeDisabled();
    await skip(29_000);
    expect(screen.getByRole('button', { name: 'Send a new OTP in 1 s' })).toBeDisabled();
    await skip(1_500);
    const resend = screen.getByRole('button', { name: 'Send a new OTP' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    await waitFor(() => expect(sentOtp()).not.toBe(first));
    expect(await screen.findByRole('button', { name: /^Send a new OTP in \d+ s$/ })).toBeDisabled();
  });
});

describe('an outlet with no declaration, and the dashboard', () => {
  it('reminds the vendor on the dashboard, with the way to the declaration', async () => {
    signInDemoVendor();
    const { user } = renderApp('/dashboard');
    const reminder = await screen.findByText(/^Your ISCC self-declaration ends on .*, in 19 days\.$/);
    expect(reminder.closest('[role="status"]')).toHaveTextContent('Without one we cannot sell its oil as certified.');
    await user.click(screen.getByRole('link', { name: 'Sign the declaration' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ISCC self-declaration' })).toBeInTheDocument();
  });

  it('shows no reminder while the declaration is well in force', async () => {
    db.change((d) => {
      const [current] = d.declarations[1];
      d.declarations[1] = [{ ...current, valid_until: '2099-01-01' }];
    });
    const calls = countCalls();
    signInDemoVendor();
    renderApp('/dashboard');
    await screen.findByRole('table', { name: /your collection requests/i });
    // Asked, answered, and nothing said.
    await waitFor(() => expect(calls.of('/api/iscc-declaration')).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    calls.stop();
    expect(screen.queryByText(/ISCC self-declaration/)).not.toBeInTheDocument();
  });

  it('offers the form, and no declaration in force, where the outlet has none', async () => {
    db.change((d) => {
      d.declarations[1] = [];
    });
    signInDemoVendor();
    renderApp('/dashboard/declaration');
    expect(await screen.findByRole('heading', { level: 2, name: 'Sign the declaration' })).toBeInTheDocument();
    expect(screen.getByText(/^This outlet has not signed a declaration yet/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Declaration in force' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('the public check', () => {
  it('shows the outlet’s masked name, its city and the validity of a declaration it holds, and nothing else', async () => {
    renderApp('/verify-declaration/41?code=kq7m3t');
    expect(await screen.findByRole('heading', { level: 2, name: 'Declaration on record' })).toBeInTheDocument();
    const result = screen.getByRole('heading', { level: 2, name: 'Declaration on record' }).parentElement as HTMLElement;
    expect(result).toHaveTextContent('S**** R**** K*******');
    expect(result).toHaveTextContent('Bengaluru');
    expect(await within(result).findByText('In force today.')).toBeInTheDocument();
    expect(result).not.toHaveTextContent('Rajeshwari');
    expect(result).not.toHaveTextContent('₹');
    await waitFor(() => expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', expect.stringMatching(/noindex/)));
  });

  it('says when no declaration matches the id and code', async () => {
    renderApp('/verify-declaration/41?code=KQ7M3A');
    expect(await screen.findByRole('heading', { level: 2, name: 'No declaration matches this address' })).toBeInTheDocument();
  });

  it('says so without asking when the address has no code', async () => {
    renderApp('/verify-declaration/41');
    expect(await screen.findByRole('heading', { level: 2, name: 'No declaration matches this address' })).toBeInTheDocument();
  });
});
