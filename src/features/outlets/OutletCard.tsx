import { useT } from '../../i18n/useT';
import type { Outlet } from '../../types/api';
import { OutletPeople } from './OutletPeople';

/** One outlet: its address and licence, whether it is approved, and (for the owner) its people. */
export function OutletCard({ outlet, manage }: { outlet: Outlet; manage: boolean }) {
  const t = useT('outlets');
  const pending = outlet.status === 'Pending approval';
  const headingId = `outlet-${outlet.id}-name`;
  return (
    <article className="vendor-panel outlet-card" aria-labelledby={headingId}>
      <div className="outlet-card-head">
        <h3 id={headingId}>{outlet.name}</h3>
        <span className={`status-badge ${pending ? 'status-pending' : 'status-collected'}`}>{pending ? t('status.pending') : t('status.active')}</span>
      </div>
      <dl className="outlet-facts">
        <div>
          <dt>{t('outlet.address')}</dt>
          <dd>{outlet.line1}</dd>
        </div>
        <div>
          <dt>{t('outlet.city')}</dt>
          <dd>{outlet.city}</dd>
        </div>
        <div>
          <dt>{t('outlet.state')}</dt>
          <dd>{outlet.state}</dd>
        </div>
        <div>
          <dt>{t('outlet.postalCode')}</dt>
          <dd>{outlet.postal_code}</dd>
        </div>
        <div>
          <dt>{t('outlet.licence')}</dt>
          <dd>{outlet.fssai_license_no ?? t('outlet.noLicence')}</dd>
        </div>
      </dl>
      {pending ? <p className="vendor-note outlet-pending-note">{t('outlet.pendingNote')}</p> : manage ? <OutletPeople outlet={outlet} /> : null}
    </article>
  );
}
