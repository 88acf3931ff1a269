import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { RichText } from '../../i18n/RichText';
import { useAsync } from '../../lib/useAsync';
import { dataOf, useSingleOutlet } from '../dashboard';
import { getSchedule } from './api';
import { useVendorText } from '../dashboard';

/**
 * After a vendor's second request or later, the offer of a recurring pickup, unless they have one:
 * a kitchen that books every week should not have to. Shown only when the schedule is known to be
 * missing; while it loads, or when it cannot be read, nothing is said.
 */
export function ScheduleOffer({ requestCount }: { requestCount: number }) {
  const { fmt } = useVendorText();
  const outlet = useSingleOutlet();
  const schedule = useAsync(async () => dataOf(await getSchedule(outlet)), [outlet]);
  if (schedule.status !== 'success' || schedule.data !== null) return null;
  return (
    <p className="schedule-offer" role="status">
      <RichText namespace="vendor" id="collection.scheduleOffer" values={{ count: fmt.whole(requestCount) }} components={{ 0: <Link to={paths.schedule} /> }} />
    </p>
  );
}
