/**
 * The shapes of the ops API's answers, for its clients (the CLI and the ops console's browser app). Types only,
 * no imports beyond the shared contracts, so a browser program can use them without the server's modules.
 */
export type { ReleaseSet, RemoteRelease, RemoteVersionRef } from '@tessera/shared/contracts';

/** `GET /ops/whoami`. */
export interface WhoAmI {
  name: string;
  scopes: string[];
  bootstrap: boolean;
}

/** `GET /ops/merchants`. */
export interface MerchantSummary {
  merchant: string;
  revision: number;
  updatedAt: string;
  host: string | null;
}

/** `GET /ops/artifacts`: a published version. */
export interface ArtifactSummary {
  app: string;
  version: string;
  federationName: string;
  integrity: string;
  entry: string;
  publishedAt: string;
  /** The credential that published it (null before credentials had names). */
  publishedBy: string | null;
  /** When the build says it was built (reproducible builds record none: null). */
  buildTime: string | null;
  /** The @tessera/shared version it was built against. */
  sharedContract: string | null;
  /** Bytes of its files (null while an S3 store has not copied it here). */
  sizeBytes: number | null;
}

/** `GET /ops/audit`: one change, newest first. */
export interface AuditRow {
  id: number;
  at: string;
  actor: string;
  merchant: string;
  action: string;
  before: unknown;
  after: unknown;
  /** Why, for changes the server made itself. */
  note?: string;
}

/** One version's numbers over a window (`GET /ops/telemetry?since=`). */
export interface TelemetryRate {
  merchant: string;
  remote: string;
  version: string;
  loads: number;
  errors: number;
  fallbacks: number;
  /** Loads that then threw while rendering (the host's error boundary caught them). */
  renders: number;
  /** (errors + render crashes) / (loads + errors), at most 1: a render crash weighs like a failed load. Null without any attempt. */
  errorRate: number | null;
  avgMs: number | null;
  /** Median and 95th percentile load time over the window (from LOAD_BUCKETS_MS); null without timed loads. */
  p50Ms: number | null;
  p95Ms: number | null;
}

/** `GET /ops/telemetry?since=`. */
export interface TelemetryWindow {
  windowMs: number;
  policy: { windowMs: number; minSample: number; maxErrorRate: number; minTickets: number; minNetworks: number; minNetworkShare: number };
  rates: TelemetryRate[];
}

/** One point of a version's trend: the reports of one step of time. */
export interface TelemetryPoint {
  loads: number;
  errors: number;
  renders: number;
  /** As in TelemetryRate; null without any attempt in this step. */
  errorRate: number | null;
  /** Load times of this step (from LOAD_BUCKETS_MS); null without timed loads. */
  p50Ms: number | null;
  p95Ms: number | null;
}

/** One version's trend: a point per step, aligned with TelemetrySeries.slots. */
export interface TelemetryTrend {
  merchant: string;
  remote: string;
  version: string;
  points: TelemetryPoint[];
}

/** `GET /ops/telemetry/series?since=`: each version's numbers over time, oldest step first. */
export interface TelemetrySeries {
  windowMs: number;
  /** The length of one step (one point): a minute up to six hours, so a window has at most 48 points. */
  stepMs: number;
  /** When each step starts (ISO), oldest first; the last one is still running. */
  slots: string[];
  series: TelemetryTrend[];
}

/** `GET /ops/override-links`: an issued override link (never its token). */
export interface OverrideLinkView {
  id: string;
  merchant: string;
  remote: string;
  version: string;
  /** A dev server's entry URL, for a dev link. */
  devUrl: string | null;
  createdBy: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  revokedBy: string | null;
  /** When a browser opened a dev link and so bound it (no other browser may then use it). */
  boundAt: string | null;
}

/** `GET /ops/alerts`: something ops should look at, newest first. */
export interface OpsAlert {
  id: number;
  merchant: string;
  /** `telemetry-unticketed`: many telemetry reports without a valid ticket (forged, or a host too old to send one). */
  kind: string;
  message: string;
  /** Reports in this episode so far. */
  count: number;
  firstAt: string;
  lastAt: string;
}

/** `GET /ops/merchants/<m>/verifications`: the last `release verify` of each remote version. */
export interface Verification {
  merchant: string;
  remote: string;
  version: string;
  ok: boolean;
  /** What failed: uncaught errors, console errors, failed requests to the remote, empty pages. */
  problems: string[];
  at: string;
  actor: string;
}

/** `GET/PUT /ops/merchants/<m>/policy`. */
export interface MerchantPolicy {
  merchant: string;
  /** A pin or promote of a remote version needs a passing `release verify` of it on this merchant first. */
  requireVerifiedRelease: boolean;
}
