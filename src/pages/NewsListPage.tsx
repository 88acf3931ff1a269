import { paths } from '../config/paths';
import { PageHero } from '../components/sections/PageHero';
import { Seo } from '../components/seo/Seo';
import { fetchNewsfeeds } from '../features/news/api';
import { NewsCard, NewsCardSkeleton } from '../features/news/NewsCard';
import { useAsync } from '../lib/useAsync';

export default function NewsListPage() {
  const news = useAsync(fetchNewsfeeds, []);
  return (
    <>
      <Seo
        title="News & Blogs"
        description="News, guides and stories on used cooking oil collection, FSSAI compliance, biodiesel and green points from GreenDrop's teams across India."
        path={paths.news}
      />
      <PageHero
        eyebrow="News & Blogs"
        title="News and guides on used cooking oil"
        lead="What changes in FSSAI's rules mean for your kitchen, how your oil becomes biodiesel, and stories from our collection teams and partners."
        illustration={{ src: '/illustrations/news-and-blogs.svg', alt: 'A newspaper page with an oil drop and a green leaf', width: 560, height: 420 }}
        priority
      />
      <section className="content-section" aria-label="Articles">
        <div className="container">
          {news.status === 'error' ? (
            <div className="alert alert-warning" role="alert">
              <p className="mb-2">The articles could not be loaded. Please check your connection and try again.</p>
              <button type="button" className="btn btn-brand btn-sm" onClick={news.reload}>
                Try again
              </button>
            </div>
          ) : news.status === 'success' && news.data.length === 0 ? (
            <p>No articles have been published yet.</p>
          ) : (
            <div className="news-grid" aria-busy={news.status === 'loading'}>
              {news.status === 'loading'
                ? Array.from({ length: 6 }, (_, i) => <NewsCardSkeleton key={i} />)
                : news.data.map((item) => <NewsCard key={item.slug} item={item} headingLevel={2} />)}
            </div>
          )}
        </div>
      </section>
    </>
  );
}
