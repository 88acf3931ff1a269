import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../src/mocks/node';
import { renderApp } from '../support/renderApp';
import { reachDetails, renderWizard } from './registration-helpers';

/** Every call to GET {api}/serviceability made while a test runs, by its pincode. */
const asked: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname === '/api/serviceability') asked.push(url.searchParams.get('pincode') ?? '');
});
afterEach(() => {
  asked.length = 0;
  vi.restoreAllMocks();
});

async function openCheck(path: string, label: string) {
  renderApp(path);
  const field = await screen.findByLabelText(label);
  const section = field.closest('section') as HTMLElement;
  return { field, section, user: userEvent.setup() };
}

describe('the pincode check in English', () => {
  it('says a malformed pincode is one, without asking the API; then answers a served one', async () => {
    const { field, section, user } = await openCheck('/used-cooking-oil-collection', 'Your pincode');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    // Room for the spaces and hyphens people type: the pincode is read without them.
    expect(field).toHaveAttribute('maxlength', '10');
    expect(field).toHaveAttribute('autocomplete', 'postal-code');
    const check = within(section).getByRole('button', { name: 'Check' });
    await waitFor(() => expect(check).toBeEnabled());

    await user.type(field, '012345');
    await user.click(check);
    expect(field).toHaveAccessibleDescription('Enter a pincode of 6 digits that does not start with 0, for example 122001.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.type(field, '12200');
    await user.keyboard('{Enter}');
    expect(field).toHaveAccessibleDescription(/Enter a pincode of 6 digits/);
    expect(asked).toEqual([]);

    await user.type(field, '1');
    await user.click(check);
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'We collect in Gurugram from our Manesar depot; first pickup within 2 days; here we pay food businesses ₹46 to ₹60 a kg.',
    );
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(asked).toEqual(['122001']);
    expect(within(section).getByRole('link', { name: 'See every city we collect in' })).toHaveAttribute('href', '/service-areas');
  });

  it('quotes what homes are paid on the household page, saying so', async () => {
    const { field, section, user } = await openCheck('/household-collection', 'Your pincode');
    await user.type(field, '122001');
    await user.click(within(section).getByRole('button', { name: 'Check' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'We collect in Gurugram from our Manesar depot; first pickup within 2 days; here we pay homes ₹28 to ₹35 a kg.',
    );
  });

  it('reads a pincode typed or pasted with a space or a hyphen as its 6 digits', async () => {
    const { field, section, user } = await openCheck('/used-cooking-oil-collection', 'Your pincode');
    await user.type(field, '122 001');
    expect(field).toHaveValue('122001');
    await user.clear(field);
    await user.paste('122-001');
    expect(field).toHaveValue('122001');
    await user.click(within(section).getByRole('button', { name: 'Check' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(/^We collect in Gurugram/);
    expect(asked).toEqual(['122001']);
  });

  it('names the nearest city where we do not collect yet, and where to leave a number', async () => {
    const { field, section, user } = await openCheck('/household-collection', 'Your pincode');
    await user.type(field, '682016');
    await user.click(within(section).getByRole('button', { name: 'Check' }));
    const answer = await within(section).findByRole('status');
    expect(answer).toHaveTextContent('Not yet in 682016: nearest city Coimbatore; leave your number and we will tell you when we start.');
    expect(within(answer).getByRole('link', { name: 'leave your number' })).toHaveAttribute('href', '/contact-us');
  });

  it('says when the check failed, and Try again asks again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/serviceability', () => HttpResponse.error()));
    const { field, section, user } = await openCheck('/franchise', 'Your pincode');
    await user.type(field, '411001');
    await user.click(within(section).getByRole('button', { name: 'Check' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('We could not check this pincode just now.');
    expect(field).toHaveValue('411001');

    server.resetHandlers();
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('We collect in Pune from our Chakan depot; first pickup within 2 days; here we pay food businesses ₹45 to ₹58 a kg and homes ₹27 to ₹34 a kg.');
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(asked).toEqual(['411001', '411001']);
  });

  it('is on the home page too', async () => {
    const { field, section, user } = await openCheck('/', 'Your pincode');
    await user.type(field, '560103');
    await user.click(within(section).getByRole('button', { name: 'Check' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('We collect in Bengaluru from our Hoskote depot');
  });
});

describe('the pincode check in Hindi', () => {
  it('answers a served pincode, a malformed one (without a call), one not served, and a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { field, section, user } = await openCheck('/hi/used-cooking-oil-collection', 'आपका पिनकोड');
    expect(within(section).getByRole('heading', { name: 'क्या हम आपके पिनकोड पर कलेक्शन करते हैं?' })).toBeInTheDocument();
    const check = within(section).getByRole('button', { name: 'जाँचें' });

    await user.type(field, 'abc');
    await user.click(check);
    expect(field).toHaveAccessibleDescription('6 अंकों का पिनकोड लिखें, जो 0 से शुरू न हो, जैसे 122001।');
    expect(asked).toEqual([]);

    await user.clear(field);
    await user.type(field, '122001');
    await user.click(check);
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'हम गुरुग्राम में अपने मानेसर डिपो से कलेक्शन करते हैं; पहला पिकअप 2 दिन के अंदर; यहाँ हम फ़ूड बिज़नेस को ₹46 से ₹60 प्रति किलो देते हैं।',
    );

    await user.clear(field);
    await user.type(field, '682016');
    await user.click(check);
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('682016 में अभी नहीं: सबसे पास का शहर कोयंबटूर है;'));
    expect(within(section).getByRole('link', { name: 'अपना नंबर छोड़ें' })).toHaveAttribute('href', '/hi/contact-us');

    server.use(http.get('/api/serviceability', () => HttpResponse.json({ message: 'Server error' }, { status: 500 })));
    await user.click(check);
    expect(await within(section).findByRole('alert')).toHaveTextContent('अभी हम यह पिनकोड नहीं जाँच पाए।');
    server.resetHandlers();
    await user.click(within(section).getByRole('button', { name: 'फिर से कोशिश करें' }));
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('682016 में अभी नहीं'));
  });

  it('is on the Hindi household and franchise pages', async () => {
    for (const path of ['/hi/household-collection', '/hi/franchise']) {
      const view = await openCheck(path, 'आपका पिनकोड');
      expect(within(view.section).getByRole('button', { name: 'जाँचें' })).toBeInTheDocument();
      cleanup();
    }
  });
});

describe('the registration form', () => {
  it('says under the postal code whether we collect there, once it is a pincode', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = renderWizard();
      await reachDetails(user);
      const postalCode = screen.getByLabelText('Postal code');
      await user.type(postalCode, '68201');
      expect(asked).toEqual([]);
      await user.type(postalCode, '6');
      await waitFor(() =>
        expect(postalCode.closest('.wizard-field')).toHaveTextContent(
          'Not yet in 682016: nearest city Coimbatore. Send this form all the same and we will call you when we start there.',
        ),
      );
      await user.clear(postalCode);
      await user.type(postalCode, '400001');
      await waitFor(() => expect(postalCode.closest('.wizard-field')).toHaveTextContent('We collect in Mumbai from our Bhiwandi depot; first pickup within 2 days'));
      expect(asked).toEqual(['682016', '400001']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('/service-areas', () => {
  it('lists every city with its state and depot, and is linked from the footer and the FAQ', async () => {
    const user = userEvent.setup();
    renderApp('/service-areas');
    const table = await screen.findByRole('table', { name: 'Cities we collect in, by state' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(38);
    expect(within(table).getByRole('rowheader', { name: 'Gurugram' }).closest('tr')).toHaveTextContent('GurugramHaryanaManesar2');
    expect(screen.getByRole('heading', { level: 1, name: 'The cities where we collect used cooking oil' })).toBeInTheDocument();
    expect(within(await screen.findByRole('contentinfo')).getByRole('link', { name: 'Cities We Serve' })).toHaveAttribute('href', '/service-areas');

    await user.click(within(await screen.findByRole('contentinfo')).getByRole('link', { name: 'Services' }));
    await user.click(await screen.findByText('Which cities do you serve?'));
    expect(screen.getByRole('link', { name: 'See every city we collect in, with its depot' })).toHaveAttribute('href', '/service-areas');
  });

  it('writes the places in Hindi on the Hindi page', async () => {
    renderApp('/hi/service-areas');
    const table = await screen.findByRole('table', { name: 'जिन शहरों में हम कलेक्शन करते हैं, राज्य के हिसाब से' });
    expect(within(table).getByRole('rowheader', { name: 'गुरुग्राम' }).closest('tr')).toHaveTextContent('गुरुग्रामहरियाणामानेसर2');
    expect(within(await screen.findByRole('contentinfo')).getByRole('link', { name: 'हमारे शहर' })).toHaveAttribute('href', '/hi/service-areas');
  });
});
