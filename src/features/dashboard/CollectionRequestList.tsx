import { Notice } from '../../components/ui/Notice';
import type { AsyncState } from '../../lib/useAsync';
import type { CollectionRequest } from '../../types/api';
import { describeError } from './errors';
import { useVendorText } from './i18n';
import { StatusBadge } from './StatusBadge';

export interface CollectionRequestListProps {
  state: AsyncState<CollectionRequest[]>;
  onRetry: () => void;
}

/** The vendor's collection requests with their status, newest first. */
export function CollectionRequestList({ state, onRetry }: CollectionRequestListProps) {
  const { t, fmt } = useVendorText();
  const column = {
    requestedOn: t('requests.requestedOn'),
    drums: t('requests.drums'),
    volume: t('requests.volume'),
    emptyDrums: t('requests.emptyDrums'),
    notes: t('requests.notes'),
    status: t('requests.status'),
  };
  return (
    <section className="vendor-panel" aria-labelledby="requests-heading">
      <h2 id="requests-heading">{t('requests.heading')}</h2>
      {state.status === 'loading' ? (
        <p className="vendor-loading" role="status">
          {t('requests.loading')}
        </p>
      ) : state.status === 'error' ? (
        <Notice variant="danger">
          {t('requests.loadFailed', { reason: describeError(state.error, t) })}{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={onRetry}>
            {t('action.retry')}
          </button>
        </Notice>
      ) : state.data.length === 0 ? (
        <p className="vendor-empty">{t('requests.empty')}</p>
      ) : (
        <div className="requests-table-wrap">
          <table className="requests-table">
            <caption className="visually-hidden">{t('requests.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{column.requestedOn}</th>
                <th scope="col">{column.drums}</th>
                <th scope="col">{column.volume}</th>
                <th scope="col">{column.emptyDrums}</th>
                <th scope="col">{column.notes}</th>
                <th scope="col">{column.status}</th>
              </tr>
            </thead>
            <tbody>
              {state.data.map((request) => (
                <tr key={request.id}>
                  <td data-label={column.requestedOn}>
                    <time dateTime={request.requested_on}>{fmt.requestDate(request.requested_on)}</time>
                  </td>
                  <td data-label={column.drums}>{fmt.whole(request.entered_drums_qty)}</td>
                  <td data-label={column.volume}>{fmt.kg(request.entered_volume)}</td>
                  <td data-label={column.emptyDrums}>{fmt.whole(request.empty_drums_qty)}</td>
                  <td data-label={column.notes} className="request-notes">
                    {request.notes_for_team || <span className="text-muted">{t('requests.noNotes')}</span>}
                  </td>
                  <td data-label={column.status}>
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
