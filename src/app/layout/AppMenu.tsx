import { useState, useSyncExternalStore } from 'react';
import { site } from '../../config/site';
import { install, installWay, subscribeInstallWay } from '../../lib/installOffer';
import { DisclosureMenu } from '../../components/ui/DisclosureMenu';
import { DownloadIcon } from '../../components/ui/icons';
import { useT } from '../../i18n/useT';

/**
 * "Install on this device": where the browser offers installation (its offer arrives after the
 * page has loaded, never in the prerendered HTML), or, on an iPhone, how to add it through Share.
 */
function InstallItem() {
  const t = useT('common');
  const way = useSyncExternalStore(subscribeInstallWay, installWay, () => null);
  const [help, setHelp] = useState(false);
  if (!way) return null;
  return (
    <>
      <button type="button" className="disclosure-item" aria-expanded={way === 'share' ? help : undefined} onClick={way === 'offer' ? install : () => setHelp(!help)}>
        {t('app.install')}
      </button>
      {help && way === 'share' ? <p className="disclosure-note">{t('app.installShare')}</p> : null}
    </>
  );
}

/** Download the App: installing this site as an app, and the app's store pages, each opening in a new tab. */
export function AppMenu({ align = 'end' }: { align?: 'start' | 'end' }) {
  const t = useT('common');
  return (
    <DisclosureMenu
      label={
        <>
          <DownloadIcon size={16} /> {t('nav.downloadApp')}
        </>
      }
      ariaLabel={t('nav.downloadApp')}
      buttonClassName="btn btn-outline-brand btn-sm"
      align={align}
    >
      <InstallItem />
      {site.apps.map((app) => (
        <a key={app.store} href={app.href} className="disclosure-item" target="_blank" rel="noopener noreferrer">
          {t('app.getItOn', { store: app.store })}
        </a>
      ))}
    </DisclosureMenu>
  );
}
