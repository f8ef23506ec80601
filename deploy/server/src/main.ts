import { createServer } from 'node:net';
import { assertStrongOpsToken, parseMerchantHosts, resolveArtifactsDir, resolveDataDir, resolveDatabaseUrl, resolveRedisUrl } from './util/config.js';
import { parseDevOrigins } from './registry/overrides.js';
import { limitsFromEnv } from './security/limits.js';
import { buildServer, loggerFromEnv } from './server.js';
import type { TELEMETRY_LIMITS} from './registry/telemetry.js';
import { DEFAULT_CANARY_POLICY, type CanaryPolicy } from './registry/telemetry.js';
import { resolveS3Settings } from './registry/artifact-store.js';

/**
 * TESSERA_CANARY_MAX_ERROR_RATE (0..1), TESSERA_CANARY_MIN_SAMPLE, TESSERA_CANARY_WINDOW_MS and
 * TESSERA_CANARY_MIN_TICKETS (distinct page loads reporting the failures), TESSERA_CANARY_MIN_NETWORKS and
 * TESSERA_CANARY_MIN_NETWORK_SHARE (failing networks, and their share of those reporting) over the defaults.
 */
function canaryPolicyFromEnv(env = process.env): CanaryPolicy {
  const num = (name: string, fallback: number, ok: (n: number) => boolean): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!ok(n)) throw new Error(`${name}=${raw} is out of range`);
    return n;
  };
  return {
    maxErrorRate: num('TESSERA_CANARY_MAX_ERROR_RATE', DEFAULT_CANARY_POLICY.maxErrorRate, (n) => n > 0 && n < 1),
    minSample: num('TESSERA_CANARY_MIN_SAMPLE', DEFAULT_CANARY_POLICY.minSample, (n) => Number.isInteger(n) && n >= 1),
    windowMs: num('TESSERA_CANARY_WINDOW_MS', DEFAULT_CANARY_POLICY.windowMs, (n) => Number.isInteger(n) && n >= 60_000 && n <= 86_400_000),
    minTickets: num('TESSERA_CANARY_MIN_TICKETS', DEFAULT_CANARY_POLICY.minTickets, (n) => Number.isInteger(n) && n >= 1),
    minNetworks: num('TESSERA_CANARY_MIN_NETWORKS', DEFAULT_CANARY_POLICY.minNetworks, (n) => Number.isInteger(n) && n >= 1),
    minNetworkShare: num('TESSERA_CANARY_MIN_NETWORK_SHARE', DEFAULT_CANARY_POLICY.minNetworkShare, (n) => n > 0 && n <= 1),
  };
}

/** TESSERA_TICKETS_PER_NETWORK: telemetry tickets one network (/24, /64) is handed in 10 minutes (default 600). */
function telemetryLimitsFromEnv(env = process.env): Partial<typeof TELEMETRY_LIMITS> {
  const raw = env.TESSERA_TICKETS_PER_NETWORK;
  if (raw === undefined || raw === '') return {};
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`TESSERA_TICKETS_PER_NETWORK=${raw} is out of range`);
  return { NETWORK_TICKETS: n };
}

const portInUse = (port: number, host: string) =>
  `port ${port} on ${host} is already in use (another Tessera server or another program); stop it or start with PORT=<another port>`;

/**
 * Fails at once when the port is taken, before databases are opened and the sandbox is seeded: binding
 * it briefly is the one check that tells. The real listen below reports the same if it is taken meanwhile.
 */
function assertPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (e: NodeJS.ErrnoException) => reject(e.code === 'EADDRINUSE' ? new Error(portInUse(port, host)) : e));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT || 8080);
  const host = process.env.HOST || '0.0.0.0';
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT=${process.env.PORT} is not a port number`);
  await assertPortFree(port, host);
  const dataDir = resolveDataDir();
  const app = await buildServer({
    dataDir,
    // The registry on PostgreSQL and the files on a shared folder let several instances serve one platform.
    databaseUrl: resolveDatabaseUrl(),
    // Attempt counters shared by the instances: Redis when set, else the registry's PostgreSQL.
    redisUrl: resolveRedisUrl(),
    artifactsDir: resolveArtifactsDir(dataDir),
    artifactsS3: resolveS3Settings(),
    // A weak token from the environment stops the start with a message saying why.
    opsToken: process.env.TESSERA_OPS_TOKEN ? assertStrongOpsToken(process.env.TESSERA_OPS_TOKEN) : undefined,
    limits: limitsFromEnv(),
    canaryPolicy: canaryPolicyFromEnv(),
    telemetryLimits: telemetryLimitsFromEnv(),
    wpsUpstream: process.env.WPS_UPSTREAM || undefined,
    artCacheDir: process.env.TESSERA_ART_CACHE_DIR || undefined,
    merchantHosts: parseMerchantHosts(),
    devOrigins: parseDevOrigins(process.env.TESSERA_DEV_ORIGINS),
    logger: loggerFromEnv(),
  });
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  try {
    await app.listen({ port, host });
  } catch (e) {
    await app.close();
    if ((e as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new Error(portInUse(port, host));
    throw e;
  }
}

main().catch((err: unknown) => {
  console.error(`[tessera] cannot start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
