import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

function digest(s: string): Buffer {
  return createHash('sha256').update(s).digest();
}

/** Constant-time comparison of two secrets (compares fixed-length digests). */
export function safeEqual(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

declare module 'fastify' {
  interface FastifyRequest {
    opsActor?: string;
  }
}

/** A preHandler hook: `Authorization: Bearer <token>` or 401. Sets `request.opsActor`. */
export function requireOpsToken(token: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const header = request.headers.authorization ?? '';
    const m = /^Bearer\s+(.+)$/i.exec(header);
    if (!m || !m[1] || !safeEqual(m[1].trim(), token)) {
      await reply.code(401).header('WWW-Authenticate', 'Bearer').send({ error: 'unauthorized', message: 'ops bearer token required' });
      return reply;
    }
    const actorHeader = request.headers['x-ops-actor'];
    const actor = typeof actorHeader === 'string' && actorHeader.trim() ? actorHeader.trim().slice(0, 100) : 'ops';
    request.opsActor = actor;
  };
}
