import { ContentPageView } from '../components/sections/ContentPageView';
import type { ContentPage } from '../types/content';

/** Its copy in the page's language comes from the route table (content/pages/greenFuelBiodieselSupply.ts, content/hi/pages/greenFuelBiodieselSupply.ts). */
export default function BiodieselPage({ copy }: { copy: ContentPage }) {
  return <ContentPageView page={copy} />;
}
