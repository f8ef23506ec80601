/**
 * What the CLI tells people: the commands it prints run as they were typed, a refused token is told
 * so, `--json` errors are JSON, slow work is refused before it starts, and hints fit the credential.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startCliServer } from '../test-utils/cli-server.js';
import { httpCall, makeArtifactDir, tempDir } from '../test-utils/helpers.js';
import { nextSteps } from './commands/publish.js';
import { afterVerify } from './commands/verify.js';
import type { CommandContext } from './commands.js';
import { invokedAs, main } from './run.js';

const TOKEN = 'cli-messages-token';
const PNPM = 'corepack pnpm exec tessera';
let server: string;
let close: () => Promise<void>;

beforeAll(async () => ({ url: server, close } = await startCliServer(TOKEN)));
afterAll(() => close());

/** `tessera <argv>` as a process runs it: its exit code, stdout and stderr lines. */
async function cli(argv: string[], name?: string): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, (t) => out.push(t), (t) => err.push(t), name);
  return { code, out, err };
}
const as = (token: string) => ['--server', server, '--token', token];

async function credential(name: string, scope: string): Promise<string> {
  const { out } = await cli(['credentials', 'create', name, '--scope', scope, '--json', ...as(TOKEN)]);
  return (JSON.parse(out.join('\n')) as { token: string }).token;
}

describe('the commands tessera prints', () => {
  it('start as the CLI was typed: `corepack pnpm exec tessera` through pnpm exec, else `tessera`', async () => {
    expect(invokedAs({ npm_command: 'exec' })).toBe(PNPM);
    expect(invokedAs({})).toBe('tessera');
    const help = await cli(['release', 'pin', '--help'], PNPM);
    expect(help.out.join('\n')).toMatch(/^usage: corepack pnpm exec tessera release pin .*\n.*\nexamples:\n {2}corepack pnpm exec tessera release pin demo member 1\.1\.0 --expect 4\n/);
    const group = await cli(['release', '--help'], PNPM);
    expect(group.out.join('\n')).toMatch(/^usage:\n {2}corepack pnpm exec tessera release build .*\n[\s\S]*more: corepack pnpm exec tessera release <command> --help$/);
    expect((await cli(['merchant', 'worker', 'demo', 'of', ...as(TOKEN)], PNPM)).err).toEqual([`tessera: of is not on or off\nsee ${PNPM} merchant worker --help`]);
    expect((await cli(['release', 'shwo', 'demo'], PNPM)).err).toEqual(['tessera: unknown release command shwo; did you mean corepack pnpm exec tessera release show?\nsee corepack pnpm exec tessera --help']);
    const stale = await cli(['release', 'pin', 'demo', 'member', '1.1.0', ...as(TOKEN)], PNPM);
    expect(stale.err[0]).toContain(`(the revision you looked at: ${PNPM} release show demo --server ${server})`);
  });

  it('take the server from TESSERA_SERVER, --server winning, and name it only when it is not that one', async () => {
    process.env.TESSERA_SERVER = `${server}/`;
    try {
      const created = await cli(['credentials', 'create', 'env-team', '--scope', 'remote:games', '--token', TOKEN]);
      expect(created.code).toBe(0);
      expect(created.out.join('\n')).toMatch(/\nrevoke it: tessera credentials revoke env-team$/);
      const elsewhere = await cli(['whoami', '--server', 'http://127.0.0.1:9', '--token', TOKEN]);
      expect([elsewhere.code, elsewhere.err[0]]).toEqual([1, expect.stringMatching(/^tessera: cannot reach http:\/\/127\.0\.0\.1:9/)]);
    } finally {
      delete process.env.TESSERA_SERVER;
    }
  });

  it('never put a new token on a command line, and hint only what the credential may do', async () => {
    const created = await cli(['credentials', 'create', 'games-hints', '--scope', 'remote:games', ...as(TOKEN)]);
    const token = /keep it secret\): (\S+)/.exec(created.out.join('\n'))?.[1] as string;
    expect(created.out.join('\n').split('\n').filter((l) => l.includes(token))).toHaveLength(1);
    const ctx = { followUp: (cmd: string) => `${PNPM} ${cmd}` } as CommandContext;
    const version = { app: 'games', version: '1.2.0', merchant: 'demo', rev: '4' };
    const team = nextSteps(ctx, { name: 'games-hints', scopes: ['remote:games'], bootstrap: false }, version).join('\n');
    expect(team).toContain(`${PNPM} override link demo games 1.2.0 --ttl 1h`);
    expect(team).not.toMatch(/release (canary|pin)/);
    expect(team).toContain('ask a credential with release:demo (or release:*, admin) to canary or pin it');
    const ops = nextSteps(ctx, { name: 'demo-ops', scopes: ['release:demo'], bootstrap: false }, version).join('\n');
    expect(ops).toContain(`${PNPM} release canary demo games 1.2.0 --percent 10 --expect 4`);
    expect(ops).toContain(`${PNPM} release pin demo games 1.2.0 --expect 4`);
    expect(nextSteps(ctx, { name: 'other', scopes: ['release:demo2'], bootstrap: false }, version).join('\n')).not.toContain('tessera release');
    // Built without --merchant: the steps it may take on some merchant, with the merchant left to fill in.
    expect(nextSteps(ctx, { name: 'demo-ops', scopes: ['release:demo'], bootstrap: false }, { ...version, merchant: '<merchant>', rev: '<revision>' }).join('\n')).toContain(
      `${PNPM} release pin <merchant> games 1.2.0 --expect <revision>`,
    );
    expect(nextSteps(ctx, { name: 'demo-ops', scopes: ['release:demo'], bootstrap: false }, { ...version, app: 'host' })).toEqual([`next: ${PNPM} release set demo --host 1.2.0 --expect 4`]);
  });
});

