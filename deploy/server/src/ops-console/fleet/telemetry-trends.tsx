/**
 * Telemetry trends: load time p50 and p95 and the error rate of each remote version over the last hour, day or
 * week, as line charts (a point per step from `GET /ops/telemetry/series`), refreshed every REFRESH_MS while
 * the page is visible. chart.js draws them (already the console's chart library, tree-shaken to the line chart);
 * each canvas carries a text alternative with the latest values, and the table under the charts has the
 * window's totals per version for screen readers and keyboard users.
 */
import { CategoryScale, Chart, Legend, LineController, LineElement, LinearScale, PointElement, Tooltip } from 'chart.js';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { api, type TelemetrySeries, type TelemetryWindow } from './api';
import { ColumnHeads } from './column-heads';
import { ScrollRegion } from './scroll-region';
import { latestSummary, slotLabels, trendLines, type TrendLine, type TrendMetric } from './trend-data';
import { usePoll } from './use-poll';
import { ErrorAlert } from './error-alert';

Chart.register(LineController, LineElement, PointElement, CategoryScale, LinearScale, Legend, Tooltip);

export const REFRESH_MS = 10_000;
const WINDOWS = { '1h': 'last hour', '24h': 'last day', '7d': 'last week' } as const;
const CHARTS: { metric: TrendMetric; title: string; unit: string; testid: string }[] = [
  { metric: 'p50Ms', title: 'Load time p50 (ms)', unit: ' ms', testid: 'chart-p50' },
  { metric: 'p95Ms', title: 'Load time p95 (ms)', unit: ' ms', testid: 'chart-p95' },
  { metric: 'errorRate', title: 'Error rate (%, failed loads and render crashes)', unit: '%', testid: 'chart-errors' },
];

export function LineChart({ label, labels, lines, testid }: { label: string; labels: string[]; lines: TrendLine[]; testid: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart | null>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    chart.current = new Chart(canvas.current, {
      type: 'line',
      data: { labels: [], datasets: [] },
      options: { animation: false, responsive: true, maintainAspectRatio: false, scales: { y: { beginAtZero: true } }, elements: { point: { radius: 2 } } },
    });
    return () => chart.current?.destroy();
  }, []);
  useEffect(() => {
    const c = chart.current;
    if (!c) return;
    c.data.labels = labels;
    // A step without reports is a gap, not a fall to zero.
    c.data.datasets = lines.map((l) => ({ label: l.label, data: l.values, borderColor: l.color, backgroundColor: l.color, spanGaps: false }));
    c.update();
  }, [labels, lines]);
  return (
    <div style={{ position: 'relative', height: '200px' }}>
      <canvas ref={canvas} role="img" aria-label={label} data-testid={testid} />
    </div>
  );
}

export function TelemetryTrends({ merchant }: { merchant: string }) {
  const ids = useId();
  const [since, setSince] = useState<keyof typeof WINDOWS>('1h');
  const query = `since=${since}${merchant ? `&merchant=${encodeURIComponent(merchant)}` : ''}`;
  const { data, error } = usePoll(
    async () => {
      const [totals, series] = await Promise.all([api<TelemetryWindow>('GET', `/ops/telemetry?${query}`), api<TelemetrySeries>('GET', `/ops/telemetry/series?${query}`)]);
      return { totals, series };
    },
    [query],
    REFRESH_MS,
  );
  const rates = data?.totals.rates ?? [];
  const series = data?.series;
  const labels = useMemo(() => (series ? slotLabels(series) : []), [series]);
  const lines = useMemo(() => Object.fromEntries(CHARTS.map((c) => [c.metric, series ? trendLines(series, c.metric, !merchant) : []])) as Record<TrendMetric, TrendLine[]>, [series, merchant]);
  const stepMinutes = series ? series.stepMs / 60_000 : 0;
  return (
    <section aria-labelledby={`${ids}-h`} data-testid="telemetry-trends">
      <h2 id={`${ids}-h`}>Telemetry</h2>
      <div className="oc-row">
        <label htmlFor={`${ids}-since`}>Window</label>
        <select id={`${ids}-since`} data-testid="trend-window" value={since} onChange={(e) => setSince(e.target.value as keyof typeof WINDOWS)}>
          {Object.entries(WINDOWS).map(([v, t]) => (
            <option key={v} value={v}>
              {t}
            </option>
          ))}
        </select>
        <span className="oc-note">
          {stepMinutes ? `A point every ${stepMinutes >= 60 ? `${stepMinutes / 60} h` : `${stepMinutes} min`} (UTC). ` : ''}Refreshes every {REFRESH_MS / 1000} s while this page is shown.
        </span>
      </div>
      <ErrorAlert error={error} />
      {series?.series.length ? (
        <div className="oc-charts" data-testid="trend-charts" data-points={series.slots.length}>
          {CHARTS.map((c) => (
            <figure key={c.metric}>
              <figcaption>{c.title}</figcaption>
              <LineChart label={`${c.title}, ${WINDOWS[since]}: ${latestSummary(lines[c.metric], c.unit)}`} labels={labels} lines={lines[c.metric]} testid={c.testid} />
            </figure>
          ))}
        </div>
      ) : null}
      {rates.length ? (
        <ScrollRegion label={`Totals per version, ${WINDOWS[since]}`}>
        <table>
          <caption>Totals per version, {WINDOWS[since]}</caption>
          <ColumnHeads names={['Merchant', 'Remote', 'Version', 'Loads', 'Errors', 'Render crashes', 'Error rate', 'p50', 'p95']} />
          <tbody data-testid="trend-rows">
            {rates.map((r) => (
              <tr key={`${r.merchant} ${r.remote} ${r.version}`}>
                <td>{r.merchant}</td>
                <td>{r.remote}</td>
                <td>{r.version}</td>
                <td>{r.loads}</td>
                <td>{r.errors}</td>
                <td>{r.renders}</td>
                <td>{r.errorRate === null ? '–' : `${(r.errorRate * 100).toFixed(1)}%`}</td>
                <td>{r.p50Ms === null ? '–' : `${r.p50Ms} ms`}</td>
                <td>{r.p95Ms === null ? '–' : `${r.p95Ms} ms`}</td>
              </tr>
            ))}
          </tbody>
        </table>
</ScrollRegion>
      ) : (
        <p className="oc-note">No reports in this window.</p>
      )}
    </section>
  );
}
