/**
 * kill -9 and restart: the built server (deploy/server/dist/main.js) on a data dir of its own is
 * killed with SIGKILL in the middle of a publish and in the middle of many concurrent transfers, then
 * started again on the same data dir. It must come up; a half-published version must not be visible
 * (listed and fully served, or neither); no stray temp file may remain beside the staging folders the
 * sweep owns; and every wallet must hold what its ledger says, nothing negative, each claimed transfer
 * with both of its legs. Needs no browser and not the shared e2e server.
 */
import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { makeArtifactDir, tarGz } from '../server/src/test-utils/helpers';
import { freePort, until } from './support';

jest.setTimeout(180_000);

const MAIN = path.resolve(__dirname, '../server/dist/main.js');
const TOKEN = randomBytes(24).toString('hex');
const OPS = { authorization: `Bearer ${TOKEN}` };
const GAMES_EXPOSES = ['./Lobby', './GamePage', './HotGames', './launch'];

let dataDir: string;
let child: ChildProcess | undefined;
let base = '';

/** Starts the built server on the data dir and waits until it answers its health check. */
async function start(): Promise<void> {
  const port = await freePort();
  const proc = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', TESSERA_DATA_DIR: dataDir, TESSERA_OPS_TOKEN: TOKEN, TESSERA_LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  proc.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  child = proc;
  base = `http://127.0.0.1:${port}`;
  const healthy = async () => {
    if (proc.exitCode !== null) throw new Error(`the server exited with ${proc.exitCode}: ${stderr}`);
    return fetch(`${base}/platform/health`).then(
      (r) => r.ok,
      () => false, // not listening yet
    );
  };
  await until(healthy, (ok) => ok, 'the server to answer its health check', { timeoutMs: 60_000 }).catch((e: Error) => {
    throw new Error(`${e.message}: ${stderr}`);
  });
}

/** SIGKILL: no shutdown hook runs, nothing is flushed or cleaned. */
async function kill9(): Promise<void> {
  const proc = child;
  if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGKILL');
  await exited;
  child = undefined;
}

/**
 * A POST whose body goes out in two halves: `halfSent` resolves once the first half is handed to the
 * socket, `finish()` sends the rest and resolves once all of it is.
 */
