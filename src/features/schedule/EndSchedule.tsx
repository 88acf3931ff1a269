import { useEffect, useRef, useState } from 'react';
import { Notice } from '../../components/ui/Notice';
import { Spinner } from '../../components/ui/Spinner';
import { useT } from '../../i18n/useT';
import { useIdempotencyKeys } from '../../lib/idempotency';
import { dataOf, useSingleOutlet } from '../dashboard';
import { ApiStatusError, describeError } from '../dashboard';
import { endSchedule } from './api';
import { useScheduleText } from './text';

/** Ends the recurring pickup, after the vendor confirms it (frequency=none). */
export function EndSchedule({ onEnded }: { onEnded: () => void }) {
  const outlet = useSingleOutlet();
  const { t } = useScheduleText();
  const vendorT = useT('vendor');
  const keys = useIdempotencyKeys();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const questionRef = useRef<HTMLDivElement>(null);
  const asked = useRef(false);

  // Focus lands on the question when it opens (a screen reader reads what is asked first), and back
  // on the button that opened it when the vendor keeps the schedule.
  useEffect(() => {
    if (confirming) questionRef.current?.focus();
    else if (asked.current) startRef.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  async function end() {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      dataOf(await endSchedule(keys.keyFor({ frequency: 'none' }), outlet));
      keys.forget();
      onEnded();
    } catch (error) {
      console.error(error);
      if (error instanceof ApiStatusError) keys.forget();
      setFailure(t('end.failed', { reason: describeError(error, vendorT) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="schedule-end">
      {confirming ? (
        <div role="group" aria-labelledby="schedule-end-question" className="schedule-end-confirm" tabIndex={-1} ref={questionRef}>
          <p id="schedule-end-question">{t('end.confirm')}</p>
          <div className="form-actions">
            <button type="button" className="btn btn-danger" disabled={busy} onClick={end}>
              {busy ? (
                <>
                  <Spinner />
                  {t('end.ending')}
                </>
              ) : (
                t('end.yes')
              )}
            </button>
            <button
              type="button"
              className="btn btn-outline-brand"
              disabled={busy}
              onClick={() => {
                setConfirming(false);
                setFailure(null);
              }}
            >
              {t('end.no')}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" ref={startRef} className="btn btn-outline-danger" onClick={() => setConfirming(true)}>
          {t('end.button')}
        </button>
      )}
      {failure ? (
        <Notice variant="danger" onClose={() => setFailure(null)}>
          {failure}
        </Notice>
      ) : null}
    </div>
  );
}
