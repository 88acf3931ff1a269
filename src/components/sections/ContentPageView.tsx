import { paths } from '../../config/paths';
import type { ContentPage } from '../../types/content';
import { useLocale } from '../../i18n/LocaleProvider';
import { localizedPath } from '../../i18n/locale';
import { useT } from '../../i18n/useT';
import type { JsonLd } from '../seo/jsonLd';
import { breadcrumbJsonLd, faqJsonLd } from '../seo/pageJsonLd';
import { Seo } from '../seo/Seo';
import { CallToAction } from './CallToAction';
import { ContentBlock } from './ContentBlock';
import { Faq } from './Faq';
import { PageHero } from './PageHero';

/**
 * A marketing page from its copy: hero, sections, FAQ and the call to action. `children` (a part
 * the page adds, such as the pincode check) go after the sections.
 */
export function ContentPageView({ page, children }: { page: ContentPage; children?: React.ReactNode }) {
  const t = useT('common');
  const locale = useLocale();
  const trail = page.isService
    ? [
        { name: t('breadcrumb.home'), path: paths.home },
        { name: t('breadcrumb.services'), path: paths.services },
        { name: page.title, path: page.path },
      ]
    : undefined;
  const jsonLd: JsonLd[] = [];
  // The links stay inside the app (its basename adds /hi); the structured data names full addresses.
  if (trail) jsonLd.push(breadcrumbJsonLd(trail.map((crumb) => ({ ...crumb, path: localizedPath(crumb.path, locale) }))));
  if (page.faq && page.path === paths.services) jsonLd.push(faqJsonLd(page.faq));

  return (
    <>
      <Seo title={page.title} description={page.description} path={page.path} jsonLd={jsonLd} />
      <PageHero eyebrow={page.eyebrow} title={page.h1} lead={page.lead} illustration={page.illustration} breadcrumb={trail} priority />
      {page.sections.map((section, index) => (
        <ContentBlock key={section.heading} section={section} index={index} />
      ))}
      {children}
      {page.faq ? <Faq entries={page.faq} /> : null}
      <CallToAction {...page.cta} />
    </>
  );
}
