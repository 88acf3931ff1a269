import type { Metric } from 'web-vitals';
import { env } from '../../config/env';

/** The one place web-vitals measurements go (spec section 7: no call is shown, so they are logged in development). */
export function reportVital(metric: Metric): void {
  if (!env.isProduction) console.info(`[web-vitals] ${metric.name}`, Math.round(metric.value * 100) / 100);
}

/** Loads web-vitals lazily once the page is idle after load, so it never competes with the page. */
export function startVitals(report: (metric: Metric) => void = reportVital): void {
  const begin = () => {
    void import('web-vitals').then(({ onCLS, onINP, onLCP, onFCP, onTTFB }) => {
      for (const on of [onCLS, onINP, onLCP, onFCP, onTTFB]) on(report);
    });
  };
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(begin) : setTimeout(begin, 1));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
