import { ContentPageView } from '../../components/sections/ContentPageView';
import { usedCookingOilCollection } from '../../content/hi/pages/usedCookingOilCollection';

export default function CollectionPage() {
  return <ContentPageView page={usedCookingOilCollection} />;
}
