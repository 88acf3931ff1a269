import { ContentPageView } from '../components/sections/ContentPageView';
import { PincodeCheckSection } from '../features/serviceability/PincodeCheckSection';
import type { ContentPage } from '../types/content';

/** Its copy in the page's language comes from the route table (content/pages/franchise.ts, content/hi/pages/franchise.ts). */
export default function FranchisePage({ copy }: { copy: ContentPage }) {
  return (
    <ContentPageView page={copy}>
      <PincodeCheckSection />
    </ContentPageView>
  );
}
