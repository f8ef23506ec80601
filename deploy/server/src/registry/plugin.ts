/**
 * The registry's routes (docs/architecture.md#registry), one plugin per area in routes/: the public
 * release sets, telemetry intake and override links, then the ops API behind the bearer token.
 */
import type { FastifyInstance } from 'fastify';
import type { Limits } from '../security/limits.js';
import { requireOpsToken, type OpsThrottle } from '../util/auth.js';
import type { ArtifactStore } from './artifact-store.js';
import { credentialLookup } from './credentials.js';
import { overrideKey } from './overrides.js';
import type { RegistryContext } from './routes/context.js';
import { opsArtifactRoutes } from './routes/ops-artifacts.js';
import { opsAuditRoutes } from './routes/ops-audit.js';
import { opsConformanceRoutes } from './routes/ops-conformance.js';
import { opsCredentialRoutes } from './routes/ops-credentials.js';
import { opsOverrideLinkRoutes } from './routes/ops-override-links.js';
import { opsReleaseRoutes } from './routes/ops-releases.js';
import { opsSiteRoutes } from './routes/ops-site.js';
import { opsTelemetryRoutes } from './routes/ops-telemetry.js';
import { opsVerificationRoutes } from './routes/ops-verifications.js';
import { opsVerifyAccountRoutes } from './routes/ops-verify-account.js';
import { overrideRedeemRoutes } from './routes/override-redeem.js';
import { publicReleaseRoutes } from './routes/public-release.js';
import { telemetryIntakeRoutes } from './routes/telemetry-intake.js';
import type { RegistryStore } from './store.js';
import type { TELEMETRY_LIMITS} from './telemetry.js';
import { DEFAULT_CANARY_POLICY, TelemetryThrottle, type CanaryPolicy } from './telemetry.js';
import { ticketKey } from './telemetry-tickets.js';
import { verifyAccountKey } from './verify-account.js';
import { MemoryCounters, SharedLimit, type CounterEngine } from '../security/shared-counters.js';

export interface RegistryPluginOptions {
  store: RegistryStore;
  /** Published files, shared by every instance. */
  artifacts: ArtifactStore;
  opsToken: string;
  limits: Limits;
  /** Failed ops-token attempts per client (shared with the sandbox controls). */
  opsThrottle: OpsThrottle;
  telemetry?: TelemetryThrottle;
  telemetryLimits?: Partial<typeof TELEMETRY_LIMITS>;
  /** The attempt counters' engine (shared by instances when Redis or PostgreSQL). */
  counters?: CounterEngine;
  /** When a canary is switched off by itself (over DEFAULT_CANARY_POLICY). */
  canaryPolicy?: Partial<CanaryPolicy>;
  /** Origins besides loopback that dev-server override links may point at (TESSERA_DEV_ORIGINS). */
  devOrigins?: readonly string[];
}

export async function registryPlugin(app: FastifyInstance, opts: RegistryPluginOptions): Promise<void> {
  const counters = opts.counters ?? new MemoryCounters();
  const canaryPolicy = { ...DEFAULT_CANARY_POLICY, ...opts.canaryPolicy };
  const ctx: RegistryContext = {
    store: opts.store,
    artifacts: opts.artifacts,
    limits: opts.limits,
    telemetry: opts.telemetry ?? new TelemetryThrottle(opts.telemetryLimits, counters),
    canaryPolicy,
    canaryAlerts: new SharedLimit(counters, 'canary:alert', 1, canaryPolicy.windowMs),
    linkKey: overrideKey(opts.opsToken),
    telemetryKey: ticketKey(opts.opsToken),
    verifyAccountKey: verifyAccountKey(opts.opsToken),
    devOrigins: opts.devOrigins ?? [],
  };
  opts.artifacts.sweepStaging();

  // ---- public
  await app.register(publicReleaseRoutes, ctx);
  await app.register(telemetryIntakeRoutes, ctx);
  await app.register(overrideRedeemRoutes, ctx);

  // ---- ops (bearer token or named credential; each route checks the scope it needs)
  await app.register(async (ops) => {
    ops.addHook('onRequest', requireOpsToken(opts.opsToken, opts.opsThrottle, credentialLookup(opts.store)));
    // An artifact upload is read as bytes on every ops route (only POST /ops/artifacts takes one).
    for (const type of ['application/gzip', 'application/x-gzip', 'application/octet-stream', 'application/x-tar']) {
      ops.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: opts.limits.artifactUploadBytes }, (_req, body, done) => done(null, body));
    }
    await ops.register(opsArtifactRoutes, ctx);
    await ops.register(opsReleaseRoutes, ctx);
    await ops.register(opsOverrideLinkRoutes, ctx);
    await ops.register(opsAuditRoutes, ctx);
    await ops.register(opsConformanceRoutes);
    await ops.register(opsTelemetryRoutes, ctx);
    await ops.register(opsVerificationRoutes, ctx);
    await ops.register(opsCredentialRoutes, ctx);
    await ops.register(opsSiteRoutes, ctx);
    await ops.register(opsVerifyAccountRoutes, ctx);
  });
}
