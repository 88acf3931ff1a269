import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { DISPUTE_WINDOW_DAYS } from '../../config/disputes';
import { site } from '../../config/site';
import { useT } from '../../i18n/useT';
import type { CollectionRecord } from '../../types/api';
import { useFormats } from '../dashboard';
import { DisputeForm } from './DisputeForm';
import { disputeBlock, lastDayToDispute, type Dispute } from './rules';
import './disputes.scss';

export interface DisputePanelProps {
  record: CollectionRecord;
  /** YYYY-MM-DD, India's today: the window is counted to it. */
  today: string;
  outletId: number | undefined;
  /** Opened at once (the register's "Dispute" link). */
  startOpen: boolean;
  /** A dispute was opened (the server's words and the dispute): the certificate now says "under dispute". */
  onRaised: (message: string, dispute: Dispute) => void;
}

/**
 * Under a pickup's certificate (on screen, never on paper): the way to dispute it while its window
 * is open and no dispute of it is, or why it cannot be disputed (issue 35, item 2).
 */
export function DisputePanel({ record, today, outletId, startOpen, onRaised }: DisputePanelProps) {
  const t = useT('certificate');
  const fmt = useFormats();
  const block = disputeBlock(record, today);
  const [open, setOpen] = useState(startOpen && block === null);
  const lastDay = <time dateTime={lastDayToDispute(record.collected_on)}>{fmt.longDate(lastDayToDispute(record.collected_on))}</time>;
  const list = <Link to={paths.disputes}>{t('dispute.listLink')}</Link>;

  return (
    <div className="dispute-panel certificate-screen-only">
      {block === 'open' ? (
        <p className="dispute-why" id="dispute-why">
          {t('dispute.blockedOpen')} {list}
        </p>
      ) : block === 'window' ? (
        <p className="dispute-why" id="dispute-why">
          {t('dispute.blockedWindowBefore', { days: fmt.whole(DISPUTE_WINDOW_DAYS) })} {lastDay}
          {t('dispute.blockedWindowAfter', { phone: site.tollFreeDisplay })}
        </p>
      ) : open ? (
        <DisputeForm
          receiptNo={record.receipt_no}
          outletId={outletId}
          onCancel={() => setOpen(false)}
          onRaised={(message, dispute) => {
            setOpen(false);
            onRaised(message, dispute);
          }}
        />
      ) : (
        <p className="dispute-offer">
          {t('dispute.offerBefore')} {lastDay}
          {t('dispute.offerAfter')}{' '}
          <button type="button" className="btn btn-outline-brand btn-sm" onClick={() => setOpen(true)}>
            {t('dispute.open')}
          </button>
        </p>
      )}
    </div>
  );
}
