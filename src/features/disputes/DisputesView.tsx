import { Link } from 'react-router-dom';
import { Notice } from '../../components/ui/Notice';
import { FactList, type Fact } from '../../components/ui/FactList';
import { paths } from '../../config/paths';
import { DISPUTE_WINDOW_DAYS } from '../../config/disputes';
import { useT } from '../../i18n/useT';
import { useAsync } from '../../lib/useAsync';
import { ALL_OUTLETS, dataOf, describeError, outletNameOf, useOutlet, useVendorText } from '../dashboard';
import { photoAddress } from '../../lib/photoAddress';
import { getDisputes } from './api';
import { isOpen, type Dispute } from './rules';
import './disputes.scss';

/**
 * /dashboard/disputes (issue 35, item 2): the disputes at the outlet chosen (every outlet's, for an
 * owner's "All outlets"), newest first, each with where it stands and the company's answer, and an
 * adjustment where one was made (the payments view shows it against its pickup).
 */
export function DisputesView() {
  const t = useT('certificate');
  const { t: vendorT, fmt } = useVendorText();
  const { outletId, outlets } = useOutlet();
  const state = useAsync(async () => dataOf(await getDisputes(outletId)), [outletId]);

  const announcement = state.status === 'loading' ? t('disputes.loading') : state.status === 'success' ? t('disputes.count', { count: state.data.length }) : '';
  return (
    <section className="vendor-panel disputes-list" aria-labelledby="disputes-heading">
      <h2 id="disputes-heading">{t('disputes.heading')}</h2>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <p className="form-intro">{t('disputes.how', { days: fmt.whole(DISPUTE_WINDOW_DAYS) })}</p>
      {state.status === 'loading' ? (
        <p className="vendor-loading" aria-hidden="true">
          {t('disputes.loading')}
        </p>
      ) : state.status === 'error' ? (
        <Notice variant="danger">
          {t('disputes.failed', { reason: describeError(state.error, vendorT) })}{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={state.reload}>
            {t('cert.retry')}
          </button>
        </Notice>
      ) : state.data.length === 0 ? (
        <div className="vendor-empty">
          <p>
            <strong>{t('disputes.none')}</strong>
          </p>
          <Link to={paths.records}>{t('disputes.registerLink')}</Link>
        </div>
      ) : (
        <ol className="disputes-items" aria-label={t('disputes.heading')}>
          {state.data.map((dispute) => (
            <DisputeItem key={dispute.id} dispute={dispute} outletName={outletId === ALL_OUTLETS ? outletNameOf(outlets, dispute.outlet_id) : null} />
          ))}
        </ol>
      )}
    </section>
  );
}

const statusClass: Record<Dispute['status'], string> = { Open: 'is-open', 'Under review': 'is-open', Resolved: 'is-resolved', Rejected: 'is-rejected' };

function DisputeItem({ dispute, outletName }: { dispute: Dispute; outletName: string | null }) {
  const t = useT('certificate');
  const { fmt } = useVendorText();
  const photo = photoAddress(dispute.photo_url);
  const facts: Fact[] = [
    ...(outletName ? [[t('disputes.outlet'), outletName] as const] : []),
    [t('disputes.raisedOn'), <time dateTime={dispute.raised_on}>{fmt.longDate(dispute.raised_on)}</time>],
    [t('disputes.reason'), t(`dispute.reason.${dispute.reason}`)],
    ...(dispute.vendor_kg === null ? [] : [[t('disputes.vendorKg'), fmt.kg(dispute.vendor_kg)] as const]),
    [t('disputes.details'), dispute.details],
    ...(photo
      ? [
          [
            t('disputes.photo'),
            <a href={photo} target="_blank" rel="noopener noreferrer">
              {t('disputes.photoOpen')}
            </a>,
          ] as const,
        ]
      : []),
    [t('disputes.answer'), dispute.resolution ?? (isOpen(dispute) ? t('disputes.noAnswerYet') : '')],
    ...(dispute.adjusted_kg !== null || dispute.adjusted_amount_inr !== null
      ? [
          [
            t('disputes.adjustment'),
            t('disputes.adjustmentValue', { kg: fmt.kg(dispute.adjusted_kg ?? 0), amount: fmt.rupees(dispute.adjusted_amount_inr ?? 0) }),
          ] as const,
        ]
      : []),
    [t('disputes.updatedOn'), <time dateTime={dispute.updated_on}>{fmt.longDate(dispute.updated_on)}</time>],
  ];
  return (
    <li className="dispute-item" aria-labelledby={`dispute-${dispute.id}`}>
      <h3 id={`dispute-${dispute.id}`}>
        <Link to={paths.certificate(dispute.receipt_no)}>{dispute.receipt_no}</Link>{' '}
        <span className={`dispute-status ${statusClass[dispute.status]}`}>{t(`disputes.status.${statusKey[dispute.status]}`)}</span>
      </h3>
      <FactList className="dispute-facts" facts={facts} />
    </li>
  );
}

const statusKey = { Open: 'open', 'Under review': 'review', Resolved: 'resolved', Rejected: 'rejected' } as const;
