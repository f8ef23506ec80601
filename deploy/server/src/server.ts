import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { assetsPlugin } from './assets/plugin.js';
import { BootDataSource, type GatewayGet } from './assets/boot-data-source.js';
import { DEFAULT_BRAND, type BrandSource } from './brand/brand.js';
import { brandPlugin, WORKER_SCRIPT } from './brand/plugin.js';
import { opsConsolePlugin } from './ops-console/plugin.js';
import { registerCookies } from './plugins/cookie.js';
import { registerHelmet } from './plugins/helmet.js';
import { proxyPlugin } from './proxy/plugin.js';
import { registryPlugin } from './registry/plugin.js';
import { fieldRoutes, type FIELD_LIMITS } from './registry/field-routes.js';
import { OVERRIDE_COOKIE, devOriginsFor, overrideKey, redactToken } from './registry/overrides.js';
import { openArtifactStore, type ArtifactStore, type S3Settings } from './registry/artifact-store.js';
import { RegistryStore } from './registry/store.js';
import { attachRouteSchemas } from './registry/route-schemas.js';
import { isAppName } from './registry/types.js';
import type { SandboxThrottles } from '@tessera/sandbox';
import { guardedServerFactory } from './security/connections.js';
import { DEFAULT_LIMITS, type Limits } from './security/limits.js';
import { openCounters, type CounterEngine } from './security/shared-counters.js';
import type { CanaryPolicy, TELEMETRY_LIMITS, TelemetryThrottle } from './registry/telemetry.js';
import { opsThrottle, requireOpsScope, requireOpsToken, type OpsThrottle } from './util/auth.js';
import { can, credentialLookup } from './registry/credentials.js';
import { resolveOpsToken } from './util/config.js';
import { Type } from 'typebox';

export interface ServerOptions {
  /** Where artifacts and databases live (TESSERA_DATA_DIR). */
  dataDir: string;
  /**
   * The registry's PostgreSQL database (TESSERA_DATABASE_URL, `postgres://…`), shared by every instance;
   * without it the registry is `<dataDir>/registry.sqlite`. The sandbox always stays on SQLite.
   */
  databaseUrl?: string;
  /**
   * Redis (or Valkey) for the attempt counters every instance shares (TESSERA_REDIS_URL); without it they are
   * shared through `databaseUrl`'s PostgreSQL, and kept in memory by a lone instance on SQLite
   * (security/shared-counters.ts).
   */
  redisUrl?: string;
  /** The counters' engine itself (tests: two instances on one engine); the caller closes it. */
  counters?: CounterEngine;
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
  /** Telemetry limits over TELEMETRY_LIMITS (on the shared counters), unless `throttles.telemetry` is given. */
  telemetryLimits?: Partial<typeof TELEMETRY_LIMITS>;
  /** When a canary is switched off by itself (default DEFAULT_CANARY_POLICY of registry/telemetry.ts). */
  canaryPolicy?: Partial<CanaryPolicy>;
  /** Field intake limits over FIELD_LIMITS (tests: judge a canary at every report). */
  fieldLimits?: Partial<typeof FIELD_LIMITS>;
  /**
   * Fail (500) any answer its response schema changed (registry/route-schemas.ts); default on under jest
   * (NODE_ENV=test) and with TESSERA_CHECK_RESPONSES=1.
   */
  checkResponses?: boolean;
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
  // Every route's input and answers are checked with its own schemas from here on (registry/route-schemas.ts).
  attachRouteSchemas(app, { checkResponses: options.checkResponses ?? (process.env.NODE_ENV === 'test' || process.env.TESSERA_CHECK_RESPONSES === '1') });
  const counters = options.counters ?? (await openCounters({ redisUrl: options.redisUrl, databaseUrl: options.databaseUrl }));
  if (!options.counters) app.addHook('onClose', async () => counters.close());
  const ops = options.throttles?.ops ?? opsThrottle(undefined, undefined, counters);

  const registry = await RegistryStore.open({ dataDir, databaseUrl: options.databaseUrl });
  app.addHook('onClose', async () => registry.close());
  const artifacts = openArtifactStore(options.artifactsDir ?? dataDir, options.artifactsS3);
  app.decorate('tessera', { dataDir, opsToken, registry, artifacts, mode: options.wpsUpstream ? 'proxy' : 'sandbox' });

  await registerCookies(app);
  await registerHelmet(app);
  // Readiness for start scripts and orchestrators (the registry database answers); says nothing about merchants or data.
  const Health = Type.Object({ ok: Type.Boolean(), mode: Type.Union([Type.Literal('sandbox'), Type.Literal('proxy')]) });
  app.get('/platform/health', { config: { inputError: 'invalid_request' }, schema: { querystring: Type.Object({}), response: { 200: Health, 503: Health } } }, async (req, reply) => {
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
    telemetryLimits: options.telemetryLimits,
    counters,
    canaryPolicy: options.canaryPolicy,
    devOrigins: options.devOrigins,
  });
  await app.register(fieldRoutes, { store: registry, opsToken, opsThrottle: ops, counters, limits: options.fieldLimits });
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
  // Read on every page from the registry, so ops' change reaches the next page load on any instance; a merchant
  // without a brand of its own has the platform's.
  const brandFor: BrandSource = async (merchant) => (await registry.sites.get(merchant)).brand ?? DEFAULT_BRAND;
  const workerEnabledFor = async (merchant: string) => (await registry.sites.get(merchant)).workerEnabled;
  await app.register(brandPlugin, { brandFor, workerEnabledFor, iconDir: resolve(dataDir, 'brand-icons'), merchantHosts: options.merchantHosts });
  // A server run from its sources has no built worker: its pages register none.
  const workerBuilt = existsSync(WORKER_SCRIPT);
  await app.register(assetsPlugin, {
    brandFor,
    workerFor: async (merchant) => (workerBuilt ? ((await workerEnabledFor(merchant)) ? 'on' : 'off') : undefined),
    bootDataFor: (merchant, lang, pathname) => bootData.get(merchant, lang, pathname),
    remotesFor: async (merchant) => (await registry.releases.get(merchant))?.remotes ?? {},
    dataDir: artifacts.root,
    // Only versions the registry lists are fetched from the bucket: a request for any other costs no S3 call.
    ensureLocal: options.artifactsS3
      ? async (app, version) => isAppName(app) && Boolean(await registry.artifacts.get(app, version)) && artifacts.ensureLocal(app, version)
      : undefined,
    merchantHosts: options.merchantHosts,
    hostVersionFor: async (merchant) => (await registry.releases.get(merchant))?.host?.version,
    // Only a browser holding a dev override link gets its dev origin into the page's CSP.
    devOriginsFor: async (merchant, cookies) => (cookies[OVERRIDE_COOKIE] ? devOriginsFor(registry, overrideKey(opsToken), merchant, cookies) : []),
  });
  return app;
}
