import { HomeView } from '../views/HomeView';
import type { HomeContent } from '../types/content';

/** Its copy in the page's language comes from the route table (content/home.ts, content/hi/home.ts). */
export default function HomePage({ copy }: { copy: HomeContent }) {
  return <HomeView home={copy} />;
}
