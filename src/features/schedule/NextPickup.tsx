import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { RichText } from '../../i18n/RichText';
import { indianToday } from '../../lib/indiaTime';
import { useAsync } from '../../lib/useAsync';
import type { CollectionRequest } from '../../types/api';
import { dataOf, useSingleOutlet } from '../dashboard';
import { getSchedule } from './api';
import { nextPickupOf } from './rules';
import { useScheduleText } from './text';
import './visits.scss';

export interface NextPickupProps {
  /** The vendor's collection requests (their booked visits count), or null while they load. */
  requests: readonly CollectionRequest[] | null;
}

/**
 * The dashboard's line about the next pickup: "Next pickup: Fri 27 Nov, morning", the earliest of
 * the recurring pickup's next date and a visit booked for a request, with a link to change or skip
 * the recurring one, or to see who is coming to the booked one. With no recurring pickup, a short
 * offer of one; with no date at all, a link to the schedule. Says nothing while it loads.
 */
export function NextPickup({ requests }: NextPickupProps) {
  const { t, fmt, slotName } = useScheduleText();
  const lineId = useId();
  // A signed-in page, never prerendered: the clock may be read for the initial state.
  const [today] = useState(() => indianToday());
  const outlet = useSingleOutlet();
  const state = useAsync(async () => dataOf(await getSchedule(outlet)), [outlet]);
  if (state.status === 'loading' || requests === null) return null;
  if (state.status === 'error') {
    return (
      <p className="next-pickup">
        {t('nextPickup.failed')} <Link to={paths.schedule}>{t('nextPickup.open')}</Link>
      </p>
    );
  }
  const schedule = state.data;
  const next = nextPickupOf(schedule, requests, today);
  const offer = schedule ? null : <RichText namespace="schedule" id="nextPickup.none" components={{ 0: <Link to={paths.schedule} /> }} />;
  if (!next) return <p className="next-pickup">{offer ?? <Link to={paths.schedule}>{t('nextPickup.open')}</Link>}</p>;
  const date = fmt.visitDate(next.date);
  return (
    <p className="next-pickup">
      <span id={lineId} className="next-pickup-when">
        {next.slot ? t('nextPickup.line', { date, slot: slotName(next.slot) }) : t('nextPickup.lineDay', { date })}
      </span>{' '}
      <Link to={paths.schedule} aria-describedby={lineId}>
        {t(next.booked ? 'nextPickup.whoIsComing' : 'nextPickup.manage')}
      </Link>
      {offer ? <> {offer}</> : null}
    </p>
  );
}
