import { paths } from '../../config/paths';
import type { PrivacyPolicyContent } from '../../content/privacyPolicy';
import { useLocale } from '../../i18n/LocaleProvider';
import { regionTag } from '../../i18n/locale';
import { useT } from '../../i18n/useT';
import { ContentBlock } from '../sections/ContentBlocks';
import { PageHero } from '../sections/PageHero';
import { Seo } from '../seo/Seo';

/** YYYY-MM-DD in words: '1 नवंबर 2026'. */
function longDate(iso: string, tag: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
}

/** The privacy policy from its copy (src/content/privacyPolicy.ts or its Hindi twin). */
export function PrivacyPolicyView({ policy }: { policy: PrivacyPolicyContent }) {
  const t = useT('common');
  const locale = useLocale();
  // The English page has always given the date as written (2026-11-01); other languages in words.
  const updated = locale === 'en' ? policy.updated : longDate(policy.updated, regionTag[locale]);
  return (
    <>
      <Seo title={policy.title} description={policy.description} path={paths.privacy} />
      <PageHero eyebrow={t('privacy.eyebrow')} title={policy.h1} lead={t('privacy.updated', { date: updated })} />
      {policy.sections.map((section, index) => (
        <ContentBlock key={section.heading} section={section} index={index} />
      ))}
    </>
  );
}
