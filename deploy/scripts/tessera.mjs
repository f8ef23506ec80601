#!/usr/bin/env node
// `npm start`, `npm test` and `npm run setup`: everything a fresh machine with only Node 20 needs.
// pnpm comes through corepack (pinned by hash in package.json); Chromium for the end-to-end tests
// comes from Debian (`.ci/run` installs it; locally set PUPPETEER_EXECUTABLE_PATH if it lives elsewhere).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_LOGINS, ROOT, ensureReleaseSets, publishAll, startServer } from './platform.mjs';

const env = { ...process.env, COREPACK_ENABLE_DOWNLOAD_PROMPT: '0', PUPPETEER_SKIP_DOWNLOAD: '1' };

function step(title, cmd, args) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env });
  if (res.status !== 0) {
    console.error(`✖ ${title} failed (exit ${res.status ?? res.signal})`);
    process.exit(res.status || 1);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

const pnpm = (title, ...args) => step(title, 'corepack', ['pnpm', ...args]);

function install() {
  pnpm('install dependencies (pnpm via corepack)', 'install', '--frozen-lockfile');
}

function build() {
  pnpm('build apps and server', '-r', '--workspace-concurrency=2', 'run', 'build');
}

async function start() {
  install();
  build();
  const port = Number(process.env.PORT || 8080);
  const dataDir = path.resolve(ROOT, process.env.TESSERA_DATA_DIR || '.tessera');
  // Without TESSERA_OPS_TOKEN the server generates the token once into <data dir>/ops-token and reuses it on
  // every later start; the CLI reads it from there.
  const { child, server } = await startServer({ port, dataDir, env: { TESSERA_LOG_LEVEL: process.env.TESSERA_LOG_LEVEL || 'warn' } });
  const tokenFile = path.join(dataDir, 'ops-token');
  const token = process.env.TESSERA_OPS_TOKEN || readFileSync(tokenFile, 'utf8').trim();
  const local = `http://127.0.0.1:${port}`;
  const versions = publishAll({ server: local, token });
  ensureReleaseSets({ server: local, token, versions });
  console.log(`
Tessera is running on http://localhost:${port}  (merchant demo2: http://demo2.localhost:${port})
Data: ${dataDir}
Ops token: ${token}   (ops CLI: node deploy/server/dist/cli.js --help)
Demo logins (password for all: ${DEMO_LOGINS[0].password}):
${DEMO_LOGINS.map((l) => `  ${l.login.padEnd(10)} ${l.what}`).join('\n')}
Press Ctrl+C to stop.`);
  void server;
  const stop = () => child.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code) => process.exit(code ?? 0));
}

function test() {
  install();
  pnpm('typecheck', '-r', '--workspace-concurrency=2', 'run', 'typecheck');
  pnpm('lint', 'exec', 'eslint', '.');
  const tally = ['--reporters', 'default', '--reporters', path.join(ROOT, 'deploy', 'security', 'tally-reporter.cjs')];
  // Both runs print the security tally (tried / held by category) after jest's own summary.
  pnpm('unit and component tests', 'exec', 'jest', ...tally);
  build();
  pnpm('end-to-end tests (Chromium)', '--filter', '@tessera/deploy', 'run', 'test:e2e', ...tally);
}

const command = process.argv[2];
if (command === 'start') await start();
else if (command === 'test') test();
else if (command === 'setup') {
  install();
  build();
} else {
  console.error('usage: tessera.mjs start|test|setup');
  process.exit(2);
}
