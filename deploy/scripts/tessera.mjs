#!/usr/bin/env node
// `npm start`, `npm test` and `npm run setup`: everything a fresh machine with only Node 20 needs.
// pnpm comes through corepack (pinned by hash in package.json); Chromium for the end-to-end tests
// comes from Debian (`.ci/run` installs it; locally set PUPPETEER_EXECUTABLE_PATH if it lives elsewhere).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { APPS, DEMO_LOGINS, ROOT, ensureReleaseSets, ensureVerifyAccounts, publishAll, startServer } from './platform.mjs';
import { e2eSuitesFor } from './e2e-map.mjs';

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

/** pnpm's arguments for the build of every app, the sandbox and the server. */
const BUILD = ['-r', '--workspace-concurrency=2', 'run', 'build'];

function build() {
  pnpm('build apps and server', ...BUILD);
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
  const versions = await publishAll({ server: local, token });
  await ensureReleaseSets({ server: local, token, versions });
  await ensureVerifyAccounts({ server: local, token });
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

/**
 * Caches that only save time: tsc's incremental build info and eslint's results, under node_modules/.cache
 * (a fresh clone has none and checks everything). tsc re-checks whatever changed by content; eslint's cache
 * key below changes with its config and the lockfile, so a new rule or plugin version re-lints everything.
 */
const CACHE = path.join(ROOT, 'node_modules', '.cache', 'tessera');

/** The workspace packages (name, folder) as pnpm sees them. */
function workspacePackages() {
  const res = spawnSync('corepack', ['pnpm', 'ls', '-r', '--depth', '-1', '--json'], { cwd: ROOT, env, encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`pnpm ls failed: ${res.stderr}`);
  return JSON.parse(res.stdout)
    .filter((p) => p.path !== ROOT)
    .map((p) => ({ name: p.name, dir: path.relative(ROOT, p.path), scripts: JSON.parse(readFileSync(path.join(p.path, 'package.json'), 'utf8')).scripts ?? {} }));
}

/**
 * The type-checker: TypeScript 7, the native compiler (deploy's devDependency `typescript-7`), called by path
 * because its `tsc` bin and TypeScript 5.9's have the same name. 5.9 stays every package's `typescript` (each
 * declares it, so no peer dependency resolves to 7) for the tools that need its JavaScript API, which 7 does not
 * have: typescript-eslint's parser, the facade test, module federation's type plugin. 7 checks the same code with
 * the same settings in about a quarter of the time.
 */
// A function: on a fresh clone this script starts before the install that brings it.
const tsc = () => path.join(path.dirname(createRequire(path.join(ROOT, 'deploy', 'package.json')).resolve('typescript-7/package.json')), 'bin', 'tsc');

/**
 * Type-checks the given packages with their own `typecheck` script, each `tsc` in it run by TypeScript 7 and made
 * incremental (build info under node_modules/.cache). Two packages at a time on 2 cores.
 */
async function typecheck(packages) {
  console.log(`\n▶ typecheck (${packages.length} packages, incremental)`);
  const started = Date.now();
  mkdirSync(path.join(CACHE, 'tsc'), { recursive: true });
  const jobs = packages.flatMap((p) =>
    (p.scripts.typecheck ?? '')
      .split('&&')
      .map((c) => c.trim())
      .filter(Boolean)
      .map((c, i) => {
        const args = c.split(/\s+/);
        if (args[0] !== 'tsc') throw new Error(`${p.name}: typecheck step "${c}" is not a tsc call`);
        const info = path.join(CACHE, 'tsc', `${p.name.replace(/[@/]/g, '_')}-${i}.tsbuildinfo`);
        return { title: `${p.name}: ${c}`, cwd: path.join(ROOT, p.dir), args: [...args.slice(1), '--incremental', '--tsBuildInfoFile', info] };
      }),
  );
  const TSC = tsc();
  const failed = await runPool(jobs, 2, (job) => [process.execPath, [TSC, ...job.args], { cwd: job.cwd }]);
  if (failed.length) {
    console.error(`✖ typecheck failed: ${failed.join(', ')}`);
    process.exit(1);
  }
  console.log(`✔ typecheck (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** Runs jobs `width` at a time, each with its output printed as one block when it ends; resolves with the failed titles. */
async function runPool(jobs, width, command) {
  const failed = [];
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const [cmd, args, opts] = command(job);
      const code = await new Promise((resolve) => {
        const child = spawn(cmd, args, { ...opts, env, stdio: ['ignore', 'pipe', 'pipe'] });
        let out = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (out += d));
        child.on('close', (c) => {
          if (out.trim()) console.log(`── ${job.title}\n${out.trimEnd()}`);
          resolve(c);
        });
      });
      if (code !== 0) failed.push(job.title);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, jobs.length) }, worker));
  return failed;
}

function eslintCacheArgs() {
  const key = createHash('sha256');
  for (const f of ['eslint.config.mjs', 'pnpm-lock.yaml']) key.update(readFileSync(path.join(ROOT, f)));
  const dir = path.join(CACHE, 'eslint');
  mkdirSync(dir, { recursive: true });
  return ['--cache', '--cache-strategy', 'content', '--cache-location', path.join(dir, `${key.digest('hex').slice(0, 16)}.json`)];
}

/** jest's own default on 2 cores is one worker (cores − 1): the unit suites are many and short, use both. */
const JEST_WORKERS = ['--maxWorkers', '2'];
/**
 * jest's own output, the security tally, and an end to a run stuck on one file (deploy/scripts/stall-reporter.cjs).
 * Last on a command line: `--reporters` takes every argument after it that is not a flag, test paths included.
 */
const reporters = ['default', 'security/tally-reporter.cjs', 'scripts/stall-reporter.cjs'].flatMap((r) => [
  '--reporters',
  r === 'default' ? r : path.join(ROOT, 'deploy', r),
]);

async function test() {
  const started = Date.now();
  install();
  // Cheapest first, so a slip fails in seconds, not after the builds. ESLint is one thread: it runs beside the
  // two type-checkers instead of after them.
  console.log('\n▶ lint (beside the typecheck)');
  const lintStarted = Date.now();
  // Two threads: the type-checkers end in well under a minute, and one ESLint thread would leave a core idle after.
  const lint = runPool([{ title: 'lint' }], 1, () => ['corepack', ['pnpm', 'exec', 'eslint', '--max-warnings', '0', '--concurrency', '2', ...eslintCacheArgs(), '.'], { cwd: ROOT }]);
  await typecheck(workspacePackages().filter((p) => p.scripts.typecheck));
  if ((await lint).length) {
    console.error('✖ lint failed');
    process.exit(1);
  }
  console.log(`✔ lint (${((Date.now() - lintStarted) / 1000).toFixed(1)} s)`);
  // The build runs beside the unit tests at the lowest CPU priority: it takes the CPU time they leave idle
  // (a tenth to a fifth of two cores: files that wait on servers and timers) instead of a stage of its own.
  const building = buildInBackground();
  // Both runs print the security tally (tried / held by category) after jest's own summary.
  pnpm('unit and component tests', 'exec', 'jest', ...JEST_WORKERS, ...reporters);
  await building;
  // The e2e stage also checks the build just made is reproducible (deploy/e2e/reproducible-build.e2e.ts: one extra build).
  pnpm('end-to-end tests (Chromium)', '--filter', '@tessera/deploy', 'run', 'test:e2e', ...reporters);
  console.log(`\n✔ npm test passed in ${((Date.now() - started) / 60000).toFixed(1)} min`);
}

/**
 * `build()` as a background child at nice 19, its output in a file printed when it ends; resolves once it passed
 * and ends the run if it failed. A run that stops early (a failed unit test) takes the build down with it.
 */
function buildInBackground() {
  const title = 'build apps and server (beside the unit tests, nice 19)';
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  mkdirSync(CACHE, { recursive: true });
  const log = path.join(CACHE, 'build.log');
  const fd = openSync(log, 'w');
  // Its own process group, so that pnpm's webpack children end with it.
  const child = spawn('nice', ['-n', '19', 'corepack', 'pnpm', ...BUILD], { cwd: ROOT, env, stdio: ['ignore', fd, fd], detached: true });
  closeSync(fd);
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already ended
    }
  };
  process.on('exit', stop);
  return new Promise((resolve) => {
    child.on('error', (e) => {
      console.error(`✖ ${title} could not start: ${e.message}`);
      process.exit(1);
    });
    child.on('close', (code) => {
      process.off('exit', stop);
      const out = readFileSync(log, 'utf8').trimEnd();
      if (out) console.log(out);
      if (code !== 0) {
        console.error(`✖ ${title} failed (exit ${code})`);
        process.exit(code || 1);
      }
      // Seen once the unit tests have ended (they hold this process until then), so the time is theirs or longer.
      console.log(`✔ ${title} (done by ${((Date.now() - started) / 1000).toFixed(1)} s)`);
      resolve();
    });
  });
}

/** Files changed against `base` (committed since the merge base, staged, unstaged and untracked). */
function changedFiles(base) {
  const git = (...args) => {
    const res = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`git ${args.join(' ')}: ${res.stderr.trim()}`);
    return res.stdout.split('\n').filter(Boolean);
  };
  const [mergeBase] = git('merge-base', 'HEAD', base);
  return { mergeBase, files: [...new Set([...git('diff', '--name-only', mergeBase), ...git('ls-files', '--others', '--exclude-standard')])] };
}

/**
 * `pnpm test:changed [base] [--skip-e2e]` (base: TESSERA_BASE or main): what a change can affect, against the merge base
 * with `base`. Typecheck and build of the changed packages and every package depending on them, eslint on the
 * changed files, jest --changedSince (the tests that import a changed file), then the e2e suites mapped from
 * the changed folders (deploy/scripts/e2e-map.mjs). A change to the root (lockfile, configs) runs all of it.
 */
async function changed() {
  const started = Date.now();
  const args = process.argv.slice(3);
  const skipE2e = args.includes('--skip-e2e');
  const base = args.find((a) => !a.startsWith('--')) || process.env.TESSERA_BASE || 'main';
  const { mergeBase, files } = changedFiles(base);
  if (files.length === 0) {
    console.log(`Nothing changed against ${base}.`);
    return;
  }
  const packages = workspacePackages();
  // The deepest package folder holding the file; files outside every package are root files.
  const owner = (f) => packages.filter((p) => f === p.dir || f.startsWith(`${p.dir}/`)).sort((a, b) => b.dir.length - a.dir.length)[0];
  const rootChange = files.some((f) => !owner(f) && !/^(docs\/|[^/]+\.md$|\.gitignore$)/.test(f));
  const touched = [...new Set(files.map((f) => owner(f)?.name).filter(Boolean))];
  console.log(`Changed against ${base} (merge base ${mergeBase.slice(0, 10)}): ${files.length} files; packages: ${touched.join(', ') || 'none'}${rootChange ? '; root files: everything' : ''}`);
  install();
  // The changed packages and everything that depends on them (pnpm's "...<name>").
  const filter = rootChange ? [] : touched.flatMap((n) => ['--filter', `...${n}`]);
  const selected = rootChange ? packages : packages.filter((p) => affected(p.name, touched, packages));
  if (selected.some((p) => p.scripts.typecheck)) await typecheck(selected.filter((p) => p.scripts.typecheck));
  const lintable = files.filter((f) => /\.(c|m)?(j|t)sx?$/.test(f) && existsSync(path.join(ROOT, f)));
  if (rootChange) pnpm('lint', 'exec', 'eslint', '--max-warnings', '0', ...eslintCacheArgs(), '.');
  else if (lintable.length) pnpm(`lint (${lintable.length} files)`, 'exec', 'eslint', '--max-warnings', '0', ...eslintCacheArgs(), '--no-warn-ignored', ...lintable);
  pnpm('unit and component tests (changed since the merge base)', 'exec', 'jest', ...JEST_WORKERS, ...(rootChange ? [] : ['--changedSince', mergeBase, '--passWithNoTests']), ...reporters);
  const suites = skipE2e ? [] : e2eSuitesFor(files);
  if (suites.length === 0) {
    console.log(`\n✔ test:changed passed in ${((Date.now() - started) / 60000).toFixed(1)} min (${skipE2e ? 'e2e skipped' : 'no e2e suite maps to these files'})`);
    return;
  }
  // The e2e server publishes every app: build what changed (and its dependents), and any app never built.
  if (rootChange) build();
  else if (selected.some((p) => p.scripts.build)) pnpm('build (changed and dependent packages)', '-r', '--workspace-concurrency=2', ...filter, 'run', 'build');
  const unbuilt = APPS.filter((a) => !existsSync(path.join(ROOT, a.dir, 'dist', 'artifact.json'))).map((a) => a.dir);
  if (!existsSync(path.join(ROOT, 'deploy', 'server', 'dist', 'main.js'))) unbuilt.push('deploy/server');
  if (!existsSync(path.join(ROOT, 'deploy', 'sandbox', 'dist'))) unbuilt.push('deploy/sandbox');
  if (unbuilt.length) pnpm(`build (never built: ${unbuilt.join(', ')})`, '-r', '--workspace-concurrency=2', ...unbuilt.flatMap((d) => ['--filter', `./${d}`]), 'run', 'build');
  console.log(`\ne2e suites for these changes: ${suites.join(', ')}`);
  pnpm('end-to-end tests (Chromium, mapped suites)', '--filter', '@tessera/deploy', 'run', 'test:e2e', ...suites.map((s) => `e2e/${s}`), ...reporters);
  console.log(`\n✔ test:changed passed in ${((Date.now() - started) / 60000).toFixed(1)} min`);
}

/** Whether package `name` is one of `touched` or depends on one of them (through workspace dependencies). */
function affected(name, touched, packages, seen = new Set()) {
  if (touched.includes(name)) return true;
  if (seen.has(name)) return false;
  seen.add(name);
  const pkg = packages.find((p) => p.name === name);
  if (!pkg) return false;
  const manifest = JSON.parse(readFileSync(path.join(ROOT, pkg.dir, 'package.json'), 'utf8'));
  const deps = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })
    .filter(([, v]) => String(v).startsWith('workspace:'))
    .map(([k]) => k);
  return deps.some((d) => affected(d, touched, packages, seen));
}

const command = process.argv[2];
if (command === 'start') await start();
else if (command === 'test') await test();
else if (command === 'changed') await changed();
else if (command === 'typecheck') await typecheck(workspacePackages().filter((p) => p.scripts.typecheck));
else if (command === 'setup') {
  install();
  build();
} else {
  console.error('usage: tessera.mjs start|test|changed [base]|typecheck|setup');
  process.exit(2);
}
