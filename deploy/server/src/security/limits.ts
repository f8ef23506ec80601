/**
 * The server's resource limits in one place: what a client may cost before it is refused. Each limit has
 * a default fit for a deployed server; the ones an operator may need to tune come from environment
 * variables (docs/security.md#limits); tests pass small values through `buildServer({ limits })`.
 */

export interface Limits {
  /** Whole request, headers and body, must arrive within this (Node `requestTimeout`); else 408 and close. */
  requestTimeoutMs: number;
  /** Request headers must arrive within this (Node `headersTimeout`). */
  headersTimeoutMs: number;
  /** A socket with no traffic at all for this long is closed (Node `server.timeout`). */
  idleTimeoutMs: number;
  /** An idle keep-alive connection is closed after this (Node `keepAliveTimeout`). */
  keepAliveTimeoutMs: number;
  /** Open connections per remote address; more are closed at once. Trusted proxies are exempt. */
  maxConnectionsPerIp: number;
  /**
   * Open connections per network (IPv4 /24, IPv6 /64: shared/src/util/network.ts) once half of `maxConnections`
   * are taken; more are closed at once. Several addresses of one network (one IPv6 host has a whole /64) are one
   * client here; below half, a carrier-NAT /24 of many players may hold more.
   */
  maxConnectionsPerNetwork: number;
  /**
   * Open connections in all (bounds file descriptors). When they are all taken, a new connection closes
   * the oldest one that is not being answered (idle, or still sending its request) of the network holding
   * the most, so that slow clients cannot keep everyone else (and the health probe) out.
   */
  maxConnections: number;
  /** A small body (at most `smallBodyBytes`: telemetry, gateway JSON) must arrive whole within this; else 408. */
  bodyDeadlineMs: number;
  /** Bodies up to this size count as small (bodyDeadlineMs); larger ones (uploads) must keep `minBodyBytesPerSecond`. */
  smallBodyBytes: number;
  /** Average rate a large body must keep once `bodyDeadlineMs` has passed; else 408. */
  minBodyBytesPerSecond: number;
  /** Addresses or CIDR ranges whose X-Forwarded-For is believed; none by default. */
  trustedProxies: string[];
  /** Largest artifact upload (gzip'd tar), bytes. */
  artifactUploadBytes: number;
  /** Largest total of the files an artifact extracts to, bytes. */
  artifactExtractedBytes: number;
  /** Most entries (files and folders) in an artifact. */
  artifactFiles: number;
  /** Deepest path in an artifact, in path segments. */
  artifactDepth: number;
  /** A sandbox session ends after this long without a call. */
  sessionIdleMs: number;
}

export const DEFAULT_LIMITS: Limits = {
  requestTimeoutMs: 60_000,
  headersTimeoutMs: 10_000,
  idleTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnectionsPerIp: 64,
  maxConnectionsPerNetwork: 256,
  maxConnections: 4_096,
  bodyDeadlineMs: 10_000,
  smallBodyBytes: 1024 * 1024,
  minBodyBytesPerSecond: 16 * 1024,
  trustedProxies: [],
  artifactUploadBytes: 100 * 1024 * 1024,
  artifactExtractedBytes: 256 * 1024 * 1024,
  artifactFiles: 5_000,
  artifactDepth: 20,
  sessionIdleMs: 2 * 60 * 60_000,
};

/** Environment variable of each limit an operator may set. */
export const LIMIT_ENV: Record<Exclude<keyof Limits, 'trustedProxies'>, string> = {
  requestTimeoutMs: 'TESSERA_REQUEST_TIMEOUT_MS',
  headersTimeoutMs: 'TESSERA_HEADERS_TIMEOUT_MS',
  idleTimeoutMs: 'TESSERA_IDLE_TIMEOUT_MS',
  keepAliveTimeoutMs: 'TESSERA_KEEPALIVE_TIMEOUT_MS',
  maxConnectionsPerIp: 'TESSERA_MAX_CONNECTIONS_PER_IP',
  maxConnectionsPerNetwork: 'TESSERA_MAX_CONNECTIONS_PER_NETWORK',
  maxConnections: 'TESSERA_MAX_CONNECTIONS',
  bodyDeadlineMs: 'TESSERA_BODY_DEADLINE_MS',
  smallBodyBytes: 'TESSERA_SMALL_BODY_BYTES',
  minBodyBytesPerSecond: 'TESSERA_MIN_BODY_BYTES_PER_SECOND',
  artifactUploadBytes: 'TESSERA_ARTIFACT_UPLOAD_BYTES',
  artifactExtractedBytes: 'TESSERA_ARTIFACT_EXTRACTED_BYTES',
  artifactFiles: 'TESSERA_ARTIFACT_FILES',
  artifactDepth: 'TESSERA_ARTIFACT_DEPTH',
  sessionIdleMs: 'TESSERA_SESSION_IDLE_MS',
};

/** Limits from the environment over the defaults; a malformed value stops the start with its name. */
export function limitsFromEnv(env: NodeJS.ProcessEnv = process.env): Limits {
  const limits: Limits = { ...DEFAULT_LIMITS, trustedProxies: parseTrustedProxies(env.TESSERA_TRUSTED_PROXIES) };
  for (const [key, name] of Object.entries(LIMIT_ENV) as [keyof typeof LIMIT_ENV, string][]) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const n = Number(raw);
    if (!Number.isSafeInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
    limits[key] = n;
  }
  return limits;
}

const IPV4 = /^(\d{1,3})(\.\d{1,3}){3}(\/\d{1,2})?$/;
const IPV6 = /^[0-9a-f:.]+(\/\d{1,3})?$/i;

/** `TESSERA_TRUSTED_PROXIES`: comma-separated addresses or CIDR ranges (e.g. `10.0.0.0/8,127.0.0.1`). */
export function parseTrustedProxies(raw: string | undefined): string[] {
  const list = (raw ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const entry of list) {
    if (!IPV4.test(entry) && !(entry.includes(':') && IPV6.test(entry))) {
      throw new Error(`TESSERA_TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    }
  }
  return list;
}
