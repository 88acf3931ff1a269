import { ServiceAreasView } from '../views/ServiceAreasView';

/** Its words are the serviceability catalogue's, its cities config/serviceAreas.ts. */
export default function ServiceAreasPage() {
  return <ServiceAreasView />;
}
