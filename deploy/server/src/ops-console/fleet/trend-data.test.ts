/** The trend charts' data: a line per version, gaps for steps without reports, rates in percent. */
import type { TelemetrySeries } from '../../registry/api-types.js';
import { latestSummary, slotLabels, trendLines } from './trend-data.js';

const point = (loads: number, errorRate: number | null, p50Ms: number | null) => ({ loads, errors: 0, renders: 0, errorRate, p50Ms, p95Ms: p50Ms });
const series: TelemetrySeries = {
  windowMs: 3_600_000,
  stepMs: 300_000,
  slots: ['2026-11-23T11:10:00.000Z', '2026-11-23T11:15:00.000Z', '2026-11-23T11:20:00.000Z'],
  series: [
    { merchant: 'demo', remote: 'member', version: '1.1.0', points: [point(3, 0.125, 200), point(0, null, null), point(2, 0.5, 400)] },
    { merchant: 'demo', remote: 'member', version: '1.2.0', points: [point(0, null, null), point(0, null, null), point(0, null, null)] },
  ],
};

describe('trend chart data', () => {
  it('draws one line per version with a gap where a step had no reports, error rates in percent', () => {
    const lines = trendLines(series, 'errorRate', false);
    expect(lines.map((l) => [l.label, l.values])).toEqual([
      ['member@1.1.0', [12.5, null, 50]],
      ['member@1.2.0', [null, null, null]],
    ]);
    expect(new Set(lines.map((l) => l.color)).size).toBe(2);
    expect(trendLines(series, 'p50Ms', true)[0]).toMatchObject({ label: 'demo member@1.1.0', values: [200, null, 400] });
  });

  it('labels steps by time of day, with the date past a day, and says the latest values in words', () => {
    expect(slotLabels(series)).toEqual(['11:10', '11:15', '11:20']);
    expect(slotLabels({ ...series, windowMs: 7 * 86_400_000 })[0]).toBe('11-23 11:10');
    expect(latestSummary(trendLines(series, 'p50Ms', false), ' ms')).toBe('latest: member@1.1.0 400 ms');
    expect(latestSummary(trendLines({ ...series, series: [series.series[1]!] }, 'p50Ms', false), ' ms')).toBe('no reports in this window');
  });
});
