/**
 * The conformance check of a gateway (docs/gateway.md#conformance), run from this server: admin only, since it
 * makes this server call the URL it is given.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { runConformance } from '../../conformance/conformance.js';
import { can } from '../credentials.js';
import { MERCHANT_RE } from '../releases.js';
import { refuse, who } from './context.js';
import { NullableNumber, answers } from './schemas.js';

const Report = Type.Object({
  gatewayUrl: Type.String(),
  merchant: Type.String(),
  passed: Type.Boolean(),
  calls: Type.Array(
    Type.Object({
      call: Type.String(),
      method: Type.String(),
      path: Type.String(),
      answered: Type.Boolean(),
      status: NullableNumber(),
      fits: Type.Union([Type.Boolean(), Type.Null()]),
      differs: Type.Array(Type.String()),
    }),
  ),
});

export async function opsConformanceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/ops/conformance',
    {
      config: { inputError: 'invalid_request' },
      // The handler checks the URL and merchant it is given.
      schema: {
        body: Type.Object({
          gatewayUrl: Type.String({ minLength: 1, maxLength: 2_000 }),
          merchant: Type.String({ maxLength: 64 }),
          login: Type.Optional(Type.String({ maxLength: 64 })),
          password: Type.Optional(Type.String({ maxLength: 128 })),
        }),
        response: answers(Report),
      },
    },
    async (req, reply) => {
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
    },
  );
}
