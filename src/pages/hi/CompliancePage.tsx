import { ContentPageView } from '../../components/sections/ContentPageView';
import { foodBusinessCompliance } from '../../content/hi/pages/foodBusinessCompliance';

export default function CompliancePage() {
  return <ContentPageView page={foodBusinessCompliance} />;
}
