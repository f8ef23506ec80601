/**
 * Cookies through @fastify/cookie: `req.cookies` parsed once per request, `reply.setCookie` to write them.
 * Registered on the root instance before the registry, the sandbox and the assets (override, browser id,
 * session and captcha cookies), so every one of them sees it.
 */
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';

export async function registerCookies(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
}
