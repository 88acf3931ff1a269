import { ContentPageView } from '../../components/sections/ContentPageView';
import { sustainableFuel } from '../../content/hi/pages/sustainableFuel';

export default function SustainableFuelPage() {
  return <ContentPageView page={sustainableFuel} />;
}
