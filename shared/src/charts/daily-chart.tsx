/**
 * Figures by day as a chart, for the member centre (personal profit, points over time) and the agent centre
 * (its reports): bars or lines over the days of a period. The table beside it stays the data view; the canvas
 * is an image whose label sums the figures up, for readers who cannot see it. chart.js loads with the first
 * chart shown, and its colours follow the theme's CSS variables (re-read on `theme:changed`).
 *
 * Imported as `@tessera/shared/charts`: built into each remote that draws charts (not part of the shared
 * singleton every page loads), so chart.js never reaches a page without a chart.
 */
import type { Chart as ChartType, ChartConfiguration, ChartDataset } from 'chart.js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
// Through the package name, not a relative path: in a remote this file is bundled locally, and the bus and
// the formatter must be the host's singletons (shared/build SINGLETONS), not a second copy.
import { useBusValue } from '@tessera/shared';
import { formatAmount, formatNumber } from '@tessera/shared/kit';

/** A theme colour, by its variable in shared/src/theme/theme.css; `signed` colours each bar by its sign (gains green, losses red). */
export type ChartColour = 'accent' | 'success' | 'danger' | 'text' | 'signed';

export interface ChartSeries {
  label: string;
  /** One value per day, in the order of `days`. */
  values: number[];
  colour: ChartColour;
  /** Bars unless said otherwise. */
  kind?: 'bar' | 'line';
}

interface Palette {
  accent: string;
  success: string;
  danger: string;
  text: string;
  muted: string;
  grid: string;
}

/** The theme's colours, from the variables on <html data-theme> (shared/src/theme/theme.css). */
export function readPalette(root: Element = document.documentElement): Palette {
  const style = getComputedStyle(root);
  const v = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    accent: v('--t-accent', '#f5b82e'),
    success: v('--t-success', '#4cd390'),
    danger: v('--t-danger', '#ff6b6b'),
    text: v('--t-text', '#e8ecf4'),
    muted: v('--t-text-muted', '#9aa4b8'),
    grid: v('--t-border', '#2c3853'),
  };
}

type Kind = 'bar' | 'line';
type Config = ChartConfiguration<Kind, number[], string>;

function colours(s: ChartSeries, p: Palette): string | string[] {
  if (s.colour === 'signed') return s.values.map((v) => (v < 0 ? p.danger : p.success));
  return p[s.colour];
}

export function chartData(days: string[], series: ChartSeries[], palette: Palette): Config['data'] {
  return {
    // MM-DD keeps a month of days readable at phone width; the label and the table carry the full dates.
    labels: days.map((d) => d.slice(5)),
    datasets: series.map((s): ChartDataset<Kind, number[]> => {
      const colour = colours(s, palette);
      return s.kind === 'line'
        ? { type: 'line', label: s.label, data: s.values, borderColor: colour, backgroundColor: colour, pointRadius: 2, borderWidth: 2, tension: 0.25 }
        : { type: 'bar', label: s.label, data: s.values, backgroundColor: colour, borderColor: colour, borderWidth: 0 };
    }),
  };
}

/** What the values count: money (two decimals) or whole things such as points (no decimals). */
export type ChartUnit = 'amount' | 'count';
const FORMATS: Record<ChartUnit, (value: number) => string> = { amount: (v) => formatAmount(v), count: (v) => formatNumber(v) };

function chartOptions(palette: Palette, legend: boolean, unit: ChartUnit): NonNullable<Config['options']> {
  const format = FORMATS[unit];
  const axis = { ticks: { color: palette.muted }, grid: { color: palette.grid }, border: { color: palette.grid } };
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    interaction: { mode: 'index', intersect: false },
    scales: {
      x: { ...axis, ticks: { ...axis.ticks, maxRotation: 0, autoSkip: true } },
      y: { ...axis, ticks: { ...axis.ticks, callback: (value) => format(Number(value)) } },
    },
    plugins: {
      legend: { display: legend, labels: { color: palette.text, boxWidth: 12 } },
      tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${format(Number(item.raw))}` } },
    },
  };
}

type Status = 'loading' | 'ready' | 'failed';

export interface DailyChartProps {
  title: string;
  /** `YYYY-MM-DD`, one per value. */
  days: string[];
  series: ChartSeries[];
  /** The app's own classes: the figure, and the note shown instead of an empty or failed chart. */
  classes: { figure: string; note: string };
  /** Money unless said otherwise: the axis, the tooltips and the spoken totals follow it. */
  unit?: ChartUnit;
  testId?: string;
}

export function DailyChart({ title, days, series, classes, unit = 'amount', testId = 'daily-chart' }: DailyChartProps) {
  const { t } = useTranslation('centre');
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<ChartType<Kind, number[], string> | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const theme = useBusValue('theme:changed')?.theme;
  const latest = useRef({ days, series, unit });
  latest.current = { days, series, unit };
  const empty = days.length === 0 || series.every((s) => s.values.every((v) => v === 0));
  // A legend only says something when there is more than one series.
  const legend = series.length > 1;

  useEffect(() => {
    if (empty) return undefined;
    let cancelled = false;
    import('./chart-setup')
      .then(({ Chart }) => {
        if (cancelled || !canvas.current) return;
        const palette = readPalette();
        const { days: d, series: s, unit: u } = latest.current;
        const created = new Chart<Kind, number[], string>(canvas.current, { type: 'bar', data: chartData(d, s, palette), options: chartOptions(palette, s.length > 1, u) });
        // chart.js only logs when the canvas gives no 2D context; without one there is nothing to show.
        if (!created.ctx) {
          created.destroy();
          throw new Error('no 2D context');
        }
        chart.current = created;
        setStatus('ready');
      })
      .catch(() => {
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      chart.current?.destroy();
      chart.current = null;
    };
  }, [empty]);

  // New figures or another theme: redraw the same chart.
  const dataKey = JSON.stringify([days, series]);
  useEffect(() => {
    const c = chart.current;
    if (!c || !canvas.current) return;
    const palette = readPalette();
    c.data = chartData(latest.current.days, latest.current.series, palette);
    c.options = chartOptions(palette, legend, unit);
    c.update();
  }, [dataKey, theme, legend, unit]);

  if (empty) return <p className={classes.note}>{t('charts.empty')}</p>;
  if (status === 'failed') return <p className={classes.note}>{t('charts.failed')}</p>;

  const totals = series.map((s) => t('charts.total', { label: s.label, amount: FORMATS[unit](s.values.reduce((a, b) => a + b, 0)) })).join('; ');
  const summary = t('charts.summary', { title, from: days[0], to: days[days.length - 1], totals });
  return (
    <figure className={classes.figure} aria-busy={status === 'loading' || undefined} data-testid={testId}>
      <canvas ref={canvas} role="img" aria-label={summary}>
        {summary}
      </canvas>
    </figure>
  );
}

export default DailyChart;
