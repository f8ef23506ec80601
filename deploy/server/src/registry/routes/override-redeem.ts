/**
 * Redeeming a signed override link in a browser, and forgetting them (docs/architecture.md#overrides). The
 * token goes into this browser's HttpOnly cookie (merged with its other overrides); only browsers that open
 * the link get the override.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { BROWSER_COOKIE, OVERRIDE_COOKIE, browserCookieOptions, browserHash, browserIdOf, cookieClaims, newBrowserId, overrideCookieOptions, verifyOverride } from '../overrides.js';
import type { RegistryContext } from './context.js';
import { NoBody, NoFields, Text } from './schemas.js';

export async function overrideRedeemRoutes(fastify: FastifyInstance, ctx: RegistryContext): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { store, linkKey } = ctx;

  /** Sends the browser on to the site's home page with the link's token in its cookie. */
  app.get(
    '/platform/override',
    {
      config: { inputError: 'invalid_override' },
      // Refusals are a sentence for the person who clicked the link, as text.
      schema: { querystring: Type.Object({ token: Type.Optional(Type.String({ maxLength: 4_096 })) }), response: { 303: NoBody, '4xx': Text } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
      const token = String(req.query.token ?? '');
      const claim = verifyOverride(linkKey, token);
      const link = claim?.id ? await store.overrides.get(claim.id) : undefined;
      if (!claim || (claim.id && (!link || link.revokedAt)) || (!claim.dev && !(await store.artifacts.get(claim.remote, claim.version)))) {
        return reply.code(400).type('text/plain; charset=utf-8').send('This override link is invalid or has expired, or was revoked. Ask for a new one.');
      }
      const secure = req.protocol === 'https';
      if (claim.dev && claim.id) {
        // A dev link is one browser's: the first to open it binds it, through this browser's id cookie.
        const known = browserIdOf(req.cookies);
        const browser = known ?? newBrowserId();
        if (!(await store.overrides.bind(claim.id, browserHash(browser), new Date().toISOString()))) {
          req.log.warn({ link: claim.id, merchant: claim.merchant, remote: claim.remote }, 'dev link opened by a second browser: refused');
          return reply.code(403).type('text/plain; charset=utf-8').send('This dev link was already opened in another browser. Ask for a link of your own.');
        }
        // Only a browser the link is now bound to gets an id: a refused one leaves with no cookie.
        if (!known) reply.setCookie(BROWSER_COOKIE, browser, browserCookieOptions(secure));
      }
      const others = cookieClaims(linkKey, req.cookies).filter((c) => c.claim.merchant !== claim.merchant || c.claim.remote !== claim.remote);
      const tokens = [...others.map((c) => c.token), token];
      const maxAge = Math.max(claim.exp, ...others.map((c) => c.claim.exp)) - Math.floor(Date.now() / 1000);
      reply.setCookie(OVERRIDE_COOKIE, tokens.join('~'), overrideCookieOptions(maxAge, secure));
      return reply.redirect('/', 303);
    },
  );

  /** Forgets every override link of this browser (the host's banner calls it). */
  app.post(
    '/platform/override/clear',
    { config: { inputError: 'invalid_override' }, schema: { querystring: NoFields, response: { 204: NoBody } } },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store').setCookie(OVERRIDE_COOKIE, '', overrideCookieOptions(0, req.protocol === 'https'));
      return reply.code(204).send();
    },
  );
}
