import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Limits } from '../security/limits.js';
import { requireOpsToken, type OpsThrottle } from '../util/auth.js';
import type { ArtifactStore } from './artifact-store.js';
import { ArtifactError, publishArtifact } from './artifacts.js';
import {
  MAX_OVERRIDE_TTL_S,
  activeOverrides,
  DEV_VERSION,
  cookieClaims,
  devOriginRefusal,
  overrideCookie,
  overrideKey,
  parseDevEntry,
  signOverride,
  verifyOverride,
} from './overrides.js';
import {
  MERCHANT_RE,
  ReleaseError,
  pinRemote,
  promoteCanary,
  rollback,
  setCanary,
  setOverridesAllowed,
  setRelease,
  type CanaryBody,
  type PinBody,
  type SetReleaseBody,
} from './releases.js';
import type { RegistryStore } from './store.js';
import {
  DEFAULT_CANARY_POLICY,
  TelemetryThrottle,
  checkCanaries,
  recordEvents,
  telemetryCounts,
  telemetryRates,
  unknownSeries,
  validateEvent,
  type CanaryPolicy,
} from './telemetry.js';
import { isAppName, isRemoteName, type TelemetryEvent } from './types.js';

export interface RegistryPluginOptions {
  store: RegistryStore;
  /** Published files, shared by every instance. */
  artifacts: ArtifactStore;
  opsToken: string;
  limits: Limits;
  /** Failed ops-token attempts per client (shared with the sandbox controls). */
  opsThrottle: OpsThrottle;
  telemetry?: TelemetryThrottle;
  /** When a canary is switched off by itself (default DEFAULT_CANARY_POLICY). */
  canaryPolicy?: CanaryPolicy;
  /** Origins besides loopback that dev-server override links may point at (TESSERA_DEV_ORIGINS). */
  devOrigins?: readonly string[];
}

/** `--since` / `?since=` windows: 15m, 1h, 24h, 7d. */
export function parseWindow(v: string | undefined, fallbackMs = 3_600_000): number | undefined {
  if (v === undefined || v === '') return fallbackMs;
  const m = /^(\d{1,4})([mhd])$/.exec(v);
  if (!m?.[1] || !m[2]) return undefined;
  const ms = Number(m[1]) * { m: 60_000, h: 3_600_000, d: 86_400_000 }[m[2] as 'm' | 'h' | 'd'];
  return ms > 0 && ms <= 7 * 86_400_000 ? ms : undefined;
}

function sendError(reply: FastifyReply, e: unknown): FastifyReply {
  if (e instanceof ArtifactError) return reply.code(e.status).send({ error: e.code, message: e.message });
  if (e instanceof ReleaseError) return reply.code(e.status).send({ error: e.code, message: e.message, ...e.extra });
  throw e;
}

