import { ContentPageView } from '../components/sections/ContentPageView';
import type { ContentPage as ContentPageCopy } from '../types/content';

/**
 * A page of long copy (about us, impact, each service's page...): one module for all of them, its
 * copy in the page's language from the route table (content/pages/*.ts, content/hi/pages/*.ts).
 */
export default function ContentPage({ copy }: { copy: ContentPageCopy }) {
  return <ContentPageView page={copy} />;
}
