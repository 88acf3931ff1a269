import { ContentPageView } from '../components/sections/ContentPageView';
import type { ContentPage } from '../types/content';

/** Its copy in the page's language comes from the route table (content/pages/traceability.ts, content/hi/pages/traceability.ts). */
export default function TraceabilityPage({ copy }: { copy: ContentPage }) {
  return <ContentPageView page={copy} />;
}
