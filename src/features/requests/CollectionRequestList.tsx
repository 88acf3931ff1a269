import { Suspense, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Notice } from '../../components/ui/Notice';
import { paths } from '../../config/paths';
import type { AsyncState } from '../../lib/useAsync';
import type { CollectionRequest } from '../../types/api';
import { describeError } from '../dashboard';
import { ALL_OUTLETS, outletNameOf, useOutlet, useVendorText } from '../dashboard';
import { EARLIER_PAGE, RECENT_CLOSED, requestRows } from './requestRows';
import { StatusBadge } from './StatusBadge';
import { CancelRequest } from './CancelRequest';
import { ScheduledVisit } from '../schedule';

export interface CollectionRequestListProps {
  state: AsyncState<CollectionRequest[]>;
  onRetry: () => void;
  /** A request the vendor called off, as the server now has it. */
  onCancelled: (request: CollectionRequest) => void;
}

/**
 * The vendor's collection requests with their status, newest first: every open one and the latest
 * closed ones, the earlier ones a click away, so the dashboard stays short on a phone.
 */
export function CollectionRequestList({ state, onRetry, onCancelled }: CollectionRequestListProps) {
  const { t, fmt } = useVendorText();
  const { outletId, outlets } = useOutlet();
  const allOutlets = outletId === ALL_OUTLETS;
  const outletName = (id: number | undefined) => outletNameOf(outlets, id);
  const [closedShown, setClosedShown] = useState(RECENT_CLOSED);
  const [confirming, setConfirming] = useState<CollectionRequest | null>(null);
  const [cancelledNote, setCancelledNote] = useState('');
  const note = useRef<HTMLParagraphElement>(null);
  const rows = requestRows(state.status === 'success' ? state.data : [], closedShown);
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
          <p ref={note} className="requests-cancelled" role="status" tabIndex={-1}>
            {cancelledNote}
          </p>
          {confirming ? (
            <CancelRequest
              key={confirming.id}
              request={confirming}
              onClose={() => {
                setConfirming(null);
              }}
              onCancelled={(cancelled) => {
                setConfirming(null);
                setCancelledNote(t('requests.cancelled', { date: fmt.requestDate(cancelled.requested_on) }));
                onCancelled(cancelled);
                // The confirmation is gone: focus goes to what happened, which is also announced.
                requestAnimationFrame(() => note.current?.focus());
              }}
            />
          ) : null}
          {/* Who is coming for each scheduled pickup, and the code they must say at the door: first, before the history. */}
          <Suspense fallback={null}>
            {rows.shown
              .filter((request) => request.status === 'Scheduled')
              .map((request) => (
                <ScheduledVisit key={request.id} request={request} headingLevel={3} />
              ))}
          </Suspense>
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
                {allOutlets ? <th scope="col">{t('outlet.column')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.shown.map((request) => (
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
                    {request.status === 'Pending' ? (
                      <button
                        type="button"
                        className="btn btn-link btn-sm p-0 request-cancel-open"
                        aria-label={t('requests.cancelLabel', { date: fmt.requestDate(request.requested_on) })}
                        onClick={() => {
                          setCancelledNote('');
                          setConfirming(request);
                        }}
                      >
                        {t('requests.cancel')}
                      </button>
                    ) : null}
                    {request.status === 'Collected' && request.receipt_no ? (
                      <Link className="request-certificate" to={paths.certificate(request.receipt_no)} aria-label={t('requests.certificateLabel', { receipt: request.receipt_no })}>
                        {t('requests.certificate')}
                      </Link>
                    ) : null}
                  </td>
                  {allOutlets ? <td data-label={t('outlet.column')}>{outletName(request.outlet_id)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
          <div className="requests-more">
            <p className="requests-count" role="status">
              {t('requests.showing', { shown: fmt.whole(rows.shown.length), total: fmt.whole(rows.total) })}
            </p>
            {rows.hidden > 0 ? (
              <button type="button" className="btn btn-outline-brand btn-sm" onClick={() => setClosedShown((shown) => shown + EARLIER_PAGE)}>
                {t('requests.showEarlier', { count: fmt.whole(rows.hidden) })}
              </button>
            ) : null}
          </div>
        </div>
      )}
    </section>
  );
}
