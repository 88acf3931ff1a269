import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Notice } from '../../components/ui/Notice';
import { useLocale } from '../../i18n/LocaleProvider';
import { useT } from '../../i18n/useT';
import { indianDateTimeText } from '../../lib/indiaTime';
import { useAsync } from '../../lib/useAsync';
import type { User } from '../../types/api';
import { dataOf, describeError, useOutlet } from '../dashboard';
import { getNotifications, markNotificationsRead } from './api';
import { setUnread } from './unread';

/** The page asked for in the address (`?page=N`), from 1; anything else is the first. */
function pageOf(value: string | null): number {
  const page = Number(value ?? 1);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/**
 * /dashboard/notifications (issue 34, item 5): the person's notifications at the outlet the page acts
 * for, newest first, a page at a time, each linking to what it is about; one opened is marked read,
 * and "Mark all read" marks every one. A failed call keeps the list as it was and says so.
 */
export function NotificationsView({ user }: { user: User }) {
  const t = useT('alerts');
  const vendorT = useT('vendor');
  const locale = useLocale();
  const { outletId } = useOutlet();
  const outlet = typeof outletId === 'number' ? outletId : undefined;
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const loaded = useAsync(async () => dataOf(await getNotifications(page, outlet)), [page, outlet]);
  // What was marked read here since the page loaded: shown at once, as the server answered.
  const [readHere, setReadHere] = useState<ReadonlySet<number>>(new Set());
  const [allReadHere, setAllReadHere] = useState(false);
  const [marking, setMarking] = useState<'idle' | 'busy' | 'done' | { failed: string }>('idle');
  const when = (iso: string) => indianDateTimeText(Date.parse(iso), locale === 'hi' ? 'hi-IN' : 'en-IN');

  // After "Older" or "Newer", the new page's heading takes the focus the pressed button had.
  const paged = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (loaded.status !== 'success' || !paged.current) return;
    paged.current = false;
    heading.current?.focus();
  }, [loaded.status]);

  const goTo = (next: number) => {
    paged.current = true;
    const search = new URLSearchParams(params);
    if (next === 1) search.delete('page');
    else search.set('page', String(next));
    setParams(search);
  };

  async function markAll() {
    setMarking('busy');
    try {
      const { unread } = dataOf(await markNotificationsRead('all', outlet));
      setUnread(user.id, outlet, unread);
      setAllReadHere(true);
      setMarking('done');
    } catch (error) {
      setMarking({ failed: describeError(error, vendorT) });
    }
  }

  function opened(id: number) {
    // Marked read on the way to what it is about; a failure leaves it unread, to be seen again.
    setReadHere((previous) => new Set(previous).add(id));
    void markNotificationsRead([id], outlet).then(
      (answer) => setUnread(user.id, outlet, dataOf(answer).unread),
      () => undefined,
    );
  }

  if (loaded.status === 'loading') {
    return (
      <p className="vendor-loading" role="status">
        {t('inbox.loading')}
      </p>
    );
  }
  if (loaded.status === 'error') {
    return (
      <Notice variant="danger">
        {t('inbox.loadFailed', { reason: describeError(loaded.error, vendorT) })}{' '}
        <button type="button" className="btn btn-link p-0 align-baseline" onClick={loaded.reload}>
          {t('retry')}
        </button>
      </Notice>
    );
  }
  const { items, unread, current_page, last_page } = loaded.data;
  const isRead = (item: (typeof items)[number]) => item.read || allReadHere || readHere.has(item.id);
  // The server's count, less what was opened here since.
  const unreadLeft = allReadHere ? 0 : Math.max(0, unread - items.filter((item) => !item.read && readHere.has(item.id)).length);
  return (
    <section className="vendor-panel" aria-labelledby="inbox-heading">
      <h2 id="inbox-heading" ref={heading} tabIndex={-1}>
        {t('inbox.heading')}
      </h2>
      <div className="inbox-actions">
        <p className="m-0">{unreadLeft ? t('inbox.unreadCount', { count: unreadLeft }) : t('inbox.allRead')}</p>
        <button type="button" className="btn btn-outline-brand btn-sm" onClick={() => void markAll()} disabled={unreadLeft === 0 || marking === 'busy'}>
          {marking === 'busy' ? t('inbox.marking') : t('inbox.markAll')}
        </button>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {marking === 'done' ? t('inbox.markedAll') : null}
      </p>
      {typeof marking === 'object' ? <Notice variant="danger">{t('inbox.markFailed', { reason: marking.failed })}</Notice> : null}
      {items.length === 0 ? (
        <p className="vendor-empty">{t('inbox.empty')}</p>
      ) : (
        <ol className="inbox-list" aria-labelledby="inbox-heading">
          {items.map((item) => (
            <li key={item.id} className={isRead(item) ? 'inbox-item' : 'inbox-item is-unread'}>
              <h3>
                {item.link ? (
                  <Link to={item.link} onClick={() => (isRead(item) ? undefined : opened(item.id))}>
                    {item.title}
                  </Link>
                ) : (
                  item.title
                )}
                {isRead(item) ? null : <span className="inbox-unread-mark">{t('inbox.unread')}</span>}
              </h3>
              <p>{item.body}</p>
              <time dateTime={item.created_at}>{when(item.created_at)}</time>
            </li>
          ))}
        </ol>
      )}
      {last_page > 1 ? (
        <nav className="inbox-pages" aria-label={t('inbox.pages')}>
          <button type="button" className="btn btn-outline-brand btn-sm" disabled={current_page <= 1} onClick={() => goTo(current_page - 1)}>
            {t('inbox.newer')}
          </button>
          <span>{t('inbox.pageOf', { page: current_page, pages: last_page })}</span>
          <button type="button" className="btn btn-outline-brand btn-sm" disabled={current_page >= last_page} onClick={() => goTo(current_page + 1)}>
            {t('inbox.older')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
