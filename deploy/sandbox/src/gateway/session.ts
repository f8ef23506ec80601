import type { FastifyRequest } from 'fastify';
import type { Member, Repo } from '../repo/index.js';
import { GatewayError } from './envelope.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session's member on calls declared with `auth: 'member'`. */
    member?: Member;
  }
}

/** The session token of a call (`Authorization`, with or without `Bearer`). */
export function tokenOf(req: FastifyRequest): string {
  return (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '').trim();
}

/** A preHandler: sets `req.member` from the session token, or answers 401 `login.not.session`. */
export function requireMember(repo: Repo) {
  return async (req: FastifyRequest): Promise<void> => {
    const token = tokenOf(req);
    const member = token ? repo.sessions.member(token, req.merchant) : undefined;
    if (!member) throw new GatewayError(401, 'login.not.session', 'Your session has expired, please log in again');
    req.member = member;
  };
}
