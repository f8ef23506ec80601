/**
 * Field truth routes (docs/field-truth.md): the intake of players' Web Vitals and flow outcomes, the
 * per-merchant sample rate, and the ops reads (summary, Prometheus metrics).
 *
 * - `POST /platform/field`: one page load's batch. Counted only under a valid ticket that names the version each
 *   item is about, once per ticket and item (a replay counts nothing), and at most FIELD_LIMITS.NETWORK_PAGES
 *   page loads per network, merchant and app version in the window. Answered 204 alike whether counted or not.
 * - `GET /platform/field/settings/<merchant>.json`: the share of page loads that measure (cached 5 min).
 * - `GET /ops/field?merchant&app&since`, `GET|PUT /ops/field/<merchant>/settings` (sample rate, field canary
 *   policy), `GET /ops/metrics`.
 * Counted reports about a running canary are judged against stable (field-canary.ts).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { networkKey } from '#shared/util/network';
import { WindowCounter } from '#shared/util/window-counter';
import { SharedLimit, type CounterEngine } from '../security/shared-counters.js';
import { requireOpsToken, type OpsThrottle } from '../util/auth.js';
import { can, credentialLookup, forbidden, type Principal } from './credentials.js';
import { FIELD_CANARY_WINDOW_MS, FieldCanaryScheduler, checkFieldCanary, mergeFieldCanaryPolicy } from './field-canary.js';
import { DEFAULT_FIELD_CANARY_POLICY } from './field-decision.js';
import { covered, flowItem, validateReport, vitalItem } from './field-intake.js';
import { renderMetrics } from './field-metrics.js';
import { BUCKET_LEVELS, binOf, bucketOf } from './field-sketch.js';
import { fieldSummary } from './field-summary.js';
import { parseWindow } from './routes/context.js';
import { MERCHANT_RE } from './releases.js';
import type { FlowWrite, VitalWrite } from './repositories/field.js';
import { FLOW_METRIC } from './repositories/field-canary.js';
import type { RegistryStore } from './store.js';
import { TICKET_TTL_S, ticketKey, verifyTicket } from './telemetry-tickets.js';
import { isAppName } from './types.js';

export const FIELD_LIMITS = {
  /** Reports a minute one client may send (a page sends one or two; then 429). */
  CLIENT_REPORTS: 30,
  CLIENT_WINDOW_MS: 60_000,
  /** Page loads one network may count per merchant and app version in NETWORK_WINDOW_MS (the rest are dropped). */
  NETWORK_PAGES: 200,
  NETWORK_WINDOW_MS: 10 * 60_000,
  /** How often an instance ages the buckets (field-sketch.ts BUCKET_LEVELS). */
  AGE_EVERY_MS: 10 * 60_000,
  /** How often an instance judges one canary on its field data (and once after a burst's last report). */
  CANARY_CHECK_MS: 5_000,
};

/** The sample rate of a merchant ops have not set: every page load of the demo merchants, one in ten elsewhere. */
export const defaultSampleRate = (merchant: string): number => (/^demo/.test(merchant) ? 1 : 0.1);

export interface FieldRoutesOptions {
  store: RegistryStore;
  opsToken: string;
  opsThrottle: OpsThrottle;
  /** The counters instances share (a person's alert about a canary, once per canary and window). */
  counters: CounterEngine;
  limits?: Partial<typeof FIELD_LIMITS>;
  now?: () => number;
}

