/**
 * A merchant's test account for `tessera release verify` (ops API). Setting or removing it takes what a release
 * change takes and is audited (the login, never the password); reading it shows the login only. The check signs in
 * through `POST …/verify-account/session`: the registry signs in on the merchant's gateway and answers a session
 * token, so the password is never answered by any route.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { can } from '../credentials.js';
import { MERCHANT_RE } from '../releases.js';
import { openPassword, sealPassword, signIn, SignInError, type GatewayCall } from '../verify-account.js';
import { refuse, releaseGuard, who, type RegistryContext } from './context.js';
import { MerchantParams, NullableString, answers } from './schemas.js';

const View = Type.Object({ merchant: Type.String(), account: NullableString(), updatedAt: NullableString(), actor: NullableString() });
const Session = Type.Object({ merchant: Type.String(), account: Type.String(), token: Type.String() });
// The sandbox's limits for logins and passwords (docs/security.md); printable, no spaces in the login.
const Account = Type.String({ minLength: 1, maxLength: 64, pattern: '^[\\x21-\\x7e]+$' });
const Password = Type.String({ minLength: 1, maxLength: 128 });

/** This server's loopback origin (it listens on a TCP port whenever a route answers). */
function ownOrigin(fastify: FastifyInstance): string {
  const a = fastify.server.address();
  if (!a || typeof a === 'string') throw new SignInError('this server does not listen on a TCP port');
  const host = a.family === 'IPv6' ? `[${a.address === '::' ? '::1' : a.address}]` : a.address === '0.0.0.0' ? '127.0.0.1' : a.address;
  return `http://${host}:${a.port}`;
}

export async function opsVerifyAccountRoutes(fastify: FastifyInstance, ctx: RegistryContext): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { store } = ctx;
  const path = '/ops/merchants/:merchant/verify-account';
  const known = async (merchant: string) => MERCHANT_RE.test(merchant) && Boolean(await store.releases.get(merchant));
  const noMerchant = (merchant: string) => ({ error: 'not_found', message: `merchant ${merchant} has no release set` });

  app.get(path, { config: { inputError: 'invalid_request' }, schema: { params: MerchantParams, response: answers(View) } }, async (req) => store.verifyAccounts.view(req.params.merchant));

  app.put(
    path,
    {
      preHandler: releaseGuard,
      config: { inputError: 'invalid_verify_account' },
      schema: { params: MerchantParams, body: Type.Object({ account: Account, password: Password }), response: answers(View) },
    },
    async (req, reply) => {
      const { merchant } = req.params;
      if (!(await known(merchant))) return reply.code(404).send(noMerchant(merchant));
      const before = await store.verifyAccounts.view(merchant);
      const { account, password } = req.body;
      await store.verifyAccounts.set(merchant, account, sealPassword(ctx.verifyAccountKey, merchant, password), who(req).name);
      // The audit keeps the login and that a password was set, never the password.
      await store.audit.add(who(req).name, merchant, 'verify-account', before.account ? { account: before.account } : null, { account, password: 'set' });
      return store.verifyAccounts.view(merchant);
    },
  );

  app.delete(path, { preHandler: releaseGuard, config: { inputError: 'invalid_request' }, schema: { params: MerchantParams, response: answers(View) } }, async (req, reply) => {
    const { merchant } = req.params;
    if (!(await known(merchant))) return reply.code(404).send(noMerchant(merchant));
    const before = await store.verifyAccounts.view(merchant);
    await store.verifyAccounts.remove(merchant);
    if (before.account) await store.audit.add(who(req).name, merchant, 'verify-account', { account: before.account }, null);
    return store.verifyAccounts.view(merchant);
  });

  /** A session of the test account for one check's browser: whoever may check (verify), or change this merchant's releases. */
  app.post(`${path}/session`, { config: { inputError: 'invalid_request' }, schema: { params: MerchantParams, response: answers(Session) } }, async (req, reply) => {
    const { merchant } = req.params;
    const p = who(req);
    if (await refuse(reply, req, p.scopes.includes('verify') || can.admin(p) || can.release(p, merchant), `verify, release:${merchant}, release:* or admin`)) return reply;
    const stored = await store.verifyAccounts.sealed(merchant);
    if (!stored) {
      return reply.code(404).send({ error: 'no_verify_account', message: `${merchant} has no test account for release verify` });
    }
    const password = openPassword(ctx.verifyAccountKey, merchant, stored.sealed);
    if (password === undefined) {
      return reply.code(409).send({ error: 'verify_account_unreadable', message: `${merchant}'s test account was sealed under another ops token: set it again` });
    }
    // The gateway is this server's own /wps (the sandbox, or the proxy to the merchant's gateway), over loopback.
    const gateway: GatewayCall = async ({ method, url, headers, body }) => {
      const res = await fetch(`${ownOrigin(fastify)}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(15_000) });
      return { status: res.status, text: await res.text() };
    };
    try {
      return { merchant, account: stored.account, token: await signIn(gateway, merchant, stored.account, password) };
    } catch (e) {
      if (e instanceof SignInError) return reply.code(409).send({ error: 'verify_sign_in_failed', message: `${merchant}'s test account could not sign in: ${e.message}` });
      throw e;
    }
  });
}
