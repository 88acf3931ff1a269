import { useEffect } from 'react';
import { useT } from '../../i18n/useT';
import { loadChunk } from '../../lib/loadChunk';
import { useAsync } from '../../lib/useAsync';
import { useNearViewport } from '../../lib/useNearViewport';
import { NewsCard } from './NewsCard';
import { NewsCardSkeleton } from './NewsCardSkeleton';

// The news calls (and the HTTP layer) are not part of the page's first render: fetched once the
// page has hydrated, and used when the visitor scrolls near the news.
const loadNewsApi = () => loadChunk('newsApi', () => import('./api'));
const fetchLatest = () => loadNewsApi().then(({ fetchNewsfeeds }) => fetchNewsfeeds());

/** The newest articles, for the home page: fetched when the visitor scrolls near them. */
export function LatestNews({ count = 3 }: { count?: number }) {
  const t = useT('common');
  const [ref, near] = useNearViewport<HTMLDivElement>();
  useEffect(() => {
    loadNewsApi().catch(() => undefined);
  }, []);
  const news = useAsync(fetchLatest, [], near);
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
