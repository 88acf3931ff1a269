import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../src/mocks/db';
import { server } from '../../src/mocks/node';
import { renderApp } from '../support/renderApp';
import { expectLoggedErrors } from './vendor-helpers';

async function fillForm() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Your name'), 'Meera Iyer');
  await user.type(screen.getByLabelText('Email'), 'meera@dosacorner.example.in');
  await user.type(screen.getByLabelText('Phone number'), '9812345678');
  await user.type(screen.getByLabelText('Message'), 'We fry about 40 litres a week. Can you collect from Adyar?');
  return user;
}

describe('contact form', () => {
  it('checks every field before sending and ties errors to the fields', async () => {
    const user = userEvent.setup();
    renderApp('/contact-us');
    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Please enter a valid phone number.');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(/Please tell us how we can help/);
    expect(screen.getByLabelText('Your name')).toHaveFocus();

    await user.type(screen.getByLabelText('Email'), 'meera@example.c');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email');
    expect(db.get().contacts).toHaveLength(0);
  });

  it('says each field’s type, so its autocomplete token is a text control’s (HTML_CodeSniffer reads the attribute)', async () => {
    renderApp('/contact-us');
    // The attribute itself, not the property: `input.type` is "text" without it, too.
    expect(await screen.findByLabelText('Your name')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Your name')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('type', 'tel');
  });

  it('sends name, email, phone and message, then thanks and clears the form', async () => {
    let sent: Record<string, string> = {};
    server.use(
      http.post('/api/contact/store', async ({ request }) => {
        sent = Object.fromEntries((await request.formData()).entries()) as Record<string, string>;
        return HttpResponse.json({ status: 'Success', message: 'Thank you. Our team will call you within one working day.' });
      }),
    );
    renderApp('/contact-us');
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you. Our team will call you within one working day.');
    expect(sent).toEqual({
      name: 'Meera Iyer',
      email: 'meera@dosacorner.example.in',
      phone: '9812345678',
      message: 'We fry about 40 litres a week. Can you collect from Adyar?',
      idempotency_key: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    });
    expect(screen.getByLabelText('Your name')).toHaveValue('');
  });

  it('keeps everything typed when the server says no, or cannot be reached', async () => {
    const logged = expectLoggedErrors();
    server.use(http.post('/api/contact/store', () => HttpResponse.json({ status: 'Error', message: 'Please fill in every field.' })));
    renderApp('/contact-us');
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in every field.');
    expect(screen.getByLabelText('Your name')).toHaveValue('Meera Iyer');

    server.use(http.post('/api/contact/store', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/could not reach our server/));
    expect(screen.getByLabelText('Message')).toHaveValue('We fry about 40 litres a week. Can you collect from Adyar?');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ code: 'ERR_NETWORK' }));
  });
});
