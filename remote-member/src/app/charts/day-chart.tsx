/**
 * Figures by day as a bar chart (personalProfit; the points mall's points over time). The table beside it
 * stays the data view: the canvas is an image whose label sums the figures up for readers who cannot see
 * it. chart.js loads with the first chart shown; colours follow the theme's CSS variables (re-read on
 * `theme:changed`). `signed` colours each bar by its sign: gains green, losses red.
 */
import { formatAmount, useBusValue } from '@tessera/shared';
import type { Chart as ChartType, ChartConfiguration, ChartDataset } from 'chart.js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

export type ChartColour = 'accent' | 'success' | 'danger' | 'signed';

export interface DaySeries {
  label: string;
  /** One value per day, in the order of `days`. */
  values: number[];
  colour: ChartColour;
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

type Config = ChartConfiguration<'bar', number[], string>;

function colours(s: DaySeries, p: Palette): string | string[] {
  if (s.colour === 'signed') return s.values.map((v) => (v < 0 ? p.danger : p.success));
  return p[s.colour];
}

export function chartData(days: string[], series: DaySeries[], palette: Palette): Config['data'] {
  return {
    // MM-DD keeps a month of days readable at phone width; the label and the table carry the full dates.
    labels: days.map((d) => d.slice(5)),
    datasets: series.map((s): ChartDataset<'bar', number[]> => ({ label: s.label, data: s.values, backgroundColor: colours(s, palette), borderWidth: 0 })),
  };
}

function chartOptions(palette: Palette): NonNullable<Config['options']> {
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
    plugins: { tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${formatAmount(Number(item.raw))}` } } },
  };
}

type Status = 'loading' | 'ready' | 'failed';

export default function DayChart({ title, days, series, testId = 'day-chart' }: { title: string; days: string[]; series: DaySeries[]; testId?: string }) {
  const { t } = useTranslation(NS);
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<ChartType<'bar', number[], string> | null>(null);
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
        const created = new Chart<'bar', number[], string>(canvas.current, {
          type: 'bar',
          data: chartData(latest.current.days, latest.current.series, palette),
          options: chartOptions(palette),
        });
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
    if (!c) return;
    const palette = readPalette();
    c.data = chartData(latest.current.days, latest.current.series, palette);
    c.options = chartOptions(palette);
    c.update();
  }, [dataKey, theme]);

  if (empty) return <p className="mc-chart-note">{t('charts.empty')}</p>;
  if (status === 'failed') return <p className="mc-chart-note">{t('charts.failed')}</p>;

  const totals = series.map((s) => t('charts.total', { label: s.label, amount: formatAmount(s.values.reduce((a, b) => a + b, 0)) })).join('; ');
  const summary = t('charts.summary', { title, from: days[0], to: days[days.length - 1], totals });
  return (
    <figure className="mc-chart" aria-busy={status === 'loading' || undefined} data-testid={testId}>
      <canvas ref={canvas} role="img" aria-label={summary}>
        {summary}
      </canvas>
    </figure>
  );
}
