/**
 * The public release-set answer (docs/architecture.md#release-sets) and the override refs a merchant that
 * allows overrides hands to `?tessera-override=remote@version`.
 */
import { createHash } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { activeOverrides } from '../overrides.js';
import { MERCHANT_RE } from '../releases.js';
import { networkKey } from '#shared/util/network';
import { BUCKET_ID_HEADER, TICKET_HEADER, bucketIdOf, issueTicket } from '../telemetry-tickets.js';
import { isRemoteName } from '../types.js';
import type { RegistryContext } from './context.js';
import { ErrorBody, NoBody, ReleaseSetBody, VersionRef, name, version } from './schemas.js';

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

export async function publicReleaseRoutes(fastify: FastifyInstance, ctx: RegistryContext): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { store } = ctx;

  app.get(
    '/platform/release/:file',
    {
      config: { inputError: 'invalid_request' },
      // 200 is sent as the text it was hashed as (its ETag), so it is not serialised again.
      schema: { params: Type.Object({ file: Type.String({ maxLength: 80 }) }), response: { 200: ReleaseSetBody, 304: NoBody, '4xx': ErrorBody } },
    },
    async (req, reply) => {
      const m = /^(.+)\.json$/.exec(req.params.file);
      let release = m?.[1] ? await store.releases.get(m[1]) : undefined;
      // The answer depends on this browser's override cookie (docs/architecture.md#overrides).
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie');
      if (!release) return reply.code(404).send({ error: 'not_found', message: 'no release set for this merchant' });
      const active = await activeOverrides(store, ctx.linkKey, release.merchant, req.cookies);
      if (Object.keys(active).length) {
        release = { ...release, overrides: { ...release.overrides, active } };
        reply.header('Cache-Control', 'private, no-cache');
      }
      const json = JSON.stringify(release);
      const etag = releaseEtag(json);
      // This page load's telemetry ticket, in a header so the body (and its ETag, shared by every instance) stays
      // the same for every browser; a 304 carries a fresh one too. It names what this browser loads (its bucket)
      // and its network; a network past its share of tickets gets none (its page loads are not counted).
      reply.header('ETag', etag);
      const network = networkKey(req.ip, { loopback: 'per24' });
      if (await ctx.telemetry.ticketFor(network)) {
        reply.header(TICKET_HEADER, issueTicket(ctx.telemetryKey, release, { network, bucketId: bucketIdOf(req.headers[BUCKET_ID_HEADER], req.cookies) }));
      }
      if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  /**
   * Entry and integrity of a published remote version, for `?tessera-override=remote@version` in the
   * browser of a merchant whose release set allows overrides (`overrides.allowed`); 403 otherwise.
   */
  app.get(
    '/platform/override-ref/:merchant/:remote/:version',
    {
      config: { inputError: 'invalid_request' },
      schema: { params: Type.Object({ merchant: Type.String({ maxLength: 64 }), remote: name(), version: version() }), response: { 200: VersionRef, '4xx': ErrorBody } },
    },
    async (req, reply) => {
      const { merchant, remote, version } = req.params;
      reply.header('Cache-Control', 'no-cache');
      const release = MERCHANT_RE.test(merchant) ? await store.releases.get(merchant) : undefined;
      if (!release) return reply.code(404).send({ error: 'not_found', message: 'no release set for this merchant' });
      if (!release.overrides.allowed) return reply.code(403).send({ error: 'overrides_not_allowed', message: `${merchant} does not allow overrides` });
      const a = isRemoteName(remote) ? await store.artifacts.get(remote, version) : undefined;
      if (!a) return reply.code(404).send({ error: 'not_found', message: `${remote}@${version} is not published` });
      return { version: a.version, entry: a.entry, integrity: a.integrity };
    },
  );
}
