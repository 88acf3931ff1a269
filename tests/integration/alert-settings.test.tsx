import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../src/mocks/db';
import { server } from '../../src/mocks/node';
import { signInDemoVendor } from '../support/renderApp';
import { updateDemoInfo } from '../../src/lib/demo';
import { expectLoggedErrors, renderApp } from './vendor-helpers';

// Issue 34, items 1 to 3: the alert settings at /dashboard/alerts, on the same mock API as `npm run dev`.

/** The bodies the site sent to POST notification-preferences, from now on. */
function sentPreferences() {
  const bodies: Record<string, unknown>[] = [];
  const listen = async ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/notification-preferences')) bodies.push((await request.clone().json()) as Record<string, unknown>);
  };
  server.events.on('request:start', listen);
  stop = () => server.events.removeListener('request:start', listen);
  return bodies;
}
let stop = () => {};
let token = '';
afterEach(() => stop());

async function openSettings(path = '/dashboard/alerts', heading = 'Alert settings') {
  token = signInDemoVendor();
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  await screen.findByRole('table');
  return rendered;
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

describe('the alert settings', () => {
  it('start with SMS for the reminder and payments, and WhatsApp off', async () => {
    await openSettings();
    expect(screen.getByRole('switch', { name: 'SMS' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'WhatsApp' })).not.toBeChecked();
    expect(within(row('Pickup reminder, the day before')).getByText('SMS')).toBeInTheDocument();
    expect(within(row('Payment sent')).getByText('SMS')).toBeInTheDocument();
    expect(within(row('Oil weighed')).getByText('Not sent')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number for SMS')).toHaveValue(db.user.mobile);
  });

  it('turns WhatsApp on only with the consent words agreed to, sends those very words, then says when', async () => {
    const { user } = await openSettings();
    const sent = sentPreferences();
    await user.click(screen.getByRole('switch', { name: 'WhatsApp' }));
    const words = `I agree to get GreenDrop's messages about my pickups, weighings and payments on WhatsApp at +91 ${db.user.mobile}. I can stop them at any time by replying STOP, or by turning WhatsApp off on this page.`;
    expect(screen.getByText(words)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save alert settings' }));
    const agree = screen.getByRole('checkbox', { name: 'I agree to these words' });
    expect(agree).toHaveAccessibleDescription(expect.stringContaining('Tick "I agree" to get WhatsApp messages, or turn WhatsApp off.'));
    expect(agree).toHaveFocus();
    expect(sent).toHaveLength(0);

    await user.click(agree);
    await user.click(screen.getByRole('button', { name: 'Save alert settings' }));
    expect(await screen.findByText('Your alert settings are saved.')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ whatsapp_consent_text: words, channels: { whatsapp: { enabled: true, mobile: db.user.mobile } } });
    expect(screen.getByText(/^You agreed to WhatsApp messages on .+\. Reply STOP or turn it off here to stop them\.$/)).toBeInTheDocument();

    // Off is one switch, with nothing to agree to.
    await user.click(screen.getByRole('switch', { name: 'WhatsApp' }));
    await user.click(screen.getByRole('button', { name: 'Save alert settings' }));
    expect(await screen.findByText('Your alert settings are saved.')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[1]).not.toHaveProperty('whatsapp_consent_text');
    expect(sent[1]).toMatchObject({ channels: { whatsapp: { enabled: false } } });
  });

  it('chooses where one message goes from a short table, among the channels turned on', async () => {
    const { user } = await openSettings();
    await user.click(within(row('Oil weighed')).getByRole('button', { name: 'Change Oil weighed' }));
    const choices = screen.getByRole('group', { name: 'Where Oil weighed goes' });
    expect(within(choices).getByRole('checkbox', { name: 'E-mail' })).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: 'E-mail' }));
    await user.click(within(choices).getByRole('checkbox', { name: 'E-mail' }));
    await user.click(within(choices).getByRole('checkbox', { name: 'SMS' }));
    expect(within(row('Oil weighed')).getByText('SMS, E-mail')).toBeInTheDocument();
    const sent = sentPreferences();
    await user.click(screen.getByRole('button', { name: 'Save alert settings' }));
    await screen.findByText('Your alert settings are saved.');
    expect(sent[0]).toMatchObject({ events: { pickup_weighed: ['sms', 'email'] } });
  });

  it('takes quiet hours across midnight, refuses a window that ends as it starts, and unverifies a new e-mail address', async () => {
    const { user } = await openSettings();
    const from = screen.getByLabelText('Quiet from');
    const to = screen.getByLabelText('Quiet until');
    await user.clear(from);
    await user.type(from, '22:30');
    await user.clear(to);
    await user.type(to, '22:30');
    await user.click(screen.getByRole('button', { name: 'Save alert settings' }));
    expect(to).toHaveAccessibleDescription('Quiet hours must end at another time than they start.');
    await user.clear(to);
    await user.type(to, '06:00');
    expect(to).toHaveAccessibleDescription('Until the next morning.');

    const email = screen.getByLabelText('E-mail address');
    await user.clear(email);
    await user.type(email, 'accounts@spiceroute.example.in');
    expect(email).toHaveAccessibleDescription(expect.stringContaining('A new address needs verifying'));
    await user.click(screen.getByRole('button', { name: 'Save alert settings' }));
    await screen.findByText('Your alert settings are saved.');
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription('Not verified yet: we have sent a link to accounts@spiceroute.example.in. Nothing is e-mailed until you follow it.');
    expect(screen.getByLabelText('Quiet until')).toHaveValue('06:00');
  });

  it('keeps everything chosen through a failed save, and says so', async () => {
    const { user } = await openSettings();
    await user.click(screen.getByRole('switch', { name: 'SMS' }));
    await user.click(screen.getByRole('radio', { name: 'हिन्दी' }));
    expectLoggedErrors();
    server.use(http.post('*/notification-preferences', () => HttpResponse.error(), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Save alert settings' }));
    expect(await screen.findByText(/^Your alert settings could not be saved\. Nothing you chose is lost\./)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'SMS' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'हिन्दी' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save alert settings' }));
    expect(await screen.findByText('Your alert settings are saved.')).toBeInTheDocument();
  });

  it('shows the consent words in Hindi on the Hindi page, and sends them so', async () => {
    const { user } = await openSettings('/hi/dashboard/alerts', 'सूचना सेटिंग');
    const sent = sentPreferences();
    await user.click(screen.getByRole('switch', { name: 'व्हाट्सऐप' }));
    await user.click(screen.getByRole('checkbox', { name: 'मैं इन शब्दों से सहमत हूँ' }));
    await user.click(screen.getByRole('button', { name: 'सूचना सेटिंग सेव करें' }));
    expect(await screen.findByText('आपकी सूचना सेटिंग सेव हो गई।')).toBeInTheDocument();
    expect(String(sent[0].whatsapp_consent_text)).toMatch(/^मैं अपने पिकअप, तौल और भुगतान के बारे में GreenDrop के संदेश WhatsApp पर \+91 \d{10} पर पाने के लिए सहमत हूँ।/);
  });

  it('lists in the demo notice what the mock would have sent by the channel chosen, and sends nothing', async () => {
    updateDemoInfo({ active: true });
    const { user } = await openSettings();
    await user.click(within(row('Pickup schedule changed')).getByRole('button', { name: 'Change Pickup schedule changed' }));
    await user.click(within(screen.getByRole('group', { name: 'Where Pickup schedule changed goes' })).getByRole('checkbox', { name: 'SMS' }));
    // No quiet hours: the message is not held, whatever the time of this run (the hold: tests/unit/alert-inbox.test.ts).
    await user.click(screen.getByRole('switch', { name: 'Hold messages during quiet hours' }));
    await user.click(screen.getByRole('button', { name: 'Save alert settings' }));
    await screen.findByText('Your alert settings are saved.');

    // The vendor changes the schedule (here straight through the API, as the schedule page does).
    const body = new FormData();
    for (const [name, value] of Object.entries({ frequency: 'weekly', weekday: '4', time_slot: 'evening', idempotency_key: 'demo-notice-sent' })) body.append(name, value);
    await act(() => fetch('https://localhost:3000/api/pickup-schedule', { method: 'POST', body, headers: { Authorization: `Bearer ${token}` } }));

    const notice = screen.getByRole('complementary', { name: 'Demo mode' });
    // Opened, if it is not already (an OTP sent in an earlier test of this worker opens it).
    const toggle = within(notice).getByRole('button', { name: 'Demo mode' });
    if (toggle.getAttribute('aria-expanded') === 'false') await user.click(toggle);
    expect(notice).toHaveTextContent(`Alerts the mock would have sent (nothing is sent):SMS to ${db.user.mobile}: GreenDrop: Your next used cooking oil pickup is now on`);
    act(() => updateDemoInfo({ active: false, sentAlerts: undefined }));
  });
});
