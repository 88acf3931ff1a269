import { CallToAction } from '../components/sections/CallToAction';
import { ContentBlock } from '../components/sections/ContentBlock';
import { Faq } from '../components/sections/Faq';
import { PageHero } from '../components/sections/PageHero';
import { breadcrumbJsonLd, faqJsonLd, webApplicationJsonLd } from '../components/seo/pageJsonLd';
import { Seo } from '../components/seo/Seo';
import { paths } from '../config/paths';
import type { CalculatorPageCopy } from '../types/content';
import { useLocale } from '../i18n/LocaleProvider';
import { localizedPath, regionTag } from '../i18n/locale';
import { OilValueCalculator } from '../features/calculator/OilValueCalculator';

/** The value calculator's page in either language, from that language's copy (content/calculator.ts, content/hi/calculator.ts). */
export function CalculatorView({ page }: { page: CalculatorPageCopy }) {
  const locale = useLocale();
  // The router adds the language's prefix to the breadcrumb's links; the structured data needs full addresses.
  const trail = [
    { name: page.breadcrumb.home, path: paths.home },
    { name: page.breadcrumb.services, path: paths.services },
    { name: page.breadcrumb.page, path: page.path },
  ];
  const addressed = trail.map((crumb) => ({ ...crumb, path: localizedPath(crumb.path, locale) }));
  const application = { ...webApplicationJsonLd({ name: page.title, description: page.description, path: localizedPath(page.path, locale) }), inLanguage: regionTag[locale] };

  return (
    <>
      <Seo title={page.title} description={page.description} path={page.path} jsonLd={[application, breadcrumbJsonLd(addressed), faqJsonLd(page.faq)]} />
      <PageHero eyebrow={page.eyebrow} title={page.h1} lead={page.lead} illustration={page.illustration} breadcrumb={trail} priority />
      <section className="content-section calculator-section" aria-labelledby="calculator-heading">
        <div className="container">
          <h2 id="calculator-heading">{page.calculator.heading}</h2>
          <p className="section-intro">{page.calculator.intro}</p>
          <OilValueCalculator />
        </div>
      </section>
      {page.sections.map((section, index) => (
        <ContentBlock key={section.heading} section={section} index={index + 1} />
      ))}
      <Faq entries={page.faq} heading={page.faqHeading} />
      <CallToAction {...page.cta} />
    </>
  );
}
