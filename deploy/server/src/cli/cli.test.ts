import { startCliServer } from '../test-utils/cli-server.js';
import { httpCall, makeArtifactDir, ticketFor } from '../test-utils/helpers.js';
import { COMMANDS } from './commands.js';
import { CliError, UsageError } from './ops-api.js';
import { didYouMean, formatDuration, parseDuration, table } from './format.js';
import { main, run, usage } from './run.js';

const TOKEN = 'cli-ops-token';
let server: string;
let close: () => Promise<void>;

beforeAll(async () => ({ url: server, close } = await startCliServer(TOKEN)));
afterAll(() => close());

/** A release set as `release show` and every change print it, without its time. */
const release = (head: string, ...rows: string[]) => [head, 'REMOTE  VERSION  FALLBACK  CANARY', ...rows].join('\n');
const noTime = (text: string) => text.replace(/ {2}since \S+ \S+/, '');

/** Runs the CLI against the test server and returns what it printed. */
async function tessera(...argv: string[]): Promise<string> {
  const lines: string[] = [];
  await run([...argv, '--server', server, '--token', TOKEN, '--actor', 'cli-test'], (text) => lines.push(text));
  return lines.join('\n');
}

describe('tessera', () => {
  it('generates its help from the command table', async () => {
    const help = await tessera('--help');
    expect(help).toBe(usage());
    for (const c of COMMANDS) expect(help).toContain(`tessera ${c.name}`);
    expect(new Set(COMMANDS.map((c) => c.name)).size).toBe(COMMANDS.length);
  });

  it('prints its version, and refuses to build what is not an app folder', async () => {
    const lines: string[] = [];
    await run(['--version'], (t) => lines.push(t));
    expect(lines).toEqual([expect.stringMatching(/^tessera \d+\.\d+\.\d+/)]);
    await expect(tessera('release', 'build', 'casino', '--version', '1.0.1')).rejects.toThrow(/^casino: not an app folder/);
    await expect(tessera('release', 'build', 'member')).rejects.toThrow(/^missing --version <v>/);
    await expect(tessera('release', 'build', 'member', '--version', '1.0 beta')).rejects.toThrow(new UsageError('--version 1.0 beta is not a semver version (like 1.1.0 or 2.0.0-rc.1)'));
  });

  it('lists a group of commands for `tessera <group> --help`', async () => {
    const lines: string[] = [];
    await run(['release', '--help'], (t) => lines.push(t));
    const help = lines.join('\n');
    for (const c of COMMANDS.filter((c) => c.name.startsWith('release '))) expect(help).toContain(`tessera ${c.name}`);
    expect(help).not.toContain('tessera override link');
    expect(help).toMatch(/more: tessera release <command> --help$/);
  });

  it('gives help per command with examples, and refuses unknown flags as usage errors', async () => {
    const help = await tessera('release', 'pin', '--help');
    expect(help).toMatch(/^usage: tessera release pin <merchant> <remote> <version> .*\n {2}Points one remote.*\nexamples:\n {2}tessera release pin demo member 1\.1\.0 --expect 4/);
    const refused = tessera('release', 'show', 'demo', '--colour');
    await expect(refused).rejects.toBeInstanceOf(UsageError);
    await expect(tessera('release', 'show', 'demo', '--colour')).rejects.toThrow(/^Unknown option '--colour'\nsee tessera --help$/);
    // A flag another command takes is refused by this one, with the nearest flag it does take.
    await expect(tessera('release', 'pin', 'demo', 'member', '1.1.0', '--expected', '3')).rejects.toThrow(/^Unknown option '--expected'; did you mean --expect\?/);
    await expect(tessera('release', 'show', 'demo', '--percent', '5')).rejects.toThrow(/^tessera release show does not take --percent\nsee tessera release show --help/);
    await expect(tessera('release', 'canary', 'demo', 'member', 'off', '--forse')).rejects.toThrow(/did you mean --force\?/);
  });

  it('has help with at least one runnable-looking example for every command', async () => {
    for (const c of COMMANDS) {
      const help = await tessera(...c.name.split(' '), '--help');
      expect(help).toMatch(new RegExp(`^usage: tessera ${c.name}[^\\n]*\\n {2}\\S[^\\n]*\\nexamples:\\n {2}tessera ${c.name}\\b`));
    }
  });

  it('refuses malformed --expect, --percent, --limit and --since values as usage errors (exit code 2), before calling the server', async () => {
    for (const argv of [
      ['release', 'pin', 'demo', 'member', '1.1.0', '--expect', 'latest'],
      ['release', 'pin', 'demo', 'member', '1.1.0', '--expect', '-1'],
      ['release', 'pin', 'demo', 'member', '1.1.0', '--expect', '1.5'],
      ['release', 'rollback', 'demo', 'two', '--force'],
      ['release', 'canary', 'demo', 'member', '1.2.0', '--percent', 'ten', '--force'],
      ['release', 'canary', 'demo', 'member', '1.2.0', '--percent', '101', '--force'],
      ['release', 'canary', 'demo', 'member', '1.2.0', '--percent', '', '--force'],
      ['audit', '--limit', 'all'],
      ['telemetry', '--since', 'yesterday'],
    ]) {
      await expect(tessera(...argv)).rejects.toBeInstanceOf(UsageError);
    }
    await expect(tessera('release', 'pin', 'demo', 'member', '1.1.0', '--expect', 'latest')).rejects.toThrow(/^--expect must be a non-negative integer, got "latest"/);
    await expect(tessera('release', 'canary', 'demo', 'member', '1.2.0', '--percent', 'ten', '--force')).rejects.toThrow(/^--percent must be a number 0\.\.100, got "ten"/);
  });

  it('refuses unknown commands in one line, with the nearest command, and missing arguments with the usage', async () => {
    await expect(tessera('deploy')).rejects.toThrow(new CliError('unknown command deploy\nsee tessera --help'));
    await expect(tessera('relase', 'show', 'demo')).rejects.toThrow(new CliError('unknown command relase; did you mean tessera release show?\nsee tessera --help'));
    await expect(tessera('artefacts')).rejects.toThrow(/^unknown command artefacts; did you mean tessera artifacts\?/);
    await expect(tessera('release', 'pinn', 'demo')).rejects.toThrow(/^unknown release command pinn; did you mean tessera release pin\?\nsee tessera --help$/);
    await expect(tessera('release', 'deploy', 'demo')).rejects.toThrow(/^unknown release command deploy: one of build, show, set, pin, rollback, canary, promote, history/);
    await expect(tessera('release', 'show')).rejects.toThrow(/^missing <merchant>\nusage: tessera release show/);
    await expect(tessera('deploy')).rejects.toBeInstanceOf(UsageError);
    await expect(tessera('release', 'show', 'nobody')).rejects.toThrow(/^404 /);
  });

  it('publishes, sets, pins and rolls back a release set, and reads the audit log and telemetry', async () => {
    const host = makeArtifactDir({ app: 'host', version: '1.0.0' });
    expect(await tessera('publish', host)).toMatch(/^published host@1\.0\.0 \/host\/1\.0\.0\/index\.html sha384-/);
    expect(await tessera('publish', host)).toMatch(/^unchanged host@1\.0\.0 /);
    for (const version of ['1.0.0', '1.1.0']) await tessera('publish', makeArtifactDir({ app: 'member', version, exposes: ['./MemberCentre', './PointsMall'] }));
    expect(await tessera('artifacts', '--app', 'member')).toMatch(/^APP +VERSION +PUBLISHED +BY +INTEGRITY\nmember +1\.0\.0 +\d{4}-\d\d-\d\d \d\d:\d\d:\d\dZ +bootstrap \(cli-test\) +sha384-\S{12}…\nmember +1\.1\.0 /);

    expect(noTime(await tessera('release', 'set', 'demo', '--host', '1.0.0', '--remote', 'member=1.0.0', '--expect', '0'))).toBe(
      release('demo  revision 1  host 1.0.0  overrides off', 'member  1.0.0    -         -'),
    );
    // An update names the revision it is based on, or says --force.
    await expect(tessera('release', 'pin', 'demo', 'member', '1.1.0')).rejects.toThrow(
      new UsageError(`this change needs --expect <revision> (the revision you looked at: tessera release show demo --server ${server}) or --force`),
    );
    expect(noTime(await tessera('release', 'pin', 'demo', 'member', '1.1.0', '--expect', '1'))).toBe(release('demo  revision 2  host 1.0.0  overrides off', 'member  1.1.0    1.0.0     -'));
    // A stale revision says who moved the set, when, and what they changed.
    await expect(tessera('release', 'pin', 'demo', 'member', '1.0.0', '--expect', '1')).rejects.toThrow(
      /^409 stale_revision: expected revision 1, current is 2: revision 2 is bootstrap \(cli-test\)'s change at \d{4}-\d\d-\d\dT\S+Z \(pin: member 1\.0\.0 → 1\.1\.0\)$/,
    );
    expect(noTime(await tessera('release', 'rollback', 'demo', '1', '--force'))).toBe(release('demo  revision 3  host 1.0.0  overrides off', 'member  1.0.0    -         -'));
    expect(await tessera('release', 'show', 'demo')).toMatch(/^demo {2}revision 3 {2}host 1\.0\.0 {2}overrides off {2}since \d{4}-\d\d-\d\d \d\d:\d\d:\d\dZ\nREMOTE/);
    expect(JSON.parse(await tessera('release', 'show', 'demo', '--json'))).toMatchObject({ merchant: 'demo', revision: 3 });
    expect(JSON.parse(await tessera('release', 'history', 'demo', '--json'))).toHaveLength(3);
    // Three revisions are a four-line table, not pages of integrity hashes.
    const history = (await tessera('release', 'history', 'demo')).split('\n');
    expect(history).toHaveLength(4);
    expect(history[0]).toMatch(/^REV +AT +BY +HOST +MEMBER +OVERRIDES$/);
    expect(history[2]).toMatch(/^2 +\d{4}-\S+ \S+ +bootstrap \(cli-test\) +1\.0\.0 +1\.1\.0 +off$/);

    const audit = JSON.parse(await tessera('audit', '--json')) as { actor: string }[];
    expect(audit.length).toBeGreaterThanOrEqual(3);
    expect(audit.every((a) => a.actor === 'bootstrap (cli-test)')).toBe(true);
    expect(await tessera('telemetry')).toBe('(none)');
    await expect(tessera('telemetry', '--since', '8d')).rejects.toThrow(new UsageError('--since must be between 1m and 7d, got 8d'));
    expect(JSON.parse(await tessera('telemetry', '--json'))).toEqual([]);
    expect(await tessera('telemetry', '--since', '1h')).toBe('(none)');
  });

  it('sets a canary, promotes it and issues a signed override link', async () => {
    await tessera('publish', makeArtifactDir({ app: 'member', version: '1.2.0', exposes: ['./MemberCentre', './PointsMall'] }));
    // A partial `release set` keeps the remotes it does not name.
    await tessera('publish', makeArtifactDir({ app: 'agent', version: '1.0.0', exposes: ['./AgentCentre'] }));
    expect(noTime(await tessera('release', 'set', 'demo', '--remote', 'agent=1.0.0', '--force'))).toBe(
      release('demo  revision 4  host 1.0.0  overrides off', 'member  1.0.0    -         -', 'agent   1.0.0    -         -'),
    );
    expect(await tessera('merchants')).toMatch(/^MERCHANT +REVISION +HOST +CHANGED\ndemo +4 +1\.0\.0 +\d{4}-/);
    expect(noTime(await tessera('release', 'rollback', 'demo', '3', '--force'))).toBe(release('demo  revision 5  host 1.0.0  overrides off', 'member  1.0.0    -         -'));
    expect(noTime(await tessera('release', 'set', 'demo', '--remote', 'member=1.0.0', '--expect', '5'))).toBe(release('demo  revision 6  host 1.0.0  overrides off', 'member  1.0.0    -         -'));
    await tessera('release', 'rollback', 'demo', '3', '--expect', '6');
    await tessera('release', 'rollback', 'demo', '3', '--expect', '7');
    await tessera('release', 'rollback', 'demo', '3', '--expect', '8');
    expect(noTime(await tessera('release', 'canary', 'demo', 'member', '1.2.0', '--percent', '25', '--expect', '9'))).toBe(
      release('demo  revision 10  host 1.0.0  overrides off', 'member  1.0.0    -         1.2.0 at 25%'),
    );
    await expect(tessera('release', 'canary', 'demo', 'member', '1.2.0', '--force')).rejects.toThrow(/^missing --percent <0-100>/);
    expect(noTime(await tessera('release', 'promote', 'demo', 'member', '--expect', '10'))).toBe(release('demo  revision 11  host 1.0.0  overrides off', 'member  1.2.0    1.0.0     -'));
    const audit = await tessera('audit', '--merchant', 'demo', '--action', 'promote');
    expect(audit).toMatch(/^AT +BY +ACTION +MERCHANT +CHANGE\n\d{4}-\S+ \S+ +bootstrap \(cli-test\) +promote +demo +host 1\.0\.0; member 1\.0\.0 \(canary 1\.2\.0 25%\) -> host 1\.0\.0; member 1\.2\.0$/);
    const link = await tessera('override', 'link', 'demo', 'member', '1.1.0', '--ttl', '30m', '--site', 'http://demo.example');
    expect(link).toMatch(/^http:\/\/demo\.example\/platform\/override\?token=[\w-]+\.[\w-]+\n {2}member@1\.1\.0 for the browser that opens it, until \d{4}-/);
    await expect(tessera('override', 'link', 'demo', 'member', '1.1.0', '--ttl', 'soon')).rejects.toThrow(/^--ttl must be a duration like 30m, 2h or 7d, got "soon"/);
    // The limit is said in the units typed.
    await expect(tessera('override', 'link', 'demo', 'member', '1.1.0', '--ttl', '30d')).rejects.toThrow(new UsageError('--ttl must be between 1m and 7d, got 30d'));
    expect(await tessera('override', 'link', 'demo', 'member', '1.1.0', '--ttl', '7d')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/platform\/override\?token=/);
    // The server filters by action before the limit: the promote is found behind the newer override-link row.
    const [promote] = JSON.parse(await tessera('audit', '--action', 'promote', '--limit', '1', '--json')) as { action: string }[];
    expect(promote).toMatchObject({ action: 'promote', merchant: 'demo' });
    expect(JSON.parse(await tessera('audit', '--limit', '1', '--json'))).toEqual([expect.objectContaining({ action: 'override-link' })]);
  });

  it('lists and revokes override links, lists render crashes by remote and version, and shows and sets the verify policy', async () => {
    const links = (await tessera('override', 'list', 'demo')).split('\n');
    expect(links[0]).toMatch(/^ID +MERCHANT +REMOTE +VERSION +BY +UNTIL +STATE$/);
    expect(links.slice(1)).toEqual([expect.stringMatching(/^[0-9a-f]{24} +demo +member +1\.1\.0 +bootstrap \(cli-test\) +\d{4}-\S+ \S+ +live$/), expect.stringMatching(/ live$/)]);
    const [first, second] = links.slice(1).map((l) => l.split(' ')[0]!);
    expect(await tessera('override', 'revoke', first!)).toBe(`revoked override link ${first}`);
    expect(JSON.parse(await tessera('override', 'revoke', second!, '--json'))).toEqual({ revoked: second });
    expect((await tessera('override', 'list', 'demo')).split('\n').slice(1)).toEqual([expect.stringMatching(/ revoked$/), expect.stringMatching(/ revoked$/)]);
    expect(await tessera('override', 'list', 'nobody')).toBe('no live override links');

    const ticket = await ticketFor((req) => httpCall(server, req));
    const crash = { merchant: 'demo', remote: 'member', version: '1.2.0', kind: 'render', expose: './MemberCentre', message: 'TypeError: boom', frame: 'Wallet (http://x/7.js:1:99)', ticket };
    expect((await httpCall(server, { method: 'POST', url: '/platform/telemetry', payload: [crash] })).statusCode).toBeLessThan(300);
    expect(await tessera('crashes', '--app', 'member', '--version', '1.2.0')).toMatch(
      /^MERCHANT +REMOTE +VERSION +EXPOSE +COUNT +LAST +MESSAGE +FRAME\ndemo +member +1\.2\.0 +\.\/MemberCentre +1 +\d{4}-\S+ \S+ +TypeError: boom +Wallet \(http:\/\/x\/7\.js:1:99\)$/,
    );
    expect(await tessera('crashes', '--app', 'member', '--version', '1.0.0')).toBe('(none)');
    expect(JSON.parse(await tessera('crashes', '--merchant', 'demo', '--json'))).toEqual([expect.objectContaining({ remote: 'member', version: '1.2.0', count: 1 })]);

    expect(await tessera('release', 'policy', 'demo')).toBe('demo: no browser check required');
    expect(await tessera('release', 'policy', 'demo', '--require-verify')).toBe('demo: a version reaches players (canary, set, pin, promote) only after a passing release verify');
    expect(JSON.parse(await tessera('release', 'policy', 'demo', '--no-require-verify', '--json'))).toEqual({ merchant: 'demo', requireVerifiedRelease: false });
    await expect(tessera('release', 'policy', 'demo', '--require-verify', '--no-require-verify')).rejects.toBeInstanceOf(UsageError);
  });
});

