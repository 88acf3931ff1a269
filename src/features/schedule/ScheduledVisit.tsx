import { useId } from 'react';
import type { CollectionRequest } from '../../types/api';
import { useScheduleText } from './text';
import './visits.scss';

export interface ScheduledVisitProps {
  request: CollectionRequest;
  /** The level of the visit's heading (its date and slot) where it is placed. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * Who is coming for a Scheduled request: the day and slot, the collector, the van and the 4-digit
 * handover code, with what the code is for. Nothing for a request in any other status. A detail
 * the API has not sent yet (a collector not assigned) is left out rather than shown empty.
 */
export function ScheduledVisit({ request, headingLevel = 3 }: ScheduledVisitProps) {
  const { t, fmt, slotLabel } = useScheduleText();
  const headingId = useId();
  if (request.status !== 'Scheduled') return null;
  const { scheduled_for, time_slot, collector_name, vehicle_no, handover_code } = request;
  const Heading = `h${headingLevel}` as const;
  const date = scheduled_for ? <time dateTime={scheduled_for}>{fmt.visitDate(scheduled_for)}</time> : null;
  return (
    <section className="scheduled-visit" aria-labelledby={headingId}>
      {date || time_slot ? (
        <Heading id={headingId} className="scheduled-visit-when">
          {date}
          {date && time_slot ? ', ' : null}
          {time_slot ? slotLabel(time_slot) : null}
        </Heading>
      ) : null}
      <dl className="scheduled-visit-facts">
        {collector_name ? (
          <div>
            <dt>{t('visit.collector')}</dt>
            <dd>{collector_name}</dd>
          </div>
        ) : null}
        {vehicle_no ? (
          <div>
            <dt>{t('visit.vehicle')}</dt>
            <dd className="scheduled-visit-vehicle">{vehicle_no}</dd>
          </div>
        ) : null}
        {handover_code ? (
          <div className="scheduled-visit-code">
            <dt>{t('visit.code')}</dt>
            <dd>{handover_code}</dd>
          </div>
        ) : null}
      </dl>
      {handover_code ? <p className="scheduled-visit-note">{t('visit.codeNote')}</p> : null}
    </section>
  );
}
