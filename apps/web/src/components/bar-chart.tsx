import { useState, type CSSProperties } from 'react';

import classes from './bar-chart.module.css';
import { formatCount } from '../lib/format';

/** A series of the chart: its key in each row's values, its name, and a theme colour such as `blue.6`. */
export type BarSeries = { key: string; label: string; color: string };
export type BarRow = { label: string; values: Partial<Record<string, number>> };

type BarChartProps = {
  rows: readonly BarRow[];
  series: readonly BarSeries[];
  /** Stacked: a row's values in one bar, gains above the axis and losses below; otherwise side by side. */
  stacked?: boolean;
  height: number;
  maxBarWidth?: number;
};

const themeColor = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

/** Whole-number axis marks from `low` to `high` (both included), about five of them. */
export function axisTicks(low: number, highest: number): number[] {
  const high = Math.max(highest, low + 1);
  const span = high - low;
  const rough = span / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough)!,
  );
  const ticks: number[] = [];
  for (let tick = Math.floor(low / step) * step; tick < high + step; tick += step) ticks.push(tick);
  return ticks.at(-1)! < high ? [...ticks, ticks.at(-1)! + step] : ticks;
}

/** The range a row takes on the axis: stacked, its gains and its losses summed; otherwise each value. */
function extent(row: BarRow, series: readonly BarSeries[], stacked: boolean): [number, number] {
  const values = series.map(({ key }) => row.values[key] ?? 0);
  if (!stacked) return [Math.min(0, ...values), Math.max(0, ...values)];
  const sum = (keep: (value: number) => boolean) => values.filter(keep).reduce((total, value) => total + value, 0);
  return [sum((value) => value < 0), sum((value) => value > 0)];
}

/**
 * Bars per period, drawn with boxes positioned in percent of the plot: nothing is measured, so
 * drawing costs no forced layout and no chart library. The figures of the period under the pointer
 * show in one tooltip above it (one element, not one per period); pages that show a chart also list
 * them for those who do not read charts.
 */
export function BarChart({ rows, series, stacked = false, height, maxBarWidth = 28 }: BarChartProps) {
  const extents = rows.map((row) => extent(row, series, stacked));
  const ticks = axisTicks(Math.min(0, ...extents.map(([low]) => low)), Math.max(1, ...extents.map(([, high]) => high)));
  const top = ticks.at(-1)!;
  const range = top - ticks[0]!;
  /** Distance from the plot's top, in percent, of a value. */
  const y = (value: number) => ((top - value) / range) * 100;
  const box = (from: number, to: number): CSSProperties => ({
    top: `${y(Math.max(from, to))}%`,
    height: `${(Math.abs(to - from) / range) * 100}%`,
  });
  const [pointed, setPointed] = useState<number | null>(null);
  const pointedRow = pointed === null ? undefined : rows[pointed];
  // At most about eight period labels under the axis, evenly spread.
  const labelEvery = Math.max(1, Math.ceil(rows.length / 8));

  return (
    <div
      className={classes.chart}
      style={{ '--chart-height': `${height}px`, '--bar-max-width': `${maxBarWidth}px` } as CSSProperties}
    >
      <div className={classes.yAxis} aria-hidden>
        {ticks.map((tick) => (
          <span key={tick} className={classes.yTick} style={{ top: `${y(tick)}%` }}>
            {formatCount(tick)}
          </span>
        ))}
      </div>
      <div className={classes.plot}>
        {ticks.map((tick) => (
          <div
            key={tick}
            className={classes.gridLine}
            data-zero={tick === 0 || undefined}
            style={{ top: `${y(tick)}%` }}
          />
        ))}
        {rows.map((row, index) => {
          let gains = 0;
          let losses = 0;
          return (
            <div
              key={row.label}
              className={classes.column}
              data-period={row.label}
              onPointerEnter={() => setPointed(index)}
              onPointerLeave={() => setPointed((current) => (current === index ? null : current))}
            >
              {stacked ? (
                <div className={classes.slot}>
                  {series.map(({ key, color }) => {
                    const value = row.values[key] ?? 0;
                    if (value === 0) return null;
                    const from = value > 0 ? gains : losses;
                    if (value > 0) gains += value;
                    else losses += value;
                    return (
                      <div
                        key={key}
                        className={classes.bar}
                        data-bar
                        style={{ ...box(from, from + value), background: themeColor(color) }}
                      />
                    );
                  })}
                </div>
              ) : (
                series.map(({ key, color }) => (
                  <div key={key} className={classes.slot}>
                    {(row.values[key] ?? 0) !== 0 && (
                      <div
                        className={classes.bar}
                        data-bar
                        style={{ ...box(0, row.values[key] ?? 0), background: themeColor(color) }}
                      />
                    )}
                  </div>
                ))
              )}
            </div>
          );
        })}
        {pointedRow && (
          <div
            className={classes.tooltip}
            role="tooltip"
            style={{ left: `${((pointed! + 0.5) / rows.length) * 100}%` }}
          >
            <strong>{pointedRow.label}</strong>
            {series.map(({ key, label }) => (
              <div key={key}>{`${label}: ${pointedRow.values[key] ?? 0}`}</div>
            ))}
          </div>
        )}
      </div>
      <div className={classes.xAxis} aria-hidden>
        {rows.map((row, index) => (
          <span key={row.label} className={classes.xTick}>
            {index % labelEvery === 0 ? row.label : ''}
          </span>
        ))}
      </div>
    </div>
  );
}

/** The chart's series by colour and name, wrapping under it on narrow screens. */
export function ChartLegend({ series }: { series: readonly BarSeries[] }) {
  return (
    <ul className={classes.legend}>
      {series.map(({ key, label, color }) => (
        <li key={key} className={classes.legendItem}>
          <span className={classes.swatch} style={{ background: themeColor(color) }} aria-hidden />
          {label}
        </li>
      ))}
    </ul>
  );
}
