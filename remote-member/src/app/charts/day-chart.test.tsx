import { bus, initI18n } from '@tessera/shared';
import { resetBus } from '@tessera/shared/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import { registerTranslations } from '../../i18n';
import DayChart, { type DaySeries } from './day-chart';

/** The chart library's stand-in: records what it was asked to draw. */
type Drawn = { canvas: HTMLCanvasElement; config: { type: string; data: { labels: string[]; datasets: { label: string; data: number[]; backgroundColor: string | string[] }[] } }; updates: number; destroyed: boolean };
const mockCharts: Drawn[] = [];
let mockFail = false;

jest.mock('./chart-setup', () => ({
  Chart: class {
    data: unknown;
    options: unknown;
    record: Drawn;
    ctx = {};
    constructor(canvas: HTMLCanvasElement, config: Drawn['config'] & { options: unknown }) {
      if (mockFail) throw new Error('no canvas');
      this.data = config.data;
      this.options = config.options;
      this.record = { canvas, config, updates: 0, destroyed: false };
      mockCharts.push(this.record);
    }
    update() {
      this.record.updates += 1;
      this.record.config = { ...this.record.config, data: this.data as Drawn['config']['data'] };
    }
    destroy() {
      this.record.destroyed = true;
    }
  },
}));

const DAYS = ['2026-11-01', '2026-11-02', '2026-11-03'];
const PROFIT: DaySeries[] = [{ label: 'Profit and loss', values: [12.5, 0, -20], colour: 'signed' }];

beforeAll(async () => {
  await initI18n('en');
  await registerTranslations();
});

beforeEach(() => {
  resetBus();
  mockCharts.length = 0;
  mockFail = false;
  document.documentElement.style.setProperty('--t-success', '#00aa00');
  document.documentElement.style.setProperty('--t-danger', '#aa0000');
});

it('draws bars by day on a labelled image, gains and losses in their colours', async () => {
  const { unmount } = render(<DayChart title="Profit and loss by day" days={DAYS} series={PROFIT} />);
  const img = screen.getByRole('img');
  expect(img.tagName).toBe('CANVAS');
  expect(img).toHaveAccessibleName('Profit and loss by day, 2026-11-01 to 2026-11-03: Profit and loss -7.50 in all. The same figures are in the table below.');
  await waitFor(() => expect(screen.getByTestId('day-chart')).not.toHaveAttribute('aria-busy'));
  expect(mockCharts).toHaveLength(1);
  const { canvas, config } = mockCharts[0]!;
  expect(canvas).toBe(img);
  expect(config.type).toBe('bar');
  expect(config.data.labels).toEqual(['11-01', '11-02', '11-03']);
  expect(config.data.datasets[0]!.backgroundColor).toEqual(['#00aa00', '#00aa00', '#aa0000']);
  unmount();
  expect(mockCharts[0]!.destroyed).toBe(true);
});

it('redraws the same chart for new figures and a new theme', async () => {
  const { rerender } = render(<DayChart title="t" days={DAYS} series={PROFIT} />);
  await waitFor(() => expect(mockCharts).toHaveLength(1));
  rerender(<DayChart title="t" days={DAYS.slice(0, 2)} series={[{ ...PROFIT[0]!, values: [1, -1] }]} />);
  expect(mockCharts).toHaveLength(1);
  expect(mockCharts[0]!.config.data.labels).toEqual(['11-01', '11-02']);
  document.documentElement.style.setProperty('--t-danger', '#330000');
  act(() => bus.emit('theme:changed', { theme: 'light' }));
  expect(mockCharts[0]!.config.data.datasets[0]!.backgroundColor).toEqual(['#00aa00', '#330000']);
});

it('says so when there is nothing to draw, or the chart cannot be drawn', async () => {
  const { unmount } = render(<DayChart title="t" days={DAYS} series={[{ ...PROFIT[0]!, values: [0, 0, 0] }]} />);
  expect(screen.getByText('Nothing to chart in this range.')).toBeInTheDocument();
  expect(screen.queryByRole('img')).toBeNull();
  unmount();
  mockFail = true;
  render(<DayChart title="t" days={DAYS} series={PROFIT} />);
  expect(await screen.findByText(/The chart could not be loaded/)).toBeInTheDocument();
});