describe('tessera output and parsing', () => {
  it('aligns tables under upper-case headers, without trailing spaces, and says (none) for no rows', () => {
    expect(table(['app', 'version', 'by'], [['member', '1.0.0', 'games-team'], ['games', '10.2.0-rc.1', null]])).toBe(
      ['APP     VERSION      BY', 'member  1.0.0        games-team', 'games   10.2.0-rc.1  -'].join('\n'),
    );
    expect(table(['a'], [])).toBe('(none)');
  });

  it('reads durations in s, m, h and d, and states limits in the same units', () => {
    const limits = { min: 60, max: 7 * 86_400 };
    expect(parseDuration('90s', '--ttl', limits)).toBe(90);
    expect(parseDuration('30m', '--ttl', limits)).toBe(1800);
    expect(parseDuration('2h', '--ttl', limits)).toBe(7200);
    expect(parseDuration('7d', '--ttl', limits)).toBe(604_800);
    expect(parseDuration('3600', '--ttl', limits)).toBe(3600);
    expect(() => parseDuration('30d', '--ttl', limits)).toThrow(new UsageError('--ttl must be between 1m and 7d, got 30d'));
    expect(() => parseDuration('10s', '--ttl', limits)).toThrow(new UsageError('--ttl must be between 1m and 7d, got 10s'));
    expect(() => parseDuration('2 weeks', '--ttl', limits)).toThrow(UsageError);
    expect([formatDuration(604_800), formatDuration(5400), formatDuration(45), formatDuration(31_536_000)]).toEqual(['7d', '90m', '45s', '365d']);
  });

  it('suggests only near misses, a swap of two neighbouring letters counting as one', () => {
    expect(didYouMean('relase', ['release', 'audit'])).toBe('release');
    expect(didYouMean('shwo', ['show', 'set', 'pin'])).toBe('show');
    expect(didYouMean('pni', ['show', 'set', 'pin'])).toBe('pin');
    expect(didYouMean('wosh', ['show', 'set'])).toBeUndefined();
    expect(didYouMean('expected', ['expect', 'force'])).toBe('expect');
    expect(didYouMean('deploy', ['release', 'audit', 'publish'])).toBeUndefined();
  });

  it('exits 0 when done, 2 for a mistake in the command line, 1 for a refused or failed operation', async () => {
    const errors: string[] = [];
    const code = (...argv: string[]) => main(argv, () => undefined, (t) => errors.push(t));
    expect(await code('merchants', '--server', server, '--token', TOKEN)).toBe(0);
    expect(await code('relase', 'show', 'demo', '--server', server, '--token', TOKEN)).toBe(2);
    expect(await code('release', 'pin', 'demo', 'member', '--server', server, '--token', TOKEN)).toBe(2);
    expect(await code('override', 'link', 'demo', 'member', '1.1.0', '--ttl', '30d', '--server', server, '--token', TOKEN)).toBe(2);
    expect(await code('release', 'shwo', 'demo', '--server', server, '--token', TOKEN)).toBe(2);
    // Group help is help, not a mistake.
    expect(await code('release', '--help')).toBe(0);
    expect(await code('credentials', '--help')).toBe(0);
    expect(await code('release', 'show', 'nobody', '--server', server, '--token', TOKEN)).toBe(1);
    expect(await code('merchants', '--server', server, '--token', 'wrong-token')).toBe(1);
    expect(await code('merchants', '--server', 'http://127.0.0.1:9', '--token', TOKEN)).toBe(1);
    expect(errors[0]).toBe('tessera: unknown command relase; did you mean tessera release show?\nsee tessera --help');
    expect(errors).toContain('tessera: unknown release command shwo; did you mean tessera release show?\nsee tessera --help');
    expect(errors.slice(-3)).toEqual([expect.stringMatching(/^tessera: 404 /), expect.stringMatching(/^tessera: 401 /), expect.stringMatching(/^tessera: cannot reach http:\/\/127\.0\.0\.1:9/)]);
  });

  it('creates, lists and revokes credentials; a team token says who it is and is refused what it may not do (exit 1)', async () => {
    const created = await tessera('credentials', 'create', 'lottery-team', '--scope', 'remote:lottery', '--ttl', '90d');
    const token = /token \(shown once, keep it secret\): (tsk_\S+)/.exec(created)?.[1] as string;
    expect(created).toMatch(/^created lottery-team \(remote:lottery\), until \d{4}-/);
    // The token is never put on a command line it suggests: the environment carries it.
    expect(created).toContain(`use it: set TESSERA_OPS_TOKEN to it in the environment (not on a command line), then check it: tessera whoami --server ${server}`);
    expect(created.split('\n').filter((l) => l.includes(token))).toEqual([`token (shown once, keep it secret): ${token}`]);
    expect(created).toContain(`revoke it: tessera credentials revoke lottery-team --server ${server}`);
    await expect(tessera('credentials', 'create', 'x', '--scope', 'admin', '--ttl', '2y')).rejects.toThrow(/^--ttl must be a duration/);
    await expect(tessera('credentials', 'create', 'x', '--scope', 'admin', '--ttl', '400d')).rejects.toThrow(new UsageError('--ttl must be between 1m and 365d, got 400d'));
    await expect(tessera('credentials', 'create', 'x')).rejects.toThrow(/^missing --scope <scope>\nusage: tessera credentials create/);
    const lines: string[] = [];
    await run(['whoami', '--server', server, '--token', token], (t) => lines.push(t));
    expect(lines).toEqual(['lottery-team: remote:lottery']);
    const errors: string[] = [];
    expect(await main(['release', 'pin', 'demo', 'lottery', '1.0.0', '--force', '--server', server, '--token', token], () => undefined, (t) => errors.push(t))).toBe(1);
    expect(errors[0]).toMatch(/^tessera: 403 forbidden: credential lottery-team \(remote:lottery\) may not do this: it needs release:demo, release:\* or admin/);
    expect(await tessera('credentials', 'list')).toMatch(/^NAME +SCOPES +CREATED +BY +EXPIRES +LAST USED +STATUS\nlottery-team +remote:lottery +\S+ \S+ +bootstrap \(cli-test\) +\S+ \S+ +\S+ \S+ +active$/);
    expect(await tessera('credentials', 'revoke', 'lottery-team')).toBe('revoked lottery-team');
    expect(await main(['whoami', '--server', server, '--token', token], () => undefined, () => undefined)).toBe(1);
  });
});