describe('the hint after a passing release verify', () => {
  const ctx = { followUp: (cmd: string) => `tessera ${cmd}` } as CommandContext;
  const ops = { name: 'demo-ops', scopes: ['release:demo'], bootstrap: false };
  const set = (member: { version: string; canary?: { version: string; percent: number } }) => ({ merchant: 'demo', revision: 7, host: { version: '1.0.0' }, remotes: { member } });
  const checked = { merchant: 'demo', remote: 'member', version: '1.2.0' };

  it('canaries on the revision just read, never with --force', () => {
    expect(afterVerify(ctx, ops, set({ version: '1.1.0' }), checked)).toBe('next: tessera release canary demo member 1.2.0 --percent 10 --expect 7');
  });

  it('respects a running canary: promotes the checked one, or ends another first', () => {
    expect(afterVerify(ctx, ops, set({ version: '1.1.0', canary: { version: '1.2.0', percent: 10 } }), checked)).toBe(
      "next: it is the canary at 10%; make it everyone's: tessera release promote demo member --expect 7",
    );
    expect(afterVerify(ctx, ops, set({ version: '1.1.0', canary: { version: '1.1.5', percent: 25 } }), checked)).toBe(
      'next: a canary of member@1.1.5 runs at 25%; end it first (tessera release canary demo member off --expect 7), then canary 1.2.0',
    );
  });

  it('suggests no change to a credential that may not make it, and none for the pinned version', () => {
    expect(afterVerify(ctx, { name: 'member-team', scopes: ['remote:member'], bootstrap: false }, set({ version: '1.1.0' }), checked)).toBe(
      'next: ask a credential with release:demo (or release:*, admin) to canary it',
    );
    expect(afterVerify(ctx, ops, set({ version: '1.2.0' }), checked)).toBe('member@1.2.0 is already pinned on demo');
  });
});

