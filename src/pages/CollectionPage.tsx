import { ContentPageView } from '../components/sections/ContentPageView';
import { usedCookingOilCollection } from '../content/pages/usedCookingOilCollection';

export default function CollectionPage() {
  return <ContentPageView page={usedCookingOilCollection} />;
}
