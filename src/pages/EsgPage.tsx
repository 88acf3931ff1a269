import { ContentPageView } from '../components/sections/ContentPageView';
import type { ContentPage } from '../types/content';

/** Its copy in the page's language comes from the route table (content/pages/esgAndCsr.ts, content/hi/pages/esgAndCsr.ts). */
export default function EsgPage({ copy }: { copy: ContentPage }) {
  return <ContentPageView page={copy} />;
}
