import { CallToAction, ContentBlock, Faq } from '../components/sections/ContentBlocks';
import { PageHero } from '../components/sections/PageHero';
import { breadcrumbJsonLd, faqJsonLd, webApplicationJsonLd } from '../components/seo/jsonLd';
import { Seo } from '../components/seo/Seo';
import { paths } from '../config/paths';
import { calculatorPage as page } from '../content/calculator';
import { OilValueCalculator } from '../features/calculator/OilValueCalculator';

const trail = [
  { name: 'Home', path: paths.home },
  { name: 'Services', path: paths.services },
  { name: page.breadcrumbName, path: page.path },
];

export default function OilValueCalculatorPage() {
  return (
    <>
      <Seo
        title={page.title}
        description={page.description}
        path={page.path}
        jsonLd={[webApplicationJsonLd({ name: page.title, description: page.description, path: page.path }), breadcrumbJsonLd(trail), faqJsonLd(page.faq)]}
      />
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
      <Faq entries={page.faq} />
      <CallToAction {...page.cta} />
    </>
  );
}
