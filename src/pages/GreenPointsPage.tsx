import { ContentPageView } from '../components/sections/ContentPageView';
import { redeemGreenPoints } from '../content/pages/redeemGreenPoints';

export default function GreenPointsPage() {
  return <ContentPageView page={redeemGreenPoints} />;
}
