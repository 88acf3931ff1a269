import { ContentPageView } from '../components/sections/ContentPageView';
import { aboutUs } from '../content/pages/aboutUs';

export default function AboutUsPage() {
  return <ContentPageView page={aboutUs} />;
}
