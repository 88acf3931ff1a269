import { ContentPageView } from '../../components/sections/ContentPageView';
import { householdCollection } from '../../content/hi/pages/householdCollection';

export default function HouseholdPage() {
  return <ContentPageView page={householdCollection} />;
}
