import { ContentPageView } from '../components/sections/ContentPageView';
import { esgAndCsr } from '../content/pages/esgAndCsr';

export default function EsgPage() {
  return <ContentPageView page={esgAndCsr} />;
}
