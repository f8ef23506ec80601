/** Who is calling, and named credentials: list, create (the token shown once), revoke (ops API; docs/architecture.md#ops-credentials). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { BOOTSTRAP_NAME, can, createCredential, credentialView } from '../credentials.js';
import { refuse, sendError, who, type RegistryContext } from './context.js';
import { ErrorBody, NoBody, NoFields, NullableString, answers } from './schemas.js';

const CredentialView = Type.Object({
  name: Type.String(),
  scopes: Type.Array(Type.String()),
  createdAt: Type.String(),
  createdBy: Type.String(),
  expiresAt: NullableString(),
  revokedAt: NullableString(),
  lastUsedAt: NullableString(),
  /** Neither revoked nor expired. */
  active: Type.Boolean(),
});

export async function opsCredentialRoutes(fastify: FastifyInstance, ctx: RegistryContext): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { store } = ctx;

  /** Who is calling and what they may do (the console's "signed in as"). */
  app.get(
    '/ops/whoami',
    { config: { inputError: 'invalid_request' }, schema: { querystring: NoFields, response: answers(Type.Object({ name: Type.String(), scopes: Type.Array(Type.String()), bootstrap: Type.Boolean() })) } },
    async (req) => {
      const p = who(req);
      return { name: p.name, scopes: [...p.scopes], bootstrap: p.bootstrap };
    },
  );

  app.get('/ops/credentials', { config: { inputError: 'invalid_request' }, schema: { querystring: NoFields, response: answers(Type.Array(CredentialView)) } }, async (req, reply) => {
    if (await refuse(reply, req, can.admin(who(req)), 'admin')) return reply;
    return (await store.credentials.list()).map((c) => credentialView(c));
  });

  /** Creates a named credential; the token is in this answer only. */
  app.post(
    '/ops/credentials',
    {
      config: { inputError: 'invalid_credential' },
      // registry/credentials.ts checks names, scopes and lifetimes.
      schema: {
        body: Type.Object({ name: Type.String({ maxLength: 64 }), scopes: Type.Array(Type.String({ maxLength: 128 }), { maxItems: 50 }), ttlSeconds: Type.Optional(Type.Integer()) }),
        response: { 201: Type.Object({ credential: CredentialView, token: Type.String() }), '4xx': ErrorBody },
      },
    },
    async (req, reply) => {
      if (await refuse(reply, req, can.admin(who(req)), 'admin')) return reply;
      try {
        const created = await createCredential(store, req.body, who(req).name);
        await store.audit.add(who(req).name, '-', 'credential-create', null, { name: created.credential.name, scopes: created.credential.scopes, expiresAt: created.credential.expiresAt });
        return reply.code(201).header('Cache-Control', 'no-store').send(created);
      } catch (e) {
        return sendError(reply, e);
      }
    },
  );

  app.delete(
    '/ops/credentials/:name',
    { config: { inputError: 'invalid_credential' }, schema: { params: Type.Object({ name: Type.String({ maxLength: 64 }) }), response: { 204: NoBody, '4xx': ErrorBody } } },
    async (req, reply) => {
      if (await refuse(reply, req, can.admin(who(req)), 'admin')) return reply;
      const { name } = req.params;
      if (name === BOOTSTRAP_NAME) {
        return reply.code(400).send({ error: 'invalid_credential', message: 'the bootstrap token is changed by replacing TESSERA_OPS_TOKEN (or <dataDir>/ops-token), not revoked' });
      }
      if (!(await store.credentials.revoke(name, new Date().toISOString()))) return reply.code(404).send({ error: 'not_found', message: `no live credential named ${name}` });
      await store.audit.add(who(req).name, '-', 'credential-revoke', { name }, null);
      return reply.code(204).send();
    },
  );
}