const text = (maxLength: number) => Type.String({ maxLength });
const Merchant = Type.Object({ merchant: text(70) });
/** Input schemas: the shapes only (field-intake.ts checks the values and answers what is wrong). */
const SCHEMAS = {
  report: {
    body: Type.Object({
      merchant: text(64),
      host: text(64),
      route: text(32),
      device: text(16),
      ticket: text(2048),
      vitals: Type.Optional(Type.Array(Type.Object({ metric: text(8), value: Type.Number(), app: text(16), version: text(64) }), { maxItems: 5 })),
      flows: Type.Optional(
        Type.Array(Type.Object({ flow: text(32), ok: Type.Boolean(), error: Type.Optional(text(64)), app: text(16), version: text(64), seq: Type.Integer() }), { maxItems: 40 }),
      ),
    }),
  },
  settings: { params: Merchant },
  summary: { querystring: Type.Object({ merchant: Type.Optional(text(64)), app: Type.Optional(text(16)), version: Type.Optional(text(64)), since: Type.Optional(text(8)) }) },
  setSettings: {
    params: Merchant,
    body: Type.Object({
      sampleRate: Type.Optional(Type.Number()),
      // Any keys: mergeFieldCanaryPolicy names one that is not a setting (ajv would drop it silently).
      canary: Type.Optional(Type.Object({ maxSlowdown: Type.Optional(Type.Number()), minSamples: Type.Optional(Type.Number()), minAttempts: Type.Optional(Type.Number()), minNetworks: Type.Optional(Type.Number()) })),
    }),
  },
  metrics: { querystring: Type.Object({}) },
};

