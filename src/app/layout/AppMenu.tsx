import { site } from '../../config/site';
import { DisclosureMenu } from '../../components/ui/DisclosureMenu';
import { DownloadIcon } from '../../components/ui/icons';
import { useT } from '../../i18n/useT';

/** Download the App: a menu of the app's store pages, each opening in a new tab. */
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
      {site.apps.map((app) => (
        <a key={app.store} href={app.href} className="disclosure-item" target="_blank" rel="noopener noreferrer">
          {t('app.getItOn', { store: app.store })}
        </a>
      ))}
    </DisclosureMenu>
  );
}
