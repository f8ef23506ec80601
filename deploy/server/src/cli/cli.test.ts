import type { FastifyInstance } from 'fastify';
import { buildServer } from '../server.js';
import { makeArtifactDir, tempDir } from '../test-utils/helpers.js';
import { COMMANDS } from './commands.js';
import { CliError, UsageError } from './ops-api.js';
import { run, usage } from './run.js';

const TOKEN = 'cli-ops-token';
let app: FastifyInstance;
let server: string;

beforeAll(async () => {
  app = await buildServer({ dataDir: tempDir(), opsToken: TOKEN, logger: false });
  server = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
});

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
    await expect(tessera('release', 'build', 'member', '--version', '1.0 beta')).rejects.toThrow(/letters, digits/);
  });

  it('gives help per command with examples, and refuses unknown flags as usage errors', async () => {
    const help = await tessera('release', 'pin', '--help');
    expect(help).toMatch(/^usage: tessera release pin <merchant> <remote> <version> .*\n {2}Points one remote.*\nexamples:\n {2}tessera release pin demo member 1\.1\.0 --expect 4/);
    const refused = tessera('release', 'show', 'demo', '--colour');
    await expect(refused).rejects.toBeInstanceOf(UsageError);
    await expect(tessera('release', 'show', 'demo', '--colour')).rejects.toThrow(/^Unknown option '--colour'/);
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

  it('refuses unknown commands and missing arguments with the usage', async () => {
    await expect(tessera('deploy')).rejects.toThrow(new CliError(`unknown command deploy\n${usage()}`));
    await expect(tessera('release', 'deploy', 'demo')).rejects.toThrow(/^unknown release command deploy\nusage:/);
    await expect(tessera('release', 'show')).rejects.toThrow(/^missing <merchant>\nusage: tessera release show/);
    await expect(tessera('deploy')).rejects.toBeInstanceOf(UsageError);
    await expect(tessera('release', 'show', 'nobody')).rejects.toThrow(/^404 /);
  });

  it('publishes, sets, pins and rolls back a release set, and reads the audit log and telemetry', async () => {
    const host = makeArtifactDir({ app: 'host', version: '1.0.0' });
    expect(await tessera('publish', host)).toMatch(/^published host@1\.0\.0 \/host\/1\.0\.0\/index\.html sha384-/);
    expect(await tessera('publish', host)).toMatch(/^unchanged host@1\.0\.0 /);
    for (const version of ['1.0.0', '1.1.0']) await tessera('publish', makeArtifactDir({ app: 'member', version, exposes: ['./MemberCentre', './PointsMall'] }));
    expect(await tessera('artifacts', '--app', 'member')).toMatch(/^member {3}1\.0\.0 .*\nmember {3}1\.1\.0 /);

    expect(await tessera('release', 'set', 'demo', '--host', '1.0.0', '--remote', 'member=1.0.0', '--expect', '0')).toBe('demo revision 1 host 1.0.0\n  member 1.0.0');
    // An update names the revision it is based on, or says --force.
    await expect(tessera('release', 'pin', 'demo', 'member', '1.1.0')).rejects.toThrow(new UsageError('this change needs --expect <revision> (the revision you looked at: tessera release show demo) or --force'));
    expect(await tessera('release', 'pin', 'demo', 'member', '1.1.0', '--expect', '1')).toBe('demo revision 2 host 1.0.0\n  member 1.1.0 (fallback 1.0.0)');
    await expect(tessera('release', 'pin', 'demo', 'member', '1.0.0', '--expect', '1')).rejects.toThrow(/^409 .*\(current revision 2\)/);
    expect(await tessera('release', 'rollback', 'demo', '1', '--force')).toBe('demo revision 3 host 1.0.0\n  member 1.0.0');
    expect(JSON.parse(await tessera('release', 'show', 'demo'))).toMatchObject({ merchant: 'demo', revision: 3 });
    expect(JSON.parse(await tessera('release', 'history', 'demo'))).toHaveLength(3);

    const audit = JSON.parse(await tessera('audit', '--json')) as { actor: string }[];
    expect(audit.length).toBeGreaterThanOrEqual(3);
    expect(audit.every((a) => a.actor === 'cli-test')).toBe(true);
    expect(await tessera('telemetry')).toBe('(none)');
    expect(JSON.parse(await tessera('telemetry', '--json'))).toEqual([]);
    expect(await tessera('telemetry', '--since', '1h')).toBe('(none)');
  });

  it('sets a canary, promotes it and issues a signed override link', async () => {
    await tessera('publish', makeArtifactDir({ app: 'member', version: '1.2.0', exposes: ['./MemberCentre', './PointsMall'] }));
    // A partial `release set` keeps the remotes it does not name.
    await tessera('publish', makeArtifactDir({ app: 'agent', version: '1.0.0', exposes: ['./AgentCentre'] }));
    expect(await tessera('release', 'set', 'demo', '--remote', 'agent=1.0.0', '--force')).toBe('demo revision 4 host 1.0.0\n  member 1.0.0\n  agent 1.0.0');
    expect(await tessera('merchants')).toMatch(/^demo +revision 4 +host 1\.0\.0 /);
    expect(await tessera('release', 'rollback', 'demo', '3', '--force')).toBe('demo revision 5 host 1.0.0\n  member 1.0.0');
    expect(await tessera('release', 'set', 'demo', '--remote', 'member=1.0.0', '--expect', '5')).toBe('demo revision 6 host 1.0.0\n  member 1.0.0');
    await tessera('release', 'rollback', 'demo', '3', '--expect', '6');
    await tessera('release', 'rollback', 'demo', '3', '--expect', '7');
    await tessera('release', 'rollback', 'demo', '3', '--expect', '8');
    expect(await tessera('release', 'canary', 'demo', 'member', '1.2.0', '--percent', '25', '--expect', '9')).toBe('demo revision 10 host 1.0.0\n  member 1.0.0 canary 1.2.0 at 25%');
    await expect(tessera('release', 'canary', 'demo', 'member', '1.2.0', '--force')).rejects.toThrow(/^missing --percent <0-100>/);
    expect(await tessera('release', 'promote', 'demo', 'member', '--expect', '10')).toBe('demo revision 11 host 1.0.0\n  member 1.2.0 (fallback 1.0.0)');
    const audit = await tessera('audit', '--merchant', 'demo', '--action', 'promote');
    expect(audit).toMatch(/^\d{4}-.* cli-test promote demo\n {4}- host 1\.0\.0; member 1\.0\.0 \(canary 1\.2\.0 25%\)\n {4}\+ host 1\.0\.0; member 1\.2\.0$/);
    const link = await tessera('override', 'link', 'demo', 'member', '1.1.0', '--ttl', '30m', '--site', 'http://demo.example');
    expect(link).toMatch(/^http:\/\/demo\.example\/platform\/override\?token=[\w-]+\.[\w-]+\n {2}member@1\.1\.0 for the browser that opens it, until \d{4}-/);
    await expect(tessera('override', 'link', 'demo', 'member', '1.1.0', '--ttl', 'soon')).rejects.toThrow(/--ttl must look like/);
    // The server filters by action before the limit: the promote is found behind the newer override-link row.
    const [promote] = JSON.parse(await tessera('audit', '--action', 'promote', '--limit', '1', '--json')) as { action: string }[];
    expect(promote).toMatchObject({ action: 'promote', merchant: 'demo' });
    expect(JSON.parse(await tessera('audit', '--limit', '1', '--json'))).toEqual([expect.objectContaining({ action: 'override-link' })]);
  });
});
