/**
 * A report's figures by day as a chart (docs/product.md#agent-centre): bars and lines over the days of the
 * period. The table beside it stays the data view; the canvas is an image whose label sums the figures up,
 * for readers who cannot see it. chart.js loads with the first chart shown, and its colours follow the
 * theme's CSS variables (re-read on `theme:changed`).
 */
import { formatAmount, useBusValue } from '@tessera/shared';
import type { Chart as ChartType, ChartConfiguration, ChartDataset } from 'chart.js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

/** A theme colour, by its variable in shared/src/theme/theme.css. */
export type ChartColour = 'accent' | 'success' | 'danger' | 'text';

export interface ChartSeries {
  label: string;
  /** One value per day, in the order of `days`. */
  values: number[];
  kind: 'bar' | 'line';
  colour: ChartColour;
}

interface Palette {
  series: Record<ChartColour, string>;
  text: string;
  muted: string;
  grid: string;
}

/** The theme's colours, from the variables on <html data-theme> (shared/src/theme/theme.css). */
export function readPalette(root: Element = document.documentElement): Palette {
  const style = getComputedStyle(root);
  const v = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const text = v('--t-text', '#e8ecf4');
  return {
    series: { accent: v('--t-accent', '#f5b82e'), success: v('--t-success', '#4cd390'), danger: v('--t-danger', '#ff6b6b'), text },
    text,
    muted: v('--t-text-muted', '#9aa4b8'),
    grid: v('--t-border', '#2c3853'),
  };
}

type Data = ChartConfiguration<'bar' | 'line', number[], string>['data'];

function chartData(days: string[], series: ChartSeries[], palette: Palette): Data {
  return {
    // MM-DD keeps a month of days readable at phone width; the label and the table carry the full dates.
    labels: days.map((d) => d.slice(5)),
    datasets: series.map((s): ChartDataset<'bar' | 'line', number[]> => {
      const colour = palette.series[s.colour];
      return s.kind === 'line'
        ? { type: 'line', label: s.label, data: s.values, borderColor: colour, backgroundColor: colour, pointRadius: 2, borderWidth: 2, tension: 0.25 }
        : { type: 'bar', label: s.label, data: s.values, backgroundColor: colour, borderColor: colour, borderWidth: 0 };
    }),
  };
}

function chartOptions(palette: Palette): NonNullable<ChartConfiguration<'bar' | 'line', number[], string>['options']> {
  const axis = { ticks: { color: palette.muted }, grid: { color: palette.grid }, border: { color: palette.grid } };
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    interaction: { mode: 'index', intersect: false },
    scales: {
      x: { ...axis, ticks: { ...axis.ticks, maxRotation: 0, autoSkip: true } },
      y: { ...axis, ticks: { ...axis.ticks, callback: (value) => formatAmount(Number(value)) } },
    },
    plugins: {
      legend: { labels: { color: palette.text, boxWidth: 12 } },
      tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${formatAmount(Number(item.raw))}` } },
    },
  };
}

function applyTheme(chart: ChartType<'bar' | 'line', number[], string>, days: string[], series: ChartSeries[], palette: Palette): void {
  chart.data = chartData(days, series, palette);
  chart.options = chartOptions(palette);
  chart.update();
}

type Status = 'loading' | 'ready' | 'failed';

export function DailyChart({ title, days, series }: { title: string; days: string[]; series: ChartSeries[] }) {
  const { t } = useTranslation(NS);
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<ChartType<'bar' | 'line', number[], string> | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const theme = useBusValue('theme:changed')?.theme;
  const latest = useRef({ days, series });
  latest.current = { days, series };
  const empty = days.length === 0 || series.every((s) => s.values.every((v) => v === 0));

  useEffect(() => {
    if (empty) return undefined;
    let cancelled = false;
    import('./chart-setup')
      .then(({ Chart }) => {
        if (cancelled || !canvas.current) return;
        const palette = readPalette();
        const { days: d, series: s } = latest.current;
        const created = new Chart<'bar' | 'line', number[], string>(canvas.current, { type: 'bar', data: chartData(d, s, palette), options: chartOptions(palette) });
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
    if (chart.current && canvas.current) applyTheme(chart.current, latest.current.days, latest.current.series, readPalette());
  }, [dataKey, theme]);

  if (empty) return <p className="ac-sub ac-chart-note">{t('charts.empty')}</p>;
  if (status === 'failed') return <p className="ac-sub ac-chart-note">{t('charts.failed')}</p>;

  const totals = series.map((s) => t('charts.total', { label: s.label, amount: formatAmount(s.values.reduce((a, b) => a + b, 0)) })).join('; ');
  const summary = t('charts.summary', { title, from: days[0], to: days[days.length - 1], totals });
  return (
    <figure className="ac-chart" aria-busy={status === 'loading' || undefined} data-testid="daily-chart">
      <canvas ref={canvas} role="img" aria-label={summary}>
        {summary}
      </canvas>
    </figure>
  );
}
