import { bus, initI18n } from '@tessera/shared';
import { resetBus } from '@tessera/shared/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import { DailyChart, type ChartSeries } from './daily-chart';
import { registerCentreTranslations } from '../i18n/centre-texts';

// The centres' strings, which a centre registers as it loads.
registerCentreTranslations();

/** The chart library's stand-in: records what it was asked to draw. */
const mockCharts: { canvas: HTMLCanvasElement; config: { type: string; data: { labels: string[]; datasets: { type: string; label: string; data: number[]; backgroundColor: string | string[] }[] }; options: { plugins: { legend: { display: boolean } } } }; updates: number; destroyed: boolean }[] = [];
let mockFail = false;

jest.mock('./chart-setup', () => ({
  Chart: class {
    data: unknown;
    options: unknown;
    record: (typeof mockCharts)[number];
    ctx = {};
    constructor(canvas: HTMLCanvasElement, config: (typeof mockCharts)[number]['config'] & { options: unknown }) {
      if (mockFail) throw new Error('no canvas');
      this.data = config.data;
      this.options = config.options;
      this.record = { canvas, config, updates: 0, destroyed: false };
      mockCharts.push(this.record);
    }
    update() {
      this.record.updates += 1;
      this.record.config = { ...this.record.config, data: this.data as (typeof mockCharts)[number]['config']['data'] };
    }
    destroy() {
      this.record.destroyed = true;
    }
  },
}));

const DAYS = ['2026-11-01', '2026-11-02', '2026-11-03'];
const SERIES: ChartSeries[] = [
  { label: 'Deposits', values: [100, 0, 50.5], kind: 'bar', colour: 'success' },
  { label: 'Team profit', values: [-20, 10, -5], kind: 'line', colour: 'danger' },
];

const CLASSES = { figure: 'x-chart', note: 'x-note' };

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  resetBus();
  mockCharts.length = 0;
  mockFail = false;
  document.documentElement.style.setProperty('--t-success', '#00aa00');
  document.documentElement.style.setProperty('--t-danger', '#aa0000');
});

it('draws the series by day on a labelled image, after loading the library', async () => {
  const { unmount } = render(<DailyChart classes={CLASSES} title="Team by day" days={DAYS} series={SERIES} />);
  const img = screen.getByRole('img');
  expect(img.tagName).toBe('CANVAS');
  expect(img).toHaveAccessibleName('Team by day, 2026-11-01 to 2026-11-03: Deposits 150.50 in all; Team profit -15.00 in all. The same figures are in the table below.');
  expect(screen.getByTestId('daily-chart')).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByTestId('daily-chart')).toHaveClass('x-chart');
  await waitFor(() => expect(screen.getByTestId('daily-chart')).not.toHaveAttribute('aria-busy'));
  expect(mockCharts).toHaveLength(1);
  const { canvas, config } = mockCharts[0]!;
  expect(canvas).toBe(img);
  expect(config.data.labels).toEqual(['11-01', '11-02', '11-03']);
  expect(config.data.datasets.map((d) => [d.type, d.label, d.data, d.backgroundColor])).toEqual([
    ['bar', 'Deposits', [100, 0, 50.5], '#00aa00'],
    ['line', 'Team profit', [-20, 10, -5], '#aa0000'],
  ]);
  unmount();
  expect(mockCharts[0]!.destroyed).toBe(true);
});

it('takes the new theme colours when the theme changes', async () => {
  render(<DailyChart classes={CLASSES} title="Team by day" days={DAYS} series={SERIES} />);
  await waitFor(() => expect(mockCharts).toHaveLength(1));
  document.documentElement.style.setProperty('--t-success', '#113311');
  act(() => bus.emit('theme:changed', { theme: 'light' }));
  expect(mockCharts[0]!.updates).toBeGreaterThan(0);
  expect(mockCharts[0]!.config.data.datasets[0]!.backgroundColor).toBe('#113311');
});

