import { ContentPageView } from '../components/sections/ContentPageView';
import { PincodeCheckSection } from '../features/serviceability/PincodeCheckSection';
import type { ContentPage } from '../types/content';

/** Its copy in the page's language comes from the route table (content/pages/usedCookingOilCollection.ts, content/hi/pages/usedCookingOilCollection.ts). */
export default function CollectionPage({ copy }: { copy: ContentPage }) {
  return (
    <ContentPageView page={copy}>
      <PincodeCheckSection />
    </ContentPageView>
  );
}
