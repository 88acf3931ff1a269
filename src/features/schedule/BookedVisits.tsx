import { Notice } from '../../components/ui/Notice';
import { useT } from '../../i18n/useT';
import { useAsync } from '../../lib/useAsync';
import { dataOf, getCollectionRequests, useSingleOutlet } from '../dashboard';
import { describeError } from '../dashboard';
import { ScheduledVisit } from './ScheduledVisit';
import { useScheduleText } from './text';

/** "Who is coming": the vendor's Scheduled requests, soonest first, each with its collector, van and handover code. */
export function BookedVisits() {
  const outlet = useSingleOutlet();
  const { t } = useScheduleText();
  const vendorT = useT('vendor');
  const state = useAsync(async () => {
    const requests = dataOf(await getCollectionRequests(outlet)).filter((request) => request.status === 'Scheduled');
    return requests.sort((a, b) => (a.scheduled_for ?? '9999').localeCompare(b.scheduled_for ?? '9999'));
  }, [outlet]);
  return (
    <section className="vendor-panel schedule-visits" aria-labelledby="schedule-visits-heading">
      <h2 id="schedule-visits-heading">{t('visits.heading')}</h2>
      {state.status === 'loading' ? (
        <p className="vendor-loading" role="status">
          {t('visits.loading')}
        </p>
      ) : state.status === 'error' ? (
        <Notice variant="danger">
          {t('visits.loadFailed', { reason: describeError(state.error, vendorT) })}{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={state.reload}>
            {t('next.retry')}
          </button>
        </Notice>
      ) : state.data.length === 0 ? (
        <p className="vendor-empty">{t('visits.empty')}</p>
      ) : (
        <ul className="schedule-visit-list">
          {state.data.map((request) => (
            <li key={request.id}>
              <ScheduledVisit request={request} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
