import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { env } from '../../src/config/env';
import { forgetOutletList } from '../../src/features/dashboard/outlet';
import { formatsFor } from '../../src/features/dashboard/format';
import { totalsOf } from '../../src/features/records/registerRows';
import { chainCollectionRequests, chainManager, chainOutlets, chainOwner, chainRoutes } from '../../src/mocks/data/chain';
import { collectionRecords } from '../../src/mocks/data/records';
import { db } from '../../src/mocks/db';
import { server } from '../../src/mocks/node';
import { currentAddress, signInAs, signInDemoVendor } from '../support/renderApp';
import { setUpRecordsTests } from './records-helpers';
import { expectLoggedErrors, renderApp } from './vendor-helpers';

// The vendor area of a restaurant group (issue 32): the owner's switcher and "All outlets", the
// manager's one outlet and the 403 of another, on 21 November 2026, with the mock API's handlers.

setUpRecordsTests();
beforeAll(() => Promise.all([import('../../src/pages/SchedulePage'), import('../../src/pages/CartPage')]), 60_000);
beforeEach(forgetOutletList);
afterEach(() => localStorage.clear());

const TODAY = '2026-11-21';
const FY_START = '2026-04-01';
const en = formatsFor('en-IN');
const [indiranagar, whitefield, baner] = chainOutlets;
/** An outlet's receipts in this financial year, as the mock API works them out. */
const receiptsOf = (outletId: number) => collectionRecords(chainCollectionRequests[outletId], FY_START, TODAY, TODAY, chainRoutes[outletId]);

/** The switcher, once GET outlets has named the outlets (until then it shows the choice by id, disabled). */
async function switcher() {
  const select = await screen.findByRole('combobox', { name: 'Outlet' });
  await waitFor(() => expect(select).toBeEnabled());
  return select;
}
const cellsOf = (row: HTMLElement) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent ?? '');

/** The register's "Total for the period" row: its pickups, kg and rupees. */
async function periodTotal() {
  const table = await screen.findByRole('table', { name: /^Disposal register/ });
  const row = table.querySelector('tfoot tr.records-range-total');
  expect(row?.textContent).toMatch(/^Total for the period/);
  return cellsOf(row as HTMLElement).join(' | ');
}

