import type { Metric } from 'web-vitals';
import { env } from '../../config/env';

/** The one place web-vitals measurements go: logged in development; there is no endpoint to send them to. */
export function reportVital(metric: Metric): void {
  if (!env.isProduction) console.info(`[web-vitals] ${metric.name}`, Math.round(metric.value * 100) / 100);
}

const TRIGGERS = ['pointerdown', 'keydown', 'scroll', 'visibilitychange'] as const;

/**
 * Loads web-vitals lazily, off the page's critical path: on the visitor's first interaction, or when the page is
 * hidden, whichever comes first. It reads LCP, FCP and CLS from the browser's buffered entries,
 * so nothing is missed, and a visitor who only reads never downloads it early.
 */
export function startVitals(report: (metric: Metric) => void = reportVital): void {
  let started = false;
  const begin = () => {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) window.removeEventListener(type, begin, true);
    void import('web-vitals').then(({ onCLS, onINP, onLCP, onFCP, onTTFB }) => {
      for (const on of [onCLS, onINP, onLCP, onFCP, onTTFB]) on(report);
    });
  };
  for (const type of TRIGGERS) window.addEventListener(type, begin, { capture: true, passive: true, once: true });
}
