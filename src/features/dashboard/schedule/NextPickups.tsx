import { useState, type Ref } from 'react';
import { Notice } from '../../../components/ui/Notice';
import { useT } from '../../../i18n/useT';
import type { Schedule } from '../../../types/api';
import { dataOf } from '../api';
import { describeError } from '../errors';
import { skipPickup } from './api';
import { useScheduleText } from './text';

export interface NextPickupsProps {
  schedule: Schedule | null;
  /** What just happened (saved, skipped, ended), announced politely. */
  announcement: string;
  /** The heading, focused after a change so the vendor lands on the list that changed. */
  headingRef: Ref<HTMLHeadingElement>;
  onSkipped: (schedule: Schedule, skippedDate: string) => void;
}

/** The recurring pickup in a line, and its next three dates, each with a way to skip it. */
export function NextPickups({ schedule, announcement, headingRef, onSkipped }: NextPickupsProps) {
  const { t, fmt, summary } = useScheduleText();
  const vendorT = useT('vendor');
  const [skipping, setSkipping] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function skip(date: string) {
    if (skipping) return;
    setSkipping(date);
    setFailure(null);
    try {
      onSkipped(dataOf(await skipPickup(date)), date);
    } catch (error) {
      console.error(error);
      // The server's own words when it refused (a date no longer among the next ones), else the cause.
      setFailure(t('next.skipFailed', { date: fmt.visitLongDate(date), reason: describeError(error, vendorT) }));
    } finally {
      setSkipping(null);
    }
  }

  return (
    <section className="vendor-panel schedule-next" aria-labelledby="schedule-next-heading">
      <h2 id="schedule-next-heading" tabIndex={-1} ref={headingRef}>
        {t('next.heading')}
      </h2>
      <p role="status" className="schedule-announcement">
        {announcement}
      </p>
      {failure ? (
        <Notice variant="danger" onClose={() => setFailure(null)}>
          {failure}
        </Notice>
      ) : null}
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
                    disabled={skipping !== null}
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
