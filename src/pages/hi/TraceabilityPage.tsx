import { ContentPageView } from '../../components/sections/ContentPageView';
import { traceability } from '../../content/hi/pages/traceability';

export default function TraceabilityPage() {
  return <ContentPageView page={traceability} />;
}
