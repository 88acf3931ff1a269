import { ContentPageView } from '../components/sections/ContentPageView';
import { greenFuelBiodieselSupply } from '../content/pages/greenFuelBiodieselSupply';

export default function BiodieselPage() {
  return <ContentPageView page={greenFuelBiodieselSupply} />;
}
