import { useMemo } from 'react';
import { i18nFor } from '../../i18n/catalogs';
import { useLocale } from '../../i18n/LocaleProvider';
import { useT, type Translate } from '../../i18n/useT';
import type { CollectionDestination } from '../../types/api';

/**
 * Every word of the disposal register, its printed statement and its CSV, in the page's language:
 * the messages live in the vendor catalogue (src/locales/<language>/vendor.json, `records.*`,
 * `statement.*`, `csv.*`), so an English page ships no Hindi and a Hindi page no English. This
 * gathers them once per language into the shape the register's components read.
 */
export function makeRecordsCopy(t: Translate<'vendor'>) {
  return {
    pageTitle: t('records.title'),
    eyebrowDashboard: t('dashboard.title'),
    intro: t('records.intro'),
    loading: t('records.loading'),
    failed: (reason: string) => t('records.failed', { reason }),
    retry: t('action.retry'),
    emptyTitle: (period: string) => t('records.emptyTitle', { period }),
    emptyHelp: t('records.emptyHelp'),
    emptyLink: t('records.emptyLink'),
    orderLabel: t('records.orderLabel'),
    order: { oldest: t('records.oldestFirst'), newest: t('records.newestFirst') },
    downloadCsv: t('records.downloadCsv'),
    printRange: t('records.print'),
    // The buttons' accessible names begin with their visible words (WCAG 2.5.3, label in name).
    printRangeLabel: t('records.printRangeLabel'),
    printMonth: t('records.print'),
    printMonthLabel: (month: string) => t('records.printMonthLabel', { month }),
    summary: {
      label: t('records.summaryLabel'),
      pickups: t('records.summaryPickups'),
      quantity: t('records.summaryQuantity'),
      quantityValue: (value: string) => t('records.summaryQuantityValue', { value }),
      amount: t('records.summaryAmount'),
      points: t('records.summaryPoints'),
    },
    caption: (period: string) => t('records.caption', { period }),
    columns: {
      date: t('records.colDate'),
      receipt: t('records.colReceipt'),
      code: t('records.colCode'),
      quantity: t('records.colQuantity'),
      drums: t('records.colDrums'),
      weighing: t('records.colWeighing'),
      rate: t('records.colRate'),
      amount: t('records.colAmount'),
      tpc: t('records.colTpc'),
      vehicle: t('records.colVehicle'),
      collector: t('records.colCollector'),
      destination: t('records.colDestination'),
      points: t('records.colPoints'),
    },
    certificateLink: (receipt: string) => t('records.certificateLink', { receipt }),
    underDispute: t('records.underDispute'),
    dispute: t('records.dispute'),
    disputeLink: (receipt: string) => t('records.disputeLink', { receipt }),
    disputeWindow: (days: string) => t('records.disputeWindow', { days }),
    disputesLink: t('records.disputesLink'),
    weighingValue: (gross: string, tare: string) => t('records.weighingValue', { gross, tare }),
    scaleStamped: (date: string) => t('records.scaleStamped', { date }),
    estimateValue: (estimate: string, kg: string, percent: string) => t('records.estimateValue', { estimate, kg, percent }),
    estimateMarked: t('records.estimateMarked'),
    tpcNotTested: t('records.tpcNotTested'),
    tpcNote: t('records.tpcNote'),
    pickups: (count: number) => t(count === 1 ? 'records.pickupOne' : 'records.pickups', { count: String(count) }),
    monthTotal: (month: string) => t('records.monthTotal', { month }),
    rangeTotal: t('records.rangeTotal'),
    destinations: {
      'Biodiesel plant': t('records.destinationBiodiesel'),
      'Other authorised use': t('records.destinationOther'),
    } satisfies Record<CollectionDestination, string>,
    period: (from: string, upto: string) => (from === upto ? from : t('records.period', { from, upto })),
    statement: {
      title: t('statement.title'),
      companyPhone: t('statement.tollFree'),
      vendor: t('statement.vendor'),
      address: t('statement.address'),
      mobile: t('statement.mobile'),
      period: t('statement.period'),
      generated: (company: string, date: string) => t('statement.generated', { company, date }),
    },
    csv: {
      headers: [
        t('csv.date'),
        t('csv.receipt'),
        t('csv.verifyCode'),
        t('csv.quantity'),
        t('csv.drums'),
        t('csv.rate'),
        t('csv.amount'),
        t('csv.tpc'),
        t('csv.vehicle'),
        t('csv.collector'),
        t('csv.destination'),
        t('csv.points'),
        t('csv.gross'),
        t('csv.tare'),
        t('csv.scale'),
        t('csv.scaleStamped'),
        t('csv.estimate'),
        t('csv.difference'),
        t('csv.differencePercent'),
        t('csv.photo'),
      ],
    },
  };
}

export type RecordsCopy = ReturnType<typeof makeRecordsCopy>;

/** The register's words in the page's language; suspends until the vendor catalogue has arrived. */
export function useRecordsCopy(): RecordsCopy {
  const t = useT('vendor');
  return useMemo(() => makeRecordsCopy(t), [t]);
}

/**
 * The same words for the register's table, which is only ever drawn inside RecordsView (whose
 * `useRecordsCopy` has loaded the catalogue): read without suspending, so the memoised table of
 * up to a thousand rows never waits on, or re-subscribes to, the catalogue.
 */
export function useLoadedRecordsCopy(): RecordsCopy {
  const locale = useLocale();
  return useMemo(() => {
    const i18n = i18nFor[locale];
    return makeRecordsCopy((id, values) => i18n._(`vendor.${id}`, values));
  }, [locale]);
}
