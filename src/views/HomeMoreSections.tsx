import { Suspense, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { site } from '../config/site';
import type { HomeMoreContent } from '../types/content';
import { LatestNews } from '../features/news/LatestNews';
import { preloadPageCatalog } from '../i18n/catalogs';
import { LoadedLater } from '../i18n/LoadedLater';
import { RichText } from '../i18n/RichText';
import { useT } from '../i18n/useT';
import { HandOverEarlyInput } from '../lib/HandOverEarlyInput';
import { lazyModule } from '../lib/lazyModule';
import { whenNearViewport } from '../lib/useNearViewport';
import { CallToAction } from '../components/sections/CallToAction';
import { Faq } from '../components/sections/Faq';
import { Steps } from '../components/sections/Steps';
import { useOpeningHours } from '../components/ui/useOpeningHours';

// The booking wizard sits far down the page: its code loads (and its prerendered form hydrates)
// when the visitor comes near it, so reading the top of the page costs no wizard script.
const BookingWizard = lazyModule<object>(
  'RegistrationWizard',
  () =>
    Promise.all([import('../features/registration/RegistrationWizard'), preloadPageCatalog('registration')]).then(([module]) => ({
      default: () => (
        <TypedValuesKept sectionId={paths.bookingHash}>
          <module.RegistrationWizard embedded />
        </TypedValuesKept>
      ),
    })),
  { when: () => whenNearViewport(paths.bookingHash) },
).Component;

// The compact value calculator, just above the booking section, the same way: its markup is in the
// prerendered page, its code arrives when the visitor comes near it.
const CALCULATOR_SECTION = 'value-calculator';
const CompactCalculator = lazyModule<object>(
  'OilValueCalculator',
  () =>
    Promise.all([import('../features/calculator/OilValueCalculator'), preloadPageCatalog('calculator')]).then(([module]) => ({
      default: () => (
        <TypedValuesKept sectionId={CALCULATOR_SECTION}>
          <module.OilValueCalculator compact />
        </TypedValuesKept>
      ),
    })),
  { when: () => whenNearViewport(CALCULATOR_SECTION) },
).Component;
// What the calculator carried into the booking form, said above it.
const CarriedOverNote = lazyModule<object>(
  'CarriedOverNote',
  () => Promise.all([import('../features/calculator/CarriedOverNote'), preloadPageCatalog('calculator')]).then(([module]) => ({ default: module.CarriedOverNote })),
  { when: () => whenNearViewport(paths.bookingHash) },
).Component;

/** A section that hydrates after the rest of the page: what was typed and pressed in it before then is handed over now. */
function TypedValuesKept({ sectionId, children }: { sectionId: string; children: React.ReactNode }) {
  return (
    <>
      {children}
      <HandOverEarlyInput part={sectionId} />
    </>
  );
}

/**
 * The home page below its first screens, from how a collection works down to the closing call to
 * action, with its copy (content/homeMore.ts or its Hindi twin). HomeView loads it, with that
 * copy, when the visitor comes near it.
 */
export function HomeMoreSections({ more }: { more: HomeMoreContent }) {
  const t = useT('common');
  const hours = useOpeningHours();
  // These sections hydrate after the rest of the page, and their calculator and booking form later still.
  const first = useRef<HTMLElement>(null);
  return (
    <>
      <HandOverEarlyInput part={first} />
      <section ref={first} className="content-section" aria-labelledby="home-how">
        <div className="container">
          <h2 id="home-how">{more.howItWorks.heading}</h2>
          <Steps steps={more.howItWorks.steps} />
        </div>
      </section>

      <section className="content-section content-section-alt" aria-labelledby="home-points">
        <div className="container content-narrow">
          <h2 id="home-points">{more.greenPoints.heading}</h2>
          <p>{more.greenPoints.text}</p>
          <Link to={more.greenPoints.link.to}>{more.greenPoints.link.label}</Link>
        </div>
      </section>

      <section id={CALCULATOR_SECTION} className="content-section content-section-alt calculator-teaser" aria-labelledby="home-calculator" data-hydrates-later="">
        <div className="container">
          <div className="section-heading-row">
            <h2 id="home-calculator">{more.calculator.heading}</h2>
            <Link to={more.calculator.link.to}>{more.calculator.link.label}</Link>
          </div>
          <p className="section-intro">{more.calculator.text}</p>
          <Suspense fallback={<p className="calculator-loading">{t('loading')}</p>}>
            <LoadedLater>
              <CompactCalculator />
            </LoadedLater>
          </Suspense>
        </div>
      </section>

      <section id={paths.bookingHash} className="content-section booking-section" aria-labelledby="home-booking" data-hydrates-later="">
        <div className="container booking-inner">
          <div className="booking-intro">
            <h2 id="home-booking">{more.booking.heading}</h2>
            <p>{more.booking.text}</p>
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
            <h2 id="home-news">{more.news.heading}</h2>
            <Link to={paths.news}>{t('link.allNews')}</Link>
          </div>
          <LatestNews count={3} />
        </div>
      </section>

      <section className="content-section content-section-alt" aria-labelledby="home-app">
        <div className="container content-narrow">
          <h2 id="home-app">{more.app.heading}</h2>
          <p>{more.app.text}</p>
          <div className="hero-actions">
            {site.apps.map((app) => (
              <a key={app.store} href={app.href} className="btn btn-brand" target="_blank" rel="noopener noreferrer">
                {t('app.getItOn', { store: app.store })}
              </a>
            ))}
          </div>
        </div>
      </section>

      <Faq entries={more.faq.entries} heading={more.faq.heading} headingId="home-faq" />
      <div className="container content-narrow faq-more">
        <Link to={more.faq.link.to}>{more.faq.link.label}</Link>
      </div>

      <CallToAction heading={more.cta.heading} text={more.cta.text} label={more.cta.label} to={paths.register} />
    </>
  );
}
