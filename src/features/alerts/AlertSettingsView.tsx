import { useState } from 'react';
import { Notice } from '../../components/ui/Notice';
import { useT } from '../../i18n/useT';
import { useAsync } from '../../lib/useAsync';
import type { AlertPreferences } from '../../types/api';
import { dataOf, describeError, useOutlet } from '../dashboard';
import { AlertSettingsForm } from './AlertSettingsForm';
import { getAlertPreferences } from './api';
import './alerts.scss';

/** The alert settings of the outlet the page acts for (a restaurant group's person chooses it in the switcher). */
export function AlertSettingsView() {
  const t = useT('alerts');
  const vendorT = useT('vendor');
  const { outletId } = useOutlet();
  const outlet = typeof outletId === 'number' ? outletId : undefined;
  const loaded = useAsync(async () => dataOf(await getAlertPreferences(outlet)), [outlet]);
  // What the server answered to the last save: the form's "saved" from then on.
  const [saved, setSaved] = useState<{ outlet: number | undefined; preferences: AlertPreferences } | null>(null);

  if (loaded.status === 'loading') {
    return (
      <p className="vendor-loading" role="status">
        {t('settings.loading')}
      </p>
    );
  }
  if (loaded.status === 'error') {
    return (
      <Notice variant="danger">
        {t('settings.loadFailed', { reason: describeError(loaded.error, vendorT) })}{' '}
        <button type="button" className="btn btn-link p-0 align-baseline" onClick={loaded.reload}>
          {t('retry')}
        </button>
      </Notice>
    );
  }
  const current = saved && saved.outlet === outlet ? saved.preferences : loaded.data;
  return <AlertSettingsForm key={outlet ?? 'one'} saved={current} outlet={outlet} onSaved={(preferences) => setSaved({ outlet, preferences })} />;
}
