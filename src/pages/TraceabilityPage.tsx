import { ContentPageView } from '../components/sections/ContentPageView';
import { traceability } from '../content/pages/traceability';

export default function TraceabilityPage() {
  return <ContentPageView page={traceability} />;
}
