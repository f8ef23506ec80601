import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Limits } from '../security/limits.js';
import { requireOpsToken, type OpsThrottle } from '../util/auth.js';
import type { ArtifactStore } from './artifact-store.js';
import { contractVersion, type ManifestLike } from './contracts.js';
import { ArtifactError, publishArtifact } from './artifacts.js';
import {
  MAX_OVERRIDE_TTL_S,
  activeOverrides,
  DEV_VERSION,
  cookieClaims,
  devOriginRefusal,
  MAX_DEV_OVERRIDE_TTL_S,
  overrideCookie,
  overrideKey,
  parseDevEntry,
  signOverride,
  verifyOverride,
  browserCookie,
  browserHash,
  browserIdOf,
  newBrowserId,
  newLinkId,
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
} from './releases.js';
import type { RouteInput } from './route-schemas.js';
import type { RegistryStore } from './store.js';
import {
  DEFAULT_CANARY_POLICY,
  TICKET_USE_RETENTION_MINUTES,
  TelemetryThrottle,
  checkCanaries,
  recordEvents,
  telemetryCounts,
  telemetryRates,
  telemetrySeries,
  unknownSeries,
  validateEvent,
  type CanaryPolicy,
} from './telemetry.js';
import { isAppName, isRemoteName, type TelemetryEvent } from './types.js';
import { BOOTSTRAP_NAME, CredentialError, can, createCredential, credentialLookup, credentialView, forbidden, type Principal } from './credentials.js';
import { runConformance } from '../conformance/conformance.js';
import { networkKey } from '#shared/util/network';
import { TICKET_HEADER, issueTicket, ticketCovers, ticketKey, verifyTicket } from './telemetry-tickets.js';

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

/** Size, shared contract and build time of a published version, read once from its files (versions are immutable). */
const factsCache = new Map<string, { sizeBytes: number | null; sharedContract: string | null; buildTime: string | null }>();
function artifactFacts(store: ArtifactStore, app: string, version: string, manifest: unknown) {
  const key = `${store.root}\u0000${app}@${version}`;
  const cached = factsCache.get(key);
  if (cached) return cached;
  const dir = store.publicDir(app, version);
  // Files of an S3 store not yet copied here: unknown for now, asked again next time.
  if (!existsSync(dir)) return { sizeBytes: null, sharedContract: contractVersion(undefined, manifest as ManifestLike) ?? null, buildTime: null };
  let sizeBytes = 0;
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      // The .br/.gz siblings are the server's own copies, not part of the build.
      else if (!/\.(br|gz)$/.test(e.name)) sizeBytes += statSync(p).size;
    }
  };
  walk(dir);
  let artifactJson: Record<string, unknown> | undefined;
  try {
    artifactJson = JSON.parse(readFileSync(join(dir, 'artifact.json'), 'utf8')) as Record<string, unknown>;
  } catch {
    artifactJson = undefined;
  }
  const buildInfo = (manifest as { metaData?: { buildInfo?: { buildTime?: unknown } } } | undefined)?.metaData?.buildInfo;
  const buildTime = typeof artifactJson?.builtAt === 'string' ? artifactJson.builtAt : typeof buildInfo?.buildTime === 'string' ? buildInfo.buildTime : null;
  const facts = { sizeBytes, sharedContract: contractVersion(artifactJson, manifest as ManifestLike) ?? null, buildTime };
  factsCache.set(key, facts);
  return facts;
}

