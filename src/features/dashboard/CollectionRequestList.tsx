import { Notice } from '../../components/ui/Notice';
import type { AsyncState } from '../../lib/useAsync';
import type { CollectionRequest } from '../../types/api';
import { describeError } from './errors';
import { formatKg, formatRequestDate } from './format';

export interface CollectionRequestListProps {
  state: AsyncState<CollectionRequest[]>;
  onRetry: () => void;
}

export function StatusBadge({ status }: { status: CollectionRequest['status'] }) {
  return <span className={`status-badge status-${status.toLowerCase()}`}>{status}</span>;
}

/** Contract section 3: the vendor's collection requests with their status, newest first. */
export function CollectionRequestList({ state, onRetry }: CollectionRequestListProps) {
  return (
    <section className="vendor-panel" aria-labelledby="requests-heading">
      <h2 id="requests-heading">Your collection requests</h2>
      {state.status === 'loading' ? (
        <p className="vendor-loading" role="status">
          Loading your collection requests...
        </p>
      ) : state.status === 'error' ? (
        <Notice variant="danger">
          Your collection requests could not be loaded. {describeError(state.error)}{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={onRetry}>
            Try again
          </button>
        </Notice>
      ) : state.data.length === 0 ? (
        <p className="vendor-empty">You have not requested a collection yet. Use the form to book your first pickup.</p>
      ) : (
        <div className="requests-table-wrap">
          <table className="requests-table">
            <caption className="visually-hidden">Your collection requests, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Requested on</th>
                <th scope="col">Filled drums</th>
                <th scope="col">Volume</th>
                <th scope="col">Empty drums</th>
                <th scope="col">Notes</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {state.data.map((request) => (
                <tr key={request.id}>
                  <td data-label="Requested on">
                    <time dateTime={request.requested_on}>{formatRequestDate(request.requested_on)}</time>
                  </td>
                  <td data-label="Filled drums">{request.entered_drums_qty}</td>
                  <td data-label="Volume">{formatKg(request.entered_volume)}</td>
                  <td data-label="Empty drums">{request.empty_drums_qty}</td>
                  <td data-label="Notes" className="request-notes">
                    {request.notes_for_team || <span className="text-muted">None</span>}
                  </td>
                  <td data-label="Status">
                    <StatusBadge status={request.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
