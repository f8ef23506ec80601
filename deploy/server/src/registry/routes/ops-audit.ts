/** The audit log (ops API): who changed what, filtered before the limit. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { RegistryContext } from './context.js';
import { answers, filter } from './schemas.js';

const AuditRow = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  actor: Type.String(),
  merchant: Type.String(),
  action: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  /** Why, for changes the server made itself. */
  note: Type.Optional(Type.String()),
});

export async function opsAuditRoutes(fastify: FastifyInstance, ctx: RegistryContext): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/ops/audit',
    {
      config: { inputError: 'invalid_request' },
      schema: {
        querystring: Type.Object({ merchant: filter(64), actor: filter(128), action: filter(64), limit: Type.Optional(Type.Integer({ minimum: 1 })) }),
        response: answers(Type.Array(AuditRow)),
      },
    },
    async (req) => {
      const limit = Math.min(Math.max(Number(req.query.limit) || 500, 1), 5000);
      // Filters apply before the limit, so `--action rollback --limit 5` finds the last five rollbacks however old.
      return ctx.store.audit.list(limit, { merchant: req.query.merchant || undefined, action: req.query.action || undefined, actor: req.query.actor || undefined });
    },
  );
}
