import { ContentPageView } from '../components/sections/ContentPageView';
import type { ContentPage } from '../types/content';

/** Its copy in the page's language comes from the route table (content/pages/foodBusinessCompliance.ts, content/hi/pages/foodBusinessCompliance.ts). */
export default function CompliancePage({ copy }: { copy: ContentPage }) {
  return <ContentPageView page={copy} />;
}