describe('what tessera says when refused', () => {
  it('tells a wrong or revoked token "token refused or revoked", naming where the token came from', async () => {
    const wrong = await cli(['merchants', ...as('not-a-token')]);
    expect([wrong.code, wrong.err[0]]).toEqual([1, `tessera: 401 token refused or revoked: ${server} does not accept the ops token from --token; ask an admin for a new credential`]);
    const token = await credential('short-lived', 'remote:member');
    await cli(['credentials', 'revoke', 'short-lived', ...as(TOKEN)]);
    process.env.TESSERA_OPS_TOKEN = token;
    try {
      expect((await cli(['whoami', '--server', server])).err[0]).toMatch(/^tessera: 401 token refused or revoked: .* from TESSERA_OPS_TOKEN;/);
    } finally {
      delete process.env.TESSERA_OPS_TOKEN;
    }
    // The server says the same to anyone presenting a token it does not know, and asks for one when none is sent.
    expect((await httpCall(server, { method: 'GET', url: '/ops/whoami', headers: { authorization: 'Bearer nope' } })).json()).toEqual({ error: 'unauthorized', message: 'token refused or revoked' });
    expect((await httpCall(server, { method: 'GET', url: '/ops/whoami' })).json()).toEqual({ error: 'unauthorized', message: 'ops bearer token required' });
  });

  it('writes errors under --json as one line of JSON { code, message } on stderr, with the same exit codes', async () => {
    const missing = await cli(['release', 'show', 'nobody', '--json', ...as(TOKEN)]);
    expect([missing.code, missing.out]).toEqual([1, []]);
    expect(JSON.parse(missing.err[0]!)).toEqual({ code: 'not_found', message: '404 not_found: merchant nobody has no release set (current revision 0)' });
    const typo = await cli(['release', 'shwo', 'demo', '--json']);
    expect(typo.code).toBe(2);
    expect(JSON.parse(typo.err[0]!)).toEqual({ code: 'usage', message: 'unknown release command shwo; did you mean tessera release show?\nsee tessera --help' });
    const refused = await cli(['merchants', '--json', ...as('wrong')]);
    expect([refused.code, JSON.parse(refused.err[0]!).code]).toEqual([1, 'unauthorized']);
    const unreachable = await cli(['merchants', '--json', '--server', 'http://127.0.0.1:9', '--token', TOKEN]);
    expect([unreachable.code, JSON.parse(unreachable.err[0]!).code]).toEqual([1, 'unreachable']);
  });

  it('refuses a bad version or a credential without the scope before building (in well under a second)', async () => {
    const games = await credential('games-build', 'remote:games');
    for (const [argv, code, message] of [
      [['release', 'build', 'member', '--version', '1.2', ...as(TOKEN)], 2, 'tessera: --version 1.2 is not a semver version (like 1.1.0 or 2.0.0-rc.1)'],
      [['release', 'build', 'member', '--version', '1.2.0', ...as(games)], 1, 'tessera: credential games-build (remote:games) may not publish member: it needs remote:member or admin; nothing was built'],
      [['release', 'build', 'member', '--version', '1.2.0', ...as('wrong')], 1, expect.stringMatching(/^tessera: 401 token refused or revoked/)],
    ] as const) {
      const started = Date.now();
      const res = await cli([...argv]);
      expect([res.code, res.err[0]]).toEqual([code, message]);
      expect(Date.now() - started).toBeLessThan(1000);
    }
  });

  it("prints a command a server's refusal names as this CLI was typed, with its server", async () => {
    const publish = async (app: string, version: string, exposes?: string[]) => (await cli(['publish', makeArtifactDir({ app, version, exposes }), ...as(TOKEN)])).code;
    expect([await publish('host', '1.0.0'), await publish('member', '4.0.0', ['./MemberCentre', './PointsMall']), await publish('member', '4.0.1', ['./MemberCentre', './PointsMall'])]).toEqual([0, 0, 0]);
    expect((await cli(['release', 'set', 'checked', '--host', '1.0.0', '--remote', 'member=4.0.0', '--expect', '0', ...as(TOKEN)])).code).toBe(0);
    expect((await cli(['release', 'policy', 'checked', '--require-verify', ...as(TOKEN)])).code).toBe(0);
    const pin = await cli(['release', 'pin', 'checked', 'member', '4.0.1', '--force', ...as(TOKEN)], PNPM);
    expect([pin.code, pin.err[0]]).toEqual([1, expect.stringMatching(new RegExp(`has not been checked; run: ${PNPM} release verify checked member 4\\.0\\.1 --server ${server}$`))]);
  });

  it('suggests the next free version when a version is taken by other content', async () => {
    expect((await cli(['publish', makeArtifactDir({ app: 'host', version: '1.0.0' }), ...as(TOKEN)])).code).toBe(0);
    const exposes = ['./MemberCentre', './PointsMall'];
    const other = [...exposes, './Extra'];
    const published = async (version: string, how = exposes) => {
      const res = await cli(['publish', makeArtifactDir({ app: 'member', version, exposes: how }), ...as(TOKEN)]);
      return res.code === 0 ? 0 : res.err[0];
    };
    expect(await published('2.0.0')).toBe(0);
    expect(await published('2.0.1')).toBe(0);
    const taken = await cli(['publish', makeArtifactDir({ app: 'member', version: '2.0.0', exposes: other }), ...as(TOKEN)]);
    expect(taken.code).toBe(1);
    expect(taken.err[0]).toMatch(/^tessera: 409 version_exists: member@2\.0\.0 is already published with different content; versions are immutable\nthe next free version is 2\.0\.2: tessera release build member --version 2\.0\.2 --server \S+$/);
    expect(await published('3.0.0-rc.1')).toBe(0);
    const rc = await cli(['publish', makeArtifactDir({ app: 'member', version: '3.0.0-rc.1', exposes: other }), ...as(TOKEN)]);
    expect(rc.err[0]).toContain('the next free version is 3.0.0-rc.2: ');
  });
});

describe('the tessera bin', () => {
  /** bin/tessera.mjs copied into a package folder of its own, with `dist` as given. */
  function binIn(dist?: string): string {
    const dir = tempDir('tessera-bin-');
    mkdirSync(join(dir, 'bin'));
    copyFileSync(join(__dirname, '../../bin/tessera.mjs'), join(dir, 'bin/tessera.mjs'));
    if (dist !== undefined) {
      mkdirSync(join(dir, 'dist/cli'), { recursive: true });
      writeFileSync(join(dir, 'dist/cli/run.js'), dist);
      writeFileSync(join(dir, 'package.json'), '{"type":"module"}');
    }
    return join(dir, 'bin/tessera.mjs');
  }

  it('exists before the build (pnpm links it at install) and says what to run while the CLI is not built', () => {
    const res = spawnSync(process.execPath, [binIn(), '--version'], { encoding: 'utf8' });
    expect([res.status, res.stdout, res.stderr]).toEqual([1, '', 'tessera: the CLI is not built yet; build it (and the packages it needs) with: corepack pnpm --filter @tessera/server... run build\n']);
  });

  it('runs the built CLI with its arguments, as it was typed, and exits with its code', () => {
    const bin = binIn('export const invokedAs = (env) => env.npm_command === "exec" ? "pnpm-typed" : "typed";\nexport const main = async (argv, out, err, name) => { console.log(name, argv.join(" ")); return 3; };\n');
    const res = spawnSync(process.execPath, [bin, 'release', 'show', 'demo'], { encoding: 'utf8', env: { ...process.env, npm_command: 'exec' } });
    expect([res.status, res.stdout]).toEqual([3, 'pnpm-typed release show demo\n']);
  });
});
