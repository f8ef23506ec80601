/**
 * Load times (p50, p95) and error rate per remote version over the last hour, day or week, as charts
 * (chart.js, tree-shaken to what a bar chart needs), refreshed live. A table under each chart carries the
 * same numbers for screen readers and keyboard users.
 */
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useId, useRef, useState } from 'react';
import { api, type TelemetryWindow } from './api';
import { usePoll } from './use-poll';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export const REFRESH_MS = 10_000;
const WINDOWS = { '1h': 'last hour', '24h': 'last day', '7d': 'last week' } as const;

function BarChart({ label, labels, series, testid }: { label: string; labels: string[]; series: { name: string; values: (number | null)[]; color: string }[]; testid: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart | null>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    chart.current = new Chart(canvas.current, { type: 'bar', data: { labels: [], datasets: [] }, options: { animation: false, responsive: true, maintainAspectRatio: false } });
    return () => chart.current?.destroy();
  }, []);
  useEffect(() => {
    const c = chart.current;
    if (!c) return;
    c.data.labels = labels;
    c.data.datasets = series.map((s) => ({ label: s.name, data: s.values, backgroundColor: s.color }));
    c.update();
  }, [labels, series]);
  return (
    <div style={{ position: 'relative', height: '220px' }}>
      <canvas ref={canvas} role="img" aria-label={label} data-testid={testid} />
    </div>
  );
}

export function TelemetryTrends({ merchant }: { merchant: string }) {
  const ids = useId();
  const [since, setSince] = useState<keyof typeof WINDOWS>('1h');
  const { data, error } = usePoll(() => api<TelemetryWindow>('GET', `/ops/telemetry?since=${since}${merchant ? `&merchant=${encodeURIComponent(merchant)}` : ''}`), [since, merchant], REFRESH_MS);
  const rates = data?.rates ?? [];
  const labels = rates.map((r) => `${r.merchant} ${r.remote}@${r.version}`);
  return (
    <section aria-labelledby={`${ids}-h`} data-testid="telemetry-trends">
      <h2 id={`${ids}-h`}>Telemetry</h2>
      <div className="oc-row">
        <label htmlFor={`${ids}-since`}>Window</label>
        <select id={`${ids}-since`} value={since} onChange={(e) => setSince(e.target.value as keyof typeof WINDOWS)}>
          {Object.entries(WINDOWS).map(([v, t]) => (
            <option key={v} value={v}>
              {t}
            </option>
          ))}
        </select>
        <span className="oc-note">Refreshes every {REFRESH_MS / 1000} s.</span>
      </div>
      {error && (
        <p className="oc-error" role="alert">
          {error}
        </p>
      )}
      {rates.length ? (
        <>
          <BarChart
            label={`Load time p50 and p95 in ms per version, ${WINDOWS[since]}`}
            labels={labels}
            series={[
              { name: 'p50 ms', values: rates.map((r) => r.p50Ms), color: '#3d6bf0' },
              { name: 'p95 ms', values: rates.map((r) => r.p95Ms), color: '#9ab0f5' },
            ]}
            testid="chart-load"
          />
          <BarChart
            label={`Error rate in percent per version (failed loads and render crashes), ${WINDOWS[since]}`}
            labels={labels}
            series={[{ name: 'error rate %', values: rates.map((r) => (r.errorRate === null ? null : Math.round(r.errorRate * 1000) / 10)), color: '#b42318' }]}
            testid="chart-errors"
          />
          <table>
            <thead>
              <tr>
                {['Merchant', 'Remote', 'Version', 'Loads', 'Errors', 'Render crashes', 'Error rate', 'p50', 'p95'].map((t) => (
                  <th scope="col" key={t}>
                    {t}
                  </th>
                ))}
              </tr>
            </thead>
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
        </>
      ) : (
        <p className="oc-note">No reports in this window.</p>
      )}
    </section>
  );
}
