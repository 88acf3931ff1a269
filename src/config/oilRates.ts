import { site } from './site';
import { OIL_KG_PER_LITRE } from './oilFactors';

/**
 * A module apart from config/site.ts, whose facts every page's header and footer show: only the
 * calculator and the pages that quote the rates load it.
 *
 * What we typically pay for used cooking oil, in rupees per kg, by region (demo values). Indicative
 * only: the rate is agreed at registration, once the oil's water, sediment and colour are seen.
 * Regions nearer the partner biodiesel plants pay more because the oil travels less; households are paid less
 * than businesses because small doorstep pickups cost more per kg. Keyed by state name, as the
 * state list names them; a state not listed here gets the all-India range (lowest to highest).
 */
export const oilRates = [
  {
    region: 'North India',
    business: { min: 46, max: 60 },
    household: { min: 28, max: 35 },
    states: ['Chandigarh', 'Delhi', 'Haryana', 'Himachal Pradesh', 'Jammu and Kashmir', 'Ladakh', 'Punjab', 'Rajasthan', 'Uttar Pradesh', 'Uttarakhand'],
  },
  {
    region: 'West and Central India',
    business: { min: 45, max: 58 },
    household: { min: 27, max: 34 },
    states: ['Chhattisgarh', 'Dadra and Nagar Haveli and Daman and Diu', 'Goa', 'Gujarat', 'Madhya Pradesh', 'Maharashtra'],
  },
  {
    region: 'South India',
    business: { min: 44, max: 58 },
    household: { min: 26, max: 33 },
    states: ['Andhra Pradesh', 'Karnataka', 'Kerala', 'Lakshadweep', 'Puducherry', 'Tamil Nadu', 'Telangana'],
  },
  {
    region: 'East and North-East India',
    business: { min: 40, max: 54 },
    household: { min: 24, max: 31 },
    states: ['Andaman and Nicobar Islands', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Jharkhand', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha', 'Sikkim', 'Tripura', 'West Bengal'],
  },
] as const;

/** The all-India range a kg (oilRates' lowest to highest), for businesses or for homes. */
export function allIndiaRate(kind: 'business' | 'household'): { min: number; max: number } {
  return {
    min: Math.min(...oilRates.map((band) => band[kind].min)),
    max: Math.max(...oilRates.map((band) => band[kind].max)),
  };
}

/**
 * What a household's minimum pickup (figures.householdMinimumLitres) earns at the all-India
 * household range: weighed to 0.1 kg and paid in whole rupees, as the calculator works it out.
 */
export function householdMinimumEarns(): { litres: number; kg: number; min: number; max: number } {
  const litres = site.figures.householdMinimumLitres;
  const kg = Math.round(litres * OIL_KG_PER_LITRE * 10) / 10;
  const rate = allIndiaRate('household');
  return { litres, kg, min: Math.round(kg * rate.min), max: Math.round(kg * rate.max) };
}
