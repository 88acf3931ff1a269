import { lazyModule } from '../../lib/lazyModule';

/**
 * The charts and the range picker download only when a signed-in vendor's page shows them
 * (no public page loads the chart code), through the one loader of later parts: a failure shows in
 * the charts' place with Retry (docs/decisions/0009-one-loader-for-every-later-part.md).
 */
const loadCharts = () => import('./charts/vendorCharts');

export const LazyDashboardCharts = lazyModule<object>('VendorCharts', async () => ({ default: (await loadCharts()).DashboardCharts })).Component;
export const LazyOilChartPanel = lazyModule<object>('VendorCharts', async () => ({ default: (await loadCharts()).OilChartPanel })).Component;
