/**
 * Field truth (docs/field-truth.md): what the host reports to `POST /platform/field` about real page
 * loads. Web Vitals each carry the app (and version) owning the element or interaction; flow outcomes say success
 * or failure with the failure's message key only: never an amount, a name, a number or anything personal.
 * Import-free, so the server validates with the same lists; `@tessera/shared/field`, outside the main entry, so
 * only the lazy chunk that reports carries it.
 */

export const FIELD_METRIC_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type FieldMetricName = (typeof FIELD_METRIC_NAMES)[number];

/** What players came for; a remote reports its own with the bus event `field:flow`. */
export const FIELD_FLOWS = ['login', 'registration', 'deposit', 'withdrawal', 'transfer', 'game-launch', 'lottery-bet'] as const;
export type FieldFlow = (typeof FIELD_FLOWS)[number];

export const ROUTE_GROUPS = ['home', 'lobby', 'game', 'lottery', 'account', 'promotions', 'other'] as const;
export type RouteGroup = (typeof ROUTE_GROUPS)[number];

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The apps a measurement can be attributed to: the host or a remote (its federation name). */
export const FIELD_APPS = ['host', 'games', 'member', 'agent', 'lottery'] as const;
export type FieldApp = (typeof FIELD_APPS)[number];


/** Flow outcomes one page load may report (its ticket's budget); more are dropped. */
export const FIELD_FLOWS_PER_PAGE = 40;

export interface FieldVital {
  metric: FieldMetricName;
  /** ms for times, unitless for CLS. */
  value: number;
  app: FieldApp;
  version: string;
}

export interface FieldFlowOutcome {
  flow: FieldFlow;
  ok: boolean;
  /** The failure's message key (absent on success). */
  error?: string;
  app: FieldApp;
  version: string;
  /** 0-based number of this outcome in its page load: each counts once per ticket. */
  seq: number;
}

export interface FieldReport {
  merchant: string;
  /** The host build's version. */
  host: string;
  route: RouteGroup;
  device: DeviceClass;
  /** The page load's telemetry ticket (release set answer's header). */
  ticket: string;
  vitals: FieldVital[];
  flows: FieldFlowOutcome[];
}

/** The bus event's payload a remote emits when one of its flows ends (the host adds the version it loaded). */
export interface FieldFlowEvent {
  flow: FieldFlow;
  ok: boolean;
  error?: string;
  app: FieldApp;
}

// Each apart, so a chunk carries only what it uses (the field collector the first, a flow's app the second).
export { deviceClass, routeGroup } from './field-page.ts';
export { FIELD_ERROR_KEY_RE, flowOutcome } from './field-outcome.ts';
