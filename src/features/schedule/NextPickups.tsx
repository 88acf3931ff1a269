import { useState, type Ref } from 'react';
import { Notice } from '../../components/ui/Notice';
import { useT } from '../../i18n/useT';
import { useIdempotencyKeys } from '../../lib/idempotency';
import type { Schedule } from '../../types/api';
import { dataOf, useSingleOutlet } from '../dashboard';
import { ApiStatusError, describeError } from '../dashboard';
import { skipPickup, skipPickupCall, unskipPickup } from './api';
import { OutboxPanel, queueAction } from '../outbox';
import { isNetworkError } from '../../lib/http';
import { useScheduleText } from './text';

export interface NextPickupsProps {
  schedule: Schedule | null;
  /** What just happened (saved, skipped, brought back, ended), announced politely. */
  announcement: string;
  /** The date just skipped, which Undo brings back; null when the last change was not a skip. */
  undoable: string | null;
  /** The heading, focused after a change so the vendor lands on the list that changed. */
  headingRef: Ref<HTMLHeadingElement>;
  onSkipped: (schedule: Schedule, skippedDate: string) => void;
  onUnskipped: (schedule: Schedule, date: string) => void;
}

/** The recurring pickup in a line, and its next three dates, each with a way to skip it; a skip can be undone. */
export function NextPickups({ schedule, announcement, undoable, headingRef, onSkipped, onUnskipped }: NextPickupsProps) {
  const outlet = useSingleOutlet();
  const { t, fmt, summary } = useScheduleText();
  const vendorT = useT('vendor');
  // A skip or an undo sent again after a failure is the same action: the same key, so it happens once.
  const skipKeys = useIdempotencyKeys();
  const undoKeys = useIdempotencyKeys();
  const [skipping, setSkipping] = useState<string | null>(null);
  const [undoing, setUndoing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [queuedNote, setQueuedNote] = useState<string | null>(null);
  const busy = skipping !== null || undoing;

  async function skip(date: string) {
    if (busy) return;
    setSkipping(date);
    setFailure(null);
    const key = skipKeys.keyFor({ skip: date });
    try {
      const next = dataOf(await skipPickup(date, key, outlet));
      skipKeys.forget();
      onSkipped(next, date);
    } catch (error) {
      console.error(error);
      // No network: the skip waits on the phone with its key, and goes by itself when the network is back.
      if (isNetworkError(error)) {
        const kept = await queueAction({ kind: 'schedule-skip', call: skipPickupCall(date, key, outlet), date }, key).then(
          () => true,
          () => false,
        );
        if (kept) {
          skipKeys.forget();
          setFailure(null);
          setQueuedNote(vendorT('outbox.skipQueued', { date: fmt.visitLongDate(date) }));
          return;
        }
      }
      if (error instanceof ApiStatusError) skipKeys.forget();
      // The server's own words when it refused (a date no longer among the next ones), else the cause.
      setFailure(t('next.skipFailed', { date: fmt.visitLongDate(date), reason: describeError(error, vendorT) }));
    } finally {
      setSkipping(null);
    }
  }

  async function undo(date: string) {
    if (busy) return;
    setUndoing(true);
    setFailure(null);
    try {
      const next = dataOf(await unskipPickup(date, undoKeys.keyFor({ unskip: date }), outlet));
      undoKeys.forget();
      onUnskipped(next, date);
    } catch (error) {
      console.error(error);
      if (error instanceof ApiStatusError) undoKeys.forget();
      setFailure(t('next.undoFailed', { date: fmt.visitLongDate(date), reason: describeError(error, vendorT) }));
    } finally {
      setUndoing(false);
    }
  }

  return (
    <section className="vendor-panel schedule-next" aria-labelledby="schedule-next-heading">
      <h2 id="schedule-next-heading" tabIndex={-1} ref={headingRef}>
        {t('next.heading')}
      </h2>
      <div className="schedule-announcement-row">
        <p role="status" className="schedule-announcement">
          {announcement}
        </p>
        {/* Outside the status, so the announcement is read alone; next after the heading, which takes focus after a skip. */}
        {undoable ? (
          <button type="button" className="btn btn-outline-brand btn-sm" aria-label={t('next.undoLabel', { date: fmt.visitLongDate(undoable) })} disabled={busy} onClick={() => undo(undoable)}>
            {undoing ? t('next.undoing') : t('next.undo')}
          </button>
        ) : null}
      </div>
      {failure ? (
        <Notice variant="danger" onClose={() => setFailure(null)}>
          {failure}
        </Notice>
      ) : null}
      {queuedNote ? (
        <Notice variant="success" onClose={() => setQueuedNote(null)}>
          {queuedNote}
        </Notice>
      ) : null}
      <OutboxPanel
        kind="schedule-skip"
        onSent={(item, answer) => {
          setQueuedNote(null);
          if (item.action.kind === 'schedule-skip') onSkipped(answer.data as Schedule, item.action.date);
        }}
      />
      {schedule ? (
        <>
          <p className="schedule-summary">{summary(schedule)}</p>
          {schedule.next_dates.length > 0 ? (
            <ol className="schedule-dates" aria-label={t('next.listLabel')}>
              {schedule.next_dates.map((date) => (
                <li key={date}>
                  <time dateTime={date}>{fmt.visitLongDate(date)}</time>
                  <button
                    type="button"
                    className="btn btn-outline-brand btn-sm"
                    aria-label={t('next.skipLabel', { date: fmt.visitLongDate(date) })}
                    disabled={busy}
                    onClick={() => skip(date)}
                  >
                    {skipping === date ? t('next.skipping') : t('next.skip')}
                  </button>
                </li>
              ))}
            </ol>
          ) : (
            <p className="vendor-empty">{t('next.noDates')}</p>
          )}
          <p className="vendor-note">{t('next.holidayNote')}</p>
        </>
      ) : (
        <p className="vendor-empty">{t('next.none')}</p>
      )}
    </section>
  );
}
