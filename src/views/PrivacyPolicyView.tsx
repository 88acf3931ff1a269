import { paths } from '../config/paths';
import type { PrivacyPolicyContent } from '../types/content';
import { ContentBlock } from '../components/sections/ContentBlock';
import { PageHero } from '../components/sections/PageHero';
import { Seo } from '../components/seo/Seo';

/** The privacy policy from its copy (src/content/privacyPolicy.ts or its Hindi twin). */
export function PrivacyPolicyView({ policy }: { policy: PrivacyPolicyContent }) {
  return (
    <>
      <Seo title={policy.title} description={policy.description} path={paths.privacy} />
      <PageHero eyebrow={policy.eyebrow} title={policy.h1} lead={policy.lastUpdated} />
      {policy.sections.map((section, index) => (
        <ContentBlock key={section.heading} section={section} index={index} />
      ))}
    </>
  );
}
