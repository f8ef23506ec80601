import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureReleaseSets, publishAll, startServer } from '../scripts/platform.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-e2e-'));
  const port = await freePort();
  const token = randomBytes(16).toString('hex');
  // A canary is switched off after a handful of failing browsers (canary.e2e.ts, ops-teams.e2e.ts), not 20 from
  // 10 page loads: the browsers of one test are four page loads (tickets) on one network, 127.0.0.1.
  const canaryPolicy = { TESSERA_CANARY_MIN_SAMPLE: '4', TESSERA_CANARY_MAX_ERROR_RATE: '0.5', TESSERA_CANARY_WINDOW_MS: '120000', TESSERA_CANARY_MIN_TICKETS: '3' };
  const { child, server } = await startServer({ port, dataDir, token, env: canaryPolicy, stdio: ['ignore', 'ignore', 'inherit'] });
  const log = () => undefined;
  const versions = publishAll({ server, token, log });
  ensureReleaseSets({ server, token, versions, log });
  globalThis.__TESSERA_SERVER__ = child;
  Object.assign(process.env, {
    E2E_PORT: String(port),
    E2E_SERVER: `http://localhost:${port}`,
    E2E_TOKEN: token,
    E2E_DATA_DIR: dataDir,
    E2E_VERSIONS: JSON.stringify(versions),
  });
}
