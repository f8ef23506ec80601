/**
 * `GET /ops/metrics` in the Prometheus text format (prom-client), for a merchant's own Prometheus and Grafana
 * (docs/field-truth.md#prometheus has a scrape example). The field series are over the last hour (`window="1h"`), read from
 * the shared database, so every instance answers alike; remote loads and errors are all-time counters.
 */
import { Counter, Gauge, Registry } from 'prom-client';
import { fieldSummary } from './field-summary.js';
import type { FieldRepository } from './repositories/field.js';
import type { RegistryStore } from './store.js';
import { telemetryCounts } from './telemetry.js';

const WINDOW_MS = 3_600_000;
const QUANTILES = [
  ['0.5', 'p50'],
  ['0.75', 'p75'],
  ['0.95', 'p95'],
] as const;

export async function renderMetrics(
  store: RegistryStore,
  field: FieldRepository,
  nowMs: number,
  reports: { counted: number; unticketed: number; replayed: number; capped: number },
): Promise<{ contentType: string; body: string }> {
  const registry = new Registry();
  const vital = new Gauge({
    name: 'tessera_field_vital_seconds',
    help: 'Web Vitals of real page loads over the last hour (LCP, INP, FCP, TTFB), per app version owning the element or interaction',
    labelNames: ['merchant', 'app', 'version', 'role', 'metric', 'quantile', 'window'],
    registers: [registry],
  });
  const cls = new Gauge({ name: 'tessera_field_cls', help: 'Cumulative Layout Shift of real page loads over the last hour', labelNames: ['merchant', 'app', 'version', 'role', 'quantile', 'window'], registers: [registry] });
  const samples = new Gauge({ name: 'tessera_field_vital_samples', help: 'Measurements behind each Web Vitals quantile', labelNames: ['merchant', 'app', 'version', 'role', 'metric', 'window'], registers: [registry] });
  const flows = new Gauge({ name: 'tessera_field_flow_outcomes', help: 'Flow outcomes (login, deposit, game launch...) over the last hour', labelNames: ['merchant', 'app', 'version', 'flow', 'outcome', 'window'], registers: [registry] });
  const remote = {
    load: new Counter({ name: 'tessera_remote_loads_total', help: 'Remote loads reported by browsers', labelNames: ['merchant', 'remote', 'version'], registers: [registry] }),
    error: new Counter({ name: 'tessera_remote_load_errors_total', help: 'Remote load failures reported by browsers', labelNames: ['merchant', 'remote', 'version'], registers: [registry] }),
    fallback: new Counter({ name: 'tessera_remote_fallbacks_total', help: 'Loads that fell back to the fallback version', labelNames: ['merchant', 'remote', 'version'], registers: [registry] }),
    render: new Counter({ name: 'tessera_remote_render_crashes_total', help: 'Remotes that threw while rendering', labelNames: ['merchant', 'remote', 'version'], registers: [registry] }),
  };
  const intake = new Counter({ name: 'tessera_field_reports_total', help: 'Field reports this instance received, by what became of them', labelNames: ['result'], registers: [registry] });

  const summary = await fieldSummary(field, (m) => store.releases.get(m), WINDOW_MS, nowMs);
  for (const v of summary.versions) {
    const base = { merchant: v.merchant, app: v.app, version: v.version, role: v.role };
    for (const [metric, m] of Object.entries(v.vitals)) {
      if (!m.count) continue;
      samples.set({ ...base, metric, window: '1h' }, m.count);
      for (const [quantile, field] of QUANTILES) {
        const value = m[field];
        if (value === null) continue;
        if (metric === 'CLS') cls.set({ ...base, quantile, window: '1h' }, value);
        else vital.set({ ...base, metric, quantile, window: '1h' }, value / 1000);
      }
    }
    for (const f of v.flows) {
      flows.set({ merchant: v.merchant, app: v.app, version: v.version, flow: f.flow, outcome: 'ok', window: '1h' }, f.ok);
      flows.set({ merchant: v.merchant, app: v.app, version: v.version, flow: f.flow, outcome: 'fail', window: '1h' }, f.fail);
    }
  }
  for (const t of await telemetryCounts(store)) {
    const c = remote[t.kind as keyof typeof remote];
    if (c && t.count > 0) c.inc({ merchant: t.merchant, remote: t.remote, version: t.version }, t.count);
  }
  for (const [result, n] of Object.entries(reports)) if (n > 0) intake.inc({ result }, n);
  return { contentType: registry.contentType, body: await registry.metrics() };
}
