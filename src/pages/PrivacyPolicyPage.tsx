import { paths } from '../config/paths';
import { ContentBlock } from '../components/sections/ContentBlocks';
import { PageHero } from '../components/sections/PageHero';
import { Seo } from '../components/seo/Seo';
import { privacyPolicy } from '../content/privacyPolicy';

export default function PrivacyPolicyPage() {
  return (
    <>
      <Seo title={privacyPolicy.title} description={privacyPolicy.description} path={paths.privacy} />
      <PageHero eyebrow="Privacy" title={privacyPolicy.h1} lead={`Last updated on ${privacyPolicy.updated}.`} />
      {privacyPolicy.sections.map((section, index) => (
        <ContentBlock key={section.heading} section={section} index={index} />
      ))}
    </>
  );
}
