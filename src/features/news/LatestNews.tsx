import { useT } from '../../i18n/useT';
import { useAsync } from '../../lib/useAsync';
import { useNearViewport } from '../../lib/useNearViewport';
import { fetchNewsfeeds } from './api';
import { NewsCard } from './NewsCard';
import { NewsCardSkeleton } from './NewsCardSkeleton';

/** The newest articles, for the home page: fetched when the visitor scrolls near them. */
export function LatestNews({ count = 3 }: { count?: number }) {
  const t = useT('common');
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const news = useAsync(fetchNewsfeeds, [], near);
  if (news.status === 'error') {
    return <p className="text-secondary">{t('news.latestError')}</p>;
  }
  return (
    <div className="news-grid" ref={ref} aria-busy={news.status === 'loading'}>
      {news.status === 'loading'
        ? Array.from({ length: count }, (_, i) => <NewsCardSkeleton key={i} />)
        : news.data.slice(0, count).map((item) => <NewsCard key={item.slug} item={item} />)}
    </div>
  );
}
