/**
 * Turns `GET /ops/telemetry/series` into what a line chart draws: one line per version, a point per step, a gap
 * (null) where a step had no reports. Plain data, so it is tested without a browser.
 */
import type { TelemetryPoint, TelemetrySeries } from '../../registry/api-types.js';

export type TrendMetric = 'p50Ms' | 'p95Ms' | 'errorRate';

export interface TrendLine {
  label: string;
  color: string;
  /** One value per step; error rates in percent (one decimal). */
  values: (number | null)[];
}

/** Distinct on white and for the common colour-vision deficiencies (Okabe–Ito), cycled past eight versions. */
const PALETTE = ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#e69f00', '#56b4e9', '#000000', '#9d7a00'];

const valueOf = (p: TelemetryPoint, metric: TrendMetric): number | null => {
  const v = p[metric];
  if (v === null) return null;
  return metric === 'errorRate' ? Math.round(v * 1000) / 10 : v;
};

/** Step labels: the time of day (UTC) within a day's window, with the date for longer ones. */
export function slotLabels(series: Pick<TelemetrySeries, 'slots' | 'windowMs'>): string[] {
  return series.slots.map((iso) => (series.windowMs > 86_400_000 ? `${iso.slice(5, 10)} ${iso.slice(11, 16)}` : iso.slice(11, 16)));
}

export function trendLines(series: TelemetrySeries, metric: TrendMetric, withMerchant: boolean): TrendLine[] {
  return series.series.map((t, i) => ({
    label: `${withMerchant ? `${t.merchant} ` : ''}${t.remote}@${t.version}`,
    color: PALETTE[i % PALETTE.length]!,
    values: t.points.map((p) => valueOf(p, metric)),
  }));
}

/** The last value of each line that has one, for the chart's text alternative ("member@1.2.0 340 ms"). */
export function latestSummary(lines: TrendLine[], unit: string): string {
  const parts = lines.flatMap((l) => {
    const last = [...l.values].reverse().find((v) => v !== null);
    return last === undefined || last === null ? [] : [`${l.label} ${last}${unit}`];
  });
  return parts.length ? `latest: ${parts.join(', ')}` : 'no reports in this window';
}
