import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { paths, serviceLabelIds } from '../config/paths';
import type { HomeContent, HomeMoreContent } from '../types/content';
import { preloadPageCatalog } from '../i18n/catalogs';
import { LoadedLater } from '../i18n/LoadedLater';
import type { Locale } from '../i18n/locale';
import { useLocale } from '../i18n/LocaleProvider';
import { useT } from '../i18n/useT';
import { lazyModule } from '../lib/lazyModule';
import { whenNearViewport } from '../lib/useNearViewport';
import { Figures } from '../components/sections/Figures';
import { PageHero } from '../components/sections/PageHero';
import { Seo } from '../components/seo/Seo';

// "Do we collect at your pincode?", below the figures: its code arrives (and its prerendered form
// hydrates) when the visitor comes near it; it hands over what was typed itself.
const PincodeCheck = lazyModule<{ withListLink?: boolean }>(
  'PincodeCheck',
  () => Promise.all([import('../features/serviceability/PincodeCheck'), preloadPageCatalog('serviceability')]).then(([module]) => module),
  { when: () => whenNearViewport(paths.pincodeCheckHash) },
).Component;

// Everything below the first screens (how a collection works down to the closing call to action)
// the same way, with its copy: reading the top of the page costs none of their script or text.
// Where the page was not prerendered (a navigation inside the app) they load at once.
const HOME_MORE = 'home-more';
const homeMoreCopy: Record<Locale, () => Promise<{ default: HomeMoreContent }>> = {
  en: () => import('../content/homeMore'),
  hi: () => import('../content/hi/homeMore'),
};
const homeMoreIn = (locale: Locale) =>
  lazyModule<object>(
    'HomeMoreSections',
    () =>
      Promise.all([import('./HomeMoreSections'), homeMoreCopy[locale]()]).then(([{ HomeMoreSections }, { default: more }]) => ({
        default: () => <HomeMoreSections more={more} />,
      })),
    { when: () => whenNearViewport(HOME_MORE) },
  ).Component;
const homeMoreBy: Record<Locale, ReturnType<typeof homeMoreIn>> = { en: homeMoreIn('en'), hi: homeMoreIn('hi') };

/** The home page from its copy (src/content/home.ts or its Hindi twin); the page modules only choose the language. */
export function HomeView({ home }: { home: HomeContent }) {
  const t = useT('common');
  const HomeMore = homeMoreBy[useLocale()];
  return (
    <>
      <Seo description={home.description} path={paths.home} />
      <PageHero eyebrow={home.hero.eyebrow} title={home.hero.h1} lead={home.hero.lead} illustration={home.hero.illustration} priority>
        <div className="hero-actions">
          <Link to={paths.booking} className="btn btn-accent btn-lg">
            {t('action.bookNow')}
          </Link>
          <Link to={paths.services} className="btn btn-outline-brand btn-lg">
            {t('link.ourServices')}
          </Link>
        </div>
      </PageHero>

      <section className="content-section" aria-labelledby="home-services">
        <div className="container">
          <h2 id="home-services">{home.services.heading}</h2>
          <p className="section-intro">{home.services.intro}</p>
          <ul className="service-cards">
            {home.services.cards.map((card) => (
              <li key={card.to} className="service-card">
                <h3>
                  <Link to={card.to} className="stretched-link">
                    {t(serviceLabelIds[card.to])}
                  </Link>
                </h3>
                <p>{card.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="content-section content-section-brand" aria-labelledby="home-impact">
        <div className="container">
          <h2 id="home-impact">{home.impact.heading}</h2>
          <Figures figures={home.impact.figures} note={home.impact.note} />
        </div>
      </section>

      <section id={paths.pincodeCheckHash} className="content-section content-section-alt pincode-check-section" data-hydrates-later="">
        <div className="container content-narrow">
          <Suspense fallback={<p>{t('loading')}</p>}>
            <LoadedLater>
              <PincodeCheck />
            </LoadedLater>
          </Suspense>
        </div>
      </section>

      <div id={HOME_MORE} data-hydrates-later="">
        <Suspense fallback={<p className="container">{t('loading')}</p>}>
          <LoadedLater>
            <HomeMore />
          </LoadedLater>
        </Suspense>
      </div>
    </>
  );
}
