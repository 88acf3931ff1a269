import { ContentPageView } from '../components/sections/ContentPageView';
import type { ContentPage } from '../types/content';

/** Its copy in the page's language comes from the route table (content/pages/impactWeCreate.ts, content/hi/pages/impactWeCreate.ts). */
export default function ImpactPage({ copy }: { copy: ContentPage }) {
  return <ContentPageView page={copy} />;
}
