import { lazyModule } from '../../lib/lazyModule';

/**
 * The charts and the range picker download only when a signed-in vendor's page shows them
 * (no public page loads the chart code). lazyModule is React.lazy with the chunk time-out and
 * reload-once recovery of docs/decisions/0004-chunk-load-recovery.md.
 */
const loadCharts = () => import('./charts/vendorCharts');

export const LazyDashboardCharts = lazyModule<object>('VendorCharts', async () => ({ default: (await loadCharts()).DashboardCharts })).Component;
export const LazyOilChartPanel = lazyModule<object>('VendorCharts', async () => ({ default: (await loadCharts()).OilChartPanel })).Component;
