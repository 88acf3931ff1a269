import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatsFor } from '../../src/features/dashboard/format';
import { db } from '../../src/mocks/db';
import { server } from '../../src/mocks/node';
import { signInDemoVendor } from '../support/renderApp';
import { setUpRecordsTests } from './records-helpers';
import { expectLoggedErrors, renderApp, renderSignedIn } from './vendor-helpers';

// /dashboard/schedule on 21 November 2026, a Saturday (the register tests' clock), with the mock
// API's own handlers. The demo vendor is on the weekly Tuesday-morning route.

setUpRecordsTests();
beforeAll(() => import('../../src/pages/SchedulePage'), 60_000);

/** The day of the demo's booked visit, as the mock database was seeded (always ahead of that day). */
const bookedVisitDate = () => db.get().collectionRequests.find((request) => request.status === 'Scheduled')?.scheduled_for ?? '';

const SCHEDULE_URL = '/api/pickup-schedule';

/** The fields of every POST pickup-schedule the page sends, in order. */
function scheduleWrites(): Record<string, string>[] {
  const writes: Record<string, string>[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method !== 'POST' || !request.url.endsWith(SCHEDULE_URL)) return;
    const form = await request.clone().formData();
    writes.push(Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)])));
  });
  return writes;
}

/** A random (version 4) UUID: an idempotency key. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The fields of every skip and undo the page sends, in order, with which of the two it was. */
function skipWrites(): Record<string, string>[] {
  const writes: Record<string, string>[] = [];
  server.events.on('request:start', async ({ request }) => {
    const call = /\/pickup-schedule\/(skip|unskip)$/.exec(request.url)?.[1];
    if (request.method !== 'POST' || !call) return;
    const form = await request.clone().formData();
    writes.push({ call, ...Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)])) });
  });
  return writes;
}

