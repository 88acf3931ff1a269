import type { CollectionDestination } from '../../../types/api';

/**
 * Every word of the disposal register, its printed statement and its CSV, in one place so that a
 * translation is one more object of this shape. English (India) for now.
 */
export const recordsCopy = {
  pageTitle: 'Disposal register',
  eyebrowDashboard: 'Dashboard',
  intro:
    'Every pickup of used cooking oil from your kitchen, as our collector’s receipt records it: how much went, where it went and what you were paid. Keep it ready for a food safety officer, your accountant or your ESG report.',
  loading: 'Loading your disposal register...',
  failed: 'Your disposal register could not be loaded.',
  retry: 'Try again',
  emptyTitle: (period: string) => `No pickups recorded from ${period}.`,
  emptyHelp:
    'A pickup is added here as soon as our collector has weighed your oil and written the receipt, usually the same day. To book one, request a collection on your dashboard.',
  emptyLink: 'Request a collection',
  orderLabel: 'Order',
  order: { oldest: 'Oldest first', newest: 'Newest first' },
  downloadCsv: 'Download CSV',
  printRange: 'Print statement',
  // The buttons' accessible names begin with their visible words (WCAG 2.5.3, label in name).
  printRangeLabel: 'Print statement for the whole period',
  printMonth: 'Print statement',
  printMonthLabel: (month: string) => `Print statement for ${month}`,
  summary: {
    label: 'Totals for the period',
    pickups: 'Pickups',
    quantity: 'Oil collected',
    amount: 'Amount paid',
    points: 'Green points earned',
  },
  caption: (period: string) => `Disposal register, ${period}`,
  columns: {
    date: 'Date',
    receipt: 'Receipt no.',
    quantity: 'Quantity (kg)',
    drums: 'Drums',
    rate: 'Rate per kg',
    amount: 'Amount',
    tpc: 'TPC',
    vehicle: 'Vehicle',
    collector: 'Collector',
    destination: 'Destination',
    points: 'Green points',
  },
  tpcNotTested: 'Not tested',
  tpcNote: 'TPC: total polar compounds in the oil, measured at pickup with a TPC meter.',
  pickups: (count: number) => (count === 1 ? '1 pickup' : `${count} pickups`),
  monthTotal: (month: string) => `Total for ${month}`,
  rangeTotal: 'Total for the period',
  destinations: {
    'Biodiesel plant': 'Biodiesel plant',
    'Other authorised use': 'Other authorised use',
  } satisfies Record<CollectionDestination, string>,
  period: (from: string, upto: string) => (from === upto ? from : `${from} to ${upto}`),
  statement: {
    title: 'Used cooking oil disposal statement',
    companyPhone: 'Toll-free',
    vendor: 'Vendor',
    address: 'Address',
    mobile: 'Mobile',
    period: 'Period',
    generated: (company: string, date: string) => `Generated from ${company}’s collection receipts on ${date}.`,
  },
  csv: {
    headers: [
      'Date',
      'Receipt number',
      'Quantity (kg)',
      'Drums',
      'Rate (INR per kg)',
      'Amount (INR)',
      'TPC (%)',
      'Vehicle',
      'Collector',
      'Destination',
      'Green points',
    ],
    fileName: (from: string, upto: string) => `greendrop-disposal-register-${from}-to-${upto}.csv`,
  },
};

export type RecordsCopy = typeof recordsCopy;
