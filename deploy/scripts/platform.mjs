// Starting and publishing the platform from built apps: used by `npm start` and by the end-to-end
// tests' global setup. Plain Node (no dependencies) so it runs before anything is installed.
import { execFile, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A port free on loopback now, for the next server to listen on. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const APPS = [
  { dir: 'host', app: 'host' },
  { dir: 'remote-games', app: 'games' },
  { dir: 'remote-member', app: 'member' },
  { dir: 'remote-agent', app: 'agent' },
  { dir: 'remote-lottery', app: 'lottery' },
];
export const MERCHANTS = ['demo', 'demo2'];
export const DEMO_LOGINS = [
  { login: 'player01', password: 'Tessera2026', what: 'member with a balance' },
  { login: 'agent01', password: 'Tessera2026', what: 'agent (type 1) with downline members' },
];
const SERVER_MAIN = path.join(ROOT, 'deploy/server/dist/main.js');
const CLI = path.join(ROOT, 'deploy/server/dist/cli.js');

/**
 * Runs the ops CLI against a server; resolves with its stdout, rejects with its stderr on failure. Not spawnSync:
 * the e2e run starts one platform per worker, and their publishing overlaps only if no call blocks the process.
 */
export function cli(args, { server, token, allowFail = false, env = {} }) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [CLI, ...args, '--server', server], { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, env: { ...process.env, ...env, TESSERA_OPS_TOKEN: token } }, (error, stdout, stderr) => {
      const status = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      if (status !== 0 && !allowFail) reject(new Error(`tessera ${args.join(' ')} failed (${status}): ${stderr || stdout}`));
      else resolve({ ok: status === 0, out: stdout.trim(), err: stderr.trim() });
    });
  });
}

export function builtVersion(dir) {
  const file = path.join(ROOT, dir, 'dist/artifact.json');
  if (!existsSync(file)) throw new Error(`${dir} is not built (no dist/artifact.json)`);
  return JSON.parse(readFileSync(file, 'utf8')).version;
}

/** Resolves true when something accepts connections on 127.0.0.1:`port`. */
function portTaken(port) {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.setTimeout(2_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts the server as a child process and resolves once it answers. A port something already listens on
 * is refused before starting, so this never mistakes another server for its own. Without `token` the
 * server uses TESSERA_OPS_TOKEN or its data dir's ops-token file (generated there once).
 */
export async function startServer({ port, dataDir, token, env = {}, stdio = 'inherit' }) {
  if (await portTaken(port)) throw new Error(`port ${port} is already in use (another Tessera server or another program); stop it or set PORT to another port`);
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), TESSERA_DATA_DIR: dataDir, ...(token ? { TESSERA_OPS_TOKEN: token } : {}), ...env },
    stdio,
  });
  let exited = null;
  child.once('exit', (code, signal) => {
    exited = code ?? signal;
  });
  const server = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited !== null || child.exitCode !== null) throw new Error(`server exited with ${exited ?? child.exitCode} before it answered (its log above says why)`);
    try {
      const res = await fetch(`${server}/platform/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error('server did not start within 60 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { child, server };
}

/** Publishes every built app; an identical re-publish is a no-op, a changed one without a new version is reported. */
export async function publishAll({ server, token, log = console.log }) {
  const versions = {};
  for (const { dir, app } of APPS) {
    versions[app] = builtVersion(dir);
    const res = await cli(['publish', path.join(ROOT, dir, 'dist')], { server, token, allowFail: true });
    if (res.ok) log(`${/^unchanged/.test(res.out) ? 'already published (identical)' : 'published'} ${app} ${versions[app]}`);
    else if (/409|already published|immutable/i.test(res.err + res.out)) {
      log(`${app} ${versions[app]} is already published with other content; bump its version to publish this build.`);
    } else throw new Error(`publishing ${app} failed: ${res.err || res.out}`);
  }
  return versions;
}

/** Creates a merchant's release set pointing at `versions` if it has none yet; never overwrites ops' changes. */
export async function ensureReleaseSets({ server, token, versions, merchants = MERCHANTS, log = console.log }) {
  for (const merchant of merchants) {
    const existing = await cli(['release', 'show', merchant], { server, token, allowFail: true });
    if (existing.ok) {
      log(`release set of ${merchant} kept as is (change it with: tessera release pin ${merchant} <remote> <version>)`);
      continue;
    }
    const args = ['release', 'set', merchant, '--host', versions.host, '--expect', '0'];
    for (const app of ['games', 'member', 'agent', 'lottery']) args.push('--remote', `${app}=${versions[app]}`);
    await cli(args, { server, token });
    log(`release set of ${merchant} created`);
  }
  await ensureBrands({ server, token, merchants, log });
}

/**
 * Gives each demo merchant without a test account the demo agent as the account `release verify` signs in with
 * (docs/releasing.md), so the check run as the docs print it sees the signed-in pages. An account ops set is kept.
 * The password goes to the CLI in its environment variable, never on its command line.
 */
export async function ensureVerifyAccounts({ server, token, merchants = MERCHANTS, log = console.log }) {
  const agent = DEMO_LOGINS.find((l) => l.login === 'agent01');
  for (const merchant of merchants) {
    const { out } = await cli(['merchant', 'verify-account', merchant, '--json'], { server, token });
    if (JSON.parse(out).account) continue;
    await cli(['merchant', 'verify-account', merchant, '--account', agent.login], { server, token, env: { TESSERA_VERIFY_PASSWORD: agent.password } });
    log(`release verify of ${merchant} signs in as ${agent.login}`);
  }
}

/** The demo merchants' brands (name, logos, colours, texts, contacts): deploy/scripts/demo-brands/<merchant>.json. */
export const demoBrandFile = (merchant) => path.join(ROOT, 'deploy/scripts/demo-brands', `${merchant}.json`);

/** Gives each demo merchant without a brand its demo brand; a brand ops set is kept. */
export async function ensureBrands({ server, token, merchants = MERCHANTS, log = console.log }) {
  for (const merchant of merchants) {
    const { out } = await cli(['merchant', 'brand', merchant, '--json'], { server, token });
    if (JSON.parse(out).brand) continue;
    await cli(['merchant', 'brand', merchant, demoBrandFile(merchant)], { server, token });
    log(`brand of ${merchant} set from ${path.relative(ROOT, demoBrandFile(merchant))}`);
  }
}
