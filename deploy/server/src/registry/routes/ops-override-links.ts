/** Signed override links: issue, list, revoke (ops API; docs/architecture.md#overrides). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { can } from '../credentials.js';
import { DEV_VERSION, MAX_DEV_OVERRIDE_TTL_S, MAX_OVERRIDE_TTL_S, devOriginRefusal, newLinkId, parseDevEntry, signOverride } from '../overrides.js';
import { MERCHANT_RE } from '../releases.js';
import { isRemoteName } from '../types.js';
import { refuse, who, type RegistryContext } from './context.js';
import { ErrorBody, MerchantParams, NoBody, NullableString, answers, filter, name, version } from './schemas.js';

const IssuedLink = Type.Object({
  id: Type.String(),
  /** Opening it redeems the link (the token is in this answer only). */
  path: Type.String(),
  merchant: Type.String(),
  remote: Type.String(),
  version: Type.String(),
  /** A dev link's dev-server entry. */
  url: Type.Optional(Type.String()),
  expiresAt: Type.String(),
});

const LinkView = Type.Object({
  id: Type.String(),
  merchant: Type.String(),
  remote: Type.String(),
  version: Type.String(),
  devUrl: NullableString(),
  createdBy: Type.String(),
  createdAt: Type.String(),
  expiresAt: Type.String(),
  revokedAt: NullableString(),
  revokedBy: NullableString(),
  boundAt: NullableString(),
});

export async function opsOverrideLinkRoutes(fastify: FastifyInstance, ctx: RegistryContext): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { store, linkKey } = ctx;

  /**
   * Issues a signed override link (`ttlSeconds` default 1 h, at most 7 days); audited. `version` names a
   * published version; `url` instead names a dev server's entry (docs/architecture.md#overrides).
   */
  app.post(
    '/ops/merchants/:merchant/override-links',
    {
      config: { inputError: 'invalid_override' },
      schema: {
        params: MerchantParams,
        body: Type.Object({
          remote: Type.Optional(name()),
          version: Type.Optional(version()),
          url: Type.Optional(Type.String({ maxLength: 2_048 })),
          ttlSeconds: Type.Optional(Type.Integer()),
        }),
        response: { 201: IssuedLink, '4xx': ErrorBody },
      },
    },
    async (req, reply) => {
      const { merchant } = req.params;
      const { remote, url } = req.body ?? {};
      let { version } = req.body ?? {};
      const ttl = req.body?.ttlSeconds ?? 3600;
      const release = MERCHANT_RE.test(merchant) ? await store.releases.get(merchant) : undefined;
      if (!release) return reply.code(404).send({ error: 'not_found', message: `merchant ${merchant} has no release set` });
      if (!isRemoteName(remote)) return reply.code(400).send({ error: 'invalid_override', message: `unknown remote "${String(remote)}"` });
      if (await refuse(reply, req, can.link(who(req), merchant, remote), `remote:${remote}, release:${merchant}, release:* or admin`)) return reply;
      let dev: string | undefined;
      if (url !== undefined) {
        if (version !== undefined) return reply.code(400).send({ error: 'invalid_override', message: 'give either version (published) or url (dev server), not both' });
        const entry = parseDevEntry(url);
        if (!entry) return reply.code(400).send({ error: 'invalid_override', message: `url must be an http(s) URL of a dev server's remoteEntry.js or mf-manifest.json, got "${String(url)}"` });
        const refusal = devOriginRefusal(entry, ctx.devOrigins);
        if (refusal) return reply.code(403).send({ error: 'dev_origin_not_allowed', message: refusal });
        dev = entry.href;
        version = DEV_VERSION;
      } else if (typeof version !== 'string' || !(await store.artifacts.get(remote, version))) {
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
      await store.overrides.insert({ id, merchant, remote, version, devUrl: dev ?? null, createdBy: who(req).name, createdAt: new Date().toISOString(), expiresAt });
      await store.audit.add(req.opsActor ?? 'ops', merchant, 'override-link', null, { id, remote, version, ...(dev ? { url: dev } : {}), expiresAt });
      return reply.code(201).send({ id, path: `/platform/override?token=${token}`, merchant, remote, version, ...(dev ? { url: dev } : {}), expiresAt });
    },
  );

  /** Override links not yet expired (revoked ones too), newest first; never their tokens. */
  app.get(
    '/ops/override-links',
    { config: { inputError: 'invalid_request' }, schema: { querystring: Type.Object({ merchant: filter(64) }), response: answers(Type.Array(LinkView)) } },
    async (req) => store.overrides.live(new Date().toISOString(), req.query.merchant || undefined),
  );

  /** Revokes a link: the browsers holding it lose it at their next page load. Whoever may issue it may revoke it; audited. */
  app.delete(
    '/ops/override-links/:id',
    { config: { inputError: 'invalid_request' }, schema: { params: Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }) }), response: { 204: NoBody, '4xx': ErrorBody } } },
    async (req, reply) => {
      const link = await store.overrides.get(req.params.id);
      if (!link || Date.parse(link.expiresAt) <= Date.now()) return reply.code(404).send({ error: 'not_found', message: `no live override link ${req.params.id}` });
      if (await refuse(reply, req, can.link(who(req), link.merchant, link.remote), `remote:${link.remote}, release:${link.merchant}, release:* or admin`)) return reply;
      if (!(await store.overrides.revoke(link.id, who(req).name, new Date().toISOString()))) return reply.code(409).send({ error: 'already_revoked', message: `override link ${link.id} was revoked already` });
      const { browserHash: _bound, ...view } = link;
      await store.audit.add(who(req).name, link.merchant, 'override-link-revoke', view, null);
      return reply.code(204).send();
    },
  );
}
