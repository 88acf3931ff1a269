import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../config/paths';
import { absoluteUrl } from '../components/seo/jsonLd';
import { Seo } from '../components/seo/Seo';
import { PageLoading } from '../components/ui/PageLoading';
import { site } from '../config/site';
import { fetchNewsfeed } from '../features/news/api';
import { formatPublished } from '../features/news/formatDate';
import { sanitizeArticleHtml } from '../features/news/sanitizeArticleHtml';
import { useLocale } from '../i18n/LocaleProvider';
import { localizedPath } from '../i18n/locale';
import { useT } from '../i18n/useT';
import { useAsync } from '../lib/useAsync';

export default function ArticlePage() {
  const t = useT('common');
  const tp = useT('pages');
  const locale = useLocale();
  const { slug = '' } = useParams();
  const article = useAsync(() => fetchNewsfeed(slug), [slug]);
  const body = useMemo(() => (article.status === 'success' && article.data ? sanitizeArticleHtml(article.data.description) : ''), [article]);
  const path = paths.article(slug);

  if (article.status === 'loading') return <PageLoading />;
  if (article.status === 'error' || !article.data) {
    const missing = article.status === 'success';
    return (
      <section className="container page-error">
        <Seo title={tp(missing ? 'article.notFound' : 'article.unavailable')} path={path} noindex />
        <h1>{tp(missing ? 'article.notFound' : 'article.loadErrorTitle')}</h1>
        <p>{tp(missing ? 'article.missingText' : 'article.checkConnection')}</p>
        {missing ? null : (
          <button type="button" className="btn btn-brand me-2" onClick={article.reload}>
            {t('action.tryAgain')}
          </button>
        )}
        <Link to={paths.news} className="btn btn-outline-brand">
          {t('link.allNews')}
        </Link>
      </section>
    );
  }

  const item = article.data;
  const articleJsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: item.title,
    description: item.excerpt,
    image: absoluteUrl(item.image),
    datePublished: item.published_at,
    mainEntityOfPage: absoluteUrl(localizedPath(path, locale)),
    author: { '@type': 'Organization', name: site.name },
    publisher: { '@type': 'Organization', name: site.name, logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') } },
  };
  return (
    <article className="article">
      <Seo title={item.title} description={item.excerpt} path={path} image={item.image} type="article" jsonLd={[articleJsonLd]} />
      <header className="article-header container content-narrow">
        <nav aria-label={t('breadcrumb.label')} className="breadcrumb-trail">
          <ol>
            <li>
              <Link to={paths.home}>{t('breadcrumb.home')}</Link>
            </li>
            <li>
              <Link to={paths.news}>{t('news.title')}</Link>
            </li>
            <li aria-current="page">{item.title}</li>
          </ol>
        </nav>
        <h1>{item.title}</h1>
        <p className="article-meta">
          <time dateTime={item.published_at}>{formatPublished(item.published_at, locale)}</time>
        </p>
        <img src={item.image} alt="" width={1200} height={630} className="article-image" />
      </header>
      {/* The editors' HTML is sanitised above: only text markup, no scripts or handlers. */}
      <div className="article-body container content-narrow" dangerouslySetInnerHTML={{ __html: body }} />
    </article>
  );
}
