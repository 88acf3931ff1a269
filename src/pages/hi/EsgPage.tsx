import { ContentPageView } from '../../components/sections/ContentPageView';
import { esgAndCsr } from '../../content/hi/pages/esgAndCsr';

export default function EsgPage() {
  return <ContentPageView page={esgAndCsr} />;
}
