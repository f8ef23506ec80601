/**
 * A proxy-mode server (WPS_UPSTREAM set) never loads the sandbox gateway, its icon sets or its picture
 * libraries: the platform server mounts @tessera/sandbox through a dynamic import only without an upstream
 * (deploy/server/src/server.ts). The built server is started twice with a module-load recorder
 * (fixtures/record-loads.mjs), once per mode; the sandbox start is the control that shows the recorder sees them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, until } from './support';

const ROOT = path.resolve(__dirname, '../..');
const MAIN = path.join(ROOT, 'deploy/server/dist/main.js');
const RECORDER = path.join(__dirname, 'fixtures/record-loads.mjs');
/** What only the sandbox needs: its own package, the pictures it draws and the captcha images. */
const SANDBOX_ONLY = /\/deploy\/sandbox\/|@tessera\/sandbox|\/sharp\/|@resvg|@iconify-json|svg-captcha/;

async function startRecorded(env: Record<string, string>): Promise<{ child: ChildProcess; loaded: () => string[]; health: unknown }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-proxy-mode-'));
  const log = path.join(dataDir, 'loads.txt');
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', RECORDER, MAIN], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', TESSERA_DATA_DIR: dataDir, TESSERA_OPS_TOKEN: randomBytes(24).toString('hex'), TESSERA_LOG_LEVEL: 'warn', TESSERA_LOAD_LOG: log },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`server exited (${code}): ${stderr}`))));
  // Ready when health answers; the start's own imports are all resolved by then.
  const ready = until(
    () => fetch(`http://127.0.0.1:${port}/platform/health`).catch(() => undefined),
    (res) => !!res?.ok,
    'the server to answer its health check',
    { timeoutMs: 60_000 },
  ).then((res) => res!.json() as Promise<unknown>);
  const health = await Promise.race([ready, exited]);
  return { child, health, loaded: () => (existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : []) };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

describe('the platform server in proxy mode', () => {
  beforeAll(() => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the server first`);
  });

  it('starts without loading the sandbox, its icon sets or its picture libraries', async () => {
    // Nothing listens on port 9 (discard): the upstream is not asked at start.
    const proxy = await startRecorded({ WPS_UPSTREAM: 'http://127.0.0.1:9' });
    try {
      expect(proxy.health).toEqual({ ok: true, mode: 'proxy' });
      const loaded = proxy.loaded();
      expect(loaded.some((url) => url.includes('/deploy/server/dist/server.js'))).toBe(true);
      expect(loaded.filter((url) => SANDBOX_ONLY.test(url))).toEqual([]);
    } finally {
      await stop(proxy.child);
    }
  });

  it('loads them in sandbox mode (the recorder sees what the proxy start left out)', async () => {
    const sandbox = await startRecorded({});
    try {
      expect(sandbox.health).toEqual({ ok: true, mode: 'sandbox' });
      const loaded = sandbox.loaded().filter((url) => SANDBOX_ONLY.test(url));
      expect(loaded.some((url) => url.includes('/deploy/sandbox/dist/plugin.js'))).toBe(true);
      expect(loaded.some((url) => /@iconify-json|@resvg|\/sharp\//.test(url))).toBe(true);
    } finally {
      await stop(sandbox.child);
    }
  });
});
