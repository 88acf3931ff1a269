import { useEffect, useRef, useState } from 'react';
import { Notice } from '../../components/ui/Notice';
import { useT } from '../../i18n/useT';
import { useAsync } from '../../lib/useAsync';
import type { Schedule } from '../../types/api';
import { dataOf, useSingleOutlet } from '../dashboard';
import { describeError } from '../dashboard';
import { getSchedule } from './api';
import { BookedVisits } from './BookedVisits';
import { EndSchedule } from './EndSchedule';
import { NextPickups } from './NextPickups';
import { ScheduleForm } from './ScheduleForm';
import { useScheduleText } from './text';
import './schedule.scss';

/** The form opens afresh (with the schedule's values) when the rule itself changes, not when a date is skipped. */
const ruleKey = (schedule: Schedule | null) => (schedule ? `${schedule.frequency} ${schedule.weekday} ${schedule.day_of_month} ${schedule.time_slot}` : 'none');

/** /dashboard/schedule: the recurring pickup (its next dates, the form to set, change or end it) and who is coming. */
export function ScheduleView() {
  const { t, fmt } = useScheduleText();
  const vendorT = useT('vendor');
  const outlet = useSingleOutlet();
  const loaded = useAsync(async () => dataOf(await getSchedule(outlet)), [outlet]);
  // The schedule as the last save, skip or end answered it; until then, as loaded.
  const [changed, setChanged] = useState<{ schedule: Schedule | null } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The date just skipped, offered back with Undo until the next change.
  const [undoable, setUndoable] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusList = useRef(false);
  const schedule = changed ? changed.schedule : loaded.status === 'success' ? loaded.data : undefined;

  // After a change the vendor lands on the list that changed (the button pressed may be gone).
  useEffect(() => {
    if (!focusList.current) return;
    focusList.current = false;
    headingRef.current?.focus();
  });

  const show = (next: Schedule | null, message: string, skipped: string | null = null) => {
    setChanged({ schedule: next });
    setAnnouncement(message);
    setUndoable(skipped);
    focusList.current = true;
  };

  return (
    <div className="schedule-grid">
      {schedule === undefined ? (
        <section className="vendor-panel schedule-next" aria-labelledby="schedule-next-heading">
          <h2 id="schedule-next-heading">{t('next.heading')}</h2>
          {loaded.status === 'error' ? (
            <Notice variant="danger">
              {t('next.loadFailed', { reason: describeError(loaded.error, vendorT) })}{' '}
              <button type="button" className="btn btn-link p-0 align-baseline" onClick={loaded.reload}>
                {t('next.retry')}
              </button>
            </Notice>
          ) : (
            <p className="vendor-loading" role="status">
              {t('next.loading')}
            </p>
          )}
        </section>
      ) : (
        <NextPickups
          schedule={schedule}
          announcement={announcement}
          undoable={undoable}
          headingRef={headingRef}
          onSkipped={(next, date) => {
            const following = next.next_dates[0];
            show(next, following ? t('next.skipped', { date: fmt.visitDate(date), next: fmt.visitDate(following) }) : '', date);
          }}
          onUnskipped={(next, date) => show(next, t('next.unskipped', { date: fmt.visitDate(date) }))}
        />
      )}
      <BookedVisits />
      {schedule !== undefined ? (
        <section className="vendor-panel schedule-change">
          <ScheduleForm key={ruleKey(schedule)} schedule={schedule} onSaved={(saved) => show(saved, t('form.saved'))} />
          {schedule ? <EndSchedule onEnded={() => show(null, t('end.done'))} /> : null}
        </section>
      ) : null}
    </div>
  );
}
