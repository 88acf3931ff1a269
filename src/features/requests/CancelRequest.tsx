import { useEffect, useRef, useState } from 'react';
import { Notice } from '../../components/ui/Notice';
import type { CollectionRequest } from '../../types/api';
import { cancelCollectionRequest, dataOf, useSingleOutlet } from '../dashboard';
import { describeError } from '../dashboard';
import { useVendorText } from '../dashboard';

export interface CancelRequestProps {
  request: CollectionRequest;
  onCancelled: (request: CollectionRequest) => void;
  onClose: () => void;
}

/**
 * The confirmation before a Pending request is called off: it names the request (its date and
 * volume), takes focus, and keeps itself open with the server's reason when the call fails.
 */
export function CancelRequest({ request, onCancelled, onClose }: CancelRequestProps) {
  const outlet = useSingleOutlet();
  const { t, fmt } = useVendorText();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const date = fmt.requestDate(request.requested_on);

  // The safe choice has focus: Enter pressed by habit keeps the request.
  useEffect(() => keep.current?.focus(), []);

  async function cancel() {
    setSending(true);
    setError(null);
    try {
      onCancelled(dataOf(await cancelCollectionRequest(request.id, request.outlet_id ?? outlet)));
    } catch (failure) {
      setError(t('requests.cancelFailed', { reason: describeError(failure, t) }));
      setSending(false);
    }
  }

  return (
    <div className="request-cancel" role="alertdialog" aria-labelledby={`cancel-${request.id}`} aria-modal="false">
      <p id={`cancel-${request.id}`}>{t('requests.cancelConfirm', { date, volume: fmt.kg(request.entered_volume) })}</p>
      {error ? <Notice variant="danger">{error}</Notice> : null}
      <div className="request-cancel-actions">
        <button type="button" className="btn btn-danger btn-sm" onClick={cancel} disabled={sending} aria-busy={sending || undefined}>
          {t('requests.cancelYes')}
        </button>
        <button type="button" ref={keep} className="btn btn-outline-brand btn-sm" onClick={onClose} disabled={sending}>
          {t('requests.cancelKeep')}
        </button>
      </div>
    </div>
  );
}
