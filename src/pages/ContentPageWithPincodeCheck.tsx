import { ContentPageView } from '../components/sections/ContentPageView';
import { paths } from '../config/paths';
import { PincodeCheckSection } from '../features/serviceability/PincodeCheckSection';
import type { ContentPage } from '../types/content';

/**
 * A page of long copy that ends with "Do we collect at your pincode?" (oil collection, household
 * collection, franchise): one module for all of them, its copy from the route table. The answer
 * quotes the rate of the page's readers: homes on the household page, food businesses on the
 * collection page, both on the franchise page.
 */
export default function ContentPageWithPincodeCheck({ copy }: { copy: ContentPage }) {
  return (
    <ContentPageView page={copy}>
      <PincodeCheckSection ratesFor={copy.path === paths.household ? 'household' : copy.path === paths.collection ? 'business' : 'both'} />
    </ContentPageView>
  );
}
