/**
 * Copy of the marketing pages, one ContentPage per route. Each page lives in its own module
 * under ./pages so a route can load just its own copy; this module gathers them all.
 */
import { aboutUs } from './pages/aboutUs';
import { impactWeCreate } from './pages/impactWeCreate';
import { sustainableFuel } from './pages/sustainableFuel';
import { traceability } from './pages/traceability';
import { redeemGreenPoints } from './pages/redeemGreenPoints';
import { services } from './pages/services';
import { usedCookingOilCollection } from './pages/usedCookingOilCollection';
import { greenFuelBiodieselSupply } from './pages/greenFuelBiodieselSupply';
import { foodBusinessCompliance } from './pages/foodBusinessCompliance';
import { esgAndCsr } from './pages/esgAndCsr';
import { householdCollection } from './pages/householdCollection';
import { franchise } from './pages/franchise';

export {
  aboutUs,
  impactWeCreate,
  sustainableFuel,
  traceability,
  redeemGreenPoints,
  services,
  usedCookingOilCollection,
  greenFuelBiodieselSupply,
  foodBusinessCompliance,
  esgAndCsr,
  householdCollection,
  franchise,
};
export { servicesFaqTeaser } from './pages/services';

export const contentPages = {
  aboutUs,
  impactWeCreate,
  sustainableFuel,
  traceability,
  redeemGreenPoints,
  services,
  usedCookingOilCollection,
  greenFuelBiodieselSupply,
  foodBusinessCompliance,
  esgAndCsr,
  householdCollection,
  franchise,
} as const;

export type ContentPageKey = keyof typeof contentPages;