function postInHalves(pathname: string, body: Buffer, headers: Record<string, string>) {
  let finish = (): Promise<void> => Promise.resolve();
  let halfSent: Promise<void> = Promise.resolve();
  const answered = new Promise<number>((resolve) => {
    const r = request(`${base}${pathname}`, { method: 'POST', headers: { ...headers, 'content-length': String(body.length) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    r.on('error', () => resolve(0));
    halfSent = new Promise((done) => r.write(body.subarray(0, body.length >> 1), () => done()));
    finish = () => new Promise((done) => r.end(body.subarray(body.length >> 1), () => done()));
  });
  return { answered, halfSent, finish: () => finish() };
}

/** Upload folders the server is staging (it makes one once a whole upload has arrived). */
const staging = (): string[] => {
  const tmp = path.join(dataDir, 'tmp');
  return existsSync(tmp) ? readdirSync(tmp).filter((name) => name.startsWith('upload-')) : [];
};

/** A games artifact of many files with incompressible content: its extraction takes a while. */
async function bigArtifact(version: string): Promise<Buffer> {
  // Passed as extra files, so artifact.json lists their integrity (a remote without it is refused).
  const chunks = Object.fromEntries(Array.from({ length: 1_500 }, (_, i) => [`static/js/chunk-${i}.js`, `/*${randomBytes(1_500).toString('base64')}*/`]));
  const dir = makeArtifactDir({ app: 'games', version, exposes: GAMES_EXPOSES, extraFiles: chunks });
  return tarGz(dir);
}

async function listed(version: string): Promise<boolean> {
  const list = (await (await fetch(`${base}/ops/artifacts?app=games`, { headers: OPS })).json()) as { version: string }[];
  return list.some((a) => a.version === version);
}

/** Staging entries that are not a named upload folder started before `killedAt` (the sweep owns those). */
function strayTemp(killedAt: number): string[] {
  const tmp = path.join(dataDir, 'tmp');
  if (!existsSync(tmp)) return [];
  return readdirSync(tmp).filter((name) => {
    const m = /^upload-(\d+)-[0-9a-f]+$/.exec(name);
    return !m || Number(m[1]) > killedAt;
  });
}

beforeAll(async () => {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the server first (pnpm --filter @tessera/server run build)`);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-restart-'));
  await start();
  const host = await fetch(`${base}/ops/artifacts`, { method: 'POST', headers: { ...OPS, 'content-type': 'application/gzip' }, body: new Uint8Array(await tarGz(makeArtifactDir({ app: 'host', version: '1.0.0' }))) });
  expect(host.status).toBe(201);
});

afterAll(async () => {
  await kill9();
});

describe('security: restart', () => {
  it.each([
    ['with half the upload received', 'half', '5.0.0'],
    ['just after the whole upload arrived (extracting or moving it in place)', 'whole', '5.0.1'],
  ] as const)('kill -9 mid-publish %s: it comes back, nothing half-published is visible, the version publishes again', async (_label, when, version) => {
    const body = await bigArtifact(version);
    const stagedBefore = staging().length;
    const upload = postInHalves('/ops/artifacts', body, { ...OPS, 'content-type': 'application/gzip' });
    await upload.halfSent;
    if (when === 'whole') {
      await upload.finish();
      // Killed while the server works on it: once it has made the upload's staging folder (extraction starts).
      let answered = false;
      void upload.answered.then(() => (answered = true));
      await until(() => answered || staging().length > stagedBefore, (yes) => yes, 'the upload to be staged', { everyMs: 10 });
    }
    const killedAt = Date.now();
    await kill9();
    expect(await upload.answered).toBe(0); // the connection died with the server: no answer

    await start();
    const dir = path.join(dataDir, 'artifacts', 'remotes', 'games', version);
    const entry = await fetch(`${base}/remotes/games/${version}/remoteEntry.js`);
    if (await listed(version)) {
      // Published before the kill: then all of it is there.
      expect(entry.status).toBe(200);
      expect((await fetch(`${base}/remotes/games/${version}/static/js/chunk-1499.js`)).status).toBe(200);
    } else {
      expect(entry.status).toBe(404);
      expect(existsSync(dir)).toBe(false);
    }
    expect(strayTemp(killedAt)).toEqual([]);

    const again = await fetch(`${base}/ops/artifacts`, { method: 'POST', headers: { ...OPS, 'content-type': 'application/gzip' }, body: new Uint8Array(body) });
    expect([200, 201]).toContain(again.status);
    expect(await listed(version)).toBe(true);
    expect((await fetch(`${base}/remotes/games/${version}/static/js/chunk-1499.js`)).status).toBe(200);
  });

  it('kill -9 mid-transfer (300 concurrent transfers): it comes back, balances equal their ledger, nothing negative', async () => {
    const login = await fetch(`${base}/wps/session/login/unsecure`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', merchant: 'demo' },
      body: JSON.stringify({ username: 'agent01m4', password: 'Tessera2026', type: 'username' }),
    });
    const token = ((await login.json()) as { value: { token: string } }).value.token;
    const auth = { merchant: 'demo', authorization: token, 'content-type': 'application/json' };
    const db = () => new Database(path.join(dataDir, 'sandbox.sqlite'), { readonly: true });
    const memberId = (() => {
      const d = db();
      try {
        return (d.prepare("SELECT id FROM members WHERE username = 'agent01m4' AND merchant = 'demo'").get() as { id: number }).id;
      } finally {
        d.close();
      }
    })();
    type Row = { acct: number; balance: number; ledger: number };
    const wallets = (): Map<number, Row> => {
      const d = db();
      try {
        const rows = d
          .prepare(
            `SELECT w.account_type_id AS acct, w.balance_cents AS balance,
                    COALESCE((SELECT SUM(amount_cents) FROM wallet_ledger l WHERE l.member_id = w.member_id AND l.account_type_id = w.account_type_id), 0) AS ledger
             FROM wallets w WHERE w.member_id = ?`,
          )
          .all(memberId) as Row[];
        return new Map(rows.map((r) => [r.acct, r]));
      } finally {
        d.close();
      }
    };
    const before = wallets();
    const vendors = [101, 102, 201, 301];
    let done = 0;
    const transfers = Array.from({ length: 300 }, (_, i) =>
      fetch(`${base}/wps/relay/GCS_walletTransfer`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ requestId: `kill-${i}-${Date.now()}`, fromAccountTypeId: 2, toAccountTypeId: vendors[i % 4], amount: 1 }),
      }).then(
        (r) => {
          done += 1;
          return r.status;
        },
        () => 0,
      ),
    );
    // Killed mid-way: once the first transfer has been answered, with the others still in flight.
    await until(() => done, (n) => n > 0, 'a first transfer to be answered', { everyMs: 5 });
    await kill9();
    const statuses = await Promise.all(transfers);
    expect(statuses.filter((s) => s === 0).length).toBeGreaterThan(0); // some were cut off by the kill

    await start();
    const after = wallets();
    const d = db();
    try {
      expect((d.prepare('SELECT COUNT(*) AS n FROM wallets WHERE balance_cents < 0').get() as { n: number }).n).toBe(0);
      // Each claimed transfer has exactly its two legs; no leg without a claim.
      const claims = (d.prepare("SELECT COUNT(*) AS n FROM money_requests WHERE member_id = ? AND request_id LIKE 'kill-%'").get(memberId) as { n: number }).n;
      const legs = d.prepare("SELECT kind, COUNT(*) AS n FROM wallet_ledger WHERE member_id = ? AND ref LIKE 'kill-%' GROUP BY kind").all(memberId) as { kind: string; n: number }[];
      expect(Object.fromEntries(legs.map((l) => [l.kind, l.n]))).toEqual(claims ? { 'transfer-out': claims, 'transfer-in': claims } : {});
    } finally {
      d.close();
    }
    let total = 0;
    let totalBefore = 0;
    for (const [acct, row] of after) {
      const was = before.get(acct) ?? { acct, balance: 0, ledger: 0 };
      // What the wallet gained is exactly what its ledger recorded.
      expect([acct, row.balance - was.balance]).toEqual([acct, row.ledger - was.ledger]);
      total += row.balance;
    }
    for (const row of before.values()) totalBefore += row.balance;
    expect(total).toBe(totalBefore);

    // And the restarted server moves money and reports the same balance.
    const next = await fetch(`${base}/wps/relay/GCS_walletTransfer`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ requestId: `after-${Date.now()}`, returnAll: true }),
    });
    const value = ((await next.json()) as { success: boolean; value: { balance: { sumBalance: number } } });
    expect(value.success).toBe(true);
    expect(Math.round(value.value.balance.sumBalance * 100)).toBe(totalBefore);
  });
});
