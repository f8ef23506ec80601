/**
 * Field truth from this page load (docs/field-truth.md): LCP, INP, CLS, FCP and TTFB from the
 * web-vitals library, each attributed to the app owning its element (field-attribution.ts), and the outcomes of
 * the flows players came for (the bus event `field:flow`). Batched, and sent with sendBeacon when the page is
 * hidden, under the page load's telemetry ticket; each metric and outcome is sent once (the server counts it once
 * per ticket anyway).
 *
 * The standard build with the metrics' own entries, not the attribution build (5.0 KB brotli against 2.1 KB; an
 * element is all the attribution needs), and web-vitals 5, whose build has no soft-navigation code (6 adds 0.9 KB
 * for an option this page does not use). INP, LCP and CLS report every change, so their element is read while
 * it is still in the page (a closed dialog's button would be gone by the time the page is hidden). TTFB is read
 * from the navigation entry as web-vitals' onTTFB reads it: this code runs after the load, when it is final.
 */
import { onCLS, onFCP, onINP, onLCP, type Metric } from 'web-vitals';
import type { Bus } from '@tessera/shared';
import { FIELD_ERROR_KEY_RE, FIELD_FLOWS_PER_PAGE, deviceClass, routeGroup, type FieldApp, type FieldFlowOutcome, type FieldMetricName, type FieldReport, type FieldVital } from '@tessera/shared/field';
import { ownerOf } from './field-attribution';

export interface FieldContext {
  merchant: string;
  ticket: string;
  hostVersion: string;
  /** The published version of a remote this page loaded. */
  versionOf(app: FieldApp): string | undefined;
  bus: Pick<Bus, 'on'>;
  /** Sends a batch; true when the browser took it (default: navigator.sendBeacon). */
  send?: (body: string) => boolean;
}

/** The node a metric is about: the LCP element, the interaction's target, the node that shifted most. */
function nodeOf(metric: Metric): Node | null | undefined {
  const entries = metric.entries as (PerformanceEntry & { element?: Element | null; target?: Node | null; sources?: { node?: Node | null }[]; value?: number })[];
  if (metric.name === 'LCP') return entries[entries.length - 1]?.element;
  if (metric.name === 'INP') return entries.find((e) => e.target)?.target;
  if (metric.name === 'CLS') {
    const largest = entries.reduce<(typeof entries)[number] | undefined>((a, e) => (!a || (e.value ?? 0) > (a.value ?? 0) ? e : a), undefined);
    return largest?.sources?.find((s) => s.node)?.node;
  }
  return undefined;
}

const beacon = (body: string) => typeof navigator.sendBeacon === 'function' && navigator.sendBeacon('/platform/field', new Blob([body], { type: 'application/json' }));

/** Starts collecting; returns the function that sends what is new (also called when the page is hidden). */
export function collectField(ctx: FieldContext): () => void {
  const route = routeGroup(location.pathname);
  const device = deviceClass(window.innerWidth, window.matchMedia?.('(pointer: coarse)').matches ?? false);
  const vitals = new Map<FieldMetricName, FieldVital>();
  const sent = new Set<FieldMetricName>();
  const flows: FieldFlowOutcome[] = [];
  let flowsSent = 0;
  let seq = 0;
  const versionOf = (app: FieldApp, own?: string) => (app === 'host' ? ctx.hostVersion : (own ?? ctx.versionOf(app)));

  const take = (metric: Metric) => {
    const name = metric.name as FieldMetricName;
    const owner = ownerOf(nodeOf(metric));
    let version = versionOf(owner.app, owner.version);
    let app = owner.app;
    // A remote from a dev server has no published version: its part counts as the page's.
    if (!version) [app, version] = ['host', ctx.hostVersion];
    vitals.set(name, { metric: name, value: Math.max(0, name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value)), app, version });
  };
  onLCP(take, { reportAllChanges: true });
  onINP(take, { reportAllChanges: true });
  onCLS(take, { reportAllChanges: true });
  onFCP(take);
  const nav = performance.getEntriesByType?.('navigation')[0] as (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
  if (nav && nav.responseStart > 0) take({ name: 'TTFB', value: nav.responseStart - (nav.activationStart ?? 0), entries: [] as PerformanceEntry[] } as Metric);

  ctx.bus.on('field:flow', (e) => {
    const version = versionOf(e.app);
    if (!version || seq >= FIELD_FLOWS_PER_PAGE) return;
    // Only a message key leaves the page; anything else is sent as `unknown`.
    const error = e.error && FIELD_ERROR_KEY_RE.test(e.error) ? e.error : 'unknown';
    flows.push({ flow: e.flow, ok: e.ok, ...(e.ok ? {} : { error }), app: e.app, version, seq: seq++ });
  });

  const flush = () => {
    const newVitals = [...vitals.values()].filter((v) => !sent.has(v.metric));
    const newFlows = flows.slice(flowsSent);
    if (!newVitals.length && !newFlows.length) return;
    const report: FieldReport = { merchant: ctx.merchant, host: ctx.hostVersion, route, device, ticket: ctx.ticket, vitals: newVitals, flows: newFlows };
    if (!(ctx.send ?? beacon)(JSON.stringify(report))) return;
    for (const v of newVitals) sent.add(v.metric);
    flowsSent = flows.length;
  };
  // After web-vitals' own listeners (added above), so the values they report on hiding are in.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  addEventListener('pagehide', flush);
  return flush;
}
