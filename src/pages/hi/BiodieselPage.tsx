import { ContentPageView } from '../../components/sections/ContentPageView';
import { greenFuelBiodieselSupply } from '../../content/hi/pages/greenFuelBiodieselSupply';

export default function BiodieselPage() {
  return <ContentPageView page={greenFuelBiodieselSupply} />;
}
