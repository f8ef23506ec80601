/**
 * Two platform instances on one PostgreSQL (docs/architecture.md#database-and-instances): real server
 * processes (deploy/server/dist/main.js, started by platform.mjs's startServer) on two ports, the same
 * TESSERA_DATABASE_URL and the same shared artifacts folder. They race pins and rollbacks over HTTP; exactly
 * one of each race wins, the other gets 409, the audit log holds every change once, and both serve the same
 * release set and every published version. Needs PostgreSQL (fails, never skips, without it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../server/src/test-utils/postgres';
import { freePort } from './support';

const ROOT = path.resolve(__dirname, '../..');
const CLI = path.join(ROOT, 'deploy/server/dist/cli.js');
const LAUNCHER = path.join(__dirname, 'start-servers.mjs');

interface ServerSpec {
  port: number;
  dataDir: string;
  token?: string;
  env?: Record<string, string>;
}
interface Launched {
  proc: ChildProcess;
  servers: string[];
}

/** The environment of a child without an ops token of the test runner's own. */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const e: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['TESSERA_OPS_TOKEN', 'TESSERA_DATABASE_URL', 'TESSERA_ARTIFACTS_DIR', 'TESSERA_DATA_DIR']) delete e[name];
  return { ...e, ...extra };
}

/** Starts servers through start-servers.mjs; resolves with their URLs, or rejects with startServer's error. */
function launch(specs: ServerSpec[]): Promise<Launched> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [LAUNCHER, JSON.stringify({ servers: specs })], { cwd: ROOT, env: cleanEnv(), stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    proc.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const nl = out.indexOf('\n');
      if (nl < 0) return;
      const answer = JSON.parse(out.slice(0, nl)) as { servers?: { server: string }[]; error?: string };
      if (answer.error !== undefined) reject(new Error(answer.error));
      else resolve({ proc, servers: answer.servers!.map((s) => s.server) });
    });
    proc.once('exit', (code) => reject(new Error(`start-servers.mjs exited with ${code} before answering`)));
  });
}

function stop(launched: Launched | undefined): Promise<void> {
  if (!launched || launched.proc.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    launched.proc.once('exit', () => resolve());
    launched.proc.stdin!.end();
  });
}

function tessera(args: string[], options: { server: string; token?: string; cwd?: string }): { status: number | null; out: string; err: string } {
  const res = spawnSync(process.execPath, [CLI, ...args, '--server', options.server, '--actor', 'instances-e2e'], {
    cwd: options.cwd ?? ROOT,
    encoding: 'utf8',
    env: cleanEnv(options.token ? { TESSERA_OPS_TOKEN: options.token } : {}),
  });
  return { status: res.status, out: res.stdout.trim(), err: res.stderr.trim() };
}

const builtVersion = (dir: string) => (JSON.parse(readFileSync(path.join(ROOT, dir, 'dist/artifact.json'), 'utf8')) as { version: string }).version;

let db: TestDatabase;
let pair: Launched;
let a: string;
let b: string;
const token = randomBytes(24).toString('hex');
const shared = mkdtempSync(path.join(os.tmpdir(), 'tessera-shared-artifacts-'));
const versions = { host: builtVersion('host'), member: builtVersion('remote-member'), lottery: builtVersion('remote-lottery') };
const MERCHANT = 'racers';

