/**
 * The test account `release verify` signs in with: set through the CLI (the password from the environment or stdin,
 * never argv), kept sealed, never answered, printed or audited; the registry signs in with it on the merchant's
 * gateway (the sandbox here) and answers a session. And what the check prints after it, by exit code.
 */
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import type { RegistryStore } from '../registry/store.js';
import { buildServer } from '../server.js';
import { listen, publishDemo, tempDir } from '../test-utils/helpers.js';
import { PASSWORD_ENV, readPassword } from './commands/verify-account.js';
import { afterFailedVerify, afterVerify } from './commands/verify.js';
import type { CommandContext } from './commands.js';
import { main } from './run.js';

const TOKEN = 'verify-account-token';
const PASSWORD = 'Tessera2026';
let app: FastifyInstance;
let server: string;

jest.setTimeout(60_000);

beforeAll(async () => {
  app = await buildServer({ dataDir: tempDir(), opsToken: TOKEN, logger: false });
  const call = await listen(app);
  server = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  await publishDemo(call, TOKEN, ['1.0.0']);
});
afterAll(async () => {
  delete process.env[PASSWORD_ENV];
  await app.close();
});

async function cli(argv: string[], token = TOKEN): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main([...argv, '--server', server, '--token', token], (t) => out.push(t), (t) => err.push(t));
  return { code, out: out.join('\n'), err: err.join('\n') };
}
/** One ops call over HTTP: its status and JSON. */
async function post(url: string, token = TOKEN): Promise<{ statusCode: number; json: () => unknown }> {
  const res = await fetch(`${server}${url}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as unknown;
  return { statusCode: res.status, json: () => body };
}

describe('tessera merchant verify-account', () => {
  it('says when a merchant has none, with a command that runs as printed', async () => {
    const res = await cli(['merchant', 'verify-account', 'demo']);
    expect(res).toEqual({
      code: 0,
      out: `demo: no test account; release verify checks only the signed-out pages and fails the signed-in ones\nset one: tessera merchant verify-account --help --server ${server}`,
      err: '',
    });
    const printed = res.out.split('set one: tessera ')[1]!.split(' ');
    const help = await cli(printed.slice(0, -2));
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^usage: tessera merchant verify-account <merchant> \[--account <login> \| off\]/);
    expect((await post('/ops/merchants/demo/verify-account/session')).json()).toEqual({ error: 'no_verify_account', message: 'demo has no test account for release verify' });
  });

  it('refuses the password on the command line, and a wrong second argument, as usage errors (exit 2)', async () => {
    const argv = await cli(['merchant', 'verify-account', 'demo', '--account', 'player01', '--password', PASSWORD]);
    expect([argv.code, argv.err]).toEqual([2, 'tessera: tessera merchant verify-account does not take --password\nsee tessera merchant verify-account --help']);
    const on = await cli(['merchant', 'verify-account', 'demo', 'on']);
    expect([on.code, on.err.split('\n')[0]]).toEqual([2, `tessera: on is not off (the login goes in --account, the password on stdin or in ${PASSWORD_ENV})`]);
  });

  it('keeps the password sealed: never answered, printed, audited or stored in clear; the registry signs in with it', async () => {
    process.env[PASSWORD_ENV] = PASSWORD;
    const set = await cli(['merchant', 'verify-account', 'demo', '--account', 'player01', '--actor', 'qa']);
    delete process.env[PASSWORD_ENV];
    expect(set.code).toBe(0);
    expect(set.out).toMatch(/^demo: release verify signs in as player01 \(set by bootstrap \(qa\), \d{4}-\d\d-\d\d \d\d:\d\d:\d\dZ\); the password is kept sealed and is never shown$/);
    const json = await cli(['merchant', 'verify-account', 'demo', '--json']);
    expect(JSON.parse(json.out)).toEqual({ merchant: 'demo', account: 'player01', updatedAt: expect.any(String), actor: 'bootstrap (qa)' });
    const audit = (await cli(['audit', '--merchant', 'demo', '--action', 'verify-account', '--json'])).out;
    expect(audit).toContain('player01');
    const store = (app as unknown as { tessera: { registry: RegistryStore } }).tessera.registry;
    const row = await store.db.selectFrom('merchant_verify_accounts').selectAll().executeTakeFirstOrThrow();
    for (const text of [set.out, json.out, audit, JSON.stringify(row)]) expect(text).not.toContain(PASSWORD);

    const session = await post('/ops/merchants/demo/verify-account/session');
    expect(session.statusCode).toBe(200);
    const { token, account } = session.json() as { token: string; account: string };
    expect(account).toBe('player01');
    // A real session of the gateway: it loads the member.
    const info = await fetch(`${server}/wps/member/info`, { headers: { merchant: 'demo', language: 'EN', authorization: token } });
    expect(await info.json()).toMatchObject({ success: true, value: { account: 'player01' } });
  });

  it('answers a session only to who may check or release, and says why a sign-in failed', async () => {
    const team = JSON.parse((await cli(['credentials', 'create', 'member-team', '--scope', 'remote:member', '--json'])).out) as { token: string };
    const refused = await post('/ops/merchants/demo/verify-account/session', team.token);
    expect(refused.statusCode).toBe(403);
    const checker = JSON.parse((await cli(['credentials', 'create', 'checker', '--scope', 'verify', '--json'])).out) as { token: string };
    expect((await post('/ops/merchants/demo/verify-account/session', checker.token)).statusCode).toBe(200);
    // Setting it is a release change: the team may not.
    process.env[PASSWORD_ENV] = 'not-the-password';
    const byTeam = await cli(['merchant', 'verify-account', 'demo', '--account', 'player01'], team.token);
    expect([byTeam.code, byTeam.err]).toEqual([1, expect.stringMatching(/^tessera: 403 forbidden: /)]);
    expect((await cli(['merchant', 'verify-account', 'demo', '--account', 'player01'])).code).toBe(0);
    delete process.env[PASSWORD_ENV];
    const wrong = await post('/ops/merchants/demo/verify-account/session');
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ error: 'verify_sign_in_failed', message: expect.stringMatching(/^demo's test account could not sign in: the gateway refused player01 \(HTTP \d+, /) });
    const off = await cli(['merchant', 'verify-account', 'demo', 'off']);
    expect(off.out.split('\n')[0]).toBe('demo: no test account; release verify checks only the signed-out pages and fails the signed-in ones');
  });

  it('reads the password from the first line of stdin when the environment has none', async () => {
    const prompts: string[] = [];
    const stdin = Readable.from([`${PASSWORD}\nnext line\n`]) as unknown as NodeJS.ReadStream;
    expect(await readPassword({}, stdin, (t) => prompts.push(t))).toBe(PASSWORD);
    expect(prompts).toEqual([]);
    expect(await readPassword({ [PASSWORD_ENV]: 'from-env' }, stdin, (t) => prompts.push(t))).toBe('from-env');
  });
});

describe('the hint after release verify', () => {
  const ctx = { followUp: (cmd: string) => `tessera ${cmd}` } as CommandContext;
  const ops = { name: 'demo-ops', scopes: ['release:demo'], bootstrap: false };
  const team = { name: 'member-team', scopes: ['remote:member'], bootstrap: false };
  const set = (member: { version: string; canary?: { version: string; percent: number } }) => ({ merchant: 'demo', revision: 7, host: { version: '1.0.0' }, remotes: { member } });
  const checked = { merchant: 'demo', remote: 'member', version: '1.2.0' };

  it('after a pass without the set read, names no revision and never --force', () => {
    expect(afterVerify(ctx, ops, null, checked)).toBe('next: read the set (tessera release show demo), then canary it with --expect at that revision');
  });

  it('after a failure ends the failed version’s running canary on the revision just read, and says nothing otherwise', () => {
    expect(afterFailedVerify(ctx, ops, set({ version: '1.1.0', canary: { version: '1.2.0', percent: 10 } }), checked)).toBe(
      'next: 1.2.0 is the canary at 10%; end it: tessera release canary demo member off --expect 7',
    );
    expect(afterFailedVerify(ctx, team, set({ version: '1.1.0', canary: { version: '1.2.0', percent: 10 } }), checked)).toBe(
      'next: 1.2.0 is the canary at 10%; ask a credential with release:demo (or release:*, admin) to end it',
    );
    expect(afterFailedVerify(ctx, ops, set({ version: '1.1.0', canary: { version: '1.1.5', percent: 10 } }), checked)).toBeUndefined();
    expect(afterFailedVerify(ctx, ops, set({ version: '1.1.0' }), checked)).toBeUndefined();
    expect(afterFailedVerify(ctx, ops, null, checked)).toBeUndefined();
  });
});
