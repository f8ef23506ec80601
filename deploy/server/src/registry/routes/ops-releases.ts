/** Merchants' release sets: read, change (compare-and-swap on the revision), history (ops API). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { ReleaseSet } from '../types.js';
import { pinRemote, promoteCanary, rollback, setCanary, setOverridesAllowed, setRelease } from '../releases.js';
import type { RegistryStore } from '../store.js';
import { releaseGuard, sendError, type RegistryContext } from './context.js';
import { MerchantParams, NoFields, NullableString, ReleaseSetBody, answers, name, revision, version } from './schemas.js';

/** Release-set changes answer their refusals as `invalid_release` (registry/releases.ts). */
const RELEASE = { inputError: 'invalid_release' };

const remoteRelease = Type.Object({
  version: Type.String({ maxLength: 64 }),
  fallback: Type.Optional(Type.Union([Type.Object({ version: version() }), Type.Null()])),
  canary: Type.Optional(Type.Union([Type.Object({ version: version(), percent: Type.Number({ minimum: 0, maximum: 100 }) }), Type.Null()])),
});

const MerchantSummary = Type.Object({ merchant: Type.String(), revision: Type.Integer(), updatedAt: Type.String(), host: NullableString() });
const Revision = Type.Object({ revision: Type.Integer(), at: Type.String(), actor: Type.String(), release: ReleaseSetBody });

export async function opsReleaseRoutes(fastify: FastifyInstance, ctx: RegistryContext): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { store } = ctx;

  app.get('/ops/merchants', { config: { inputError: 'invalid_request' }, schema: { querystring: NoFields, response: answers(Type.Array(MerchantSummary)) } }, async () =>
    store.releases.listMerchants(),
  );

  app.get('/ops/merchants/:merchant/release', { config: RELEASE, schema: { params: MerchantParams, response: answers(ReleaseSetBody) } }, async (req, reply) => {
    const release = await store.releases.get(req.params.merchant);
    if (!release) return reply.code(404).send({ error: 'not_found', message: `merchant ${req.params.merchant} has no release set`, currentRevision: 0 });
    return release;
  });

  /** A change of a merchant's release set by `apply`, as the credential's actor; a refusal is answered by sendError. */
  const releaseChange =
    <B>(apply: (store: RegistryStore, merchant: string, body: B, actor: string) => Promise<ReleaseSet>) =>
    async (req: { params: { merchant: string }; body: B; opsActor?: string }, reply: FastifyReply): Promise<ReleaseSet | undefined> => {
      try {
        return await apply(store, req.params.merchant, req.body, req.opsActor ?? 'ops');
      } catch (e) {
        sendError(reply, e);
        return undefined;
      }
    };
  const change = <B extends ReturnType<typeof Type.Object>>(body: B) => ({ preHandler: releaseGuard, config: RELEASE, schema: { params: MerchantParams, body, response: answers(ReleaseSetBody) } });

  app.put(
    '/ops/merchants/:merchant/release',
    change(
      Type.Object({
        expectedRevision: revision(),
        host: Type.Object({ version: version() }),
        remotes: Type.Record(Type.String({ maxLength: 32 }), remoteRelease, { maxProperties: 16 }),
        overrides: Type.Optional(Type.Object({ allowed: Type.Optional(Type.Boolean()) })),
      }),
    ),
    releaseChange(setRelease),
  );
  app.post(
    '/ops/merchants/:merchant/release/pin',
    change(Type.Object({ expectedRevision: revision(), remote: name(), version: version(), fallback: Type.Optional(Type.Union([version(), Type.Null()])) })),
    releaseChange(pinRemote),
  );
  app.post('/ops/merchants/:merchant/release/rollback', change(Type.Object({ expectedRevision: revision(), toRevision: Type.Integer({ minimum: 1 }) })), releaseChange(rollback));
  app.post(
    '/ops/merchants/:merchant/release/canary',
    change(Type.Object({ expectedRevision: revision(), remote: name(), version: Type.Union([version(), Type.Null()]), percent: Type.Optional(Type.Number()) })),
    releaseChange(setCanary),
  );
  app.post('/ops/merchants/:merchant/release/promote', change(Type.Object({ expectedRevision: revision(), remote: name() })), releaseChange(promoteCanary));
  app.post('/ops/merchants/:merchant/release/overrides', change(Type.Object({ expectedRevision: revision(), allowed: Type.Boolean() })), releaseChange(setOverridesAllowed));

  app.get('/ops/merchants/:merchant/history', { config: { inputError: 'invalid_request' }, schema: { params: MerchantParams, response: answers(Type.Array(Revision)) } }, async (req) =>
    store.releases.history(req.params.merchant),
  );
}
