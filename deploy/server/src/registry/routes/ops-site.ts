/**
 * A merchant's site settings (ops API): its brand and the service worker's kill switch. Changing either takes what
 * a release change takes (`release:<merchant>`, `release:*` or admin) and is audited the same way, who and
 * before/after.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import { Type } from 'typebox';
import type { Brand } from '../../brand/brand.js';
import { BrandSchema, brandProblems } from '../../brand/brand-schema.js';
import { MERCHANT_RE } from '../releases.js';
import { releaseGuard, who, type RegistryContext } from './context.js';
import { MerchantParams, answers } from './schemas.js';

const SiteAnswer = Type.Object({ merchant: Type.String(), brand: Type.Union([BrandSchema, Type.Null()]), workerEnabled: Type.Boolean() });

/** A brand as the audit log keeps it: its pictures by hash and size (a logo is up to 64 KB of SVG). */
export function auditedBrand(brand: Brand | null): unknown {
  if (!brand) return null;
  const picture = (svg: string | undefined) => svg && `sha256:${createHash('sha256').update(svg).digest('hex').slice(0, 12)} (${svg.length} chars)`;
  return { ...brand, logo: { light: picture(brand.logo.light), dark: picture(brand.logo.dark) }, ...(brand.icon ? { icon: picture(brand.icon) } : {}) };
}

export async function opsSiteRoutes(fastify: FastifyInstance, ctx: RegistryContext): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { store } = ctx;
  const noSet = async (reply: FastifyReply, merchant: string) => {
    if (MERCHANT_RE.test(merchant) && (await store.releases.get(merchant))) return false;
    await reply.code(404).send({ error: 'not_found', message: `merchant ${merchant} has no release set` });
    return true;
  };

  app.get('/ops/merchants/:merchant/site', { config: { inputError: 'invalid_request' }, schema: { params: MerchantParams, response: answers(SiteAnswer) } }, async (req) =>
    store.sites.get(req.params.merchant),
  );

  app.put(
    '/ops/merchants/:merchant/brand',
    { preHandler: releaseGuard, bodyLimit: 512 * 1024, config: { inputError: 'invalid_brand' }, schema: { params: MerchantParams, body: BrandSchema, response: answers(SiteAnswer) } },
    async (req, reply) => {
      const { merchant } = req.params;
      if (await noSet(reply, merchant)) return reply;
      const problems = brandProblems(req.body);
      if (problems.length) return reply.code(400).send({ error: 'invalid_brand', message: problems.join('; ') });
      const before = await store.sites.get(merchant);
      const brand = req.body as Brand;
      await store.sites.setBrand(merchant, brand, who(req).name);
      await store.audit.add(who(req).name, merchant, 'brand', auditedBrand(before.brand), auditedBrand(brand));
      return { ...before, brand };
    },
  );

  /** Back to the platform's brand. */
  app.delete('/ops/merchants/:merchant/brand', { preHandler: releaseGuard, config: { inputError: 'invalid_request' }, schema: { params: MerchantParams, response: answers(SiteAnswer) } }, async (req, reply) => {
    const { merchant } = req.params;
    if (await noSet(reply, merchant)) return reply;
    const before = await store.sites.get(merchant);
    await store.sites.setBrand(merchant, null, who(req).name);
    await store.audit.add(who(req).name, merchant, 'brand', auditedBrand(before.brand), null);
    return { ...before, brand: null };
  });

  app.put(
    '/ops/merchants/:merchant/worker',
    { preHandler: releaseGuard, config: { inputError: 'invalid_worker' }, schema: { params: MerchantParams, body: Type.Object({ enabled: Type.Boolean() }), response: answers(SiteAnswer) } },
    async (req, reply) => {
      const { merchant } = req.params;
      if (await noSet(reply, merchant)) return reply;
      const before = await store.sites.get(merchant);
      const { enabled } = req.body;
      await store.sites.setWorker(merchant, enabled, who(req).name);
      await store.audit.add(who(req).name, merchant, 'worker', { enabled: before.workerEnabled }, { enabled });
      return { ...before, workerEnabled: enabled };
    },
  );
}
