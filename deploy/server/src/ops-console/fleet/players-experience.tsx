/**
 * Players' experience (docs/field-truth.md): what real players got from each app version, per merchant or for the
 * fleet, over the last hour, day or week, from `GET /ops/field`. p75 LCP, INP and CLS coloured by web.dev's
 * thresholds (the rating is also written, not only coloured), a canary beside stable with the sample count and
 * whether the difference is significant, flow success rates, and the p75 INP trend per version.
 */
import { useId, useMemo, useState } from 'react';
// The server's own answer types (GET /ops/field), as `tessera vitals` reads them too.
import type { Rating } from '../../registry/field-sketch.js';
import type { P75Comparison } from '../../registry/field-stats.js';
import type { FieldSummary, MetricSummary } from '../../registry/field-summary.js';
import { api } from './api';
import { ColumnHeads } from './column-heads';
import { ScrollRegion } from './scroll-region';
import { LineChart, REFRESH_MS } from './telemetry-trends';
import { usePoll } from './use-poll';
import { ErrorAlert } from './error-alert';

const WINDOWS = { '1h': 'last hour', '24h': 'last day', '7d': 'last week' } as const;
const CLASS: Record<Rating, string> = { good: 'oc-ok', 'needs-improvement': 'oc-warn', poor: 'oc-bad' };
const WORDS: Record<Rating, string> = { good: 'good', 'needs-improvement': 'needs improvement', poor: 'poor' };
const COLOURS = ['#3d6bf0', '#d9480f', '#0b7a75', '#9c36b5', '#5c940d', '#e8590c'];

function Vital({ m, unit }: { m: MetricSummary; unit: 'ms' | '' }) {
  if (m.p75 === null || !m.rating) return <>–</>;
  return (
    <span className={CLASS[m.rating]}>
      {unit === 'ms' ? `${Math.round(m.p75)} ms` : m.p75.toFixed(3)} <small>({WORDS[m.rating]})</small>
    </span>
  );
}

function Versus({ c }: { c: P75Comparison | undefined }) {
  if (!c || c.ratio === null) return <>–</>;
  const change = Math.round((c.ratio - 1) * 100);
  return (
    <span className={c.test.significant && change > 0 ? 'oc-bad' : undefined}>
      {change >= 0 ? '+' : ''}
      {change}% {c.test.significant ? 'significant' : 'within noise'} ({c.canaryCount} vs {c.stableCount})
    </span>
  );
}

export function PlayersExperience({ merchants }: { merchants: string[] }) {
  const ids = useId();
  const [since, setSince] = useState<keyof typeof WINDOWS>('24h');
  const [merchant, setMerchant] = useState('');
  const query = `since=${since}${merchant ? `&merchant=${encodeURIComponent(merchant)}` : ''}`;
  const { data, error } = usePoll(() => api<FieldSummary>('GET', `/ops/field?${query}`), [query], REFRESH_MS);
  const labels = useMemo(() => (data?.slots ?? []).map((s) => s.slice(11, 16)), [data]);
  const lines = useMemo(
    () =>
      (data?.trends ?? [])
        .filter((t) => t.metric === 'INP')
        .map((t, i) => ({ label: `${merchant ? '' : `${t.merchant} `}${t.app} ${t.version}`, values: t.p75, color: COLOURS[i % COLOURS.length]! })),
    [data, merchant],
  );
  const versions = data?.versions ?? [];
  const flows = versions.flatMap((v) => v.flows.map((f) => ({ v, f })));
  return (
    <section aria-labelledby={`${ids}-h`} data-testid="players-experience">
      <h2 id={`${ids}-h`}>Players&apos; experience</h2>
      <div className="oc-row">
        <label htmlFor={`${ids}-m`}>Merchant</label>
        <select id={`${ids}-m`} data-testid="px-merchant" value={merchant} onChange={(e) => setMerchant(e.target.value)}>
          <option value="">The whole fleet</option>
          {merchants.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
        <label htmlFor={`${ids}-since`}>Window</label>
        <select id={`${ids}-since`} data-testid="px-window" value={since} onChange={(e) => setSince(e.target.value as keyof typeof WINDOWS)}>
          {Object.entries(WINDOWS).map(([v, t]) => (
            <option key={v} value={v}>
              {t}
            </option>
          ))}
        </select>
        <span className="oc-note">p75 of real page loads; good, needs improvement and poor as web.dev rates them.</span>
      </div>
      <ErrorAlert error={error} />
      {versions.length ? (
        <ScrollRegion label={`Web Vitals per version, ${WINDOWS[since]}`}>
        <table>
          <caption>Web Vitals per version, {WINDOWS[since]}</caption>
          <ColumnHeads names={['Merchant', 'App', 'Version', 'Role', 'p75 LCP', 'p75 INP', 'p75 CLS', 'Samples', 'LCP against stable', 'INP against stable']} />
          <tbody data-testid="px-rows">
            {versions.map((v) => (
              <tr key={`${v.merchant} ${v.app} ${v.version}`} data-role={v.role}>
                <td>{v.merchant}</td>
                <td>{v.app}</td>
                <td>{v.version}</td>
                <td>{v.role}</td>
                <td>
                  <Vital m={v.vitals.LCP} unit="ms" />
                </td>
                <td>
                  <Vital m={v.vitals.INP} unit="ms" />
                </td>
                <td>
                  <Vital m={v.vitals.CLS} unit="" />
                </td>
                <td>{Math.max(v.vitals.LCP.count, v.vitals.INP.count, v.vitals.CLS.count)}</td>
                <td>{v.vsStable ? <Versus c={v.vsStable.LCP} /> : '–'}</td>
                <td>{v.vsStable ? <Versus c={v.vsStable.INP} /> : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
</ScrollRegion>
      ) : (
        <p className="oc-note">No field data in this window.</p>
      )}
      {lines.length ? (
        <figure>
          <figcaption>p75 INP per version (ms)</figcaption>
          <LineChart label={`p75 INP per version, ${WINDOWS[since]}`} labels={labels} lines={lines} testid="px-inp-chart" />
        </figure>
      ) : null}
      {flows.length ? (
        <ScrollRegion label={`Flows per version, ${WINDOWS[since]}`}>
        <table>
          <caption>Flows per version, {WINDOWS[since]}</caption>
          <ColumnHeads names={['Merchant', 'App', 'Version', 'Flow', 'Attempts', 'Success', 'Failures by key']} />
          <tbody data-testid="px-flows">
            {flows.map(({ v, f }) => (
              <tr key={`${v.merchant} ${v.app} ${v.version} ${f.flow}`}>
                <td>{v.merchant}</td>
                <td>{v.app}</td>
                <td>{v.version}</td>
                <td>{f.flow}</td>
                <td>{f.ok + f.fail}</td>
                <td>{f.successRate === null ? '–' : `${(f.successRate * 100).toFixed(1)}%`}</td>
                <td>{f.errors.map((e) => `${e.key} ×${e.count}`).join(', ') || '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
</ScrollRegion>
      ) : null}
    </section>
  );
}
