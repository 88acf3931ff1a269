import { ContentPageView } from '../../components/sections/ContentPageView';
import { redeemGreenPoints } from '../../content/hi/pages/redeemGreenPoints';

export default function GreenPointsPage() {
  return <ContentPageView page={redeemGreenPoints} />;
}
