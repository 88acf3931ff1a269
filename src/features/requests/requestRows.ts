import type { CollectionRequest } from '../../types/api';

/** Requests still to happen: the vendor needs them in sight until the oil has gone. */
export const isOpenRequest = (request: CollectionRequest) => request.status === 'Pending' || request.status === 'Scheduled';

/** The closed requests shown before the vendor asks for more: the dashboard stays short. */
export const RECENT_CLOSED = 5;
/** How many more each "Show earlier requests" adds. */
export const EARLIER_PAGE = 10;

export interface RequestRows {
  /** What the table shows, newest first: every open request and the latest closed ones. */
  shown: CollectionRequest[];
  /** Closed requests not shown yet. */
  hidden: number;
  total: number;
}

/**
 * Which requests the dashboard lists (newest first): all open ones, then `closedShown` closed ones;
 * the rest wait behind a button.
 */
export function requestRows(requests: readonly CollectionRequest[], closedShown: number): RequestRows {
  let closed = 0;
  const shown = requests.filter((request) => isOpenRequest(request) || closed++ < closedShown);
  const closedTotal = requests.filter((request) => !isOpenRequest(request)).length;
  return { shown, hidden: Math.max(0, closedTotal - closedShown), total: requests.length };
}
