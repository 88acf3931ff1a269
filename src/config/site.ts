/**
 * Company facts shown across the site (in the header and footer), and the
 * company's own figures used by the marketing pages. Demo values: the one place to edit.
 */
export const site = {
  name: 'GreenDrop Oil Recycling',
  shortName: 'GreenDrop',
  legalName: 'GreenDrop Oil Recycling Private Limited',
  tagline: 'Pure and natural oil, collected and reborn as clean fuel',
  /** Default title and social description: the company presents itself as a seller of pure and natural oil. */
  defaultTitle: 'GreenDrop | Pure and Natural Oil, Responsibly Recycled',
  defaultDescription:
    'GreenDrop supplies pure and natural oil and collects used cooking oil from kitchens across India, turning it into biodiesel and green fuel.',
  address: {
    street: 'Plot 42, Sector 5, IMT Manesar',
    city: 'Gurugram',
    region: 'Haryana',
    postalCode: '122052',
    country: 'IN',
  },
  email: 'care@greendrop.example.in',
  /** Toll-free number, in the form it is dialled. */
  tollFree: '18001234567',
  tollFreeDisplay: '1800 123 4567',
  hours: {
    text: '9 AM to 6 PM, Monday to Saturday',
    opens: '09:00',
    closes: '18:00',
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  },
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/greendrop.example' },
    { name: 'Instagram', href: 'https://www.instagram.com/greendrop.example' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/greendrop-example' },
    { name: 'YouTube', href: 'https://www.youtube.com/@greendrop.example' },
  ],
  apps: [
    { store: 'Google Play', href: 'https://play.google.com/store/apps/details?id=in.example.greendrop' },
    { store: 'App Store', href: 'https://apps.apple.com/in/app/greendrop/id0000000000' },
  ],
  mapHref: 'https://www.openstreetmap.org/search?query=IMT%20Manesar%20Gurugram',
  /** The company's own figures (demo values), quoted by the marketing pages. */
  figures: {
    cities: 38,
    foodBusinesses: 12500,
    households: 41000,
    litresCollectedPerMonth: 850000,
    tonnesCollectedToDate: 52000,
    co2AvoidedTonnes: 146000,
    franchisePartners: 64,
    yearsOperating: 7,
    collectionVans: 210,
    greenPointsPerKg: 2,
    minimumPickupKg: 20,
    householdMinimumLitres: 5,
    franchiseInvestmentLakh: { min: 15, max: 35 },
    /** Biodiesel our plant makes from a kilogram of collected oil, once water, sediment and free fatty acids are removed. */
    biodieselKgPerKgOil: 0.9,
  },
  /**
   * What we typically pay for used cooking oil, in rupees per kg, by region (demo values). Indicative
   * only: the rate is agreed at registration, once the oil's water, sediment and colour are seen.
   * Regions nearer our Manesar plant pay more because the oil travels less; households are paid less
   * than businesses because small doorstep pickups cost more per kg. Keyed by state name, as the
   * state list names them; a state not listed here gets the all-India range (lowest to highest).
   */
  oilRates: [
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
  ],
} as const;

export type Site = typeof site;
