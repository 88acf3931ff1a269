import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { site } from '../config/site';
import type { HomeContent } from '../types/content';
import { LatestNews } from '../features/news/LatestNews';
import { preloadPageCatalog } from '../i18n/catalogs';
import { LoadedLater } from '../i18n/LoadedLater';
import { useT } from '../i18n/useT';
import { adoptTypedValues } from '../lib/earlyInteraction';
import { whenNearViewport } from '../lib/useNearViewport';
import { CallToAction } from '../components/sections/CallToAction';
import { Faq } from '../components/sections/Faq';
import { Figures } from '../components/sections/Figures';
import { Steps } from '../components/sections/Steps';
import { PageHero } from '../components/sections/PageHero';
import { Seo } from '../components/seo/Seo';
import { useOpeningHours } from '../components/ui/useOpeningHours';
import { RichText } from '../i18n/RichText';

// The booking wizard sits far down the page: its code loads (and its prerendered form hydrates)
// when the visitor comes near it, so reading the top of the page costs no wizard script.
const BookingWizard = lazy(() =>
  whenNearViewport(paths.bookingHash)
    .then(() => Promise.all([import('../features/registration/RegistrationWizard'), preloadPageCatalog('registration')]))
    .then(([module]) => ({
      default: () => (
        <TypedValuesKept sectionId={paths.bookingHash}>
          <module.RegistrationWizard embedded />
        </TypedValuesKept>
      ),
    })),
);

// The compact value calculator, just above the booking section, the same way: its markup is in the
// prerendered page, its code arrives when the visitor comes near it.
const CALCULATOR_SECTION = 'value-calculator';
const CompactCalculator = lazy(() =>
  whenNearViewport(CALCULATOR_SECTION)
    .then(() => Promise.all([import('../features/calculator/OilValueCalculator'), preloadPageCatalog('calculator')]))
    .then(([module]) => ({
      default: () => (
        <TypedValuesKept sectionId={CALCULATOR_SECTION}>
          <module.OilValueCalculator compact />
        </TypedValuesKept>
      ),
    })),
);
// "Do we collect at your pincode?", below the figures, the same way (it hands over what was typed itself).
const PincodeCheck = lazy(() =>
  whenNearViewport(paths.pincodeCheckHash)
    .then(() => Promise.all([import('../features/serviceability/PincodeCheck'), preloadPageCatalog('serviceability')]))
    .then(([module]) => module),
);
// What the calculator carried into the booking form, said above it.
const CarriedOverNote = lazy(() =>
  whenNearViewport(paths.bookingHash)
    .then(() => Promise.all([import('../features/calculator/CarriedOverNote'), preloadPageCatalog('calculator')]))
    .then(([module]) => ({ default: module.CarriedOverNote })),
);

/** A section that hydrates after the rest of the page: what was typed into it before then is handed over now. */
function TypedValuesKept({ sectionId, children }: { sectionId: string; children: React.ReactNode }) {
  useEffect(() => {
    const section = document.getElementById(sectionId);
    if (section) adoptTypedValues(section);
  }, [sectionId]);
  return children;
}

/** The home page from its copy (src/content/home.ts or its Hindi twin); the page modules only choose the language. */
export function HomeView({ home }: { home: HomeContent }) {
  const t = useT('common');
  const hours = useOpeningHours();
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
                    {card.title}
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
          <Figures figures={home.impact.figures} />
        </div>
      </section>

      <section id={paths.pincodeCheckHash} className="content-section content-section-alt pincode-check-section">
        <div className="container content-narrow">
          <Suspense fallback={<p>{t('loading')}</p>}>
            <LoadedLater>
              <PincodeCheck />
            </LoadedLater>
          </Suspense>
        </div>
      </section>

      <section className="content-section" aria-labelledby="home-how">
        <div className="container">
          <h2 id="home-how">{home.howItWorks.heading}</h2>
          <Steps steps={home.howItWorks.steps} />
        </div>
      </section>

      <section className="content-section content-section-alt" aria-labelledby="home-points">
        <div className="container content-narrow">
          <h2 id="home-points">{home.greenPoints.heading}</h2>
          <p>{home.greenPoints.text}</p>
          <Link to={home.greenPoints.link.to}>{home.greenPoints.link.label}</Link>
        </div>
      </section>

      <section id={CALCULATOR_SECTION} className="content-section content-section-alt calculator-teaser" aria-labelledby="home-calculator">
        <div className="container">
          <div className="section-heading-row">
            <h2 id="home-calculator">{home.calculator.heading}</h2>
            <Link to={home.calculator.link.to}>{home.calculator.link.label}</Link>
          </div>
          <p className="section-intro">{home.calculator.text}</p>
          <Suspense fallback={<p className="calculator-loading">{t('loading')}</p>}>
            <LoadedLater>
              <CompactCalculator />
            </LoadedLater>
          </Suspense>
        </div>
      </section>

      <section id={paths.bookingHash} className="content-section booking-section" aria-labelledby="home-booking">
        <div className="container booking-inner">
          <div className="booking-intro">
            <h2 id="home-booking">{home.booking.heading}</h2>
            <p>{home.booking.text}</p>
            <p>
              <RichText namespace="common" id="home.callUs" values={{ phone: site.tollFreeDisplay, hours }} components={{ 0: <a href={`tel:${site.tollFree}`} /> }} />
            </p>
            <Suspense fallback={null}>
              <LoadedLater>
                <CarriedOverNote />
              </LoadedLater>
            </Suspense>
          </div>
          <div className="booking-wizard">
            <Suspense fallback={<p className="booking-wizard-loading">{t('loading')}</p>}>
              <LoadedLater>
                <BookingWizard />
              </LoadedLater>
            </Suspense>
          </div>
        </div>
      </section>

      <section className="content-section" aria-labelledby="home-news">
        <div className="container">
          <div className="section-heading-row">
            <h2 id="home-news">{t('home.latestNews')}</h2>
            <Link to={paths.news}>{t('link.allNews')}</Link>
          </div>
          <LatestNews count={3} />
        </div>
      </section>

      <section className="content-section content-section-alt" aria-labelledby="home-app">
        <div className="container content-narrow">
          <h2 id="home-app">{home.app.heading}</h2>
          <p>{home.app.text}</p>
          <div className="hero-actions">
            {site.apps.map((app) => (
              <a key={app.store} href={app.href} className="btn btn-brand" target="_blank" rel="noopener noreferrer">
                {t('app.getItOn', { store: app.store })}
              </a>
            ))}
          </div>
        </div>
      </section>

      <Faq entries={home.faq.entries} heading={home.faq.heading} headingId="home-faq" />
      <div className="container content-narrow faq-more">
        <Link to={home.faq.link.to}>{home.faq.link.label}</Link>
      </div>

      <CallToAction heading={t('home.ctaHeading')} text={t('home.ctaText')} label={t('home.ctaLabel')} to={paths.register} />
    </>
  );
}