describe('a restaurant group’s owner', () => {
  it('picks an outlet in the switcher: the address names it and the register is that outlet’s', async () => {
    signInAs(chainOwner.user);
    const { user } = renderApp('/dashboard/records');
    const select = await switcher();
    // Named by name and city, with "All outlets" first for the owner.
    await waitFor(() => expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['All outlets', ...chainOutlets.map((outlet) => `${outlet.name}, ${outlet.city}`)]));
    await user.selectOptions(select, `${whitefield.name}, ${whitefield.city}`);
    expect(currentAddress()).toBe(`/dashboard/records?outlet=${whitefield.id}`);
    const totals = totalsOf(receiptsOf(whitefield.id));
    await waitFor(async () => expect(await periodTotal()).toContain(en.number(totals.quantity_kg)));
    expect(await periodTotal()).toContain(en.rupees(totals.amount_inr));
  });

  it('chooses "All outlets": an outlet column, a subtotal per outlet equal to its own page, and their sum as the total', async () => {
    signInAs(chainOwner.user);
    const { user } = renderApp('/dashboard/records');
    await user.selectOptions(await switcher(), 'All outlets');
    expect(currentAddress()).toBe('/dashboard/records?outlet=all');
    const table = await screen.findByRole('table', { name: /^Disposal register/ });
    await waitFor(() => expect(within(table).getByRole('columnheader', { name: 'Outlet' })).toBeInTheDocument());
    const all = chainOutlets.flatMap((outlet) => receiptsOf(outlet.id));
    // The footer's rows, read without role queries: a year of three outlets is a large table for jsdom.
    const subtotals = await waitFor(() => {
      const rows = Array.from(table.querySelectorAll('tfoot tr.records-outlet-total'));
      expect(rows).toHaveLength(chainOutlets.length);
      return rows.map((row) => cellsOf(row as HTMLElement));
    });
    chainOutlets.forEach((outlet, index) => {
      const own = totalsOf(receiptsOf(outlet.id));
      expect(subtotals[index][0]).toMatch(new RegExp(`^Subtotal, ${outlet.name}`));
      expect(subtotals[index]).toEqual(expect.arrayContaining([en.number(own.quantity_kg), en.rupees(own.amount_inr)]));
    });
    const total = totalsOf(all);
    expect(await periodTotal()).toContain(en.rupees(total.amount_inr));
    expect(await periodTotal()).toContain(`(${total.pickups} pickups)`);
    // Each receipt names its outlet, and opens its certificate with that outlet chosen.
    const receipt = receiptsOf(baner.id)[0];
    const link = within(table).getByRole('link', { name: new RegExp(receipt.receipt_no.replace(/\//g, '\\/')) });
    expect(link.getAttribute('href')).toContain(`?outlet=${baner.id}`);
    expect(within(link.closest('tr') as HTMLElement).getByText(baner.name)).toBeInTheDocument();
  });

  it('is remembered on this device: a page opened without ?outlet= acts for the outlet chosen last', async () => {
    signInAs(chainOwner.user);
    const first = renderApp('/dashboard/records');
    await first.user.selectOptions(await switcher(), `${baner.name}, ${baner.city}`);
    first.unmount();
    renderApp('/dashboard/schedule');
    await waitFor(async () => expect(((await switcher()) as HTMLSelectElement).value).toBe(String(baner.id)));
    // The schedule acts for one outlet: "All outlets" is not offered there.
    expect(within(await switcher()).queryByRole('option', { name: 'All outlets' })).toBeNull();
    expect((await screen.findAllByText(/^Every Wednesday, /)).length).toBeGreaterThan(0);
  });

  it('on the dashboard with "All outlets", books nothing until an outlet is chosen', async () => {
    signInAs(chainOwner.user);
    renderApp('/dashboard?outlet=all');
    expect(await screen.findByText(/A pickup is booked for one outlet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /send request/i })).toBeNull();
    // The requests of every outlet, each with its outlet.
    const requests = await screen.findByRole('table', { name: /your collection requests/i });
    expect(within(requests).getByRole('columnheader', { name: 'Outlet' })).toBeInTheDocument();
    await waitFor(() => expect(within(requests).getAllByText(indiranagar.name).length).toBeGreaterThan(0));
  });
});

describe('the owner’s payments for all outlets', () => {
  it('lists each payment with its outlet and a subtotal per outlet equal to that outlet’s own page', async () => {
    signInAs(chainOwner.user);
    const { user } = renderApp('/dashboard/payments?outlet=all');
    const table = await screen.findByRole('table', { name: /^Payments received, / });
    await waitFor(() => expect(within(table).getByRole('columnheader', { name: 'Outlet' })).toBeInTheDocument());
    const subtotal = async (name: string) => cellsOf(await within(table).findByRole('row', { name: new RegExp(`^Subtotal, ${name}`) }))[1];
    const received = { [indiranagar.name]: await subtotal(indiranagar.name), [baner.name]: await subtotal(baner.name) };
    // The same figure on Baner's own page, as its total received.
    await user.selectOptions(await switcher(), `${baner.name}, ${baner.city}`);
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Outlet' })).toBeNull());
    const own = await screen.findByRole('table', { name: /^Payments received, / });
    expect(cellsOf(within(own).getByRole('row', { name: /^Received in this period/ }))[1]).toBe(received[baner.name]);
  });
});

describe('when the list of outlets cannot be loaded', () => {
  it('the page still shows the outlet chosen before, and the switcher offers to try again', async () => {
    const logged = expectLoggedErrors();
    let fail = true;
    server.use(http.get(`${env.apiBaseUrl}/outlets`, () => (fail ? HttpResponse.error() : undefined)));
    signInAs(chainOwner.user);
    const { user } = renderApp(`/dashboard/records?outlet=${baner.id}`);
    expect(await screen.findByText(/^The list of your outlets could not be loaded/)).toBeInTheDocument();
    expect(await periodTotal()).toContain(en.rupees(totalsOf(receiptsOf(baner.id)).amount_inr));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(((await switcher()) as HTMLSelectElement).value).toBe(String(baner.id));
    expect(logged).toHaveBeenCalled();
  });
});

describe('an outlet waiting for approval', () => {
  it('is not in the switcher, and a link to it says it is waiting instead of showing an empty schedule', async () => {
    const logged = expectLoggedErrors();
    db.change((d) => {
      d.outlets.push({ id: 4242, organisation_id: 2, name: 'Tandoor Trail Koregaon Park', line1: 'Lane 6, Koregaon Park', city: 'Pune', state: 'Maharashtra', postal_code: '411001', fssai_license_no: null, status: 'Pending approval' });
    });
    signInAs(chainOwner.user);
    renderApp('/dashboard/schedule?outlet=4242');
    expect(await screen.findByText(/^Your recurring pickup could not be loaded. Tandoor Trail Koregaon Park is waiting for approval/)).toBeInTheDocument();
    expect(within(await screen.findByRole('combobox', { name: 'Outlet' })).queryByRole('option', { name: /Koregaon Park/ })).toBeNull();
    expect(logged).toHaveBeenCalled();
  });
});

describe('an outlet’s manager', () => {
  it('sees no switcher: the one outlet is theirs', async () => {
    signInAs(chainManager.user);
    renderApp('/dashboard/records');
    await screen.findByRole('table', { name: /^Disposal register/ });
    expect(screen.queryByRole('combobox', { name: 'Outlet' })).toBeNull();
    // The page names the outlet, with nothing to choose.
    expect(await screen.findByText(`${whitefield.name}, ${whitefield.city}`)).toBeInTheDocument();
    const totals = totalsOf(receiptsOf(whitefield.id));
    expect(await periodTotal()).toContain(en.rupees(totals.amount_inr));
  });

  it('following a link to another outlet is told they have no access to it, not shown an empty page', async () => {
    const logged = expectLoggedErrors();
    signInAs(chainManager.user);
    renderApp(`/dashboard/records?outlet=${indiranagar.id}`);
    expect(await screen.findByText(/You do not have access to this outlet/)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /^Disposal register/ })).toBeNull();
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ response: expect.objectContaining({ status: 403 }) }));
  });

  it('following an "All outlets" link sees their own outlet: all the outlets they may act for', async () => {
    signInAs(chainManager.user);
    renderApp('/dashboard/records?outlet=all');
    const totals = totalsOf(receiptsOf(whitefield.id));
    expect(await periodTotal()).toContain(en.rupees(totals.amount_inr));
    expect(screen.queryByRole('columnheader', { name: 'Outlet' })).toBeNull();
  });
});

describe('a vendor with one outlet', () => {
  it('sees no switcher and sends no outlet', async () => {
    signInDemoVendor();
    renderApp('/dashboard/records');
    await screen.findByRole('table', { name: /^Disposal register/ });
    expect(screen.queryByRole('combobox', { name: 'Outlet' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Outlet' })).toBeNull();
  });
});
