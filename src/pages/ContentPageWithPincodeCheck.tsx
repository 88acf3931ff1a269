import { ContentPageView } from '../components/sections/ContentPageView';
import { PincodeCheckSection } from '../features/serviceability/PincodeCheckSection';
import type { ContentPage } from '../types/content';

/**
 * A page of long copy that ends with "Do we collect at your pincode?" (oil collection, household
 * collection, franchise): one module for all of them, its copy from the route table.
 */
export default function ContentPageWithPincodeCheck({ copy }: { copy: ContentPage }) {
  return (
    <ContentPageView page={copy}>
      <PincodeCheckSection />
    </ContentPageView>
  );
}
