import { ContentPageView } from '../components/sections/ContentPageView';
import type { ContentPage } from '../types/content';

/** Its copy in the page's language comes from the route table (content/pages/sustainableFuel.ts, content/hi/pages/sustainableFuel.ts). */
export default function SustainableFuelPage({ copy }: { copy: ContentPage }) {
  return <ContentPageView page={copy} />;
}
