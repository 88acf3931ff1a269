import { ContentPageView } from '../components/sections/ContentPageView';
import { impactWeCreate } from '../content/pages/impactWeCreate';

export default function ImpactPage() {
  return <ContentPageView page={impactWeCreate} />;
}