async function opsCall(server: string, method: string, url: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const res = await fetch(new URL(url, server), {
    method,
    headers: { authorization: `Bearer ${token}`, 'x-ops-actor': `instances-e2e@${new URL(server).port}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

describe('two instances on one PostgreSQL', () => {
  beforeAll(async () => {
    db = await createTestDatabase();
    const [portA, portB] = [await freePort(), await freePort()];
    const env = { TESSERA_DATABASE_URL: db.url, TESSERA_ARTIFACTS_DIR: shared, TESSERA_LOG_LEVEL: 'warn' };
    // Started together: both run the migrations at once, and the migrator's lock lets one of them do it.
    pair = await launch([
      { port: portA, dataDir: mkdtempSync(path.join(os.tmpdir(), 'tessera-instance-a-')), token, env },
      { port: portB, dataDir: mkdtempSync(path.join(os.tmpdir(), 'tessera-instance-b-')), token, env },
    ]);
    [a, b] = pair.servers as [string, string];
    // Published through different instances into the one store.
    for (const [dir, server] of [
      ['host', a],
      ['remote-member', a],
      ['remote-lottery', b],
    ] as const) {
      const res = tessera(['publish', path.join(ROOT, dir, 'dist')], { server, token });
      expect(res).toEqual({ status: 0, out: expect.stringMatching(/^published /), err: '' });
    }
    expect(tessera(['release', 'set', MERCHANT, '--host', versions.host, '--expect', '0'], { server: b, token })).toMatchObject({ status: 0 });
  }, 240_000);

  afterAll(async () => {
    await stop(pair);
    await db?.drop();
  });

  it('serve every published version from the shared artifacts, whichever instance published it', async () => {
    const listA = await opsCall(a, 'GET', '/ops/artifacts');
    const listB = await opsCall(b, 'GET', '/ops/artifacts');
    expect(listA.status).toBe(200);
    expect(listB.json).toEqual(listA.json);
    for (const art of listA.json as { app: string; version: string; entry: string; integrity: string }[]) {
      for (const server of [a, b]) {
        const res = await fetch(new URL(art.entry, server));
        expect(res.status).toBe(200);
        if (art.app === 'host') continue;
        const manifest = (await res.json()) as { metaData: { remoteEntry: { name: string } } };
        const entry = await fetch(new URL(art.entry.replace(/mf-manifest\.json$/, manifest.metaData.remoteEntry.name), server));
        const bytes = Buffer.from(await entry.arrayBuffer());
        expect(`sha384-${createHash('sha384').update(bytes).digest('base64')}`).toBe(art.integrity);
      }
    }
    // Publishing the same build again through the other instance finds it there: nothing to do.
    expect(tessera(['publish', path.join(ROOT, 'remote-member/dist')], { server: b, token })).toMatchObject({ status: 0, out: expect.stringMatching(/^unchanged member@/) });
  });

  it('let exactly one of two simultaneous pins win each round; the other gets 409 and changes nothing', async () => {
    const rounds = 6;
    const winners: string[] = [];
    for (let round = 0; round < rounds; round++) {
      const current = (await opsCall(a, 'GET', `/ops/merchants/${MERCHANT}/release`)).json as { revision: number };
      // Each instance pins a different remote on the revision both looked at.
      const [first, second] = round % 2 ? [b, a] : [a, b];
      const answers = await Promise.all([
        opsCall(first, 'POST', `/ops/merchants/${MERCHANT}/release/pin`, { expectedRevision: current.revision, remote: 'member', version: versions.member, fallback: null }),
        opsCall(second, 'POST', `/ops/merchants/${MERCHANT}/release/pin`, { expectedRevision: current.revision, remote: 'lottery', version: versions.lottery, fallback: null }),
      ]);
      expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
      const won = answers.find((x) => x.status === 200)!.json as { revision: number };
      const lost = answers.find((x) => x.status === 409)!.json as { error: string; currentRevision: number };
      expect(won.revision).toBe(current.revision + 1);
      // The loser waited on the row lock and then saw the winner's revision, and who made it with what change.
      expect(lost).toEqual({
        error: 'stale_revision',
        message: expect.any(String),
        currentRevision: current.revision + 1,
        changedBy: expect.stringContaining('instances-e2e'),
        changedAt: expect.any(String),
        change: expect.stringMatching(/^pin: /),
      });
      winners.push(answers[0]!.status === 200 ? 'first' : 'second');
    }

    const history = (await opsCall(b, 'GET', `/ops/merchants/${MERCHANT}/history`)).json as { revision: number }[];
    expect(history.map((h) => h.revision)).toEqual(Array.from({ length: rounds + 1 }, (_, i) => i + 1));
    const audit = (await opsCall(a, 'GET', `/ops/audit?merchant=${MERCHANT}&action=pin`)).json as { after: { revision: number } }[];
    expect(audit.map((r) => r.after.revision).sort((x, y) => x - y)).toEqual(Array.from({ length: rounds }, (_, i) => i + 2));
  });

  it('let exactly one of two simultaneous rollbacks win, and both then serve the same release set', async () => {
    const current = (await opsCall(b, 'GET', `/ops/merchants/${MERCHANT}/release`)).json as { revision: number };
    const answers = await Promise.all([
      opsCall(a, 'POST', `/ops/merchants/${MERCHANT}/release/rollback`, { expectedRevision: current.revision, toRevision: 1 }),
      opsCall(b, 'POST', `/ops/merchants/${MERCHANT}/release/rollback`, { expectedRevision: current.revision, toRevision: 2 }),
    ]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    const won = answers.find((x) => x.status === 200)!.json as { revision: number };
    expect(won.revision).toBe(current.revision + 1);
    const rollbacks = (await opsCall(b, 'GET', `/ops/audit?merchant=${MERCHANT}&action=rollback`)).json as { after: { revision: number } }[];
    expect(rollbacks.map((r) => r.after.revision)).toEqual([won.revision]);

    const fromA = await fetch(new URL(`/platform/release/${MERCHANT}.json`, a));
    const fromB = await fetch(new URL(`/platform/release/${MERCHANT}.json`, b));
    const body = await fromA.text();
    expect(await fromB.text()).toBe(body);
    expect(fromB.headers.get('etag')).toBe(fromA.headers.get('etag'));
    expect(JSON.parse(body)).toEqual(won);
    // And the CLI, pointed at either instance, reports the same revision.
    expect(tessera(['release', 'show', MERCHANT], { server: a, token }).out).toBe(tessera(['release', 'show', MERCHANT], { server: b, token }).out);
  });

  it('refuses a port another server holds: startServer does not attach to it, and the server fails at once', async () => {
    await expect(launch([{ port: Number(new URL(a).port), dataDir: mkdtempSync(path.join(os.tmpdir(), 'tessera-busy-')), token }])).rejects.toThrow(
      /port \d+ is already in use/,
    );
    const started = Date.now();
    const direct = spawnSync(process.execPath, [path.join(ROOT, 'deploy/server/dist/main.js')], {
      cwd: ROOT,
      encoding: 'utf8',
      env: cleanEnv({ PORT: new URL(b).port, TESSERA_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'tessera-busy-')), HOST: '127.0.0.1' }),
      timeout: 30_000,
    });
    expect(direct.status).toBe(1);
    expect(direct.stderr).toMatch(/cannot start: port \d+ on 127\.0\.0\.1 is already in use/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('a server without TESSERA_OPS_TOKEN', () => {
  it('generates its ops token once into the data dir, keeps it across restarts, and the CLI finds it there', async () => {
    const home = mkdtempSync(path.join(os.tmpdir(), 'tessera-home-'));
    const dataDir = path.join(home, '.tessera');
    const below = path.join(home, 'deploy', 'src');
    mkdirSync(below, { recursive: true });
    const port = await freePort();
    let launched = await launch([{ port, dataDir }]);
    const generated = readFileSync(path.join(dataDir, 'ops-token'), 'utf8').trim();
    expect(generated).toMatch(/^[0-9a-f]{48}$/);
    // Run from a folder below the data dir's parent with no token anywhere in the environment.
    expect(tessera(['merchants'], { server: launched.servers[0]!, cwd: below })).toEqual({ status: 0, out: '(none)', err: '' });
    await stop(launched);

    launched = await launch([{ port, dataDir }]);
    try {
      expect(readFileSync(path.join(dataDir, 'ops-token'), 'utf8').trim()).toBe(generated);
      const res = await fetch(new URL('/ops/merchants', launched.servers[0]!), { headers: { authorization: `Bearer ${generated}` } });
      expect(res.status).toBe(200);
    } finally {
      await stop(launched);
    }
  });
});