export async function fieldRoutes(app: FastifyInstance, opts: FieldRoutesOptions): Promise<void> {
  const { store } = opts;
  const { field } = store;
  const limits = { ...FIELD_LIMITS, ...opts.limits };
  const now = opts.now ?? (() => Date.now());
  const key = ticketKey(opts.opsToken);
  const perClient = new WindowCounter(limits.CLIENT_REPORTS, limits.CLIENT_WINDOW_MS);
  const perNetwork = new WindowCounter(limits.NETWORK_PAGES, limits.NETWORK_WINDOW_MS);
  let agedAt = 0;
  const canaryAlerts = new SharedLimit(opts.counters, 'field-canary:alert', 1, FIELD_CANARY_WINDOW_MS);
  const canaries = new FieldCanaryScheduler(limits.CANARY_CHECK_MS, async (merchant, appName, version) => {
    try {
      const out = await checkFieldCanary(store, merchant, appName, version, canaryAlerts, now());
      if (out.verdict === 'halt') app.log.warn({ merchant, remote: appName, version, reasons: out.evidence.reasons }, 'canary switched off on its field data');
      else if (out.verdict === 'alert') app.log.warn({ merchant, remote: appName, version, reasons: out.evidence?.reasons }, 'canary field data looks worse from too few networks: alert raised');
    } catch (err) {
      app.log.error({ err, merchant, remote: appName, version }, 'field canary check failed; the next report tries again');
    }
  }, now);
  app.addHook('onClose', async () => canaries.close());
  const counted = { counted: 0, unticketed: 0, replayed: 0, capped: 0 };
  // A schema's refusal in the registry's error shape.
  app.setErrorHandler((err: FastifyError, _req, reply) => {
    if (err.validation) return reply.code(400).send({ error: 'invalid_request', message: err.message });
    throw err;
  });

  app.post('/platform/field', { bodyLimit: 16 * 1024, schema: SCHEMAS.report }, async (req, reply) => {
    const report = validateReport(req.body);
    if (typeof report === 'string') return reply.code(400).send({ error: 'invalid_field_report', message: report });
    if (!perClient.hit(req.ip)) {
      const seconds = Math.ceil(perClient.retryAfterMs(req.ip) / 1000);
      return reply.code(429).header('Retry-After', String(seconds)).send({ error: 'too_many_requests', message: `too many field reports from this client; retry in ${seconds} s` });
    }
    const claims = verifyTicket(key, report.ticket, now());
    const release = claims ? await store.releases.get(report.merchant) : undefined;
    if (!claims || !release) {
      counted.unticketed += 1;
      return reply.code(204).send();
    }
    const network = networkKey(req.ip, { loopback: 'per24' });
    const hostVersion = release.host.version;
    const vitals = report.vitals.filter((v) => covered(claims, report, v, hostVersion));
    const flows = report.flows.filter((f) => covered(claims, report, f, hostVersion));
    const t = now();
    const minute = Math.floor(t / 60_000);
    // The ticket's items first: a replay must not spend its network's share.
    const fresh = await field.claim(claims.id, [...vitals.map(vitalItem), ...flows.map(flowItem)], minute, minute - Math.ceil(TICKET_TTL_S / 60) - 60);
    const newVitals = vitals.filter((v) => fresh.has(vitalItem(v)));
    const newFlows = flows.filter((f) => fresh.has(flowItem(f)));
    if (!newVitals.length && !newFlows.length) {
      counted.replayed += 1;
      return reply.code(204).send();
    }
    // A page load counts once per network and version series (its first report), within the network's share.
    const series = new Set([...newVitals, ...newFlows].map((i) => `${network}\u0000${report.merchant}\u0000${i.app}\u0000${i.version}`));
    const allowed = new Set([...series].filter((s) => perNetwork.count(s) < perNetwork.max));
    for (const s of allowed) perNetwork.hit(s);
    const ok = (i: { app: string; version: string }) => allowed.has(`${network}\u0000${report.merchant}\u0000${i.app}\u0000${i.version}`);
    if (allowed.size < series.size) counted.capped += 1;
    const vw: VitalWrite[] = newVitals.filter(ok).map((v) => ({ merchant: report.merchant, app: v.app, version: v.version, route: report.route, device: report.device, metric: v.metric, bin: binOf(v.metric, v.value) }));
    const fw: FlowWrite[] = newFlows.filter(ok).map((f) => ({ merchant: report.merchant, app: f.app, version: f.version, flow: f.flow, ok: f.ok, errorKey: f.error ?? '' }));
    await field.record(vw, fw, bucketOf(t), BUCKET_LEVELS[0].minutes);
    counted.counted += 1;
    // A running canary's and its stable's measurements by network, the one the ticket was issued to (the one its
    // page load was served on): the decision weighs networks, not reports.
    const remoteOf = (a: string) => release.remotes[a as keyof typeof release.remotes];
    const judged = (w: { app: string; version: string }) => {
      const r = remoteOf(w.app);
      return !!r?.canary && (r.canary.version === w.version || r.version === w.version);
    };
    const evidence = [...vw.filter(judged).map((v) => ({ app: v.app, version: v.version, metric: v.metric, bin: v.bin })), ...fw.filter(judged).map((f) => ({ app: f.app, version: f.version, metric: FLOW_METRIC, bin: f.ok ? 0 : 1 }))];
    await store.fieldCanary.note(report.merchant, claims.network ?? network, evidence, minute);
    const canaryVersions = new Set([...vw, ...fw].filter((w) => remoteOf(w.app)?.canary?.version === w.version).map((w) => `${w.app}\u0000${w.version}`));
    for (const cv of canaryVersions) {
      const [appName, version] = cv.split('\u0000') as [string, string];
      await canaries.reported(report.merchant, appName, version);
    }
    if (t - agedAt >= limits.AGE_EVERY_MS) {
      agedAt = t;
      await field.age(t).catch((e: unknown) => req.log.warn({ err: e }, 'field bucket ageing failed; the next report tries again'));
      await store.fieldCanary.forgetBefore(minute - Math.ceil(FIELD_CANARY_WINDOW_MS / 60_000) - 60).catch((e: unknown) => req.log.warn({ err: e }, 'forgetting old field networks failed'));
    }
    return reply.code(204).send();
  });

  app.get<{ Params: { merchant: string } }>('/platform/field/settings/:merchant', { schema: SCHEMAS.settings }, async (req, reply) => {
    const merchant = req.params.merchant.replace(/\.json$/, '');
    if (!MERCHANT_RE.test(merchant)) return reply.code(404).send({ error: 'not_found', message: 'no such merchant' });
    const rate = (await field.sampleRate(merchant)) ?? defaultSampleRate(merchant);
    return reply.header('Cache-Control', 'public, max-age=300').send({ sampleRate: rate });
  });

  await app.register(async (ops) => {
    ops.addHook('onRequest', requireOpsToken(opts.opsToken, opts.opsThrottle, credentialLookup(store)));
    const who = (req: FastifyRequest): Principal => req.opsPrincipal as Principal;

    ops.get<{ Querystring: { merchant?: string; app?: string; version?: string; since?: string } }>('/ops/field', { schema: SCHEMAS.summary }, async (req, reply) => {
      const windowMs = parseWindow(req.query.since, 86_400_000);
      if (windowMs === undefined) return reply.code(400).send({ error: 'invalid_window', message: 'since must be like 15m, 1h, 24h or 7d (at most 7d)' });
      const { merchant, app: appName, version } = req.query;
      if (appName !== undefined && appName !== '' && !isAppName(appName)) return reply.code(400).send({ error: 'invalid_app', message: `unknown app ${appName}` });
      const filter = { ...(merchant ? { merchant } : {}), ...(appName ? { app: appName } : {}), ...(version ? { version } : {}) };
      return fieldSummary(field, (m) => store.releases.get(m), windowMs, now(), filter);
    });

    const settingsOf = async (merchant: string) => ({
      merchant,
      sampleRate: (await field.sampleRate(merchant)) ?? defaultSampleRate(merchant),
      canary: (await store.fieldCanary.policy(merchant)) ?? DEFAULT_FIELD_CANARY_POLICY,
    });

    ops.get<{ Params: { merchant: string } }>('/ops/field/:merchant/settings', { schema: SCHEMAS.settings }, async (req, reply) => {
      const { merchant } = req.params;
      if (!MERCHANT_RE.test(merchant) || !(await store.releases.get(merchant))) return reply.code(404).send({ error: 'not_found', message: `merchant ${merchant} has no release set` });
      return settingsOf(merchant);
    });

    /** The sample rate and the field canary policy (a partial change of it): each audited when given. */
    ops.put<{ Params: { merchant: string }; Body: { sampleRate?: unknown; canary?: unknown } }>('/ops/field/:merchant/settings', { schema: SCHEMAS.setSettings }, async (req, reply) => {
      const p = who(req);
      const { merchant } = req.params;
      if (!can.release(p, merchant)) return reply.code(403).send(forbidden(p, `release:${merchant}, release:* or admin`));
      const rate = req.body?.sampleRate;
      if (rate === undefined && req.body?.canary === undefined) return reply.code(400).send({ error: 'invalid_settings', message: 'give sampleRate, canary or both' });
      if (rate !== undefined && (typeof rate !== 'number' || !(rate >= 0 && rate <= 1))) return reply.code(400).send({ error: 'invalid_sample_rate', message: 'sampleRate must be a number from 0 to 1' });
      if (!(await store.releases.get(merchant))) return reply.code(404).send({ error: 'not_found', message: `merchant ${merchant} has no release set` });
      const before = (await store.fieldCanary.policy(merchant)) ?? DEFAULT_FIELD_CANARY_POLICY;
      const policy = req.body?.canary === undefined ? undefined : mergeFieldCanaryPolicy(before, req.body.canary);
      if (typeof policy === 'string') return reply.code(400).send({ error: 'invalid_field_canary_policy', message: policy });
      const at = new Date(now()).toISOString();
      if (typeof rate === 'number') {
        await field.setSampleRate(merchant, rate, p.name, at);
        await store.audit.add(p.name, merchant, 'field-sample-rate', null, { sampleRate: rate });
      }
      if (policy) {
        await store.fieldCanary.setPolicy(merchant, policy, p.name, at);
        await store.audit.add(p.name, merchant, 'field-canary-policy', before, policy);
      }
      return settingsOf(merchant);
    });

    ops.get('/ops/metrics', { schema: SCHEMAS.metrics }, async (req, reply: FastifyReply) => {
      const p = who(req);
      if (!can.metrics(p)) return reply.code(403).send(forbidden(p, 'metrics or admin'));
      const { contentType, body } = await renderMetrics(store, field, now(), counted);
      return reply.type(contentType).send(body);
    });
  });
}
