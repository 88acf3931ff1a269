import { serviceAreas } from '../config/serviceAreas';
import { rateBand } from '../features/calculator/figures';
import { isValidPincode } from '../lib/rules';
import type { Answer } from '../types/api';
import { servedPincodes, sortingDistrictsByNearestCity } from './data/pincodes';

/** The mock API's answer to GET {api}/serviceability, from real pincodes (data/pincodes.ts). */
export type ServiceabilityAnswer = Answer<'getServiceability'>;

let cityOfPincode: Map<number, string> | null = null;
let nearestOfDistrict: Map<string, string> | null = null;

/** The tables unpacked on the first call, not when the mock starts. */
function tables() {
  if (!cityOfPincode || !nearestOfDistrict) {
    cityOfPincode = new Map();
    for (const [city, runs] of Object.entries(servedPincodes)) {
      for (const run of runs.split(' ')) {
        const [from, to = from] = run.split('-').map(Number);
        for (let code = from; code <= to; code += 1) cityOfPincode.set(code, city);
      }
    }
    nearestOfDistrict = new Map();
    for (const [city, districts] of Object.entries(sortingDistrictsByNearestCity)) {
      for (const district of districts.split(' ')) nearestOfDistrict.set(district, city);
    }
  }
  return { cityOfPincode, nearestOfDistrict };
}

/**
 * Served: the city, its depot, the first pickup's wait and the business and household rates of
 * its state (config/oilRates). Not served: the served city nearest to the pincode's sorting district, or no
 * city for a pincode India Post does not use. Anything but a six-digit pincode is refused.
 */
export function serviceabilityAnswer(pincode: string | null): ServiceabilityAnswer {
  const code = (pincode ?? '').trim();
  if (!isValidPincode(code)) return { status: 'Error', message: 'Please enter a valid 6 digit pincode.' };
  const { cityOfPincode, nearestOfDistrict } = tables();
  const area = serviceAreas.find((candidate) => candidate.city === cityOfPincode.get(Number(code)));
  if (area) {
    const business = rateBand('restaurant', area.state);
    const household = rateBand('household', area.state);
    return {
      status: 'Success',
      data: {
        served: true,
        city: area.city,
        state: area.state,
        depot: area.depot,
        first_pickup_days: area.firstPickupDays,
        rate_inr_per_kg: { min: business.min, max: business.max },
        household_rate_inr_per_kg: { min: household.min, max: household.max },
      },
    };
  }
  const nearest = nearestOfDistrict.get(code.slice(0, 3));
  return { status: 'Success', data: nearest ? { served: false, nearest_city: nearest } : { served: false } };
}
