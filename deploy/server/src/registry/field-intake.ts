/**
 * The field report intake's checks (docs/field-truth.md): a report's shape, and which of its items a
 * valid ticket covers. Counting happens in field-routes.ts: once per ticket and item, within its network's share.
 */
import {
  DEVICE_CLASSES,
  FIELD_APPS,
  FIELD_ERROR_KEY_RE,
  FIELD_FLOWS,
  FIELD_FLOWS_PER_PAGE,
  ROUTE_GROUPS,
  type FieldFlowOutcome,
  type FieldReport,
  type FieldVital,
} from '#shared/contracts/field';
import { MAX_VALUE, isFieldMetric } from './field-sketch.js';
import { ticketCovers, type TicketClaims } from './telemetry-tickets.js';

const SHORT = /^[A-Za-z0-9._+-]{1,64}$/;
const oneOf = <T extends string>(list: readonly T[], v: unknown): v is T => typeof v === 'string' && (list as readonly string[]).includes(v);

function vitalOf(o: unknown): FieldVital | string {
  if (!o || typeof o !== 'object') return 'a vital must be an object';
  const v = o as Record<string, unknown>;
  if (!isFieldMetric(v.metric)) return 'metric is invalid';
  if (typeof v.value !== 'number' || !Number.isFinite(v.value) || v.value < 0 || v.value > MAX_VALUE[v.metric]) return `${v.metric} value is invalid`;
  if (!oneOf(FIELD_APPS, v.app)) return 'app is invalid';
  if (typeof v.version !== 'string' || !SHORT.test(v.version)) return 'version is invalid';
  return { metric: v.metric, value: v.value, app: v.app, version: v.version };
}

function flowOf(o: unknown): FieldFlowOutcome | string {
  if (!o || typeof o !== 'object') return 'a flow must be an object';
  const f = o as Record<string, unknown>;
  if (!oneOf(FIELD_FLOWS, f.flow)) return 'flow is invalid';
  if (typeof f.ok !== 'boolean') return 'ok is invalid';
  if (!oneOf(FIELD_APPS, f.app)) return 'app is invalid';
  if (typeof f.version !== 'string' || !SHORT.test(f.version)) return 'version is invalid';
  if (typeof f.seq !== 'number' || !Number.isInteger(f.seq) || f.seq < 0 || f.seq >= FIELD_FLOWS_PER_PAGE) return 'seq is invalid';
  // Only a message key: free text could carry an amount, a name or a number.
  if (!f.ok && (typeof f.error !== 'string' || !FIELD_ERROR_KEY_RE.test(f.error))) return 'error must be a message key';
  return { flow: f.flow, ok: f.ok, ...(f.ok ? {} : { error: f.error as string }), app: f.app, version: f.version, seq: f.seq };
}

/** A well-formed report, or what is wrong with it. */
export function validateReport(body: unknown): FieldReport | string {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'report must be an object';
  const o = body as Record<string, unknown>;
  if (typeof o.merchant !== 'string' || !SHORT.test(o.merchant)) return 'merchant is invalid';
  if (typeof o.host !== 'string' || !SHORT.test(o.host)) return 'host is invalid';
  if (!oneOf(ROUTE_GROUPS, o.route)) return 'route is invalid';
  if (!oneOf(DEVICE_CLASSES, o.device)) return 'device is invalid';
  if (typeof o.ticket !== 'string' || o.ticket.length > 2048) return 'ticket is invalid';
  const vitals = o.vitals ?? [];
  const flows = o.flows ?? [];
  if (!Array.isArray(vitals) || vitals.length > 5) return 'vitals must be a list of at most 5';
  if (!Array.isArray(flows) || flows.length > FIELD_FLOWS_PER_PAGE) return `flows must be a list of at most ${FIELD_FLOWS_PER_PAGE}`;
  if (!vitals.length && !flows.length) return 'nothing to report';
  const out: FieldReport = { merchant: o.merchant, host: o.host, route: o.route, device: o.device, ticket: o.ticket, vitals: [], flows: [] };
  for (const [i, v] of vitals.entries()) {
    const r = vitalOf(v);
    if (typeof r === 'string') return `vital ${i}: ${r}`;
    if (out.vitals.some((x) => x.metric === r.metric)) return `vital ${i}: ${r.metric} twice`;
    out.vitals.push(r);
  }
  for (const [i, f] of flows.entries()) {
    const r = flowOf(f);
    if (typeof r === 'string') return `flow ${i}: ${r}`;
    out.flows.push(r);
  }
  return out;
}

/**
 * Whether a page load with this ticket may report about `app@version`: a remote version its ticket names, or
 * the host build its merchant serves now.
 */
export function covered(claims: TicketClaims, report: Pick<FieldReport, 'merchant'>, item: { app: string; version: string }, hostVersion: string | undefined): boolean {
  if (claims.merchant !== report.merchant) return false;
  if (item.app === 'host') return item.version === hostVersion;
  return ticketCovers(claims, { merchant: report.merchant, remote: item.app as never, version: item.version });
}

/** The item a report's entry claims of its ticket (each counts once per page load). */
export const vitalItem = (v: FieldVital): string => `v:${v.metric}`;
export const flowItem = (f: FieldFlowOutcome): string => `f:${f.seq}`;
