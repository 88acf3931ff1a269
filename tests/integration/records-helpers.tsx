import { configure, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { server } from '../../src/mocks/node';
import { signInDemoVendor } from '../support/renderApp';
import { renderApp } from './vendor-helpers';

/** The date the register tests live on: 21 November 2026, in the financial year 2026-27. */
export const TODAY = new Date(2026, 10, 21, 10, 0);

/**
 * Loads the lazily imported pages before the first test: on a busy machine their first transform
 * takes longer than a findBy* waits, and the tests are about the register, not the bundler.
 */
export async function loadRecordsPages() {
  // A table of a few hundred cells makes role queries slow in jsdom on a shared machine.
  configure({ asyncUtilTimeout: 10_000 });
  vi.setConfig({ testTimeout: 40_000 });
  await Promise.all([import('../../src/pages/LoginPage'), import('../../src/pages/RecordsPage'), import('../../src/pages/DashboardPage')]);
}

export function useRecordsClock() {
  vi.useFakeTimers({ toFake: ['Date'], now: TODAY });
}

/** The set-up every register test file shares: pages loaded once, the clock on TODAY, clean-up. */
export function setUpRecordsTests() {
  beforeAll(loadRecordsPages, 60_000);
  beforeEach(useRecordsClock);
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    server.events.removeAllListeners();
  });
}

/** The ranges the page asked getCollectionRecords for, as 'from..upto'. */
export function recordCalls(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (!request.url.endsWith('/WebData/getCollectionRecords')) return;
    const form = await request.clone().formData();
    calls.push(`${form.get('dateFrom')}..${form.get('dateUpto')}`);
  });
  return calls;
}

/** The register of the signed-in demo vendor (the gate's round trip through /login is tested once, below). */
export async function openRecords() {
  signInDemoVendor();
  const rendered = renderApp('/dashboard/records');
  const table = await screen.findByRole('table', { name: /^Disposal register, / });
  return { ...rendered, table };
}

/** Types a DD/MM/YYYY date into the From or To field of the period picker. */
export async function typeDate(user: ReturnType<typeof userEvent.setup>, label: 'From' | 'To', value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, value);
  await user.keyboard('{Escape}');
}

/** Pastes a DD/MM/YYYY date over what the From or To field holds (one change, quicker than typing it). */
export async function pasteDate(user: ReturnType<typeof userEvent.setup>, label: 'From' | 'To', value: string) {
  await user.tripleClick(screen.getByLabelText(label));
  await user.paste(value);
  await user.keyboard('{Escape}');
}

/** The month groups of the register, as their headings read. */
export function monthNames(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('rowgroup')
    .map((group) => group.querySelector('.records-month-name')?.textContent)
    .filter((name): name is string => Boolean(name));
}

/** The cells of a row as text, in column order. */
export function cellsOf(row: HTMLElement): string[] {
  return Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent ?? '');
}

/** The row of the table whose receipt number is `receipt`. */
export function rowOfReceipt(table: HTMLElement, receipt: string): HTMLElement {
  const cell = within(table).getByText(receipt);
  return cell.closest('tr') as HTMLElement;
}

/** The total row whose header starts with `label` (e.g. "Total for October 2026"). */
export function totalRow(table: HTMLElement, label: string | RegExp): HTMLElement {
  return within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
}

export async function waitForMonths(table: () => HTMLElement, months: string[]) {
  await waitFor(() => expect(monthNames(table())).toEqual(months));
}
