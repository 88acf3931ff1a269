import { useEffect, useId, useState } from 'react';
import { compactNumber, compactParts, labelEvery, niceTicks, unitWord, valueLabelWidth, type CompactUnits } from './scale';

export interface BarDatum {
  /** The axis label, short: "Jun '26". */
  label: string;
  /** The full label for the bar's tooltip: "Jun 2026". */
  fullLabel: string;
  value: number;
  /** The value as text with its unit: "1,234 KG". */
  valueText: string;
}

export interface BarChartProps {
  title: string;
  /** A one-sentence summary for screen readers (the <desc>). */
  description: string;
  /** The value axis's title, with the unit: "KG". */
  valueAxisLabel: string;
  /** The category axis's title: "Month". */
  categoryAxisLabel: string;
  /** How short labels name thousands, lakhs and crores ('1.5K', '2.5L'). */
  compactUnits: CompactUnits;
  /** Prefix of short value labels, e.g. "₹". */
  valuePrefix?: string;
  data: BarDatum[];
  tone?: 'brand' | 'amber' | 'leaf';
}

const HEIGHT = 260;
const MARGIN = { top: 24, right: 12, bottom: 52, left: 56 };
const CHAR_WIDTH = 6.6; // average width of a 11px system-font character
const LINE_HEIGHT = 12; // of a value label's second line

/**
 * The value on each bar, as short as it reads well in the bar's slot: '₹52.8K' when every label
 * fits so, else without the decimal from 10 up ('₹53K', but '1.3K' stays: '1K' would be 30% off),
 * else on two lines (the figure, then its unit: '₹52.8' over 'हज़ार', as Hindi's unit words are
 * long); none when even that does not fit.
 */
export function valueLabels(values: number[], prefix: string, units: CompactUnits, slot: number): string[][] | null {
  const fits = (labels: string[][]) => labels.every((lines) => lines.every((line) => valueLabelWidth(line) + 4 <= slot));
  const parts = (value: number, short: boolean) => {
    const precise = compactParts(value);
    return short && Math.abs(Number(precise.figure)) >= 10 ? compactParts(value, 0) : precise;
  };
  for (const short of [false, true]) {
    const labels = values.map((value) => {
      const { figure, unit } = parts(value, short);
      return [`${prefix}${unit ? units[unit](figure) : figure}`];
    });
    if (fits(labels)) return labels;
  }
  for (const short of [false, true]) {
    const labels = values.map((value) => {
      const { figure, unit } = parts(value, short);
      return unit ? [`${prefix}${figure}`, unitWord(units, unit)] : [`${prefix}${figure}`];
    });
    if (fits(labels)) return labels;
  }
  return null;
}

/** The drawn width follows the container, so text stays at its real size on a phone. */
function useContainerWidth(fallback: number): [(element: HTMLElement | null) => void, number] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    if (!element) return;
    const measure = () => setWidth(Math.max(280, Math.round(element.getBoundingClientRect().width) || fallback));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, fallback]);
  return [setElement, width];
}

/** A small accessible SVG bar chart: axis titles, tick labels, a value on each bar when it fits. */
export function BarChart({ title, description, valueAxisLabel, categoryAxisLabel, compactUnits, valuePrefix = '', data, tone = 'brand' }: BarChartProps) {
  const id = useId().replace(/:/g, '');
  const [measureRef, width] = useContainerWidth(560);
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const ticks = niceTicks(Math.max(0, ...data.map((d) => d.value)));
  const top = ticks[ticks.length - 1];
  const slot = data.length > 0 ? plotWidth / data.length : plotWidth;
  const barWidth = Math.max(2, Math.min(48, slot * 0.64));
  const labels = valueLabels(
    data.map((d) => d.value),
    valuePrefix,
    compactUnits,
    slot,
  );
  // Two-line labels need a line more above the tallest bar.
  const lines = labels ? Math.max(...labels.map((label) => label.length)) : 1;
  const marginTop = MARGIN.top + (lines - 1) * LINE_HEIGHT;
  const plotHeight = HEIGHT - marginTop - MARGIN.bottom;
  const y = (value: number) => marginTop + plotHeight - (value / top) * plotHeight;
  const axisEvery = labelEvery(slot, 7 * CHAR_WIDTH);

  return (
    <div ref={measureRef} className={`bar-chart bar-chart-${tone}`}>
      <svg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <g className="bar-chart-grid">
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} />
              <text x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
                {compactNumber(tick, compactUnits)}
              </text>
            </g>
          ))}
        </g>
        <text className="bar-chart-axis-title" transform={`translate(14 ${marginTop + plotHeight / 2}) rotate(-90)`} textAnchor="middle">
          {valueAxisLabel}
        </text>
        <text className="bar-chart-axis-title" x={MARGIN.left + plotWidth / 2} y={HEIGHT - 6} textAnchor="middle">
          {categoryAxisLabel}
        </text>
        <g className="bar-chart-bars">
          {data.map((d, i) => {
            const cx = MARGIN.left + slot * i + slot / 2;
            const barTop = y(d.value);
            return (
              <g key={d.fullLabel}>
                <title>{`${d.fullLabel}: ${d.valueText}`}</title>
                <rect x={cx - barWidth / 2} y={barTop} width={barWidth} height={Math.max(0, marginTop + plotHeight - barTop)} rx={Math.min(4, barWidth / 4)} />
                {labels && d.value > 0 ? (
                  <text className="bar-chart-value" x={cx} y={barTop - 6 - (labels[i].length - 1) * LINE_HEIGHT} textAnchor="middle">
                    {labels[i].map((line, n) => (
                      <tspan key={n} x={cx} dy={n === 0 ? undefined : LINE_HEIGHT}>
                        {line}
                      </tspan>
                    ))}
                  </text>
                ) : null}
                {i % axisEvery === 0 ? (
                  <text className="bar-chart-label" x={cx} y={marginTop + plotHeight + 18} textAnchor="middle">
                    {d.label}
                  </text>
                ) : null}
              </g>
            );
          })}
        </g>
        <line className="bar-chart-axis" x1={MARGIN.left} x2={width - MARGIN.right} y1={marginTop + plotHeight} y2={marginTop + plotHeight} />
      </svg>
    </div>
  );
}
