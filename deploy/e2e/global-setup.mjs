import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureReleaseSets, freePort, publishAll, startServer } from '../scripts/platform.mjs';

/** One platform with a fresh data dir (fresh sandbox database and registry), every app published. */
async function platform() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-e2e-'));
  const port = await freePort();
  const token = randomBytes(16).toString('hex');
  // A canary is switched off after a handful of failing browsers (canary.e2e.ts, ops-teams.e2e.ts), not 20 from
  // 10 page loads: the browsers of one test are four page loads (tickets) on one network, 127.0.0.1, so one
  // failing network may decide here (the default asks for 5; registry/canary-decision.ts).
  const canaryPolicy = {
    TESSERA_CANARY_MIN_SAMPLE: '4',
    TESSERA_CANARY_MAX_ERROR_RATE: '0.5',
    TESSERA_CANARY_WINDOW_MS: '120000',
    TESSERA_CANARY_MIN_TICKETS: '3',
    TESSERA_CANARY_MIN_NETWORKS: '1',
    // Every browser of the run loads from 127.0.0.1: one network, past the default share of tickets.
    TESSERA_TICKETS_PER_NETWORK: '100000',
  };
  // The platforms share the run's picture cache: the sandbox draws each picture once for both (each from its
  // path alone; deterministic), instead of each platform drawing all of them again.
  const art = { TESSERA_ART_CACHE_DIR: path.join(process.env.E2E_RUN_DIR, 'art-cache') };
  const { child, server } = await startServer({ port, dataDir, token, env: { ...canaryPolicy, ...art }, stdio: ['ignore', 'ignore', 'inherit'] });
  const log = () => undefined;
  const versions = await publishAll({ server, token, log });
  await ensureReleaseSets({ server, token, versions, log });
  return { child, spec: { port, server: `http://localhost:${port}`, token, dataDir, versions } };
}

/**
 * One platform per jest worker: the suites of a worker run one after another against their own server, as the
 * whole run once did against one, so a suite that pins, canaries or breaks a merchant never meets another
 * suite's pages. Most of a case's time is spent waiting for pages, so two workers share the two cores well.
 */
export default async function globalSetup(globalConfig) {
  const count = globalConfig.runInBand ? 1 : Math.max(1, Math.min(globalConfig.maxWorkers, 4));
  // What is made once per run for every worker (a release build: support.ts releaseBuildMember) lives here.
  process.env.E2E_RUN_DIR = mkdtempSync(path.join(os.tmpdir(), 'tessera-e2e-run-'));
  const platforms = await Promise.all(Array.from({ length: count }, () => platform()));
  globalThis.__TESSERA_SERVERS__ = platforms.map((p) => p.child);
  process.env.E2E_PLATFORMS = JSON.stringify(platforms.map((p) => p.spec));
}
