import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../src/config/paths';
import { server } from '../../src/mocks/node';
import { currentAddress, signInDemoVendor } from '../support/renderApp';
import { expectLoggedErrors, renderApp } from './vendor-helpers';
import { openRecords, setUpRecordsTests } from './records-helpers';

// Issue 35, item 2: the vendor disputes a pickup from its register row or its certificate, on 21
// November 2026, with the mock API of `npm run dev`. The latest pickup (17 November) is inside the
// 7-day window with no dispute; the one before it (10 November) is under review; the booked pickup
// of 24 October is long past its window.

setUpRecordsTests();

const LATEST = 'GD/BLR/26-27/009721';
const UNDER_REVIEW = 'GD/BLR/26-27/009452';
const OLD = 'GD/BLR/26-27/008989';
const DETAILS = 'Our kitchen scale read 171.4 kg for the six drums before the van came.';

/** A small JPEG: its first bytes are what the page and the server check. */
const jpeg = (name = 'scale.jpg', size = 2048) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), new Uint8Array(size - 4)], name, { type: 'image/jpeg' });

/** What each POST disputes carried: its idempotency key, and whether a photo went with it. */
function disputeCalls(): { key: string; photo: boolean; reason: string }[] {
  const calls: { key: string; photo: boolean; reason: string }[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (!request.url.endsWith('/disputes') || request.method !== 'POST') return;
    const form = await request.clone().formData();
    const photo = form.get('photo');
    calls.push({ key: String(form.get('idempotency_key')), photo: photo !== null && typeof photo === 'object', reason: String(form.get('reason')) });
  });
  return calls;
}