it('redraws the same chart with new figures', async () => {
  const { rerender } = render(<DailyChart classes={CLASSES} title="Team by day" days={DAYS} series={SERIES} />);
  await waitFor(() => expect(mockCharts).toHaveLength(1));
  rerender(<DailyChart classes={CLASSES} title="Team by day" days={DAYS.slice(0, 2)} series={SERIES.map((s) => ({ ...s, values: s.values.slice(0, 2) }))} />);
  expect(mockCharts).toHaveLength(1);
  expect(mockCharts[0]!.config.data.labels).toEqual(['11-01', '11-02']);
});

it('says so when there is nothing to draw, or the chart cannot be drawn', async () => {
  const { unmount } = render(<DailyChart classes={CLASSES} title="Team by day" days={DAYS} series={SERIES.map((s) => ({ ...s, values: [0, 0, 0] }))} />);
  expect(screen.getByText('Nothing to chart in this period.')).toHaveClass('x-note');
  expect(screen.queryByRole('img')).toBeNull();
  unmount();
  mockFail = true;
  render(<DailyChart classes={CLASSES} title="Team by day" days={DAYS} series={SERIES} />);
  expect(await screen.findByText(/The chart could not be loaded/)).toBeInTheDocument();
  expect(mockCharts).toHaveLength(0);
});

it('colours each bar of a signed series by its sign, with a custom test id and no legend for one series', async () => {
  const profit: ChartSeries[] = [{ label: 'Profit and loss', values: [12.5, 0, -20], colour: 'signed' }];
  const { rerender } = render(<DailyChart classes={CLASSES} title="Profit and loss by day" days={DAYS} series={profit} testId="pl-chart" />);
  expect(screen.getByRole('img')).toHaveAccessibleName('Profit and loss by day, 2026-11-01 to 2026-11-03: Profit and loss -7.50 in all. The same figures are in the table below.');
  await waitFor(() => expect(screen.getByTestId('pl-chart')).not.toHaveAttribute('aria-busy'));
  const { config } = mockCharts[0]!;
  expect(config.type).toBe('bar');
  expect(config.data.datasets[0]!.backgroundColor).toEqual(['#00aa00', '#00aa00', '#aa0000']);
  expect(config.options.plugins.legend.display).toBe(false);
  rerender(<DailyChart classes={CLASSES} title="Profit and loss by day" days={DAYS.slice(0, 2)} series={[{ ...profit[0]!, values: [1, -1] }]} testId="pl-chart" />);
  document.documentElement.style.setProperty('--t-danger', '#330000');
  act(() => bus.emit('theme:changed', { theme: 'light' }));
  expect(mockCharts).toHaveLength(1);
  expect(mockCharts[0]!.config.data.datasets[0]!.backgroundColor).toEqual(['#00aa00', '#330000']);
});

it('writes points as whole numbers on the axis, in the tooltips and in the spoken totals when the unit is a count', async () => {
  render(<DailyChart classes={CLASSES} title="Points by day" days={DAYS} series={[{ label: 'Points', values: [1200, 0, 35], kind: 'bar', colour: 'accent' }]} unit="count" />);
  expect(screen.getByRole('img')).toHaveAccessibleName('Points by day, 2026-11-01 to 2026-11-03: Points 1,235 in all. The same figures are in the table below.');
  await waitFor(() => expect(mockCharts).toHaveLength(1));
  const options = mockCharts[0]!.config.options as unknown as {
    scales: { y: { ticks: { callback: (v: number) => string } } };
    plugins: { tooltip: { callbacks: { label: (item: { dataset: { label: string }; raw: number }) => string } } };
  };
  expect(options.scales.y.ticks.callback(1500)).toBe('1,500');
  expect(options.plugins.tooltip.callbacks.label({ dataset: { label: 'Points' }, raw: 35 })).toBe('Points: 35');
});
