import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { assetsPlugin } from './assets/plugin.js';
import { BootDataSource, type GatewayGet } from './assets/boot-data.js';
import { opsConsolePlugin } from './ops-console/plugin.js';
import { proxyPlugin } from './proxy/plugin.js';
import { registryPlugin } from './registry/plugin.js';
import { OVERRIDE_COOKIE, devOriginsFor, overrideKey, redactToken } from './registry/overrides.js';
import { openArtifactStore, type ArtifactStore, type S3Settings } from './registry/artifact-store.js';
import { RegistryStore } from './registry/store.js';
import { attachRouteSchemas } from './registry/route-schemas.js';
import { isAppName } from './registry/types.js';
import type { SandboxThrottles } from '@tessera/sandbox';
import { guardedServerFactory } from './security/connections.js';
import { DEFAULT_LIMITS, type Limits } from './security/limits.js';
import type { CanaryPolicy, TelemetryThrottle } from './registry/telemetry.js';
import { opsThrottle, requireOpsScope, requireOpsToken, type OpsThrottle } from './util/auth.js';
import { can, credentialLookup } from './registry/credentials.js';
import { resolveOpsToken } from './util/config.js';

export interface ServerOptions {
  /** Where artifacts and databases live (TESSERA_DATA_DIR). */
  dataDir: string;
  /**
   * The registry's PostgreSQL database (TESSERA_DATABASE_URL, `postgres://…`), shared by every instance;
   * without it the registry is `<dataDir>/registry.sqlite`. The sandbox always stays on SQLite.
   */
  databaseUrl?: string;
  /** The folder of published files every instance reads (TESSERA_ARTIFACTS_DIR); default the data dir. */
  artifactsDir?: string;
  /**
   * Published files in an S3-compatible bucket (TESSERA_ARTIFACTS_S3, …) instead of a shared folder; the
   * artifacts dir is then this instance's local copy.
   */
  artifactsS3?: S3Settings;
  /** Ops bearer token; default: TESSERA_OPS_TOKEN or <dataDir>/ops-token (created if missing). */
  opsToken?: string;
  /** Proxy mode: forward /wps, /lgw and /lotto here instead of running the sandbox. */
  wpsUpstream?: string;
  /** The sandbox's drawn pictures (TESSERA_ART_CACHE_DIR); default `<dataDir>/cdn-cache`. Instances may share one. */
  artCacheDir?: string;
  /** Origins besides loopback that dev-server override links may point at (TESSERA_DEV_ORIGINS). */
  devOrigins?: readonly string[];
  /** hostname → merchant (TESSERA_MERCHANT_HOSTS). */
  merchantHosts?: Record<string, string>;
  /** Fastify logger option; default info with sensitive headers redacted. `false` in tests. */
  logger?: FastifyServerOptions['logger'];
  /** Resource limits over DEFAULT_LIMITS (main.ts reads them from the environment). */
  limits?: Partial<Limits>;
  /** Throttles with other thresholds than the defaults (tests). */
  throttles?: { ops?: OpsThrottle; telemetry?: TelemetryThrottle; sandbox?: Partial<SandboxThrottles> };
  /** When a canary is switched off by itself (default DEFAULT_CANARY_POLICY of registry/telemetry.ts). */
  canaryPolicy?: CanaryPolicy;
}

export const LOG_REDACT = ['req.headers.authorization', 'req.headers.encryption', 'req.headers.cookie', 'res.headers["set-cookie"]'];

