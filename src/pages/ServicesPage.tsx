import { ContentPageView } from '../components/sections/ContentPageView';
import type { ContentPage } from '../types/content';

/** Its copy in the page's language comes from the route table (content/pages/services.ts, content/hi/pages/services.ts). */
export default function ServicesPage({ copy }: { copy: ContentPage }) {
  return <ContentPageView page={copy} />;
}
