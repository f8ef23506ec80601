/** Browser checks (`tessera release verify`) and the merchant policy that can require them (ops API). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { can } from '../credentials.js';
import { MERCHANT_RE } from '../releases.js';
import { isRemoteName } from '../types.js';
import { refuse, releaseGuard, who, type RegistryContext } from './context.js';
import { ErrorBody, MerchantParams, answers, name, version } from './schemas.js';

const Policy = Type.Object({ merchant: Type.String(), requireVerifiedRelease: Type.Boolean() });
const Verification = Type.Object({
  merchant: Type.String(),
  remote: Type.String(),
  version: Type.String(),
  ok: Type.Boolean(),
  problems: Type.Array(Type.String()),
  at: Type.String(),
  actor: Type.String(),
});

export async function opsVerificationRoutes(fastify: FastifyInstance, ctx: RegistryContext): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { store } = ctx;

  app.get('/ops/merchants/:merchant/policy', { config: { inputError: 'invalid_request' }, schema: { params: MerchantParams, response: answers(Policy) } }, async (req) =>
    store.policies.get(req.params.merchant),
  );

  app.put(
    '/ops/merchants/:merchant/policy',
    { preHandler: releaseGuard, config: { inputError: 'invalid_policy' }, schema: { params: MerchantParams, body: Type.Object({ requireVerifiedRelease: Type.Boolean() }), response: answers(Policy) } },
    async (req, reply) => {
      const { merchant } = req.params;
      const v = req.body?.requireVerifiedRelease;
      if (!MERCHANT_RE.test(merchant) || !(await store.releases.get(merchant))) return reply.code(404).send({ error: 'not_found', message: `merchant ${merchant} has no release set` });
      if (typeof v !== 'boolean') return reply.code(400).send({ error: 'invalid_policy', message: 'requireVerifiedRelease must be true or false' });
      const before = await store.policies.get(merchant);
      const after = { merchant, requireVerifiedRelease: v };
      await store.policies.set(after, who(req).name);
      await store.audit.add(who(req).name, merchant, 'policy', before, after);
      return after;
    },
  );

  app.get(
    '/ops/merchants/:merchant/verifications',
    { config: { inputError: 'invalid_request' }, schema: { params: MerchantParams, response: answers(Type.Array(Verification)) } },
    async (req) => store.verifications.last(req.params.merchant),
  );

  /**
   * Records a check `tessera release verify` ran (the CLI drives the browser); audited. Only a `verify` (or admin)
   * credential may, never the team that builds the remote nor the credential that published the version: a
   * team cannot vouch for its own build.
   */
  app.post(
    '/ops/merchants/:merchant/verifications',
    {
      config: { inputError: 'invalid_verification' },
      schema: {
        params: MerchantParams,
        body: Type.Object({ remote: name(), version: version(), ok: Type.Boolean(), problems: Type.Array(Type.String({ maxLength: 4_000 }), { maxItems: 100 }) }),
        response: { 201: Verification, '4xx': ErrorBody },
      },
    },
    async (req, reply) => {
      const { merchant } = req.params;
      const { remote, version, ok, problems } = req.body ?? {};
      if (!MERCHANT_RE.test(merchant) || !(await store.releases.get(merchant))) return reply.code(404).send({ error: 'not_found', message: `merchant ${merchant} has no release set` });
      const artifact = isRemoteName(remote) && typeof version === 'string' ? await store.artifacts.get(remote, version) : undefined;
      if (!artifact) return reply.code(400).send({ error: 'invalid_verification', message: `${String(remote)}@${String(version)} is not published` });
      const p = who(req);
      const own = !p.bootstrap && artifact.publishedBy === p.name;
      if (await refuse(reply, req, can.verify(p, remote) && !own, `the verify scope (or admin), in a credential that neither builds ${remote} nor published this version`)) return reply;
      if (typeof ok !== 'boolean' || !Array.isArray(problems) || problems.length > 100 || !problems.every((p) => typeof p === 'string')) {
        return reply.code(400).send({ error: 'invalid_verification', message: 'ok (boolean) and problems (at most 100 strings) are required' });
      }
      const v = { merchant, remote, version, ok, problems: problems.map((p) => p.slice(0, 500)), at: new Date().toISOString(), actor: who(req).name };
      await store.verifications.add(v);
      await store.audit.add(who(req).name, merchant, 'verify', null, { remote, version, ok, problems: v.problems.length });
      return reply.code(201).send(v);
    },
  );
}
