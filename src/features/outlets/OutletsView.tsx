import { useState } from 'react';
import { Notice } from '../../components/ui/Notice';
import { useT } from '../../i18n/useT';
import { useAsync } from '../../lib/useAsync';
import type { Outlet, User } from '../../types/api';
import { dataOf, describeError } from '../dashboard';
import { getOutlets } from './api';
import { NewOutletForm } from './NewOutletForm';
import { OutletCard } from './OutletCard';
import './outlets.scss';

/**
 * /dashboard/outlets: the organisation's outlets (docs/contract.md section 5). The owner sees every
 * outlet with its people, adds and removes managers and asks for a new outlet; a manager sees the
 * outlets they act for and who to ask, with no forms (the API would answer them with 403).
 */
export function OutletsView({ user }: { user: User }) {
  const t = useT('outlets');
  const vendorT = useT('vendor');
  const owner = user.role !== 'manager';
  const loaded = useAsync(async () => dataOf(await getOutlets()), []);
  // The outlets asked for here, after the list was loaded: shown at once, as the server answered.
  const [added, setAdded] = useState<Outlet[]>([]);
  const outlets = loaded.status === 'success' ? [...loaded.data, ...added.filter((outlet) => !loaded.data.some((known) => known.id === outlet.id))] : [];

  return (
    <>
      {owner ? null : <p className="vendor-panel outlets-manager-note">{t('manager.only', { organisation: user.organisation?.name ?? user.firm_name })}</p>}
      <section className="outlets-list" aria-labelledby="outlets-list-heading">
        <h2 id="outlets-list-heading">{t('list.heading')}</h2>
        {loaded.status === 'loading' ? (
          <p className="vendor-loading" role="status">
            {t('list.loading')}
          </p>
        ) : loaded.status === 'error' ? (
          <Notice variant="danger">
            {t('list.loadFailed', { reason: describeError(loaded.error, vendorT) })}{' '}
            <button type="button" className="btn btn-link p-0 align-baseline" onClick={loaded.reload}>
              {t('retry')}
            </button>
          </Notice>
        ) : outlets.length === 0 ? (
          <p className="vendor-empty">{t('list.empty')}</p>
        ) : (
          outlets.map((outlet) => <OutletCard key={outlet.id} outlet={outlet} manage={owner} />)
        )}
      </section>
      {owner ? <NewOutletForm onAdded={(outlet) => setAdded((previous) => [...previous, outlet])} /> : null}
    </>
  );
}
