import type { CollectionRequest, CollectionStatus } from '../../types/api';
import { useVendorText } from '../dashboard';
import type { VendorMessageId } from '../dashboard';

/** The API's status values are data: only their display is translated (an unknown one shows as sent). */
const statusMessage: Record<CollectionStatus, VendorMessageId> = {
  Pending: 'status.pending',
  Scheduled: 'status.scheduled',
  Collected: 'status.collected',
  Cancelled: 'status.cancelled',
};

/** A collection request's status as a coloured label in the page's language. */
export function StatusBadge({ status }: { status: CollectionRequest['status'] }) {
  const { t } = useVendorText();
  const id = Object.hasOwn(statusMessage, status) ? statusMessage[status] : undefined;
  return <span className={`status-badge status-${status.toLowerCase()}`}>{id ? t(id) : status}</span>;
}
