/**
 * Release sets: which version of each remote a merchant's players get (docs/architecture.md#release-sets).
 * Served at `GET /platform/release/<merchant>.json` (no-cache, ETag). Changed only through the ops API,
 * with compare-and-swap on `revision`. This file has no imports so the server can share it.
 */

/** One immutable published build of a remote. */
export interface RemoteVersionRef {
  version: string;
  /** URL of the build's `mf-manifest.json`, e.g. `/remotes/member/1.0.0/mf-manifest.json`. */
  entry: string;
  /** Subresource-integrity of the build's `remoteEntry.js` (`sha384-…`), recorded at publish time. */
  integrity: string;
}

export interface RemoteRelease extends RemoteVersionRef {
  /** Gradual rollout: a stable share of browsers gets this version. */
  canary?: RemoteVersionRef & { percent: number };
  /** Loaded when the main version cannot be (network, 404, bad integrity, timeout, throws on import). */
  fallback?: RemoteVersionRef;
}

export interface ReleaseSet {
  merchant: string;
  /** Increases by one on every change; a change names the revision it was based on. */
  revision: number;
  publishedAt: string;
  /** The host build whose index.html this merchant is served. */
  host: { version: string };
  remotes: Partial<Record<RemoteName, RemoteRelease>>;
  overrides: {
    /** Browsers may pick another published version with `?tessera-override=<remote>@<version>`. */
    allowed: boolean;
    /**
     * Only in the answer to a browser that redeemed a signed override link (its cookie): the versions
     * that browser loads instead, until `expiresAt`. With `dev: true` the entry is a developer's dev server
     * (an absolute `…/remoteEntry.js` URL, version `dev`, no integrity: a dev build changes on every save).
     */
    active?: Partial<Record<RemoteName, RemoteVersionRef & { expiresAt: string; dev?: true }>>;
  };
  /**
   * The merchant's gateway wire where it differs from the real web client's (shared/src/api/wire.ts): extra
   * headers, the module header, other names of a call. Absent: the defaults.
   */
  gateway?: GatewayWireSettings;
  /**
   * Not in the body: the host copies it from the answer's `Tessera-Telemetry-Ticket` header (a signed ticket of
   * this page load) and sends it with each telemetry report; never kept with the cached copy.
   */
  telemetryTicket?: string;
}

export const REMOTE_NAMES = ['games', 'member', 'agent', 'lottery'] as const;
/** Federation names of the remotes (also their folder suffix: remote-<name>). */
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Telemetry the host posts to `POST /platform/telemetry`. */
export interface TelemetryEvent {
  merchant: string;
  remote: RemoteName;
  version: string;
  /** `render`: the remote loaded but threw while rendering (its error boundary caught it). */
  kind: 'load' | 'error' | 'fallback' | 'render';
  /** For errors: a short machine reason (`timeout`, `network`, `integrity`, `import`). */
  reason?: string;
  /** Milliseconds from request to module ready, for loads. */
  ms?: number;
  /** For render crashes: the exposed module (`./MemberCentre`). */
  expose?: string;
  /** For render crashes: the error's message, scrubbed (crash-report.ts). */
  message?: string;
  /** For render crashes: the first frame of its stack, scrubbed. */
  frame?: string;
  /**
   * The telemetry ticket this page load was handed with its release set (header `Tessera-Telemetry-Ticket`):
   * only reports with a valid ticket naming their version count (docs/architecture.md#telemetry).
   */
  ticket?: string;
}

/** Local-storage key of the random id that puts a browser in its canary buckets. */
export const BUCKET_ID_KEY = 'tessera:bucket-id';

/**
 * 0..99: a browser's canary bucket for one merchant's remote (independent per remote): FNV-1a (32 bits) of
 * `<bucket id>:<merchant>:<remote>` mod 100. A remote gets its canary when its bucket is below `percent`.
 */
export function canaryBucket(id: string, merchant: string, remote: RemoteName): number {
  const s = `${id}:${merchant}:${remote}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i += 1) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % 100;
}

/**
 * A merchant's gateway wire settings (checked and applied by shared/src/api/wire.ts): `headers` sent on every
 * call, `moduleHeader` (a header name or null), `paths` (endpoint name → another name of that call in the real
 * tables). Each part left out keeps the default.
 */
export interface GatewayWireSettings {
  headers?: Record<string, string>;
  moduleHeader?: string | null;
  paths?: Record<string, string>;
}
