import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { saveProfile } from '../../src/features/auth/profile';
import { toSessionState } from '../../src/features/auth/sessionState';
import { chainManager, chainOwner } from '../../src/mocks/data/chain';
import { db } from '../../src/mocks/db';
import { TOKEN_LIFETIME_SECONDS } from '../../src/mocks/handlers';
import { createJwt } from '../../src/mocks/jwt';
import { server } from '../../src/mocks/node';
import type { User } from '../../src/types/api';
import { signInDemoVendor } from '../support/renderApp';
import { expectLoggedErrors, renderApp } from './vendor-helpers';

// /dashboard/outlets: the restaurant group's owner (Aditi Kulkarni, three outlets) manages its
// outlets and people with the mock API's own handlers; its manager and a single-outlet vendor see less.

beforeAll(() => Promise.all([import('../../src/pages/OutletsPage'), import('../../src/pages/DashboardPage')]), 60_000);
afterEach(() => {
  server.events.removeAllListeners();
});

/** Signs a person of the restaurant group in as signInDemoVendor does the demo vendor: a token the mock knows, the cookies and the profile. */
function signInAs(user: User) {
  const token = createJwt({ sub: String(user.id), name: user.name }, TOKEN_LIFETIME_SECONDS);
  db.change((d) => {
    d.sessions.push({ token, userId: user.id, exp: Math.floor(Date.now() / 1000) + TOKEN_LIFETIME_SECONDS });
  });
  Cookies.set('_auth', token, { path: '/' });
  Cookies.set('_auth_type', 'Bearer', { path: '/' });
  Cookies.set('_auth_state', JSON.stringify(toSessionState(user.name)), { path: '/' });
  saveProfile(String(user.id), user);
}

async function openOutlets(user: User = chainOwner.user, path = '/dashboard/outlets') {
  signInAs(user);
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

const outletCard = (name: string) => screen.findByRole('article', { name });
const peopleOf = async (outlet: string) => within(await screen.findByRole('table', { name: `People who can act for ${outlet}` }));
const names = (table: ReturnType<typeof within>) =>
  table
    .getAllByRole('row')
    .slice(1)
    .map((row: HTMLElement) => row.querySelector('td')?.textContent);

/** A random (version 4) UUID: an idempotency key. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The fields of every POST to a path ending so, in order. */
function writesTo(pattern: RegExp): Record<string, string>[] {
  const writes: Record<string, string>[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method !== 'POST' || !pattern.test(new URL(request.url).pathname)) return;
    const form = await request.clone().formData();
    writes.push(Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)])));
  });
  return writes;
}

async function addManager(user: ReturnType<typeof userEvent.setup>, outlet: string, mobile: string, name: string) {
  const form = screen.getByRole('form', { name: `Add a manager to ${outlet}` });
  if (mobile) await user.type(within(form).getByLabelText('Mobile number'), mobile);
  if (name) await user.type(within(form).getByLabelText('Name'), name);
  await user.click(within(form).getByRole('button', { name: 'Add manager' }));
  return form;
}

const newOutletForm = () => screen.getByRole('form', { name: 'New outlet' });

async function fillNewOutlet(user: ReturnType<typeof userEvent.setup>, pincode: string) {
  const form = newOutletForm();
  await user.type(within(form).getByLabelText('Outlet name'), 'Tandoor Trail Koramangala');
  await user.type(within(form).getByLabelText('Address'), 'No. 48, 5th Block, 80 Feet Road, Koramangala');
  await user.type(within(form).getByLabelText('City'), 'Bengaluru');
  const state = within(form).getByLabelText('State');
  await waitFor(() => expect(state).toBeEnabled());
  await user.selectOptions(state, 'Karnataka');
  await user.type(within(form).getByLabelText('Pincode'), pincode);
  await user.type(within(form).getByLabelText('FSSAI licence number (optional)'), '11224335002718');
  return form;
}

