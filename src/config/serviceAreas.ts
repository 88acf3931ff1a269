/**
 * Where GreenDrop collects used cooking oil (demo values): every city with its state (as the state
 * list names it, so the rate of config/oilRates applies), the depot its vans start from, and how many
 * days after registration the first pickup comes. The /service-areas page lists it, the mock API
 * answers the pincode check from it, and the pages' "N cities" is its length (a unit test holds
 * site.figures.cities to it). Ordered by depot, the depot's own city first.
 */
export interface ServiceArea {
  city: string;
  state: string;
  depot: string;
  firstPickupDays: number;
}

export const serviceAreas: readonly ServiceArea[] = [
  { city: 'Gurugram', state: 'Haryana', depot: 'Manesar', firstPickupDays: 2 },
  { city: 'Delhi', state: 'Delhi', depot: 'Manesar', firstPickupDays: 2 },
  { city: 'Faridabad', state: 'Haryana', depot: 'Manesar', firstPickupDays: 2 },
  { city: 'Rewari', state: 'Haryana', depot: 'Manesar', firstPickupDays: 2 },
  { city: 'Noida', state: 'Uttar Pradesh', depot: 'Manesar', firstPickupDays: 3 },
  { city: 'Ghaziabad', state: 'Uttar Pradesh', depot: 'Manesar', firstPickupDays: 3 },
  { city: 'Panipat', state: 'Haryana', depot: 'Panipat', firstPickupDays: 2 },
  { city: 'Sonipat', state: 'Haryana', depot: 'Panipat', firstPickupDays: 2 },
  { city: 'Karnal', state: 'Haryana', depot: 'Panipat', firstPickupDays: 3 },
  { city: 'Chandigarh', state: 'Chandigarh', depot: 'Derabassi', firstPickupDays: 2 },
  { city: 'Mohali', state: 'Punjab', depot: 'Derabassi', firstPickupDays: 2 },
  { city: 'Panchkula', state: 'Haryana', depot: 'Derabassi', firstPickupDays: 2 },
  { city: 'Ludhiana', state: 'Punjab', depot: 'Ludhiana', firstPickupDays: 2 },
  { city: 'Jalandhar', state: 'Punjab', depot: 'Ludhiana', firstPickupDays: 3 },
  { city: 'Amritsar', state: 'Punjab', depot: 'Ludhiana', firstPickupDays: 4 },
  { city: 'Jaipur', state: 'Rajasthan', depot: 'Jaipur', firstPickupDays: 2 },
  { city: 'Ajmer', state: 'Rajasthan', depot: 'Jaipur', firstPickupDays: 4 },
  { city: 'Lucknow', state: 'Uttar Pradesh', depot: 'Lucknow', firstPickupDays: 2 },
  { city: 'Kanpur', state: 'Uttar Pradesh', depot: 'Lucknow', firstPickupDays: 3 },
  { city: 'Haridwar', state: 'Uttarakhand', depot: 'Haridwar', firstPickupDays: 2 },
  { city: 'Dehradun', state: 'Uttarakhand', depot: 'Haridwar', firstPickupDays: 3 },
  { city: 'Ahmedabad', state: 'Gujarat', depot: 'Changodar', firstPickupDays: 2 },
  { city: 'Gandhinagar', state: 'Gujarat', depot: 'Changodar', firstPickupDays: 2 },
  { city: 'Vadodara', state: 'Gujarat', depot: 'Changodar', firstPickupDays: 4 },
  { city: 'Surat', state: 'Gujarat', depot: 'Sachin', firstPickupDays: 2 },
  { city: 'Mumbai', state: 'Maharashtra', depot: 'Bhiwandi', firstPickupDays: 2 },
  { city: 'Thane', state: 'Maharashtra', depot: 'Bhiwandi', firstPickupDays: 2 },
  { city: 'Nashik', state: 'Maharashtra', depot: 'Bhiwandi', firstPickupDays: 4 },
  { city: 'Pune', state: 'Maharashtra', depot: 'Chakan', firstPickupDays: 2 },
  { city: 'Indore', state: 'Madhya Pradesh', depot: 'Pithampur', firstPickupDays: 2 },
  { city: 'Bhopal', state: 'Madhya Pradesh', depot: 'Pithampur', firstPickupDays: 4 },
  { city: 'Bengaluru', state: 'Karnataka', depot: 'Hoskote', firstPickupDays: 2 },
  { city: 'Mysuru', state: 'Karnataka', depot: 'Hoskote', firstPickupDays: 4 },
  { city: 'Hyderabad', state: 'Telangana', depot: 'Medchal', firstPickupDays: 2 },
  { city: 'Chennai', state: 'Tamil Nadu', depot: 'Sriperumbudur', firstPickupDays: 2 },
  { city: 'Coimbatore', state: 'Tamil Nadu', depot: 'Coimbatore', firstPickupDays: 3 },
  { city: 'Kolkata', state: 'West Bengal', depot: 'Dankuni', firstPickupDays: 2 },
  { city: 'Howrah', state: 'West Bengal', depot: 'Dankuni', firstPickupDays: 2 },
];

/** How many cities GreenDrop collects in: the figure the pages quote as site.figures.cities. */
export const servedCityCount = serviceAreas.length;

/** The shortest and longest wait for a first pickup across the cities, as the pages quote it. */
export const firstPickupDaysRange = {
  min: Math.min(...serviceAreas.map((area) => area.firstPickupDays)),
  max: Math.max(...serviceAreas.map((area) => area.firstPickupDays)),
};
