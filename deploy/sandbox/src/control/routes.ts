/**
 * The test-only control surface (/sandbox/…, behind the ops token; docs/architecture.md#sandbox-controls):
 * system status and module switches per merchant, calls switched off per merchant, and the answers tests need
 * (captcha, SMS code, a GeeTest challenge's gap).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { endpoints, type Endpoint, type EndpointName } from '#shared/api/endpoints';
import { GatewayError } from '../gateway/envelope.js';
import { isGatewayUrl } from '../gateway/merchant.js';
import { Type } from 'typebox';
import { canonicalMobile } from '../gateway/phone.js';
import type { Repo } from '../repo/index.js';
import { WHITELABEL_MODULES } from '../seed/catalog.js';
import { reviewRedeems } from '../domain/points.js';
import { settleDue, settleDueWithdrawals } from '../domain/settlement.js';

/** Path parts and fields of the controls, checked by Fastify before a handler runs (400 `invalid`, plugin.ts). */
const merchant = Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' });
const MerchantParams = Type.Object({ merchant });
const MemberParams = Type.Object({ merchant, username: Type.String({ minLength: 1, maxLength: 64 }) });
/** A control that takes no fields: any body (or none) is ignored. */
const NoQuery = Type.Object({}, { additionalProperties: false });

export async function mountControls(app: FastifyInstance, repo: Repo, opsGuard: onRequestAsyncHookHandler): Promise<void> {
  // Calls switched off, by merchant: their paths answer 404 `function.not.available`, as an upstream that does not
  // offer them (the apps must degrade that one feature). Kept in memory: a restart offers every call again.
  const switchedOff = new Map<string, Set<string>>();
  app.addHook('onRequest', async (req: FastifyRequest) => {
    if (!isGatewayUrl(req.url)) return;
    // `req.merchant` is set by the merchant gate, which runs first (plugin.ts adds it before the controls).
    const off = switchedOff.get(req.merchant);
    if (off?.has(req.url.split('?')[0] ?? '')) throw new GatewayError(404, 'function.not.available', 'not offered by this gateway');
  });

  await app.register(async (plain) => {
    const ctl = plain.withTypeProvider<TypeBoxTypeProvider>();
    ctl.addHook('onRequest', opsGuard);
    const known = (reply: FastifyReply, merchant: string) => {
      const m = repo.merchants.find(merchant);
      if (!m) void reply.code(404).send({ error: 'not_found', message: `unknown merchant ${merchant}` });
      return m;
    };

    const systemStatus = {
      params: MerchantParams,
      body: Type.Object({
        status: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
        maintenance: Type.Optional(Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()])),
      }),
    };
    ctl.put('/sandbox/:merchant/system-status', { schema: systemStatus }, async (req, reply) => {
      const m = known(reply, req.params.merchant);
      if (!m) return reply;
      const body = (req.body ?? {}) as { status?: unknown; maintenance?: unknown };
      if (body.status !== 0 && body.status !== 1 && body.status !== 2) return reply.code(400).send({ error: 'invalid', message: 'status must be 0, 1 or 2' });
      const maintenance = body.maintenance && typeof body.maintenance === 'object' ? (body.maintenance as Record<string, unknown>) : null;
      repo.merchants.setStatus(m.code, body.status, maintenance);
      return { merchant: m.code, status: body.status, maintenance };
    });

    const modulesSchema = { params: MerchantParams, body: Type.Record(Type.String({ pattern: '^[A-Z0-9_]{2,40}$' }), Type.Boolean(), { maxProperties: 200 }) };
    ctl.put('/sandbox/:merchant/modules', { schema: modulesSchema }, async (req, reply) => {
      const m = known(reply, req.params.merchant);
      if (!m) return reply;
      const body = req.body;
      if (!body || typeof body !== 'object' || Array.isArray(body)) return reply.code(400).send({ error: 'invalid', message: 'body must map module ids to booleans' });
      const modules = { ...m.modules };
      for (const [k, v] of Object.entries(body)) {
        if (typeof v !== 'boolean' || !/^[A-Z0-9_]{2,40}$/.test(k)) return reply.code(400).send({ error: 'invalid', message: `bad module switch ${k}` });
        modules[k] = v;
      }
      repo.merchants.setModules(m.code, modules);
      return { merchant: m.code, modules, known: WHITELABEL_MODULES };
    });

    // A call of the endpoint table switched off (or on again) for one merchant: `{ "offered": false }`.
    const callSwitch = {
      params: Type.Object({ merchant, name: Type.String({ pattern: '^[A-Za-z0-9]{1,60}$' }) }),
      body: Type.Object({ offered: Type.Boolean() }),
    };
    ctl.put('/sandbox/:merchant/calls/:name', { schema: callSwitch }, async (req, reply) => {
      const m = known(reply, req.params.merchant);
      if (!m) return reply;
      const name = req.params.name;
      if (!Object.hasOwn(endpoints, name)) return reply.code(404).send({ error: 'not_found', message: `unknown call ${name}` });
      const endpoint: Endpoint = endpoints[name as EndpointName];
      const paths = [endpoint.path, ...(endpoint.alsoAt ?? [])];
      const off = switchedOff.get(m.code) ?? new Set<string>();
      for (const path of paths) {
        if (req.body.offered) off.delete(path);
        else off.add(path);
      }
      switchedOff.set(m.code, off);
      return { merchant: m.code, call: name, offered: req.body.offered, paths };
    });

    // A member's current password expired (or no longer): the next login answers passwordExpired.
    ctl.put('/sandbox/:merchant/members/:username/password-expired', { schema: { params: MemberParams, body: Type.Object({ expired: Type.Boolean() }) } }, async (req, reply) => {
      const m = known(reply, req.params.merchant);
      if (!m) return reply;
      const body = (req.body ?? {}) as { expired?: unknown };
      if (typeof body.expired !== 'boolean') return reply.code(400).send({ error: 'invalid', message: 'expired must be a boolean' });
      const member = repo.accounts.memberByUsername(m.code, req.params.username);
      if (!member) return reply.code(404).send({ error: 'not_found', message: `unknown member ${req.params.username}` });
      repo.accounts.setPasswordExpired(member.id, body.expired);
      return { merchant: m.code, username: member.username, expired: body.expired };
    });

    // A member's known login addresses replaced (repo/login-ips.ts): `[]` makes the next login trust its
    // address; a list without the tester's makes it ask for the SMS code (LOGINIPVERF3).
    const knownIps = { params: MemberParams, body: Type.Object({ ips: Type.Array(Type.String({ pattern: '^[0-9a-fA-F.:]{2,45}$' }), { maxItems: 20 }) }) };
    ctl.put('/sandbox/:merchant/members/:username/known-ips', { schema: knownIps }, async (req, reply) => {
      const m = known(reply, req.params.merchant);
      if (!m) return reply;
      const body = (req.body ?? {}) as { ips?: unknown };
      const ips = body.ips;
      if (!Array.isArray(ips) || ips.length > 20 || !ips.every((ip) => typeof ip === 'string' && /^[0-9a-fA-F.:]{2,45}$/.test(ip))) {
        return reply.code(400).send({ error: 'invalid', message: 'ips must be a list of at most 20 IP addresses' });
      }
      const member = repo.accounts.memberByUsername(m.code, req.params.username);
      if (!member) return reply.code(404).send({ error: 'not_found', message: `unknown member ${req.params.username}` });
      repo.loginIps.reset(member.id, ips as string[], Date.now());
      return { merchant: m.code, username: member.username, ips: repo.loginIps.list(member.id) };
    });

    // A member's deposits and withdrawals moved on now rather than after their delays (domain/settlement.ts): pending deposits credited or failed, pending withdrawals paid out or rejected, and
    // with `autoConfirm` the paid-out ones counted as received as if the auto-confirm minutes had passed.
    // No body at all is no option set.
    const advance = { params: MemberParams, body: Type.Union([Type.Object({ autoConfirm: Type.Optional(Type.Boolean()) }), Type.Null()]) };
    ctl.post('/sandbox/:merchant/members/:username/money/advance', { schema: advance }, async (req, reply) => {
      const m = known(reply, req.params.merchant);
      if (!m) return reply;
      const body = (req.body ?? {}) as { autoConfirm?: unknown };
      if (body.autoConfirm !== undefined && typeof body.autoConfirm !== 'boolean') return reply.code(400).send({ error: 'invalid', message: 'autoConfirm must be a boolean' });
      const member = repo.accounts.memberByUsername(m.code, req.params.username);
      if (!member) return reply.code(404).send({ error: 'not_found', message: `unknown member ${req.params.username}` });
      const deposits = settleDue(repo, member, 0);
      const withdrawals = settleDueWithdrawals(repo, member, 0, body.autoConfirm ? 0 : undefined);
      return { deposits: deposits.map((d) => ({ id: d.id, status: d.status })), withdrawals: withdrawals.map((w) => ({ id: w.id, status: w.status })) };
    });

    // A member's open lottery bets settled now rather than on their draws (repo/lottery.ts), each on the result
    // its draw will have: a test sees a bet settle without waiting for the next draw.
    ctl.post('/sandbox/:merchant/members/:username/lottery/settle', { schema: { params: MemberParams, querystring: NoQuery } }, async (req, reply) => {
      const m = known(reply, req.params.merchant);
      if (!m) return reply;
      const member = repo.accounts.memberByUsername(m.code, req.params.username);
      if (!member) return reply.code(404).send({ error: 'not_found', message: `unknown member ${req.params.username}` });
      return { settled: repo.lottery.settleEarly(member.id) };
    });

    // No SMS leaves the sandbox: the last code it "sent" for the merchant (for `?mobile=`, that number's).
    ctl.get('/sandbox/:merchant/sms/last', { schema: { params: MerchantParams, querystring: Type.Object({ mobile: Type.Optional(Type.String({ maxLength: 40 })) }) } }, async (req, reply) => {
      const m = known(reply, req.params.merchant);
      if (!m) return reply;
      const last = repo.accounts.lastCode(m.code);
      const asked = req.query.mobile && (canonicalMobile(req.query.mobile) ?? req.query.mobile);
      if (!last || (asked && last.mobile !== asked)) return reply.code(404).send({ error: 'none', message: 'no SMS code has been sent' });
      return { mobile: last.mobile, purpose: last.purpose, code: last.code, expiresAt: last.expires_at };
    });

    // Salary settlement now rather than at the next window (docs/product.md#agent-centre); `at` settles as of that time.
    ctl.post('/sandbox/salary/settle', { schema: { querystring: Type.Object({ at: Type.Optional(Type.Integer({ minimum: 0 })) }) } }, async (req) => {
      const at = Number(req.query.at) || Date.now();
      return { realtime: repo.contracts.settle('realtime', at), hourly: repo.contracts.settle('hourly', at), daily: repo.contracts.settle('daily', at) };
    });

    // Points-mall redeems reviewed now rather than after REDEEM_REVIEW_MS (domain/points.ts).
    ctl.post('/sandbox/points/review', { schema: { querystring: NoQuery } }, async () => {
      const reviewed = repo.points.membersInReview().flatMap((id) => reviewRedeems(repo, id, 0));
      return { reviewed: reviewed.map((r) => ({ id: r.id, status: r.status })) };
    });

    ctl.get('/sandbox/captcha/current', { schema: { querystring: Type.Object({ sid: Type.Optional(Type.String({ maxLength: 128 })) }) } }, async (req, reply) => {
      const answer = req.query.sid ? repo.captchas.peek(req.query.sid) : undefined;
      if (!answer) return reply.code(404).send({ error: 'none', message: 'no captcha for this sid' });
      return { answer };
    });

    // The gap of a GeeTest challenge (docs/gateway.md#geetest), for a test that slides it by keyboard.
    ctl.get('/sandbox/geetest/lots/:lot', { schema: { params: Type.Object({ lot: Type.String({ pattern: '^[0-9a-f]{32}$' }) }) } }, async (req, reply) => {
      const lot = repo.geetest.find(req.params.lot);
      if (!lot) return reply.code(404).send({ error: 'none', message: 'no such challenge' });
      return { x: lot.answerX, failures: lot.failures, passed: lot.passedAt !== null };
    });
  });
}
