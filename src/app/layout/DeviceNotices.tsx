import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { site } from '../../config/site';
import { useT } from '../../i18n/useT';
import { useLocale } from '../../i18n/LocaleProvider';
import { indianDateTimeText } from '../../lib/indiaTime';
import { useDeviceStatus } from '../../lib/deviceStatus';
import { PAGES_CACHE, SHELL_URL } from '../../sw/rules';

/**
 * What the page says about the device (issue 33), loaded only when there is something to say
 * (./Layout.tsx): offline, and as of when what it shows was fetched; that a page never opened on
 * this device needs a network once, with the toll-free number; and that a new release is ready,
 * with Reload. Announced politely: none of it interrupts what the person is doing.
 */
export function DeviceNotices() {
  const t = useT('device');
  const locale = useLocale();
  const location = useLocation();
  const { offline, update, reads } = useDeviceStatus();
  const read = reads[location.key];
  const pageFetchedAt = usePageFetchedAt(offline && !read?.asOf, location.pathname);
  const asOf = read?.asOf ?? pageFetchedAt;
  const when = (instant: number) => indianDateTimeText(instant, locale === 'hi' ? 'hi-IN' : 'en-IN');
  return (
    <>
      <div className="device-notice" role="status">
        {offline || read ? (
          <>
            <p className="device-notice-title">{asOf ? t('offline.asOf', { when: when(asOf) }) : t('offline.now')}</p>
            {read?.missing ? (
              <p>
                {t('offline.needsNetwork')} <a href={`tel:${site.tollFree}`}>{site.tollFreeDisplay}</a>
              </p>
            ) : null}
          </>
        ) : null}
      </div>
      <div className="update-notice" role="status">
        {update ? (
          <p>
            {t('update.ready')}{' '}
            <button type="button" className="btn btn-sm btn-light" onClick={update}>
              {t('update.reload')}
            </button>
          </p>
        ) : null}
      </div>
    </>
  );
}

/**
 * When the page's own document was fetched, offline: the copy the worker kept of it (src/sw/sw.ts),
 * or else the app shell this release's pages are rendered from; null when neither is known.
 */
function usePageFetchedAt(wanted: boolean, pathname: string): number | null {
  const [fetchedAt, setFetchedAt] = useState<number | null>(null);
  useEffect(() => {
    if (!wanted || typeof caches === 'undefined') return;
    let current = true;
    const dateOf = (response: Response | undefined) => {
      const date = Date.parse(response?.headers.get('date') ?? '');
      return Number.isNaN(date) ? null : date;
    };
    void (async () => {
      const page = await caches.open(PAGES_CACHE).then((cache) => cache.match(pathname));
      const found = dateOf(page) ?? dateOf(await caches.match(SHELL_URL, { ignoreSearch: true }));
      if (current) setFetchedAt(found);
    })().catch(() => undefined);
    return () => {
      current = false;
    };
  }, [wanted, pathname]);
  return wanted ? fetchedAt : null;
}
