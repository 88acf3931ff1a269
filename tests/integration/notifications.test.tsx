import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../src/mocks/node';
import { signInDemoVendor } from '../support/renderApp';
import { expectLoggedErrors, renderApp } from './vendor-helpers';

// Issue 34, item 5: the bell in the vendor area's header with the unread count, and the inbox at
// /dashboard/notifications, on the same mock API as `npm run dev`.

/** A call of the signed-in vendor straight to the mock API (what another tab or the server did meanwhile). */
async function asVendor(token: string, path: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  await fetch(`https://localhost:3000/api${path}`, { method: 'POST', body, headers: { Authorization: `Bearer ${token}` } });
}

/** The bell's link, named with the unread count. */
const bell = () => screen.findByRole('link', { name: /^Notifications/ });

async function openInbox(path = '/dashboard/notifications') {
  const token = signInDemoVendor();
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Notifications' });
  const list = await screen.findByRole('list', { name: 'Your notifications' });
  return { token, list, ...rendered };
}

describe('the bell', () => {
  it('shows the unread count on the dashboard, says it to a screen reader, and leads to the inbox', async () => {
    signInDemoVendor();
    renderApp('/dashboard');
    await waitFor(async () => expect((await bell()).getAttribute('aria-label')).toMatch(/^Notifications: \d+ unread$/));
    const count = Number((await bell()).getAttribute('aria-label')?.match(/\d+/)?.[0]);
    expect(count).toBeGreaterThan(0);
    expect(screen.getByText(`${count} unread notifications`)).toBeInTheDocument();
    expect(await bell()).toHaveAttribute('href', '/dashboard/notifications');
    await screen.findByRole('table', { name: /your collection requests/i });
  });

  it('counts again when the vendor comes back to the tab', async () => {
    const token = signInDemoVendor();
    renderApp('/dashboard/records');
    await waitFor(async () => expect((await bell()).getAttribute('aria-label')).toMatch(/unread/));
    // Read elsewhere (another tab, the phone) meanwhile.
    await asVendor(token, '/notifications/read', { all: '1' });
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(async () => expect(await bell()).toHaveAccessibleName('Notifications'));
    expect(screen.getByText('No unread notifications')).toBeInTheDocument();
  });
});

describe('the inbox', () => {
  it('lists the notifications newest first, each leading to what it is about, and marks all read', async () => {
    const { user, list } = await openInbox();
    const items = within(list).getAllByRole('listitem');
    const times = items.map((item) => item.querySelector('time')?.getAttribute('datetime') ?? '');
    expect(times).toEqual([...times].sort().reverse());
    const weighed = items.find((item) => within(item).queryByRole('heading', { name: /Pickup weighed/ }));
    expect(within(weighed as HTMLElement).getByRole('link', { name: 'Pickup weighed' }).getAttribute('href')).toMatch(/^\/dashboard\/records\//);
    expect(within(list).getAllByText('Unread').length).toBe(items.length);

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('All your notifications are marked read.')).toBeInTheDocument();
    expect(screen.getByText('All read')).toBeInTheDocument();
    expect(within(list).queryByText('Unread')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    await waitFor(async () => expect(await bell()).toHaveAccessibleName('Notifications'));
  });

  it('keeps the list as it was and says so when marking read fails', async () => {
    const { user, list } = await openInbox();
    const unread = within(list).getAllByText('Unread').length;
    expectLoggedErrors();
    server.use(http.post('*/notifications/read', () => HttpResponse.error(), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText(/Your notifications could not be marked read\./)).toBeInTheDocument();
    expect(within(list).getAllByText('Unread')).toHaveLength(unread);
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeEnabled();
  });

  it('marks one read when it is opened, and the bell counts one fewer', async () => {
    const { user, list } = await openInbox();
    await waitFor(async () => expect((await bell()).getAttribute('aria-label')).toMatch(/unread/));
    const before = Number((await bell()).getAttribute('aria-label')?.match(/\d+/)?.[0]);
    const first = within(list).getAllByRole('listitem')[0];
    await user.click(within(first).getByRole('link'));
    await waitFor(async () => expect((await bell()).getAttribute('aria-label')).toBe(before === 1 ? 'Notifications' : `Notifications: ${before - 1} unread`));
    // The page it leads to (its chunk loads lazily) is shown before the test ends, not during the next.
    expect(await screen.findByRole('heading', { level: 1, name: (name) => name !== 'Notifications' })).toBeInTheDocument();
  });

  it('goes through older notifications a page at a time', async () => {
    const token = signInDemoVendor();
    // Each saved schedule is a notification: enough for a second page.
    for (const [index, weekday] of ['1', '2', '3', '4', '5', '6', '1', '2', '3', '4', '5'].entries()) {
      await asVendor(token, '/pickup-schedule', { frequency: 'weekly', weekday, time_slot: 'morning', idempotency_key: `inbox-paging-${index}` });
    }
    const { user } = renderApp('/dashboard/notifications');
    const pages = await screen.findByRole('navigation', { name: 'Pages of notifications' });
    expect(within(pages).getByText(/^Page 1 of \d+$/)).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Newer' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Older' }));
    const second = await screen.findByRole('navigation', { name: 'Pages of notifications' });
    expect(await within(second).findByText(/^Page 2 of \d+$/)).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Newer' })).toBeEnabled();
    // The new page's heading has the focus the button had.
    expect(screen.getByRole('heading', { name: 'Your notifications' })).toHaveFocus();
  });

  it('speaks Hindi under /hi', async () => {
    signInDemoVendor();
    renderApp('/hi/dashboard/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'सूचनाएँ' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'सबको पढ़ा हुआ मानें' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'आपकी सूचनाएँ' });
  });
});
