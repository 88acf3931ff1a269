import { MemoryRouter } from 'react-router-dom';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatsFor } from '../../src/features/dashboard/format';
import { RecordsTable, type RecordsTableProps } from '../../src/features/records/RecordsTable';
import { groupByMonth, totalsOf, type SortOrder } from '../../src/features/records/registerRows';
import { manyRecords } from '../support/collectionRecords';

/**
 * The register stays fast with 1,000 rows: rendered, re-ordered and marked for printing one month,
 * timed in jsdom (slower than a browser; the browser figure is measured by hand, see the report).
 */
const records = manyRecords(1000);
const fmt = formatsFor('en-IN');

function props(order: SortOrder, printMonth: string | null): RecordsTableProps {
  return { groups: groupByMonth(records, order), totals: totalsOf(records), order, caption: 'Disposal register', fmt, printMonth, onPrintMonth: () => {}, today: '2026-11-28' };
}

function timed(work: () => void): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

describe('the register with 1,000 rows', () => {
  it('renders, re-orders and picks a month to print within budget', () => {
    let view: ReturnType<typeof render> | undefined;
    const first = timed(() => {
      view = render(<RecordsTable {...props('oldest', null)} />, { wrapper: MemoryRouter }) as ReturnType<typeof render>;
    });
    const table = screen.getByRole('table');
    expect(table.querySelectorAll('tbody tr:not(.records-month-head):not(.records-total)')).toHaveLength(1000);

    const reorder = timed(() => act(() => view!.rerender(<RecordsTable {...props('newest', null)} />)));
    expect(within(table).getAllByRole('rowgroup')[1]).toHaveTextContent('February 2027');

    const printOne = timed(() => act(() => view!.rerender(<RecordsTable {...props('newest', '2026-06')} />)));
    expect(table.querySelectorAll('tbody.is-print-excluded')).toHaveLength(10);

    // Said only when a bound is missed (npm test prints nothing of a test that passes).
    const timings = `1,000 rows in jsdom: first render ${first.toFixed(0)} ms, re-order ${reorder.toFixed(0)} ms, print one month ${printOne.toFixed(0)} ms`;
    // Generous bounds for a shared 2-core machine; a regression to per-row work would blow them.
    expect(first, timings).toBeLessThan(4000);
    expect(reorder, timings).toBeLessThan(3000);
    expect(printOne, timings).toBeLessThan(1000);
  });
});
