import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { RichText } from '../../i18n/RichText';
import { useAsync } from '../../lib/useAsync';
import { dataOf } from './api';
import { getSchedule } from './schedule/api';
import { useScheduleText } from './schedule/text';
import './visits.scss';

/**
 * The dashboard's line about the recurring pickup: "Next pickup: Tue 1 Dec, morning" with a link to
 * change or skip it, or, with no schedule, a short offer of one. Says nothing while it loads.
 */
export function NextPickup() {
  const { t, fmt, slotName } = useScheduleText();
  const lineId = useId();
  const state = useAsync(async () => dataOf(await getSchedule()), []);
  if (state.status === 'loading') return null;
  if (state.status === 'error') {
    return (
      <p className="next-pickup">
        {t('nextPickup.failed')} <Link to={paths.schedule}>{t('nextPickup.open')}</Link>
      </p>
    );
  }
  const schedule = state.data;
  const next = schedule?.next_dates[0];
  if (!schedule || !next) {
    return (
      <p className="next-pickup">
        {schedule ? (
          <Link to={paths.schedule}>{t('nextPickup.open')}</Link>
        ) : (
          <RichText namespace="schedule" id="nextPickup.none" components={{ 0: <Link to={paths.schedule} /> }} />
        )}
      </p>
    );
  }
  return (
    <p className="next-pickup">
      <span id={lineId} className="next-pickup-when">
        {t('nextPickup.line', { date: fmt.visitDate(next), slot: slotName(schedule.time_slot) })}
      </span>{' '}
      <Link to={paths.schedule} aria-describedby={lineId}>
        {t('nextPickup.manage')}
      </Link>
    </p>
  );
}