function sendError(reply: FastifyReply, e: unknown): FastifyReply {
  if (e instanceof ArtifactError || e instanceof CredentialError) return reply.code(e.status).send({ error: e.code, message: e.message });
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
  const telemetryKey = ticketKey(opts.opsToken);
  artifacts.sweepStaging();

  // ---- public -------------------------------------------------------------------------------
  app.get<RouteInput<'GET /platform/release/:file'>>('/platform/release/:file', async (req, reply) => {
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
    // This page load's telemetry ticket, in a header so the body (and its ETag, shared by every instance) stays
    // the same for every browser; a 304 carries a fresh one too.
    reply.header('ETag', etag).header(TICKET_HEADER, issueTicket(telemetryKey, release));
    if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(json);
  });

  // 32 KB: 50 events with their tickets (about 300 bytes each) fit; the host sends one at a time.
  app.post('/platform/telemetry', { bodyLimit: 32 * 1024 }, async (req, reply) => {
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
    // Counted: events a valid ticket covers, within the network's share of their series, once per ticket and
    // kind. The rest are answered alike and only feed the ops alert (docs/architecture.md#telemetry).
    const network = networkKey(req.ip, { loopback: 'per24' });
    const ticketed: (TelemetryEvent & { ticketId: string })[] = [];
    const unticketed = new Map<string, number>();
    for (const e of events) {
      const claims = verifyTicket(telemetryKey, e.ticket);
      if (claims && ticketCovers(claims, e)) ticketed.push({ ...e, ticketId: claims.id });
      else unticketed.set(e.merchant, (unticketed.get(e.merchant) ?? 0) + 1);
    }
    const now = Date.now();
    const minute = Math.floor(now / 60_000);
    const counted: TelemetryEvent[] = [];
    for (const { ticketId, ...e } of ticketed) {
      // The ticket's use first: a replayed ticket must not spend its network's share of the series.
      const use = { ticket: ticketId, remote: e.remote, kind: e.kind, merchant: e.merchant, version: e.version, network, minute };
      if (!(await store.claimTicketUse(use, minute - TICKET_USE_RETENTION_MINUTES))) continue;
      if (telemetry.counted(network, [e]).length) counted.push(e);
    }
    await recordEvents(store, counted, now);
    for (const [merchant, n] of unticketed) {
      const add = telemetry.noteUnticketed(merchant, n);
      if (!add) continue;
      const seen = telemetry.unticketed.count(merchant);
      req.log.warn({ merchant, reports: seen }, 'telemetry without valid tickets');
      await store.raiseAlert(
        merchant,
        'telemetry-unticketed',
        `${seen} telemetry reports for ${merchant} without a valid ticket in ${Math.round(telemetry.unticketed.windowMs / 60_000)} min (the last from ${network}): forged, or a host too old to send tickets. They were not counted.`,
        add,
        new Date(now).toISOString(),
        new Date(now - telemetry.unticketed.windowMs).toISOString(),
      );
    }
    for (const changed of await checkCanaries(store, counted, canaryPolicy)) req.log.warn({ merchant: changed.merchant, revision: changed.revision }, 'canary switched off automatically');
    return reply.code(204).send();
  });

  /**
   * Redeems a signed override link: the token goes into this browser's HttpOnly cookie (merged with its
   * other overrides), then to the site's home page. Only browsers that open the link get the override.
   */
  app.get<RouteInput<'GET /platform/override'>>('/platform/override', async (req, reply) => {
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    const token = String(req.query.token ?? '');
    const claim = verifyOverride(linkKey, token);
    const link = claim?.id ? await store.overrideLink(claim.id) : undefined;
    if (!claim || (claim.id && (!link || link.revokedAt)) || (!claim.dev && !(await store.getArtifact(claim.remote, claim.version)))) {
      return reply.code(400).type('text/plain; charset=utf-8').send('This override link is invalid or has expired, or was revoked. Ask for a new one.');
    }
    const cookies: string[] = [];
    if (claim.dev && claim.id) {
      // A dev link is one browser's: the first to open it binds it, through this browser's id cookie.
      let browser = browserIdOf(req.headers.cookie);
      if (!browser) {
        browser = newBrowserId();
        cookies.push(browserCookie(browser, req.protocol === 'https'));
      }
      if (!(await store.bindOverrideLink(claim.id, browserHash(browser), new Date().toISOString()))) {
        req.log.warn({ link: claim.id, merchant: claim.merchant, remote: claim.remote }, 'dev link opened by a second browser: refused');
        return reply.code(403).type('text/plain; charset=utf-8').send('This dev link was already opened in another browser. Ask for a link of your own.');
      }
    }
    const others = cookieClaims(linkKey, req.headers.cookie).filter((c) => c.claim.merchant !== claim.merchant || c.claim.remote !== claim.remote);
    const tokens = [...others.map((c) => c.token), token];
    const maxAge = Math.max(claim.exp, ...others.map((c) => c.claim.exp)) - Math.floor(Date.now() / 1000);
    cookies.push(overrideCookie(tokens, maxAge, req.protocol === 'https'));
    reply.header('Set-Cookie', cookies);
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
  app.get<RouteInput<'GET /platform/override-ref/:merchant/:remote/:version'>>('/platform/override-ref/:merchant/:remote/:version', async (req, reply) => {
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
    ops.addHook('onRequest', requireOpsToken(opts.opsToken, opts.opsThrottle, credentialLookup(store)));
    const who = (req: FastifyRequest): Principal => req.opsPrincipal as Principal;
    /** Refuses with 403 unless `ok`; true when refused (the route returns). */
    const refuse = async (reply: FastifyReply, req: FastifyRequest, ok: boolean, needed: string): Promise<boolean> => {
      if (ok) return false;
      await reply.code(403).send(forbidden(who(req), needed));
      return true;
    };
    // A release-set change: `release:<merchant>`, `release:*` or admin.
    const releaseGuard = async (req: FastifyRequest<{ Params: { merchant: string } }>, reply: FastifyReply) => {
      const p = who(req);
      if (!can.release(p, req.params.merchant)) await reply.code(403).send(forbidden(p, `release:${req.params.merchant}, release:* or admin`));
    };
    for (const type of ['application/gzip', 'application/x-gzip', 'application/octet-stream', 'application/x-tar']) {
      ops.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: limits.artifactUploadBytes }, (_req, body, done) => done(null, body));
    }
    const artifactLimits = { extractedBytes: limits.artifactExtractedBytes, files: limits.artifactFiles, depth: limits.artifactDepth };

    let publishing: Promise<unknown> = Promise.resolve();
    ops.post('/ops/artifacts', { bodyLimit: limits.artifactUploadBytes }, async (req, reply) => {
      const p = who(req);
      const authorize = (app: string) => {
        if (!can.publish(p, app)) throw new ArtifactError(403, 'forbidden', forbidden(p, `remote:${app} or admin`).message);
      };
      const run = publishing.then(() => publishArtifact(store, artifacts, req.body as Buffer, artifactLimits, { authorize, by: p.name }));
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

    ops.get<RouteInput<'GET /ops/artifacts'>>('/ops/artifacts', async (req, reply) => {
      const app = req.query.app;
      if (app !== undefined && !isAppName(app)) return reply.code(400).send({ error: 'invalid_app', message: `unknown app ${app}` });
      return (await store.listArtifacts(app)).map((a) => {
        const facts = artifactFacts(artifacts, a.app, a.version, a.manifest);
        return {
          app: a.app,
          version: a.version,
          federationName: a.federationName,
          integrity: a.integrity,
          entry: a.entry,
          publishedAt: a.publishedAt,
          publishedBy: a.publishedBy ?? null,
          buildTime: facts.buildTime,
          sharedContract: facts.sharedContract,
          sizeBytes: facts.sizeBytes,
        };
      });
    });

    /** A published version's hidden source map, for turning an error report's stack into sources. */
    ops.get<RouteInput<'GET /ops/sourcemaps/:app/:version/*'>>('/ops/sourcemaps/:app/:version/*', async (req, reply) => {
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

    ops.get<RouteInput<'GET /ops/merchants/:merchant/release'>>('/ops/merchants/:merchant/release', async (req, reply) => {
      const release = await store.getRelease(req.params.merchant);
      if (!release) return reply.code(404).send({ error: 'not_found', message: `merchant ${req.params.merchant} has no release set`, currentRevision: 0 });
      return release;
    });

    /** A change of a merchant's release set by `apply`, as the credential's actor; a refusal is answered by sendError. */
    const releaseChange =
      <B>(apply: (store: RegistryStore, merchant: string, body: B, actor: string) => Promise<unknown>) =>
      async (req: { params: { merchant: string }; body: B; opsActor?: string }, reply: FastifyReply) => {
        try {
          return await apply(store, req.params.merchant, req.body, req.opsActor ?? 'ops');
        } catch (e) {
          return sendError(reply, e);
        }
      };
    ops.put<RouteInput<'PUT /ops/merchants/:merchant/release'>>('/ops/merchants/:merchant/release', { preHandler: releaseGuard }, releaseChange(setRelease));
    ops.post<RouteInput<'POST /ops/merchants/:merchant/release/pin'>>('/ops/merchants/:merchant/release/pin', { preHandler: releaseGuard }, releaseChange(pinRemote));
    ops.post<RouteInput<'POST /ops/merchants/:merchant/release/rollback'>>('/ops/merchants/:merchant/release/rollback', { preHandler: releaseGuard }, releaseChange(rollback));
    ops.post<RouteInput<'POST /ops/merchants/:merchant/release/canary'>>('/ops/merchants/:merchant/release/canary', { preHandler: releaseGuard }, releaseChange(setCanary));
    ops.post<RouteInput<'POST /ops/merchants/:merchant/release/promote'>>('/ops/merchants/:merchant/release/promote', { preHandler: releaseGuard }, releaseChange(promoteCanary));
    ops.post<RouteInput<'POST /ops/merchants/:merchant/release/overrides'>>('/ops/merchants/:merchant/release/overrides', { preHandler: releaseGuard }, releaseChange(setOverridesAllowed));

    /**
     * Issues a signed override link (`ttlSeconds` default 1 h, at most 7 days); audited. `version` names a
     * published version; `url` instead names a dev server's entry (docs/architecture.md#overrides).
     */
    ops.post<RouteInput<'POST /ops/merchants/:merchant/override-links'>>(
      '/ops/merchants/:merchant/override-links',
      async (req, reply) => {
        const { merchant } = req.params;
        const { remote, url } = req.body ?? {};
        let { version } = req.body ?? {};
        const ttl = req.body?.ttlSeconds ?? 3600;
        const release = MERCHANT_RE.test(merchant) ? await store.getRelease(merchant) : undefined;
        if (!release) return reply.code(404).send({ error: 'not_found', message: `merchant ${merchant} has no release set` });
        if (!isRemoteName(remote)) return reply.code(400).send({ error: 'invalid_override', message: `unknown remote "${String(remote)}"` });
        if (await refuse(reply, req, can.link(who(req), merchant, remote), `remote:${remote}, release:${merchant}, release:* or admin`)) return reply;
        let dev: string | undefined;
        if (url !== undefined) {
          if (version !== undefined) return reply.code(400).send({ error: 'invalid_override', message: 'give either version (published) or url (dev server), not both' });
          const entry = parseDevEntry(url);
          if (!entry) return reply.code(400).send({ error: 'invalid_override', message: `url must be an http(s) URL of a dev server's remoteEntry.js or mf-manifest.json, got "${String(url)}"` });
          const refusal = devOriginRefusal(entry, opts.devOrigins ?? []);
          if (refusal) return reply.code(403).send({ error: 'dev_origin_not_allowed', message: refusal });
          dev = entry.href;
          version = DEV_VERSION;
        } else if (typeof version !== 'string' || !(await store.getArtifact(remote, version))) {
          return reply.code(400).send({ error: 'invalid_override', message: `${remote}@${String(version)} is not published` });
        }
        if (typeof version !== 'string') return reply.code(400).send({ error: 'invalid_override', message: 'version is required' });
        const maxTtl = dev ? MAX_DEV_OVERRIDE_TTL_S : MAX_OVERRIDE_TTL_S;
        if (typeof ttl !== 'number' || !Number.isInteger(ttl) || ttl < 60 || ttl > maxTtl) {
          return reply.code(400).send({ error: 'invalid_override', message: `ttlSeconds must be an integer 60..${maxTtl}${dev ? ' for a dev-server link' : ''}` });
        }
        const exp = Math.floor(Date.now() / 1000) + ttl;
        const id = newLinkId();
        const token = signOverride(linkKey, { merchant, remote, version, exp, id, ...(dev ? { dev } : {}) });
        const expiresAt = new Date(exp * 1000).toISOString();
        await store.insertOverrideLink({ id, merchant, remote, version, devUrl: dev ?? null, createdBy: who(req).name, createdAt: new Date().toISOString(), expiresAt });
        await store.addAudit(req.opsActor ?? 'ops', merchant, 'override-link', null, { id, remote, version, ...(dev ? { url: dev } : {}), expiresAt });
        return reply.code(201).send({ id, path: `/platform/override?token=${token}`, merchant, remote, version, ...(dev ? { url: dev } : {}), expiresAt });
      },
    );

    /** Override links not yet expired (revoked ones too), newest first; never their tokens. */
    ops.get<RouteInput<'GET /ops/override-links'>>('/ops/override-links', async (req) => store.liveOverrideLinks(new Date().toISOString(), req.query.merchant || undefined));

    /** Revokes a link: the browsers holding it lose it at their next page load. Whoever may issue it may revoke it; audited. */
    ops.delete<RouteInput<'DELETE /ops/override-links/:id'>>('/ops/override-links/:id', async (req, reply) => {
      const link = await store.overrideLink(req.params.id);
      if (!link || Date.parse(link.expiresAt) <= Date.now()) return reply.code(404).send({ error: 'not_found', message: `no live override link ${req.params.id}` });
      if (await refuse(reply, req, can.link(who(req), link.merchant, link.remote), `remote:${link.remote}, release:${link.merchant}, release:* or admin`)) return reply;
      if (!(await store.revokeOverrideLink(link.id, who(req).name, new Date().toISOString()))) return reply.code(409).send({ error: 'already_revoked', message: `override link ${link.id} was revoked already` });
      const { browserHash: _bound, ...view } = link;
      await store.addAudit(who(req).name, link.merchant, 'override-link-revoke', view, null);
      return reply.code(204).send();
    });

    ops.get<RouteInput<'GET /ops/merchants/:merchant/history'>>('/ops/merchants/:merchant/history', async (req) => store.history(req.params.merchant));

    ops.get<RouteInput<'GET /ops/audit'>>('/ops/audit', async (req) => {
      const limit = Math.min(Math.max(Number(req.query.limit) || 500, 1), 5000);
      // Filters apply before the limit, so `--action rollback --limit 5` finds the last five rollbacks however old.
      return store.audit(limit, { merchant: req.query.merchant || undefined, action: req.query.action || undefined, actor: req.query.actor || undefined });
    });

    // The conformance check of a gateway (docs/gateway.md#conformance), run from this server: admin only, since
    // it makes this server call the URL it is given.
    ops.post<{ Body: { gatewayUrl?: unknown; merchant?: unknown; login?: unknown; password?: unknown } }>('/ops/conformance', async (req, reply) => {
      if (await refuse(reply, req, can.admin(who(req)), 'admin')) return reply;
      const { gatewayUrl, merchant, login, password } = req.body ?? {};
      if (typeof gatewayUrl !== 'string' || typeof merchant !== 'string' || !MERCHANT_RE.test(merchant)) {
        return reply.code(400).send({ error: 'invalid_request', message: 'gatewayUrl (an http(s) origin) and merchant are required' });
      }
      if (login !== undefined && (typeof login !== 'string' || typeof password !== 'string')) {
        return reply.code(400).send({ error: 'invalid_request', message: 'login needs a password' });
      }
      try {
        return await runConformance({ gatewayUrl, merchant, login: typeof login === 'string' ? { username: login, password: password as string } : undefined });
      } catch (e) {
        return reply.code(400).send({ error: 'invalid_request', message: (e as Error).message });
      }
    });

    ops.get<RouteInput<'GET /ops/telemetry'>>('/ops/telemetry', async (req, reply) => {
      // Without `since`: the all-time counts; with it: loads, errors and error rate per version in the window.
      if (req.query.since === undefined) return telemetryCounts(store);
      const windowMs = parseWindow(req.query.since);
      if (windowMs === undefined) return reply.code(400).send({ error: 'invalid_window', message: 'since must look like 15m, 1h, 24h or 7d (at most 7d)' });
      return { windowMs, policy: canaryPolicy, rates: await telemetryRates(store, windowMs, Date.now(), { merchant: req.query.merchant }) };
    });

    /** Each version's numbers over time, a point per step (the console's trend charts). */
    ops.get<RouteInput<'GET /ops/telemetry/series'>>('/ops/telemetry/series', async (req, reply) => {
      const windowMs = parseWindow(req.query.since);
      if (windowMs === undefined) return reply.code(400).send({ error: 'invalid_window', message: 'since must look like 15m, 1h, 24h or 7d (at most 7d)' });
      return telemetrySeries(store, windowMs, Date.now(), { merchant: req.query.merchant || undefined, remote: req.query.remote || undefined });
    });

    /** Alerts for ops, newest first (the console shows them). */
    ops.get('/ops/alerts', async () => store.alerts(50));

    /** Render crashes by version and scrubbed message, most recent first. */
    ops.get<{ Querystring: { merchant?: string; remote?: string; version?: string } }>('/ops/telemetry/crashes', async (req) =>
      store.crashReports({ merchant: req.query.merchant || undefined, remote: req.query.remote || undefined, version: req.query.version || undefined }),
    );

    // ---- browser checks (`tessera release verify`) and merchant policies ----
    ops.get<{ Params: { merchant: string } }>('/ops/merchants/:merchant/policy', async (req) => store.getPolicy(req.params.merchant));

    ops.put<{ Params: { merchant: string }; Body: { requireVerifiedRelease?: unknown } }>('/ops/merchants/:merchant/policy', { preHandler: releaseGuard }, async (req, reply) => {
      const { merchant } = req.params;
      const v = req.body?.requireVerifiedRelease;
      if (!MERCHANT_RE.test(merchant) || !(await store.getRelease(merchant))) return reply.code(404).send({ error: 'not_found', message: `merchant ${merchant} has no release set` });
      if (typeof v !== 'boolean') return reply.code(400).send({ error: 'invalid_policy', message: 'requireVerifiedRelease must be true or false' });
      const before = await store.getPolicy(merchant);
      const after = { merchant, requireVerifiedRelease: v };
      await store.setPolicy(after, who(req).name);
      await store.addAudit(who(req).name, merchant, 'policy', before, after);
      return after;
    });

    ops.get<{ Params: { merchant: string } }>('/ops/merchants/:merchant/verifications', async (req) => store.lastVerifications(req.params.merchant));

    /** Records a check `tessera release verify` ran (the CLI drives the browser); audited. */
    ops.post<{ Params: { merchant: string }; Body: { remote?: unknown; version?: unknown; ok?: unknown; problems?: unknown } }>('/ops/merchants/:merchant/verifications', async (req, reply) => {
      const { merchant } = req.params;
      const { remote, version, ok, problems } = req.body ?? {};
      if (!MERCHANT_RE.test(merchant) || !(await store.getRelease(merchant))) return reply.code(404).send({ error: 'not_found', message: `merchant ${merchant} has no release set` });
      if (!isRemoteName(remote) || typeof version !== 'string' || !(await store.getArtifact(remote, version))) return reply.code(400).send({ error: 'invalid_verification', message: `${String(remote)}@${String(version)} is not published` });
      if (await refuse(reply, req, can.link(who(req), merchant, remote), `remote:${remote}, release:${merchant}, release:* or admin`)) return reply;
      if (typeof ok !== 'boolean' || !Array.isArray(problems) || problems.length > 100 || !problems.every((p) => typeof p === 'string')) {
        return reply.code(400).send({ error: 'invalid_verification', message: 'ok (boolean) and problems (at most 100 strings) are required' });
      }
      const v = { merchant, remote, version, ok, problems: (problems as string[]).map((p) => p.slice(0, 500)), at: new Date().toISOString(), actor: who(req).name };
      await store.addVerification(v);
      await store.addAudit(who(req).name, merchant, 'verify', null, { remote, version, ok, problems: v.problems.length });
      return reply.code(201).send(v);
    });

    // ---- credentials (docs/architecture.md#ops-credentials) ----
    /** Who is calling and what they may do (the console's "signed in as"). */
    ops.get('/ops/whoami', async (req) => {
      const p = who(req);
      return { name: p.name, scopes: p.scopes, bootstrap: p.bootstrap };
    });

    ops.get('/ops/credentials', async (req, reply) => {
      if (await refuse(reply, req, can.admin(who(req)), 'admin')) return reply;
      return (await store.listCredentials()).map((c) => credentialView(c));
    });

    /** Creates a named credential; the token is in this answer only. */
    ops.post<{ Body: { name?: unknown; scopes?: unknown; ttlSeconds?: unknown } }>('/ops/credentials', async (req, reply) => {
      if (await refuse(reply, req, can.admin(who(req)), 'admin')) return reply;
      try {
        const created = await createCredential(store, req.body, who(req).name);
        await store.addAudit(who(req).name, '-', 'credential-create', null, { name: created.credential.name, scopes: created.credential.scopes, expiresAt: created.credential.expiresAt });
        return reply.code(201).header('Cache-Control', 'no-store').send(created);
      } catch (e) {
        return sendError(reply, e);
      }
    });

    ops.delete<{ Params: { name: string } }>('/ops/credentials/:name', async (req, reply) => {
      if (await refuse(reply, req, can.admin(who(req)), 'admin')) return reply;
      const { name } = req.params;
      if (name === BOOTSTRAP_NAME) return reply.code(400).send({ error: 'invalid_credential', message: 'the bootstrap token is changed by replacing TESSERA_OPS_TOKEN (or <dataDir>/ops-token), not revoked' });
      if (!(await store.revokeCredential(name, new Date().toISOString()))) return reply.code(404).send({ error: 'not_found', message: `no live credential named ${name}` });
      await store.addAudit(who(req).name, '-', 'credential-revoke', { name }, null);
      return reply.code(204).send();
    });
  });
}
