import { ContentPageView } from '../../components/sections/ContentPageView';
import { aboutUs } from '../../content/hi/pages/aboutUs';

export default function AboutUsPage() {
  return <ContentPageView page={aboutUs} />;
}