export function releaseEtag(json: string): string {
  return `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const v = t.trim();
    return v === '*' || v === etag || v === `W/${etag}`;
  });
}

/** Public release sets and telemetry intake, plus the ops API (artifacts, release sets, audit, telemetry). */
export async function registryPlugin(app: FastifyInstance, opts: RegistryPluginOptions): Promise<void> {
  const { store, artifacts, limits } = opts;
  const telemetry = opts.telemetry ?? new TelemetryThrottle();
  const canaryPolicy = opts.canaryPolicy ?? DEFAULT_CANARY_POLICY;
  const linkKey = overrideKey(opts.opsToken);
  artifacts.sweepStaging();

  // ---- public -------------------------------------------------------------------------------
  app.get<{ Params: { file: string } }>('/platform/release/:file', async (req, reply) => {
    const m = /^(.+)\.json$/.exec(req.params.file);
    let release = m?.[1] ? await store.getRelease(m[1]) : undefined;
    // The answer depends on this browser's override cookie (docs/architecture.md#overrides).
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie');
    if (!release) return reply.code(404).send({ error: 'not_found', message: 'no release set for this merchant' });
    const active = await activeOverrides(store, linkKey, release.merchant, req.headers.cookie);
    if (Object.keys(active).length) {
      release = { ...release, overrides: { ...release.overrides, active } };
      reply.header('Cache-Control', 'private, no-cache');
    }
    const json = JSON.stringify(release);
    const etag = releaseEtag(json);
    reply.header('ETag', etag);
    if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(json);
  });

  app.post('/platform/telemetry', { bodyLimit: 8 * 1024 }, async (req, reply) => {
    const body = req.body;
    const list = Array.isArray(body) ? body : [body];
    if (list.length === 0 || list.length > 50) return reply.code(400).send({ error: 'invalid_telemetry', message: 'send 1 to 50 events' });
    const events: TelemetryEvent[] = [];
    for (const [i, raw] of list.entries()) {
      const v = validateEvent(raw);
      const problem = typeof v === 'string' ? v : await unknownSeries(store, v);
      if (problem !== undefined || typeof v === 'string') return reply.code(400).send({ error: 'invalid_telemetry', message: `event ${i}: ${problem}` });
      events.push(v);
    }
    if (!telemetry.admit(req.ip, events.length)) {
      const seconds = Math.ceil(telemetry.perClient.retryAfterMs(req.ip) / 1000);
      return reply.code(429).header('Retry-After', String(seconds)).send({ error: 'too_many_requests', message: `too many telemetry events from this client; retry in ${seconds} s` });
    }
    const counted = telemetry.counted(req.ip, events);
    await recordEvents(store, counted);
    for (const changed of await checkCanaries(store, counted, canaryPolicy)) req.log.warn({ merchant: changed.merchant, revision: changed.revision }, 'canary switched off automatically');
    return reply.code(204).send();
  });

  /**
   * Redeems a signed override link: the token goes into this browser's HttpOnly cookie (merged with its
   * other overrides), then to the site's home page. Only browsers that open the link get the override.
   */
  app.get<{ Querystring: { token?: string } }>('/platform/override', async (req, reply) => {
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    const token = String(req.query.token ?? '');
    const claim = verifyOverride(linkKey, token);
    if (!claim || (!claim.dev && !(await store.getArtifact(claim.remote, claim.version)))) {
      return reply.code(400).type('text/plain; charset=utf-8').send('This override link is invalid or has expired. Ask for a new one.');
    }
    const others = cookieClaims(linkKey, req.headers.cookie).filter((c) => c.claim.merchant !== claim.merchant || c.claim.remote !== claim.remote);
    const tokens = [...others.map((c) => c.token), token];
    const maxAge = Math.max(claim.exp, ...others.map((c) => c.claim.exp)) - Math.floor(Date.now() / 1000);
    reply.header('Set-Cookie', overrideCookie(tokens, maxAge, req.protocol === 'https'));
    return reply.redirect('/', 303);
  });

  /** Forgets every override link of this browser (the host's banner calls it). */
  app.post('/platform/override/clear', async (req, reply) => {
    reply.header('Cache-Control', 'no-store').header('Set-Cookie', overrideCookie([], 0, req.protocol === 'https'));
    return reply.code(204).send();
  });

  /**
   * Entry and integrity of a published remote version, for `?tessera-override=remote@version` in the
   * browser of a merchant whose release set allows overrides (`overrides.allowed`); 403 otherwise.
   */
  app.get<{ Params: { merchant: string; remote: string; version: string } }>('/platform/override-ref/:merchant/:remote/:version', async (req, reply) => {
    const { merchant, remote, version } = req.params;
    reply.header('Cache-Control', 'no-cache');
    const release = MERCHANT_RE.test(merchant) ? await store.getRelease(merchant) : undefined;
    if (!release) return reply.code(404).send({ error: 'not_found', message: 'no release set for this merchant' });
    if (!release.overrides.allowed) return reply.code(403).send({ error: 'overrides_not_allowed', message: `${merchant} does not allow overrides` });
    const a = isRemoteName(remote) ? await store.getArtifact(remote, version) : undefined;
    if (!a) return reply.code(404).send({ error: 'not_found', message: `${remote}@${version} is not published` });
    return { version: a.version, entry: a.entry, integrity: a.integrity };
  });

  // ---- ops (bearer token) ---------------------------------------------------------------------
  await app.register(async (ops) => {
    ops.addHook('onRequest', requireOpsToken(opts.opsToken, opts.opsThrottle));
    for (const type of ['application/gzip', 'application/x-gzip', 'application/octet-stream', 'application/x-tar']) {
      ops.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: limits.artifactUploadBytes }, (_req, body, done) => done(null, body));
    }
    const artifactLimits = { extractedBytes: limits.artifactExtractedBytes, files: limits.artifactFiles, depth: limits.artifactDepth };

    let publishing: Promise<unknown> = Promise.resolve();
    ops.post('/ops/artifacts', { bodyLimit: limits.artifactUploadBytes }, async (req, reply) => {
      const run = publishing.then(() => publishArtifact(store, artifacts, req.body as Buffer, artifactLimits));
      publishing = run.catch(() => undefined);
      try {
        const result = await run;
        if (result.status === 201) {
          await store.addAudit(req.opsActor ?? 'ops', '-', 'publish', null, { app: result.body.app, version: result.body.version, integrity: result.body.integrity });
        }
        return reply.code(result.status).send(result.body);
      } catch (e) {
        return sendError(reply, e);
      }
    });

    ops.get<{ Querystring: { app?: string } }>('/ops/artifacts', async (req, reply) => {
      const app = req.query.app;
      if (app !== undefined && !isAppName(app)) return reply.code(400).send({ error: 'invalid_app', message: `unknown app ${app}` });
      return (await store.listArtifacts(app)).map((a) => ({
        app: a.app,
        version: a.version,
        federationName: a.federationName,
        integrity: a.integrity,
        entry: a.entry,
        publishedAt: a.publishedAt,
      }));
    });

    /** A published version's hidden source map, for turning an error report's stack into sources. */
    ops.get<{ Params: { app: string; version: string; '*': string } }>('/ops/sourcemaps/:app/:version/*', async (req, reply) => {
      const { app, version } = req.params;
      const file = req.params['*'];
      if (!isAppName(app) || !(await store.getArtifact(app, version)) || !/^[\w./-]+\.map$/.test(file) || file.split('/').includes('..')) {
        return reply.code(404).send({ error: 'not_found', message: 'no such source map' });
      }
      await artifacts.ensureLocal(app, version);
      const abs = join(artifacts.sourceMapDir(app, version), file);
      if (!existsSync(abs)) return reply.code(404).send({ error: 'not_found', message: 'no such source map' });
      return reply.header('Cache-Control', 'private, max-age=31536000, immutable').type('application/json; charset=utf-8').send(readFileSync(abs));
    });

    ops.get('/ops/merchants', async () => store.listMerchants());

    ops.get<{ Params: { merchant: string } }>('/ops/merchants/:merchant/release', async (req, reply) => {
      const release = await store.getRelease(req.params.merchant);
      if (!release) return reply.code(404).send({ error: 'not_found', message: `merchant ${req.params.merchant} has no release set`, currentRevision: 0 });
      return release;
    });

    ops.put<{ Params: { merchant: string }; Body: SetReleaseBody }>('/ops/merchants/:merchant/release', async (req, reply) => {
      try {
        return await setRelease(store, req.params.merchant, req.body, req.opsActor ?? 'ops');
      } catch (e) {
        return sendError(reply, e);
      }
    });

    ops.post<{ Params: { merchant: string }; Body: PinBody }>('/ops/merchants/:merchant/release/pin', async (req, reply) => {
      try {
        return await pinRemote(store, req.params.merchant, req.body, req.opsActor ?? 'ops');
      } catch (e) {
        return sendError(reply, e);
      }
    });

    ops.post<{ Params: { merchant: string }; Body: { expectedRevision: number; toRevision: number } }>(
      '/ops/merchants/:merchant/release/rollback',
      async (req, reply) => {
        try {
          return await rollback(store, req.params.merchant, req.body, req.opsActor ?? 'ops');
        } catch (e) {
          return sendError(reply, e);
        }
      },
    );

    ops.post<{ Params: { merchant: string }; Body: CanaryBody }>('/ops/merchants/:merchant/release/canary', async (req, reply) => {
      try {
        return await setCanary(store, req.params.merchant, req.body, req.opsActor ?? 'ops');
      } catch (e) {
        return sendError(reply, e);
      }
    });

    ops.post<{ Params: { merchant: string }; Body: { expectedRevision: number; remote: string } }>('/ops/merchants/:merchant/release/promote', async (req, reply) => {
      try {
        return await promoteCanary(store, req.params.merchant, req.body, req.opsActor ?? 'ops');
      } catch (e) {
        return sendError(reply, e);
      }
    });

    ops.post<{ Params: { merchant: string }; Body: { expectedRevision: number; allowed: boolean } }>('/ops/merchants/:merchant/release/overrides', async (req, reply) => {
      try {
        return await setOverridesAllowed(store, req.params.merchant, req.body, req.opsActor ?? 'ops');
      } catch (e) {
        return sendError(reply, e);
      }
    });

    /**
     * Issues a signed override link (`ttlSeconds` default 1 h, at most 7 days); audited. `version` names a
     * published version; `url` instead names a dev server's entry (docs/architecture.md#overrides).
     */
    ops.post<{ Params: { merchant: string }; Body: { remote?: unknown; version?: unknown; url?: unknown; ttlSeconds?: unknown } }>(
      '/ops/merchants/:merchant/override-links',
      async (req, reply) => {
        const { merchant } = req.params;
        const { remote, url } = req.body ?? {};
        let { version } = req.body ?? {};
        const ttl = req.body?.ttlSeconds ?? 3600;
        const release = MERCHANT_RE.test(merchant) ? await store.getRelease(merchant) : undefined;
        if (!release) return reply.code(404).send({ error: 'not_found', message: `merchant ${merchant} has no release set` });
        if (!isRemoteName(remote)) return reply.code(400).send({ error: 'invalid_override', message: `unknown remote "${String(remote)}"` });
        let dev: string | undefined;
        if (url !== undefined) {
          if (version !== undefined) return reply.code(400).send({ error: 'invalid_override', message: 'give either version (published) or url (dev server), not both' });
          const entry = parseDevEntry(url);
          if (!entry) return reply.code(400).send({ error: 'invalid_override', message: `url must be an http(s) URL of a dev server's remoteEntry.js or mf-manifest.json, got "${String(url)}"` });
          const refusal = devOriginRefusal(entry, opts.devOrigins ?? [], release.overrides.allowed);
          if (refusal) return reply.code(403).send({ error: 'dev_origin_not_allowed', message: refusal });
          dev = entry.href;
          version = DEV_VERSION;
        } else if (typeof version !== 'string' || !(await store.getArtifact(remote, version))) {
          return reply.code(400).send({ error: 'invalid_override', message: `${remote}@${String(version)} is not published` });
        }
        if (typeof version !== 'string') return reply.code(400).send({ error: 'invalid_override', message: 'version is required' });
        if (typeof ttl !== 'number' || !Number.isInteger(ttl) || ttl < 60 || ttl > MAX_OVERRIDE_TTL_S) {
          return reply.code(400).send({ error: 'invalid_override', message: `ttlSeconds must be an integer 60..${MAX_OVERRIDE_TTL_S}` });
        }
        const exp = Math.floor(Date.now() / 1000) + ttl;
        const token = signOverride(linkKey, { merchant, remote, version, exp, ...(dev ? { dev } : {}) });
        const expiresAt = new Date(exp * 1000).toISOString();
        await store.addAudit(req.opsActor ?? 'ops', merchant, 'override-link', null, { remote, version, ...(dev ? { url: dev } : {}), expiresAt });
        return reply.code(201).send({ path: `/platform/override?token=${token}`, merchant, remote, version, ...(dev ? { url: dev } : {}), expiresAt });
      },
    );

    ops.get<{ Params: { merchant: string } }>('/ops/merchants/:merchant/history', async (req) => store.history(req.params.merchant));

    ops.get<{ Querystring: { merchant?: string; action?: string; limit?: string } }>('/ops/audit', async (req) => {
      const limit = Math.min(Math.max(Number(req.query.limit) || 500, 1), 5000);
      // Filters apply before the limit, so `--action rollback --limit 5` finds the last five rollbacks however old.
      return store.audit(limit, { merchant: req.query.merchant || undefined, action: req.query.action || undefined });
    });

    ops.get<{ Querystring: { since?: string; merchant?: string } }>('/ops/telemetry', async (req, reply) => {
      // Without `since`: the all-time counts; with it: loads, errors and error rate per version in the window.
      if (req.query.since === undefined) return telemetryCounts(store);
      const windowMs = parseWindow(req.query.since);
      if (windowMs === undefined) return reply.code(400).send({ error: 'invalid_window', message: 'since must look like 15m, 1h, 24h or 7d (at most 7d)' });
      return { windowMs, policy: canaryPolicy, rates: await telemetryRates(store, windowMs, Date.now(), { merchant: req.query.merchant }) };
    });
  });
}
