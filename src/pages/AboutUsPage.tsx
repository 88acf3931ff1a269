import { ContentPageView } from '../components/sections/ContentPageView';
import type { ContentPage } from '../types/content';

/** Its copy in the page's language comes from the route table (content/pages/aboutUs.ts, content/hi/pages/aboutUs.ts). */
export default function AboutUsPage({ copy }: { copy: ContentPage }) {
  return <ContentPageView page={copy} />;
}
