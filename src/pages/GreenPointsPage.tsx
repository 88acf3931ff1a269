import { ContentPageView } from '../components/sections/ContentPageView';
import type { ContentPage } from '../types/content';

/** Its copy in the page's language comes from the route table (content/pages/redeemGreenPoints.ts, content/hi/pages/redeemGreenPoints.ts). */
export default function GreenPointsPage({ copy }: { copy: ContentPage }) {
  return <ContentPageView page={copy} />;
}
