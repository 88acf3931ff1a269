import { useState } from 'react';
import { useAsync } from '../../../lib/useAsync';
import { dataOf, getOilSoldDetails, type DateRange } from '../api';
import { useOutlet } from '../outlet';
import { indianToday } from '../../../lib/indiaTime';
import { lastSixMonths } from '../dateRange';
import { sumByMonth } from './monthSums';

/** The default range is the last 6 months (from the 1st of the month 5 months ago to today). */
export function useDefaultRange(): [DateRange, (range: DateRange) => void] {
  // The chart panels are client-only (never prerendered): reading the clock once for the initial state is safe.
  return useState<DateRange>(() => lastSixMonths(indianToday()));
}

/** Oil sold by month in the range, loaded again when the range changes; the rows keep the range they are for. */
export function useOilSold(range: DateRange) {
  const { outletId } = useOutlet();
  return useAsync(async () => ({ range, rows: sumByMonth(dataOf(await getOilSoldDetails(range, outletId)), ['quantity_kg', 'amount_inr']) }), [range.dateFrom, range.dateUpto, outletId]);
}
