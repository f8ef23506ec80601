import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WindowCounter } from '#shared/util/window-counter';

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

/** Failed ops-token attempts a client may make in OPS_FAILURE_WINDOW_MS before it is refused with 429. */
export const OPS_FAILURES_MAX = 10;
export const OPS_FAILURE_WINDOW_MS = 5 * 60_000;

/** Failed bearer attempts per client address; one per server, shared by every ops-guarded route. */
export type OpsThrottle = WindowCounter;
export const opsThrottle = (max = OPS_FAILURES_MAX, windowMs = OPS_FAILURE_WINDOW_MS): OpsThrottle => new WindowCounter(max, windowMs);

/**
 * A hook: `Authorization: Bearer <token>` or 401. Sets `request.opsActor`. A client that has failed
 * OPS_FAILURES_MAX times in the window is refused with 429 without the token being compared, so the
 * token cannot be guessed at speed.
 */
export function requireOpsToken(token: string, throttle: OpsThrottle = opsThrottle()) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (throttle.limited(request.ip)) {
      const seconds = Math.ceil(throttle.retryAfterMs(request.ip) / 1000);
      await reply
        .code(429)
        .header('Retry-After', String(seconds))
        .send({ error: 'too_many_requests', message: `too many failed ops token attempts from this client; retry in ${seconds} s` });
      return reply;
    }
    const header = request.headers.authorization ?? '';
    const m = /^Bearer\s+(.+)$/i.exec(header);
    if (!m || !m[1] || !safeEqual(m[1].trim(), token)) {
      throttle.hit(request.ip);
      await reply.code(401).header('WWW-Authenticate', 'Bearer').send({ error: 'unauthorized', message: 'ops bearer token required' });
      return reply;
    }
    const actorHeader = request.headers['x-ops-actor'];
    const actor = typeof actorHeader === 'string' && actorHeader.trim() ? actorHeader.trim().slice(0, 100) : 'ops';
    request.opsActor = actor;
  };
}
