import { paths } from '../config/paths';
import { PageHero } from '../components/sections/PageHero';
import { Seo } from '../components/seo/Seo';
import { fetchNewsfeeds } from '../features/news/api';
import { NewsCard } from '../features/news/NewsCard';
import { NewsCardSkeleton } from '../features/news/NewsCardSkeleton';
import { useT } from '../i18n/useT';
import { useAsync } from '../lib/useAsync';

export default function NewsListPage() {
  const t = useT('common');
  const tp = useT('pages');
  const news = useAsync(fetchNewsfeeds, []);
  return (
    <>
      <Seo title={t('news.title')} description={tp('news.description')} path={paths.news} />
      <PageHero
        eyebrow={t('news.title')}
        title={tp('news.h1')}
        lead={tp('news.lead')}
        illustration={{ src: '/illustrations/news-and-blogs.svg', alt: tp('news.illustrationAlt'), width: 560, height: 420 }}
        priority
      />
      <section className="content-section" aria-label={tp('news.listLabel')}>
        <div className="container">
          {news.status === 'error' ? (
            <div className="alert alert-warning" role="alert">
              <p className="mb-2">{tp('news.loadError')}</p>
              <button type="button" className="btn btn-brand btn-sm" onClick={news.reload}>
                {t('action.tryAgain')}
              </button>
            </div>
          ) : news.status === 'success' && news.data.length === 0 ? (
            <p>{tp('news.empty')}</p>
          ) : (
            <div className="news-grid news-list" aria-busy={news.status === 'loading'}>
              {news.status === 'loading'
                ? Array.from({ length: 7 }, (_, i) => <NewsCardSkeleton key={i} />)
                : news.data.map((item) => <NewsCard key={item.slug} item={item} headingLevel={2} />)}
            </div>
          )}
        </div>
      </section>
    </>
  );
}
