import { Link } from 'react-router-dom';
import type { Illustration } from '../../types/content';
import { useT } from '../../i18n/useT';

export interface Crumb {
  name: string;
  path: string;
}

export interface PageHeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  illustration?: Illustration;
  breadcrumb?: Crumb[];
  children?: React.ReactNode;
  /** The home page's hero image is the largest paint: fetch it first. */
  priority?: boolean;
}

function Breadcrumb({ trail }: { trail: Crumb[] }) {
  const t = useT('common');
  return (
    <nav aria-label={t('breadcrumb.label')} className="breadcrumb-trail">
      <ol>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <Link to={crumb.path}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

/** The opening band of every page: eyebrow, h1, lead and the page's illustration. */
export function PageHero({ eyebrow, title, lead, illustration, breadcrumb, children, priority }: PageHeroProps) {
  return (
    <section className="page-hero">
      <div className="container page-hero-inner">
        <div className="page-hero-text">
          {breadcrumb ? <Breadcrumb trail={breadcrumb} /> : null}
          <p className="eyebrow">{eyebrow}</p>
          <h1>{title}</h1>
          <p className="lead">{lead}</p>
          {children}
        </div>
        {illustration ? (
          <div className="page-hero-art">
            <img
              src={illustration.src}
              alt={illustration.alt}
              width={illustration.width}
              height={illustration.height}
              fetchPriority={priority ? 'high' : undefined}
              // The entry waits for this paint before it loads the page's code (src/main.tsx).
              elementtiming={priority ? 'hero' : undefined}
              loading={priority ? 'eager' : 'lazy'}
              // The page's largest paint is painted with the text around it, not a frame later
              // (decoding it is a millisecond: the illustrations are SVGs of about 1 kB).
              decoding={priority ? 'sync' : 'async'}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