beforeEach(() => {
  // jsdom draws no pictures: a photo of 1,200 x 900 px already fits, and is sent as chosen.
  vi.stubGlobal('createImageBitmap', vi.fn(async () => ({ width: 1200, height: 900, close: () => {} })));
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

async function openForm() {
  signInDemoVendor();
  const rendered = renderApp(`${paths.certificate(LATEST)}?dispute=1`);
  const form = await screen.findByRole('form', { name: 'Dispute this pickup' });
  return { ...rendered, form };
}

async function fillIn(user: Awaited<ReturnType<typeof openForm>>['user']) {
  await user.click(screen.getByRole('radio', { name: 'The weight' }));
  await user.type(screen.getByRole('textbox', { name: 'Your own reading' }), '171.4');
  await user.type(screen.getByRole('textbox', { name: 'What happened' }), DETAILS);
  await user.upload(screen.getByLabelText('Photo (optional)'), jpeg());
  await screen.findByRole('img', { name: 'The photo you chose, as it will be sent' });
}

describe('disputing a pickup', () => {
  it('is offered from the register’s row inside the window only; the form opens with its heading focused', async () => {
    const { user, table } = await openRecords();
    expect(screen.getByText(/A pickup’s weight, rate or payment can be disputed for 7 days after it is collected/)).toBeInTheDocument();
    const latest = within(table).getByRole('link', { name: `${LATEST}: certificate of collection` }).closest('tr') as HTMLElement;
    const underReview = within(table).getByRole('link', { name: `${UNDER_REVIEW}: certificate of collection` }).closest('tr') as HTMLElement;
    const old = within(table).getByRole('link', { name: `${OLD}: certificate of collection` }).closest('tr') as HTMLElement;
    expect(within(underReview).getByText('Under dispute')).toBeInTheDocument();
    expect(within(underReview).queryByRole('link', { name: /^Dispute pickup/ })).not.toBeInTheDocument();
    expect(within(old).queryByRole('link', { name: /^Dispute pickup/ })).not.toBeInTheDocument();

    await user.click(within(latest).getByRole('link', { name: `Dispute pickup ${LATEST}` }));
    const heading = await screen.findByRole('heading', { name: `Dispute pickup ${LATEST}` });
    expect(currentAddress()).toBe(`${paths.certificate(LATEST)}?dispute=1`);
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('says why not, without a button, past the window and while a dispute is open', async () => {
    signInDemoVendor();
    const { unmount } = renderApp(`${paths.certificate(OLD)}?dispute=1`);
    expect(await screen.findByText(/A pickup can be disputed online for 7 days after it is collected; for this one the last day was/)).toHaveTextContent('4 November 2026. If something is still wrong, call us on');
    expect(screen.queryByRole('button', { name: 'Dispute this pickup' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Dispute this pickup' })).not.toBeInTheDocument();
    unmount();
    renderApp(paths.certificate(UNDER_REVIEW));
    expect(await screen.findByText('This pickup is under dispute: we are checking it and will answer on your disputes page.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dispute this pickup' })).not.toBeInTheDocument();
  });

  it('checks the form before sending: each error under its field, the first one focused', async () => {
    const calls = disputeCalls();
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Send dispute' }));
    const weight = screen.getByRole('radio', { name: 'The weight' });
    expect(weight).toHaveFocus();
    expect(screen.getByRole('group', { name: 'What is wrong?' })).toHaveAccessibleDescription('Choose what is wrong: the weight, the rate, the payment or something else.');
    expect(screen.getByRole('textbox', { name: 'What happened' })).toHaveAccessibleDescription(/Tell us what is wrong in at least 10 characters\.$/);
    await user.click(weight);
    await user.type(screen.getByRole('textbox', { name: 'Your own reading' }), '17,4');
    await user.click(screen.getByRole('button', { name: 'Send dispute' }));
    expect(screen.getByRole('textbox', { name: 'Your own reading' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Your own reading' })).toHaveAccessibleDescription(/Enter the weight your own scale read, in kg \(for example 172\.5\)\.$/);
    expect(calls).toEqual([]);
  });

  it('refuses a file that is not a JPEG or PNG, and one over 5 MB, before anything is sent', async () => {
    const { user } = await openForm();
    const input = screen.getByLabelText('Photo (optional)');
    await user.upload(input, new File(['GIF89a…'], 'scale.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('This file is not a JPEG or PNG photo. Choose a photo taken with your phone’s camera, or a screenshot.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.upload(input, jpeg('big.jpg', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('This photo is larger than 5 MB. Choose a smaller one, or take it again at a lower resolution.')).toBeInTheDocument();
    await user.upload(input, jpeg());
    expect(await screen.findByRole('img', { name: 'The photo you chose, as it will be sent' })).toBeInTheDocument();
    expect(screen.getByText(/^scale\.jpg, 2 KB as sent\./)).toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('keeps what was typed and the photo through a failed call, and the retry opens one dispute with the same key', async () => {
    expectLoggedErrors();
    const calls = disputeCalls();
    const { user } = await openForm();
    await fillIn(user);
    server.use(http.post('*/disputes', () => HttpResponse.error(), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Send dispute' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your dispute was not sent: We could not reach the server. Check your connection and try again. Everything you typed, and your photo, is still here: try again.');
    expect(screen.getByRole('radio', { name: 'The weight' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Your own reading' })).toHaveValue('171.4');
    expect(screen.getByRole('textbox', { name: 'What happened' })).toHaveValue(DETAILS);
    expect(screen.getByRole('img', { name: 'The photo you chose, as it will be sent' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send dispute' }));
    const done = await screen.findByText('Your dispute is open. We answer within three working days.');
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual(calls[0]);
    expect(calls[0]).toMatchObject({ photo: true, reason: 'weight' });
    await waitFor(() => expect(done.closest('.dispute-raised')).toHaveFocus());
    // The certificate now says so, and the panel says why no second one is offered.
    expect(screen.getByText('Under dispute: you have questioned this pickup, and we are looking into it. We answer within three working days.')).toBeInTheDocument();
    expect(screen.getByText('This pickup is under dispute: we are checking it and will answer on your disputes page.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Dispute this pickup' })).not.toBeInTheDocument();

    // It is listed first, with no answer yet.
    await user.click(screen.getAllByRole('link', { name: 'Your disputes' })[0]);
    const list = await screen.findByRole('list', { name: 'Disputes' });
    const [first] = within(list).getAllByRole('listitem');
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent(`${LATEST} Open`);
    expect(first).toHaveTextContent('171.4 KG');
    expect(first).toHaveTextContent(DETAILS);
    expect(within(first).getByRole('link', { name: 'Open the photo (new tab)' })).toHaveAttribute('target', '_blank');
  });

  it('shows the server’s refusal and keeps everything; a new press is a new attempt with a new key', async () => {
    expectLoggedErrors();
    const calls = disputeCalls();
    const { user } = await openForm();
    await fillIn(user);
    server.use(http.post('*/disputes', () => HttpResponse.json({ status: 'Error', message: 'This pickup already has an open dispute.' }), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Send dispute' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your dispute was not sent: This pickup already has an open dispute.');
    expect(screen.getByRole('textbox', { name: 'What happened' })).toHaveValue(DETAILS);
    expect(screen.getByRole('img', { name: 'The photo you chose, as it will be sent' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send dispute' }));
    await screen.findByText('Your dispute is open. We answer within three working days.');
    expect(calls).toHaveLength(2);
    expect(calls[1].key).not.toBe(calls[0].key);
  });

  it('says when the server did not take the photo (413), and keeps the rest', async () => {
    expectLoggedErrors();
    const { user } = await openForm();
    await fillIn(user);
    server.use(http.post('*/disputes', () => HttpResponse.json({ status: 'Error', message: 'The photo is larger than 5 MB.' }, { status: 413 }), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Send dispute' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server did not take the photo: it is larger than 5 MB. Remove it or choose a smaller one; everything you typed is still here.');
    expect(screen.getByRole('textbox', { name: 'What happened' })).toHaveValue(DETAILS);
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.getByLabelText('Photo (optional)')).toHaveFocus();
    expect(screen.queryByRole('img', { name: 'The photo you chose, as it will be sent' })).not.toBeInTheDocument();
  });

  it('keeps what was typed in this tab when the page is left and opened again', async () => {
    const { user, unmount } = await openForm();
    await user.click(screen.getByRole('radio', { name: 'The rate' }));
    await user.type(screen.getByRole('textbox', { name: 'What happened' }), 'The rate on the receipt is ₹2 below the month’s.');
    expect(screen.queryByRole('textbox', { name: 'Your own reading' })).not.toBeInTheDocument();
    unmount();
    await openForm();
    expect(screen.getByRole('radio', { name: 'The rate' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'What happened' })).toHaveValue('The rate on the receipt is ₹2 below the month’s.');
  });
});

describe('/dashboard/disputes', () => {
  it('lists the disputes, newest first, with the company’s answer and the adjustment', async () => {
    signInDemoVendor();
    renderApp(paths.disputes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your disputes' })).toBeInTheDocument();
    const items = within(await screen.findByRole('list', { name: 'Disputes' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('heading', { level: 3 })).toHaveTextContent(`${UNDER_REVIEW} Under review`);
    expect(items[0]).toHaveTextContent('We are checking this pickup and answer within three working days.');
    expect(within(items[1]).getByRole('heading', { level: 3 })).toHaveTextContent('Resolved');
    expect(items[1]).toHaveTextContent('one empty drum was counted twice in the tare');
    expect(items[1]).toHaveTextContent(/1\.8 KG added, ₹\d+\.\d\d paid with your next payment/);
    expect(within(items[1]).getByRole('link', { name: /^GD\/BLR\/26-27\// })).toHaveAttribute('href', expect.stringMatching(/^\/dashboard\/records\//));
    expect(screen.getAllByRole('status').some((status) => status.textContent === '2 disputes.')).toBe(true);
  });

  it('says when the list cannot be loaded, and loads it on Try again', async () => {
    expectLoggedErrors();
    server.use(http.get('*/disputes', () => HttpResponse.error(), { once: true }));
    signInDemoVendor();
    const { user } = renderApp(paths.disputes);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your disputes could not be loaded. We could not reach the server. Check your connection and try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await screen.findByRole('list', { name: 'Disputes' })).getAllByRole('listitem')).toHaveLength(2);
  });
});
