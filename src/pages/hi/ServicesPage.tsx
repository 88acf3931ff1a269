import { ContentPageView } from '../../components/sections/ContentPageView';
import { services } from '../../content/hi/pages/services';

export default function ServicesPage() {
  return <ContentPageView page={services} />;
}
