/**
 * The date range picker of the records, payments and charts: a feature of its own, not part of
 * features/dashboard/index.ts, because it brings react-datepicker and its stylesheet (a side effect
 * the bundler keeps), which would then load with every page that uses the vendor area's shared part
 * (docs/decisions/0013-vendor-features.md).
 */
export { DateRangePicker } from './DateRangePicker';
