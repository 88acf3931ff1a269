/**
 * The vendor charts with their date range picker, as one lazily loaded chunk (see ../lazyCharts.ts):
 * neither the chart code nor react-datepicker is in any file a public page downloads.
 */
export { DashboardCharts } from './DashboardCharts';
export { OilChartPanel } from './OilChartPanel';
