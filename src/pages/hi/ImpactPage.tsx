import { ContentPageView } from '../../components/sections/ContentPageView';
import { impactWeCreate } from '../../content/hi/pages/impactWeCreate';

export default function ImpactPage() {
  return <ContentPageView page={impactWeCreate} />;
}
