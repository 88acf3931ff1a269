import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useLocale } from '../../i18n/LocaleProvider';
import type { Newsfeed } from '../../types/api';
import { formatPublished } from './formatDate';

/** One article in a list of news: image, date, title (linking to the article) and excerpt. */
export function NewsCard({ item, headingLevel = 3 }: { item: Newsfeed; headingLevel?: 2 | 3 }) {
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="news-card">
      <img src={item.image} alt="" width={1200} height={630} loading="lazy" decoding="async" />
      <div className="news-card-body">
        <time dateTime={item.published_at}>{formatPublished(item.published_at, locale)}</time>
        <Heading>
          <Link to={paths.article(item.slug)} className="stretched-link">
            {item.title}
          </Link>
        </Heading>
        <p>{item.excerpt}</p>
      </div>
    </article>
  );
}
