import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { networkKey } from '#shared/util/network';
import { MemoryCounters, SharedLimit, type CounterEngine } from '../security/shared-counters.js';

function digest(s: string): Buffer {
  return createHash('sha256').update(s).digest();
}

/** Constant-time comparison of two secrets (compares fixed-length digests). */
export function safeEqual(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

/** Who made an ops call (registry/credentials.ts): the credential's name and its scopes. */
export interface OpsPrincipal {
  name: string;
  scopes: readonly string[];
  bootstrap: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The name the audit records: the credential's name (`bootstrap` or `bootstrap (<X-Ops-Actor>)` for the bootstrap token). */
    opsActor?: string;
    opsPrincipal?: OpsPrincipal;
  }
}

/** Finds the named credential a presented token belongs to (registry/credentials.ts#credentialLookup). */
export type CredentialLookup = (token: string) => Promise<OpsPrincipal | undefined>;

/** Failed ops-token attempts a client may make in OPS_FAILURE_WINDOW_MS before it is refused with 429. */
export const OPS_FAILURES_MAX = 10;
export const OPS_FAILURE_WINDOW_MS = 5 * 60_000;

/**
 * Failed bearer attempts per client network; one per platform, shared by every ops-guarded route and, on a
 * shared engine (security/shared-counters.ts), by every instance.
 */
export type OpsThrottle = SharedLimit;
export const opsThrottle = (max = OPS_FAILURES_MAX, windowMs = OPS_FAILURE_WINDOW_MS, engine: CounterEngine = new MemoryCounters()): OpsThrottle =>
  new SharedLimit(engine, 'ops-failures', max, windowMs);

/**
 * A hook: `Authorization: Bearer <token>` or 401. The token is the bootstrap token (admin) or, with
 * `lookup`, a named credential's. Sets `request.opsPrincipal` and `request.opsActor`. Failures are throttled,
 * not the operator: a client network that has failed OPS_FAILURES_MAX times in the window gets 429 for every
 * further wrong token (so tokens cannot be guessed at speed), but a right token always goes through, so that
 * someone behind the operator's NAT cannot lock ops out during an incident by sending wrong ones.
 */
export function requireOpsToken(token: string, throttle: OpsThrottle = opsThrottle(), lookup?: CredentialLookup) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const header = request.headers.authorization ?? '';
    const m = /^Bearer\s+(.+)$/i.exec(header);
    const presented = m?.[1]?.trim() ?? '';
    let principal: OpsPrincipal | undefined;
    if (presented && safeEqual(presented, token)) {
      // The bootstrap token names no person: the caller's X-Ops-Actor (CLI --actor) is kept beside its name.
      const actorHeader = request.headers['x-ops-actor'];
      const said = typeof actorHeader === 'string' ? actorHeader.trim().replace(/[^\w.@ -]/g, '').slice(0, 60) : '';
      principal = { name: said ? `bootstrap (${said})` : 'bootstrap', scopes: ['admin'], bootstrap: true };
    } else if (presented && lookup) {
      principal = await lookup(presented);
    }
    if (!principal) {
      // Per network: the addresses of one /24 (or all of loopback) are one guesser.
      const client = networkKey(request.ip);
      const failure = await throttle.take(client);
      if (!failure.counted) {
        const seconds = Math.ceil(failure.retryAfterMs / 1000);
        await reply
          .code(429)
          .header('Retry-After', String(seconds))
          .send({ error: 'too_many_requests', message: `too many failed ops token attempts from this client; retry in ${seconds} s` });
        return reply;
      }
      // A token was sent but matches no live credential: say so, not that one is missing (it was revoked, expired or mistyped).
      const message = presented ? 'token refused or revoked' : 'ops bearer token required';
      await reply.code(401).header('WWW-Authenticate', 'Bearer').send({ error: 'unauthorized', message });
      return reply;
    }
    request.opsPrincipal = principal;
    request.opsActor = principal.name;
  };
}

/**
 * `requireOpsToken`, then a scope check: a known credential without the scope `allowed` asks for gets 403 naming
 * what it needed (the sandbox controls take an admin or `sandbox` credential this way).
 */
export function requireOpsScope(guard: ReturnType<typeof requireOpsToken>, allowed: (p: OpsPrincipal) => boolean, needed: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await guard(request, reply);
    if (reply.sent) return;
    const p = request.opsPrincipal;
    if (p && allowed(p)) return;
    await reply.code(403).send({ error: 'forbidden', message: `credential ${p?.name ?? '?'} (${p?.scopes.join(', ') || 'no scopes'}) may not do this: it needs ${needed}` });
    return reply;
  };
}