/** Request lines as logged: an override link's token (a bearer capability) never reaches the logs. */
export const LOG_SERIALIZERS = {
  req: (req: { method: string; url: string; hostname?: string; ip?: string; socket?: { remotePort?: number } }) => ({
    method: req.method,
    url: redactToken(req.url),
    hostname: req.hostname,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
};

/** The server's logger: info unless said, secrets redacted (LOG_REDACT, LOG_SERIALIZERS); `stream` for tests. */
export function defaultLogger(stream?: { write(line: string): void }, level = 'info'): FastifyServerOptions['logger'] {
  return { level, redact: { paths: LOG_REDACT, censor: '[redacted]' }, serializers: LOG_SERIALIZERS, ...(stream ? { stream } : {}) };
}

/**
 * The started server's logger (main.ts): `defaultLogger` at TESSERA_LOG_LEVEL, `info` by default (every request
 * logged, as a deployed server should); `warn` keeps a local `npm start` readable. Redaction is never optional.
 */
export function loggerFromEnv(env: NodeJS.ProcessEnv = process.env, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return defaultLogger(stream, env.TESSERA_LOG_LEVEL || 'info');
}

export interface TesseraServer extends FastifyInstance {
  tessera: { dataDir: string; opsToken: string; registry: RegistryStore; artifacts: ArtifactStore; mode: 'sandbox' | 'proxy' };
}

/** This server's own loopback origin (the sandbox answers there), once it listens on a TCP port. */
function ownOrigin(app: FastifyInstance): string | undefined {
  const address = app.server.address();
  if (!address || typeof address === 'string') return undefined;
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '[::1]' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const opsToken =
    options.opsToken ??
    resolveOpsToken(dataDir, undefined, (token, file) => {
      // Printed once, on the start that creates it.
      process.stdout.write(`[tessera] generated ops token (stored in ${file}): ${token}\n`);
    });

  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  const app = Fastify({
    logger: options.logger ?? defaultLogger(),
    // X-Forwarded-For is believed only from the configured proxies; from anyone else `req.ip` is the peer.
    trustProxy: limits.trustedProxies.length ? limits.trustedProxies : false,
    serverFactory: guardedServerFactory(limits),
  });
  // Every route gets its input schema from here on (registry/route-schemas.ts).
  attachRouteSchemas(app);
  const ops = options.throttles?.ops ?? opsThrottle();

  const registry = await RegistryStore.open({ dataDir, databaseUrl: options.databaseUrl });
  app.addHook('onClose', async () => registry.close());
  const artifacts = openArtifactStore(options.artifactsDir ?? dataDir, options.artifactsS3);
  app.decorate('tessera', { dataDir, opsToken, registry, artifacts, mode: options.wpsUpstream ? 'proxy' : 'sandbox' });

  // Readiness for start scripts and orchestrators (the registry database answers); says nothing about merchants or data.
  app.get('/platform/health', async (req, reply) => {
    const mode = options.wpsUpstream ? 'proxy' : 'sandbox';
    try {
      await registry.ping();
    } catch (e) {
      req.log.error({ err: e }, 'registry database unreachable');
      return reply.code(503).send({ ok: false, mode });
    }
    return { ok: true, mode };
  });
  await app.register(registryPlugin, {
    store: registry,
    artifacts,
    opsToken,
    limits,
    opsThrottle: ops,
    telemetry: options.throttles?.telemetry,
    canaryPolicy: options.canaryPolicy,
    devOrigins: options.devOrigins,
  });
  await app.register(opsConsolePlugin);
  if (options.wpsUpstream) await app.register(proxyPlugin, { upstream: options.wpsUpstream });
  else {
    // Loaded only here: a proxy-mode server never reads the sandbox, its icon sets or its picture libraries.
    const { sandboxPlugin } = await import('@tessera/sandbox');
    // The controls take the bootstrap token or a named credential with the `admin` or `sandbox` scope.
    const sandboxGuard = requireOpsScope(requireOpsToken(opsToken, ops, credentialLookup(registry)), can.sandbox, 'sandbox or admin');
    await app.register(sandboxPlugin, { dataDir, opsGuard: sandboxGuard, sessionIdleMs: limits.sessionIdleMs, throttles: options.throttles?.sandbox, artCacheDir: options.artCacheDir });
  }
  // Boot data for the pages: the in-process sandbox is asked for every page (its answer is fresh and costs no
  // network); an upstream gateway is asked at most every few seconds per merchant and language, and a page
  // never waits long for it.
  const upstream = options.wpsUpstream?.replace(/\/+$/, '');
  const gatewayGet: GatewayGet = async (path, headers, signal) => {
    const base = upstream ?? ownOrigin(app);
    if (!base) throw new Error('not listening');
    const res = await fetch(base + path, { headers, signal });
    return { statusCode: res.status, body: await res.json().catch(() => null) };
  };
  const bootData = new BootDataSource(upstream ? { get: gatewayGet, ttlMs: 10_000, waitMs: 150 } : { get: gatewayGet, ttlMs: 0, waitMs: 1000 });
  await app.register(assetsPlugin, {
    bootDataFor: (merchant, lang, pathname) => bootData.get(merchant, lang, pathname),
    remotesFor: async (merchant) => (await registry.getRelease(merchant))?.remotes ?? {},
    dataDir: artifacts.root,
    // Only versions the registry lists are fetched from the bucket: a request for any other costs no S3 call.
    ensureLocal: options.artifactsS3
      ? async (app, version) => isAppName(app) && Boolean(await registry.getArtifact(app, version)) && artifacts.ensureLocal(app, version)
      : undefined,
    merchantHosts: options.merchantHosts,
    hostVersionFor: async (merchant) => (await registry.getRelease(merchant))?.host?.version,
    // Only a browser holding a dev override link gets its dev origin into the page's CSP.
    devOriginsFor: async (merchant, cookie) => (cookie?.includes(`${OVERRIDE_COOKIE}=`) ? devOriginsFor(registry, overrideKey(opsToken), merchant, cookie) : []),
  });
  return app;
}
