import { ContentPageView } from '../components/sections/ContentPageView';
import { PincodeCheckSection } from '../features/serviceability/PincodeCheckSection';
import type { ContentPage } from '../types/content';

/** Its copy in the page's language comes from the route table (content/pages/householdCollection.ts, content/hi/pages/householdCollection.ts). */
export default function HouseholdPage({ copy }: { copy: ContentPage }) {
  return (
    <ContentPageView page={copy}>
      <PincodeCheckSection />
    </ContentPageView>
  );
}