async function openSchedule(path = '/dashboard/schedule') {
  signInDemoVendor();
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

const nextDates = async () => within(await screen.findByRole('list', { name: 'Next three pickup dates' })).getAllByRole('listitem').map((item) => item.querySelector('time')?.textContent);

function withoutSchedule() {
  db.change((d) => {
    d.pickupSchedule = null;
  });
}

describe('/dashboard/schedule: the recurring pickup', () => {
  it('is behind the sign-in and shows the weekly route with its next three dates', async () => {
    await renderSignedIn('/dashboard/schedule', 'Recurring pickup');
    expect(await screen.findByText('Every Tuesday, morning (9 AM to 12 PM)')).toBeInTheDocument();
    expect(await nextDates()).toEqual(['Tuesday 24 November 2026', 'Tuesday 1 December 2026', 'Tuesday 8 December 2026']);
    expect(screen.getByText(/We collect 9 AM to 6 PM, Monday to Saturday\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Change your recurring pickup' })).toBeInTheDocument();
  });

  it('sets a weekly Tuesday morning pickup and shows the next three dates', async () => {
    withoutSchedule();
    const writes = scheduleWrites();
    const { user } = await openSchedule();
    expect(await screen.findByText(/You have no recurring pickup\./)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Set up a recurring pickup' });
    await user.click(within(form).getByRole('radio', { name: 'Every week' }));
    await user.selectOptions(within(form).getByLabelText('Day of the week'), 'Tuesday');
    await user.click(within(form).getByRole('radio', { name: 'Morning (9 AM to 12 PM)' }));
    await user.click(within(form).getByRole('button', { name: 'Save recurring pickup' }));

    expect(await screen.findByText('Your recurring pickup is saved.')).toHaveAttribute('role', 'status');
    expect(await nextDates()).toEqual(['Tuesday 24 November 2026', 'Tuesday 1 December 2026', 'Tuesday 8 December 2026']);
    expect(screen.getByRole('heading', { level: 2, name: 'Your next pickups' })).toHaveFocus();
    expect(writes).toEqual([{ frequency: 'weekly', weekday: '2', time_slot: 'morning', idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    expect(db.get().pickupSchedule).toMatchObject({ frequency: 'weekly', weekday: 2, time_slot: 'morning', saved_on: '2026-11-21' });
    // The form now changes the saved schedule.
    expect(screen.getByRole('heading', { level: 2, name: 'Change your recurring pickup' })).toBeInTheDocument();
    expect(screen.getByLabelText('Day of the week')).toHaveValue('2');
  });

  it('skips a date and the list moves on', async () => {
    const { user } = await openSchedule();
    expect(await nextDates()).toEqual(['Tuesday 24 November 2026', 'Tuesday 1 December 2026', 'Tuesday 8 December 2026']);
    await user.click(screen.getByRole('button', { name: 'Skip the pickup on Tuesday 24 November 2026' }));

    expect(await screen.findByText('The pickup on Tue 24 Nov is skipped. Your next pickup is on Tue 1 Dec.')).toHaveAttribute('role', 'status');
    expect(await nextDates()).toEqual(['Tuesday 1 December 2026', 'Tuesday 8 December 2026', 'Tuesday 15 December 2026']);
    expect(screen.getByRole('heading', { level: 2, name: 'Your next pickups' })).toHaveFocus();
    expect(db.get().pickupSchedule?.skipped).toEqual(['2026-11-24']);
  });

  it('undoes a skip: the date comes back, said as the list changes, each write with its idempotency key', async () => {
    const writes = skipWrites();
    const { user } = await openSchedule();
    await nextDates();
    await user.click(screen.getByRole('button', { name: 'Skip the pickup on Tuesday 24 November 2026' }));
    await screen.findByText('The pickup on Tue 24 Nov is skipped. Your next pickup is on Tue 1 Dec.');

    await user.click(screen.getByRole('button', { name: 'Undo skipping the pickup on Tuesday 24 November 2026' }));
    expect(await screen.findByText('The pickup on Tue 24 Nov is back on your schedule.')).toHaveAttribute('role', 'status');
    expect(await nextDates()).toEqual(['Tuesday 24 November 2026', 'Tuesday 1 December 2026', 'Tuesday 8 December 2026']);
    expect(db.get().pickupSchedule?.skipped).toEqual([]);
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
    expect(writes).toEqual([
      { call: 'skip', date: '2026-11-24', idempotency_key: expect.stringMatching(UUID) },
      { call: 'unskip', date: '2026-11-24', idempotency_key: expect.stringMatching(UUID) },
    ]);
  });

  it('keeps Undo after a failed undo, and tries again with the same key', async () => {
    const logged = expectLoggedErrors();
    const writes = skipWrites();
    const { user } = await openSchedule();
    await nextDates();
    await user.click(screen.getByRole('button', { name: 'Skip the pickup on Tuesday 24 November 2026' }));
    await screen.findByText(/is skipped/);
    server.use(http.post(`${SCHEDULE_URL}/unskip`, () => HttpResponse.error(), { once: true }));
    const undo = screen.getByRole('button', { name: 'Undo skipping the pickup on Tuesday 24 November 2026' });
    await user.click(undo);
    expect(await screen.findByRole('alert')).toHaveTextContent('The skip of the pickup on Tuesday 24 November 2026 could not be undone. We could not reach the server.');
    expect(logged).toHaveBeenCalled();
    await user.click(undo);
    expect(await screen.findByText('The pickup on Tue 24 Nov is back on your schedule.')).toBeInTheDocument();
    const [first, second] = writes.filter((write) => write.call === 'unskip');
    expect(second.idempotency_key).toBe(first.idempotency_key);
  });

  it('shows the server’s message when a date is no longer among the next ones', async () => {
    expectLoggedErrors();
    const { user } = await openSchedule();
    await nextDates();
    // Changed elsewhere (another tab): the route now runs on Wednesdays.
    db.change((d) => {
      if (d.pickupSchedule) d.pickupSchedule.weekday = 3;
    });
    await user.click(screen.getByRole('button', { name: 'Skip the pickup on Tuesday 24 November 2026' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The pickup on Tuesday 24 November 2026 could not be skipped. That date is not one of your next three pickups. Choose one of the dates listed.',
    );
    expect(db.get().pickupSchedule?.skipped).toEqual([]);
  });

  it('refuses a day of the month outside 1 to 28 under the field, and sends nothing', async () => {
    const writes = scheduleWrites();
    const { user } = await openSchedule();
    await screen.findByRole('form', { name: 'Change your recurring pickup' });
    await user.click(screen.getByRole('radio', { name: 'Every month' }));
    const day = screen.getByLabelText('Day of the month');
    expect(day).toHaveAttribute('type', 'text');
    expect(day).toHaveAttribute('inputmode', 'numeric');
    await user.type(day, '31');
    await user.click(screen.getByRole('button', { name: 'Save recurring pickup' }));

    expect(await screen.findByText('Enter a day of the month from 1 to 28.')).toBeInTheDocument();
    expect(day).toHaveAccessibleDescription('From 1 to 28, so that every month has it. Enter a day of the month from 1 to 28.');
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(day).toHaveFocus();
    expect(writes).toEqual([]);

    await user.clear(day);
    await user.type(day, '28');
    await user.click(screen.getByRole('button', { name: 'Save recurring pickup' }));
    expect(await screen.findByText('Day 28 of every month, morning (9 AM to 12 PM)')).toBeInTheDocument();
    expect(await nextDates()).toEqual(['Saturday 28 November 2026', 'Monday 28 December 2026', 'Thursday 28 January 2027']);
    expect(writes).toHaveLength(1);
  });

  it('keeps the choices after a failed save and sends the retry with the same idempotency key', async () => {
    expectLoggedErrors();
    const writes = scheduleWrites();
    server.use(http.post(SCHEDULE_URL, () => HttpResponse.error(), { once: true }));
    const { user } = await openSchedule();
    await screen.findByRole('form', { name: 'Change your recurring pickup' });
    await user.click(screen.getByRole('radio', { name: 'Every two weeks' }));
    await user.selectOptions(screen.getByLabelText('Day of the week'), 'Thursday');
    await user.click(screen.getByRole('radio', { name: 'Evening (3 PM to 6 PM)' }));
    await user.click(screen.getByRole('button', { name: 'Save recurring pickup' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Your recurring pickup could not be saved\. .+ Your choices are still here/);
    expect(screen.getByRole('radio', { name: 'Every two weeks' })).toBeChecked();
    expect(screen.getByLabelText('Day of the week')).toHaveValue('4');
    expect(screen.getByRole('radio', { name: 'Evening (3 PM to 6 PM)' })).toBeChecked();
    expect(db.get().pickupSchedule?.frequency).toBe('weekly');

    await user.click(screen.getByRole('button', { name: 'Save recurring pickup' }));
    expect(await screen.findByText('Every other Thursday, evening (3 PM to 6 PM)')).toBeInTheDocument();
    expect(await nextDates()).toEqual(['Thursday 26 November 2026', 'Thursday 10 December 2026', 'Thursday 24 December 2026']);
    expect(writes).toHaveLength(2);
    expect(writes[1]).toEqual(writes[0]);
    expect(writes[0]).toMatchObject({ frequency: 'fortnightly', weekday: '4', time_slot: 'evening' });
  });

  it('starts a new idempotency key after the server refuses a save', async () => {
    expectLoggedErrors();
    const writes = scheduleWrites();
    server.use(http.post(SCHEDULE_URL, () => HttpResponse.json({ status: 'Error', message: 'Our route planner is closed for the night.' }), { once: true }));
    const { user } = await openSchedule();
    await screen.findByRole('form', { name: 'Change your recurring pickup' });
    await user.click(screen.getByRole('radio', { name: 'Afternoon (12 PM to 3 PM)' }));
    await user.click(screen.getByRole('button', { name: 'Save recurring pickup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your recurring pickup could not be saved. Our route planner is closed for the night.');
    await user.click(screen.getByRole('button', { name: 'Save recurring pickup' }));
    expect(await screen.findByText('Every Tuesday, afternoon (12 PM to 3 PM)')).toBeInTheDocument();
    expect(writes).toHaveLength(2);
    expect(writes[1].idempotency_key).not.toBe(writes[0].idempotency_key);
  });

  it('ends the schedule after a confirmation, and the dashboard then offers one', async () => {
    const writes = scheduleWrites();
    const { user } = await openSchedule();
    await nextDates();
    const end = screen.getByRole('button', { name: 'End recurring pickup' });
    await user.click(end);
    const question = screen.getByRole('group', { name: /^End your recurring pickup\?/ });
    expect(question).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('button', { name: 'End recurring pickup' })).toHaveFocus();
    expect(writes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'End recurring pickup' }));
    await user.click(screen.getByRole('button', { name: 'Yes, end it' }));
    expect(await screen.findByText('Your recurring pickup has ended.')).toHaveAttribute('role', 'status');
    expect(screen.getByText(/You have no recurring pickup\./)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Next three pickup dates' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your next pickups' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Set up a recurring pickup' })).toBeInTheDocument();
    expect(writes).toEqual([{ frequency: 'none', idempotency_key: expect.any(String) }]);
    expect(db.get().pickupSchedule).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    const offer = await screen.findByText(/No recurring pickup yet\./);
    expect(offer).toHaveTextContent('No recurring pickup yet. Set one up and our van comes on its own.');
    expect(within(offer).getByRole('link', { name: 'Set one up' })).toHaveAttribute('href', '/dashboard/schedule');
  });

  it('shows who is coming for a scheduled request, with the handover code', async () => {
    await openSchedule();
    const visits = screen.getByRole('region', { name: 'Who is coming' });
    const visit = await within(visits).findByRole('region', { name: `${formatsFor('en-IN').visitDate(bookedVisitDate())}, Morning (9 AM to 12 PM)` });
    expect(within(visit).getByText('Collector').nextElementSibling).toHaveTextContent('Prakash Naik');
    expect(within(visit).getByText('Vehicle').nextElementSibling).toHaveTextContent('KA 53 C 8816');
    expect(within(visit).getByText('Handover code').nextElementSibling).toHaveTextContent(/^4827$/);
    expect(within(visit).getByText('Give the oil only to a collector who tells you this code')).toBeInTheDocument();
    // Only the Scheduled request: the pending, collected and cancelled ones are not coming.
    expect(within(visits).getAllByRole('region')).toHaveLength(1);
  });
});

/** Moves the demo's booked visit (its Scheduled request, Friday morning) to `date`. */
function bookVisitOn(date: string) {
  db.change((d) => {
    const visit = d.collectionRequests.find((request) => request.status === 'Scheduled');
    if (visit) visit.scheduled_for = date;
  });
}

/** The dashboard's line about the next pickup, as a person reads it, and its link. */
async function nextPickupLine() {
  const line = (await screen.findByText(/^Next pickup:/)).closest('p') as HTMLElement;
  return { text: line.textContent, link: within(line).getAllByRole('link')[0] };
}

describe('the dashboard’s next pickup', () => {
  it('is the recurring pickup’s next date when it comes before the booked visit, and links to change or skip it', async () => {
    bookVisitOn('2026-11-27');
    await renderSignedIn('/dashboard', 'Rajeshwari Venkataraman');
    const { text, link } = await nextPickupLine();
    expect(text).toBe('Next pickup: Tue 24 Nov, morning Change or skip');
    expect(link).toHaveAccessibleName('Change or skip');
    expect(link).toHaveAttribute('href', '/dashboard/schedule');
  });

  it('is the visit booked with a handover code when it comes before the recurring pickup', async () => {
    // Tuesday 24 November skipped: the route comes next on Tuesday 1 December, after Friday's visit.
    db.change((d) => {
      d.pickupSchedule?.skipped.push('2026-11-24');
    });
    bookVisitOn('2026-11-27');
    await renderSignedIn('/dashboard', 'Rajeshwari Venkataraman');
    const { text, link } = await nextPickupLine();
    expect(text).toBe('Next pickup: Fri 27 Nov, morning See who is coming');
    expect(link).toHaveAttribute('href', '/dashboard/schedule');
  });

  it('leaves out a booked visit whose day has passed', async () => {
    bookVisitOn('2026-11-20');
    await renderSignedIn('/dashboard', 'Rajeshwari Venkataraman');
    expect((await nextPickupLine()).text).toBe('Next pickup: Tue 24 Nov, morning Change or skip');
  });

  it('offers a schedule when there is none, beside the booked visit', async () => {
    withoutSchedule();
    bookVisitOn('2026-11-27');
    await openSchedule('/dashboard');
    expect((await nextPickupLine()).text).toBe('Next pickup: Fri 27 Nov, morning See who is coming No recurring pickup yet. Set one up and our van comes on its own.');
    expect(screen.getByRole('link', { name: 'Set one up' })).toHaveAttribute('href', '/dashboard/schedule');
  });

  it('only offers a schedule when there is none and no visit is booked', async () => {
    withoutSchedule();
    db.change((d) => {
      d.collectionRequests = d.collectionRequests.filter((request) => request.status !== 'Scheduled');
    });
    await openSchedule('/dashboard');
    expect(await screen.findByRole('link', { name: 'Set one up' })).toHaveAttribute('href', '/dashboard/schedule');
    expect(screen.queryByText(/^Next pickup:/)).not.toBeInTheDocument();
  });
});

describe('/hi/dashboard/schedule: in Hindi', () => {
  it('shows the schedule, skips a date and shows who is coming, in Hindi', async () => {
    const { user } = await openSchedule('/hi/dashboard/schedule');
    expect(screen.getByRole('heading', { level: 1, name: 'नियमित पिकअप' })).toBeInTheDocument();
    expect(await screen.findByText('हर मंगलवार, सुबह (सुबह 9 से दोपहर 12 बजे तक)')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'अगले तीन पिकअप की तारीख़' });
    expect(within(list).getAllByRole('listitem').map((item) => item.querySelector('time')?.textContent)).toEqual(['मंगलवार 24 नवंबर 2026', 'मंगलवार 1 दिसंबर 2026', 'मंगलवार 8 दिसंबर 2026']);

    await user.click(screen.getByRole('button', { name: 'मंगलवार 24 नवंबर 2026 का पिकअप छोड़ें' }));
    expect(await screen.findByText('मंगलवार 24 नवंबर का पिकअप छोड़ दिया गया। आपका अगला पिकअप मंगलवार 1 दिसंबर को है।')).toBeInTheDocument();

    const visit = await screen.findByRole('region', { name: `${formatsFor('hi-IN').visitDate(bookedVisitDate())}, सुबह (सुबह 9 से दोपहर 12 बजे तक)` });
    expect(within(visit).getByText('हैंडओवर कोड').nextElementSibling).toHaveTextContent('4827');
    expect(within(visit).getByText('तेल सिर्फ़ उसी कलेक्टर को दें जो आपको यह कोड बताए')).toBeInTheDocument();
  });

  it('puts the next pickup on the Hindi dashboard', async () => {
    bookVisitOn('2026-11-27');
    await openSchedule('/hi/dashboard');
    expect(await screen.findByText('अगला पिकअप: मंगलवार 24 नवंबर, सुबह')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'बदलें या छोड़ें' })).toHaveAttribute('href', '/hi/dashboard/schedule');
  });

  it('names the booked visit on the Hindi dashboard when it comes first', async () => {
    db.change((d) => {
      d.pickupSchedule?.skipped.push('2026-11-24');
    });
    bookVisitOn('2026-11-27');
    await openSchedule('/hi/dashboard');
    expect(await screen.findByText('अगला पिकअप: शुक्रवार 27 नवंबर, सुबह')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'देखें कौन आ रहा है' })).toHaveAttribute('href', '/hi/dashboard/schedule');
  });
});
