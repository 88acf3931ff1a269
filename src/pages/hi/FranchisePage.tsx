import { ContentPageView } from '../../components/sections/ContentPageView';
import { franchise } from '../../content/hi/pages/franchise';

export default function FranchisePage() {
  return <ContentPageView page={franchise} />;
}