const typedOutlet = (form: HTMLElement) => ({
  name: (within(form).getByLabelText('Outlet name') as HTMLInputElement).value,
  line1: (within(form).getByLabelText('Address') as HTMLInputElement).value,
  city: (within(form).getByLabelText('City') as HTMLInputElement).value,
  state: (within(form).getByLabelText('State') as HTMLSelectElement).value,
  pincode: (within(form).getByLabelText('Pincode') as HTMLInputElement).value,
  licence: (within(form).getByLabelText('FSSAI licence number (optional)') as HTMLInputElement).value,
});

describe('/dashboard/outlets for the owner of a restaurant group', () => {
  it('lists the three outlets with their addresses and licences, and the people of each', async () => {
    await openOutlets();
    expect(screen.getByRole('heading', { level: 1, name: 'Outlets and people' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Outlets and people/);
    const whitefield = await outletCard('Tandoor Trail Whitefield');
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Tandoor Trail Indiranagar',
      'Tandoor Trail Whitefield',
      'Tandoor Trail Baner',
    ]);
    expect(within(whitefield).getByText('Shop 14, ITPL Main Road, opposite Forum Shantiniketan, Whitefield')).toBeInTheDocument();
    expect(within(whitefield).getByText('560066')).toBeInTheDocument();
    expect(within(whitefield).getByText('11224335001294')).toBeInTheDocument();
    expect(within(whitefield).getByText('Active')).toBeInTheDocument();
    expect(within(await outletCard('Tandoor Trail Baner')).getByText('Maharashtra')).toBeInTheDocument();

    const people = await peopleOf('Tandoor Trail Whitefield');
    const vinod = people.getByRole('row', { name: /Vinod Shetty/ });
    expect(within(vinod).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Vinod Shetty', '+91 9741098765', 'Manager', '02 Feb 2026', 'Remove']);
    expect(within(people.getByRole('row', { name: /Aditi Kulkarni/ })).getByRole('cell', { name: 'Owner' })).toBeInTheDocument();
    // The owner cannot be removed: only the manager has the button.
    expect(people.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Remove Vinod Shetty from Tandoor Trail Whitefield']);
    expect(names(await peopleOf('Tandoor Trail Indiranagar'))).toEqual(['Aditi Kulkarni']);
  });

  it('adds a manager with an idempotency key, announces the server’s message and lists the person', async () => {
    const writes = writesTo(/\/outlets\/21\/members$/);
    const { user } = await openOutlets();
    await peopleOf('Tandoor Trail Indiranagar');
    const form = await addManager(user, 'Tandoor Trail Indiranagar', '98450 12345', 'Manjunath Rao');

    const card = await outletCard('Tandoor Trail Indiranagar');
    await waitFor(() => expect(within(card).getAllByRole('status')[0]).toHaveTextContent('Manjunath Rao can now sign in as a manager of Tandoor Trail Indiranagar.'));
    await waitFor(async () => expect(names(await peopleOf('Tandoor Trail Indiranagar'))).toEqual(['Aditi Kulkarni', 'Manjunath Rao']));
    expect(within(form).getByLabelText('Mobile number')).toHaveValue('');
    expect(within(form).getByLabelText('Name')).toHaveValue('');
    expect(writes).toEqual([{ mobile: '9845012345', name: 'Manjunath Rao', idempotency_key: expect.stringMatching(UUID) }]);
  });

  it('shows the server’s refusal of a number that is another business’s login, and keeps what was typed', async () => {
    const logged = expectLoggedErrors();
    const { user } = await openOutlets();
    await peopleOf('Tandoor Trail Baner');
    const form = await addManager(user, 'Tandoor Trail Baner', '9876543210', 'Rajeshwari Venkataraman');

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The manager could not be added. This mobile number already has a GreenDrop login for another business. Ask the person for another number.',
    );
    expect(within(form).getByLabelText('Mobile number')).toHaveValue('9876543210');
    expect(within(form).getByLabelText('Name')).toHaveValue('Rajeshwari Venkataraman');
    expect(names(await peopleOf('Tandoor Trail Baner'))).toEqual(['Aditi Kulkarni']);
    expect(logged).toHaveBeenCalled();
  });

  it('checks the mobile number as sign-in does: the error is tied to the field and nothing is sent', async () => {
    const writes = writesTo(/\/members$/);
    const { user } = await openOutlets();
    await peopleOf('Tandoor Trail Whitefield');
    const form = await addManager(user, 'Tandoor Trail Whitefield', '98765', 'Suresh Gowda');

    const mobile = within(form).getByLabelText('Mobile number');
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveAccessibleDescription('Please enter a valid phone number.');
    expect(mobile).toHaveFocus();
    expect(mobile).toHaveAttribute('maxlength', '14');
    expect(within(form).getByLabelText('Name')).toHaveAttribute('maxlength', '100');
    expect(within(form).getByLabelText('Name')).toHaveValue('Suresh Gowda');

    await user.clear(within(form).getByLabelText('Name'));
    await user.click(within(form).getByRole('button', { name: 'Add manager' }));
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription('Please enter the person’s name.');
    expect(writes).toEqual([]);
  });

  it('keeps what was typed when the network fails, and says so in the vendor area’s words', async () => {
    const logged = expectLoggedErrors();
    server.use(http.post('/api/outlets/:id/members', () => HttpResponse.error()));
    const { user } = await openOutlets();
    await peopleOf('Tandoor Trail Whitefield');
    const form = await addManager(user, 'Tandoor Trail Whitefield', '9900112233', 'Suresh Gowda');

    expect(await within(form).findByRole('alert')).toHaveTextContent('The manager could not be added. We could not reach the server. Check your connection and try again.');
    expect(within(form).getByLabelText('Mobile number')).toHaveValue('9900112233');
    expect(within(form).getByLabelText('Name')).toHaveValue('Suresh Gowda');
    expect(logged).toHaveBeenCalled();
  });

  it('asks before removing a manager, naming the person and the outlet; then the person is gone', async () => {
    const { user } = await openOutlets();
    const people = await peopleOf('Tandoor Trail Whitefield');
    const remove = people.getByRole('button', { name: 'Remove Vinod Shetty from Tandoor Trail Whitefield' });
    await user.click(remove);

    let question = screen.getByRole('alertdialog', { name: 'Remove Vinod Shetty from Tandoor Trail Whitefield?' });
    expect(within(question).getByRole('button', { name: 'No, keep' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'No, keep' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(remove).toHaveFocus();
    expect(db.get().accounts.some((account) => account.user.mobile === chainManager.user.mobile)).toBe(true);

    await user.click(remove);
    question = screen.getByRole('alertdialog', { name: 'Remove Vinod Shetty from Tandoor Trail Whitefield?' });
    await user.click(within(question).getByRole('button', { name: 'Yes, remove' }));

    const card = await outletCard('Tandoor Trail Whitefield');
    await waitFor(() => expect(within(card).getAllByRole('status')[0]).toHaveTextContent('Vinod Shetty can no longer act for Tandoor Trail Whitefield.'));
    await waitFor(async () => expect(names(await peopleOf('Tandoor Trail Whitefield'))).toEqual(['Aditi Kulkarni']));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(card).getByRole('heading', { level: 4, name: 'People' })).toHaveFocus();
  });

  it('keeps the question open with the reason when the removal fails', async () => {
    const logged = expectLoggedErrors();
    server.use(http.delete('/api/outlets/:id/members/:mobile', () => HttpResponse.error()));
    const { user } = await openOutlets();
    const people = await peopleOf('Tandoor Trail Whitefield');
    await user.click(people.getByRole('button', { name: 'Remove Vinod Shetty from Tandoor Trail Whitefield' }));
    const question = screen.getByRole('alertdialog', { name: 'Remove Vinod Shetty from Tandoor Trail Whitefield?' });
    await user.click(within(question).getByRole('button', { name: 'Yes, remove' }));

    expect(await within(question).findByRole('alert')).toHaveTextContent('Vinod Shetty could not be removed. We could not reach the server. Check your connection and try again.');
    expect(names(await peopleOf('Tandoor Trail Whitefield'))).toEqual(['Aditi Kulkarni', 'Vinod Shetty']);
    expect(logged).toHaveBeenCalled();
  });

  it('asks for a new outlet: checked against the service area, then listed as Pending approval', async () => {
    const writes = writesTo(/\/outlets$/);
    const { user } = await openOutlets();
    await outletCard('Tandoor Trail Baner');
    const form = await fillNewOutlet(user, '560034');
    await user.click(within(form).getByRole('button', { name: 'Ask for this outlet' }));

    const card = await outletCard('Tandoor Trail Koramangala');
    expect(within(card).getByText('Pending approval')).toBeInTheDocument();
    expect(within(card).getByText('We are checking the address and the FSSAI licence. Pickups cannot be booked for this outlet until we approve it.')).toBeInTheDocument();
    expect(within(card).getByText('11224335002718')).toBeInTheDocument();
    expect(within(card).queryByRole('table')).toBeNull();
    expect(within(form).getByRole('status')).toHaveTextContent('Tandoor Trail Koramangala is waiting for approval. We check the address and the licence before the first pickup.');
    expect(typedOutlet(form)).toEqual({ name: '', line1: '', city: '', state: '', pincode: '', licence: '' });
    expect(writes).toEqual([
      {
        name: 'Tandoor Trail Koramangala',
        line1: 'No. 48, 5th Block, 80 Feet Road, Koramangala',
        city: 'Bengaluru',
        state_id: '16',
        postal_code: '560034',
        fssai_license_no: '11224335002718',
        idempotency_key: expect.stringMatching(UUID),
      },
    ]);
  });

  it('every field of the new outlet has a maxLength, and an outlet without a licence number says so', async () => {
    const { user } = await openOutlets();
    await outletCard('Tandoor Trail Baner');
    const form = newOutletForm();
    expect(within(form).getByLabelText('Outlet name')).toHaveAttribute('maxlength', '100');
    expect(within(form).getByLabelText('Address')).toHaveAttribute('maxlength', '300');
    expect(within(form).getByLabelText('City')).toHaveAttribute('maxlength', '100');
    expect(within(form).getByLabelText('Pincode')).toHaveAttribute('maxlength', '10');
    expect(within(form).getByLabelText('FSSAI licence number (optional)')).toHaveAttribute('maxlength', '18');

    await fillNewOutlet(user, '560034');
    await user.clear(within(form).getByLabelText('FSSAI licence number (optional)'));
    await user.type(within(form).getByLabelText('FSSAI licence number (optional)'), '1122433500');
    await user.click(within(form).getByRole('button', { name: 'Ask for this outlet' }));
    expect(within(form).getByLabelText('FSSAI licence number (optional)')).toHaveAccessibleDescription(/An FSSAI licence number has 14 digits\.$/);

    await user.clear(within(form).getByLabelText('FSSAI licence number (optional)'));
    await user.click(within(form).getByRole('button', { name: 'Ask for this outlet' }));
    expect(within(await outletCard('Tandoor Trail Koramangala')).getByText('No licence number given')).toBeInTheDocument();
  });

  it('does not send an outlet at a pincode we do not collect at, and keeps what was typed', async () => {
    const writes = writesTo(/\/outlets$/);
    const { user } = await openOutlets();
    await outletCard('Tandoor Trail Baner');
    const form = await fillNewOutlet(user, '682016');
    await user.click(within(form).getByRole('button', { name: 'Ask for this outlet' }));

    const pincode = within(form).getByLabelText('Pincode');
    await waitFor(() => expect(pincode).toHaveAccessibleDescription('We do not collect at this pincode yet.'));
    expect(pincode).toHaveAttribute('aria-invalid', 'true');
    expect(typedOutlet(form)).toEqual({ name: 'Tandoor Trail Koramangala', line1: 'No. 48, 5th Block, 80 Feet Road, Koramangala', city: 'Bengaluru', state: '16', pincode: '682016', licence: '11224335002718' });
    expect(writes).toEqual([]);
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('keeps the new outlet’s values when the network fails', async () => {
    const logged = expectLoggedErrors();
    server.use(http.post('/api/outlets', () => HttpResponse.error()));
    const { user } = await openOutlets();
    await outletCard('Tandoor Trail Baner');
    const form = await fillNewOutlet(user, '560034');
    await user.click(within(form).getByRole('button', { name: 'Ask for this outlet' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('The outlet could not be added. We could not reach the server. Check your connection and try again.');
    expect(typedOutlet(form)).toEqual({ name: 'Tandoor Trail Koramangala', line1: 'No. 48, 5th Block, 80 Feet Road, Koramangala', city: 'Bengaluru', state: '16', pincode: '560034', licence: '11224335002718' });
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(logged).toHaveBeenCalled();
  });

  it('shows the server’s refusal of a new outlet and keeps what was typed', async () => {
    const logged = expectLoggedErrors();
    server.use(http.post('/api/outlets', () => HttpResponse.json({ status: 'Error', message: 'An outlet already exists at this address.' })));
    const { user } = await openOutlets();
    await outletCard('Tandoor Trail Baner');
    const form = await fillNewOutlet(user, '560034');
    await user.click(within(form).getByRole('button', { name: 'Ask for this outlet' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('The outlet could not be added. An outlet already exists at this address.');
    expect(typedOutlet(form).name).toBe('Tandoor Trail Koramangala');
    expect(logged).toHaveBeenCalled();
  });

  it('says the outlet is not theirs when the list answers 403, never an empty page', async () => {
    const logged = expectLoggedErrors();
    server.use(http.get('/api/outlets', () => HttpResponse.json({ status: 'Error', message: 'You do not have access to this outlet.' }, { status: 403 })));
    await openOutlets();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your outlets could not be loaded. You do not have access to this outlet');
    expect(logged).toHaveBeenCalled();
  });

  it('links to the page from the account menu', async () => {
    const user = userEvent.setup();
    signInAs(chainOwner.user);
    renderApp('/about-us', user);
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    await user.click(await within(nav).findByRole('button', { name: 'Account: Aditi Kulkarni' }));
    expect(within(nav).getByRole('link', { name: 'Outlets and people' })).toHaveAttribute('href', '/dashboard/outlets');
  });

  it('is in Hindi under /hi', async () => {
    await openOutlets(chainOwner.user, '/hi/dashboard/outlets');
    expect(screen.getByRole('heading', { level: 1, name: 'आउटलेट और लोग' })).toBeInTheDocument();
    const people = within(await screen.findByRole('table', { name: 'Tandoor Trail Whitefield के लिए काम करने वाले लोग' }));
    expect(people.getByRole('cell', { name: 'मैनेजर' })).toBeInTheDocument();
    expect(people.getByRole('button', { name: 'Vinod Shetty को Tandoor Trail Whitefield से हटाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'नया आउटलेट' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'नया आउटलेट जोड़ने के लिए कहें' })).toBeInTheDocument();
  });
});

describe('/dashboard/outlets for others', () => {
  it('a manager sees their outlet and who manages the outlets, with no forms', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      asked.push(`${request.method} ${new URL(request.url).pathname}`);
    });
    await openOutlets(chainManager.user);
    expect(screen.getByText('Only the owner of Tandoor Trail Restaurants Pvt. Ltd. can add outlets and give people access to them. If something here needs to change, ask them.')).toBeInTheDocument();
    const card = await outletCard('Tandoor Trail Whitefield');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(within(card).queryByRole('table')).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(asked.filter((call) => call.includes('/members'))).toEqual([]);
  });

  it('a single-outlet vendor has no link to it in the account menu', async () => {
    const user = userEvent.setup();
    signInDemoVendor();
    renderApp('/about-us', user);
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    await user.click(await within(nav).findByRole('button', { name: 'Account: Rajeshwari Venkataraman' }));
    expect(within(nav).getByRole('link', { name: 'Green points cart' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Outlets and people' })).toBeNull();
  });

  it('signed out, the page sends the visitor to /login', async () => {
    renderApp('/dashboard/outlets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor Login' })).toBeInTheDocument();
  });
});
