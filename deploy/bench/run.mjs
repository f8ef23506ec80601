#!/usr/bin/env node
// Tessera's performance benchmark: builds a minimal floor beside Tessera (a federated host +
// one remote with the same singletons and nothing else, and the same page without federation), serves
// both the way production does, measures both, and prints each figure with the ratio Tessera / floor.
// A second, fairer floor (the stack floor) also carries every other singleton the stack mandates doing the least
// (one axios call, one `t()`), shaken through facades as Tessera's are; the byte figures give both ratios.
// Writes every measurement to deploy/bench/results/<time>.json (git-ignored) so runs can be compared, and merges
// the figures with their targets into deploy/bench/results/latest.json (committed; lib/figures.mjs), from which
// `corepack pnpm bench:doc` writes docs/performance.md. Never fails on a timing.
//
//   corepack pnpm bench                     everything (builds all apps, the server and the floor first)
//   corepack pnpm bench --skip-build        reuse what is built
//   corepack pnpm bench --quick             fewer repetitions (lighthouse 1, tiles 3, 10 heap cycles)
//   corepack pnpm bench --only=bytes,tiles  some sections: build, bytes, cls, lighthouse, tiles, api, heap, slow, repeat, taps
//   corepack pnpm bench --help              this text
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
if (args.includes('--help')) {
  // The header above is the usage.
  const lines = readFileSync(import.meta.filename, 'utf8').split('\n').slice(1);
  const header = lines.slice(0, lines.findIndex((l) => !l.startsWith('//')));
  console.log(header.map((l) => l.replace(/^\/\/ ?/, '')).join('\n'));
  process.exit(0);
}
const quick = args.includes('--quick');
const skipBuild = args.includes('--skip-build');
const only = args.find((a) => a.startsWith('--only='))?.slice(7).split(',');
const want = (s) => !only || only.includes(s);
const RUNS = { lighthouse: quick ? 1 : 3, tiles: quick ? 3 : 5, heap: quick ? 10 : 50, slow: quick ? 1 : 3, repeat: quick ? 1 : 3, taps: quick ? 1 : 5 };
const log = (...a) => console.log(...a);

function timed(label, cmd, argv, opts = {}) {
  const t = performance.now();
  const res = spawnSync(cmd, argv, { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', ...opts });
  // pnpm through corepack, as everywhere (a fresh machine has no global pnpm); a spawn error has no status.
  if (res.status !== 0) throw new Error(`${label} failed:\n${res.error?.message ?? res.stderr}`);
  const s = (performance.now() - t) / 1000;
  log(`  ${label}: ${s.toFixed(1)} s`);
  return s;
}

const results = {
  at: new Date().toISOString(),
  commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim(),
  machine: { cpus: os.cpus().length, load: os.loadavg().map((l) => +l.toFixed(2)), node: process.version },
  runs: RUNS,
};

const WEBPACK = path.join(ROOT, 'host/node_modules/webpack-cli/bin/cli.js');
const FLOOR_CONFIG = path.join(ROOT, 'deploy/bench/floor/webpack.config.mjs');
// The first floor's build time stays comparable with earlier runs: the stack floor builds on its own.
const FLOOR_NAMES = ['--config-name', 'host', '--config-name', 'remote', '--config-name', 'nofed'];
const STACK_FLOOR_NAMES = ['--config-name', 'stack-host', '--config-name', 'stack-remote'];

log(`Tessera bench (${results.commit}, ${results.machine.cpus} CPUs, load ${results.machine.load.join(' ')})`);
if (!skipBuild) {
  log('build');
  const apps = ['--filter', '@tessera/host', '--filter', '@tessera/remote-*'];
  results.build = {
    tessera: {
      all: timed('tessera, all five apps (2 at a time)', 'corepack', ['pnpm', '-r', '--workspace-concurrency=2', ...apps, 'run', 'build']),
      remote: timed('tessera, one remote (games)', 'corepack', ['pnpm', '--filter', '@tessera/remote-games', 'run', 'build']),
    },
    floor: {
      all: timed('floor, host + remote + no-federation app', process.execPath, [WEBPACK, '-c', FLOOR_CONFIG, ...FLOOR_NAMES]),
      remote: timed('floor, its remote', process.execPath, [WEBPACK, '-c', FLOOR_CONFIG, '--config-name', 'remote']),
    },
  };
  timed('floor, rebuilt whole after timing its remote', process.execPath, [WEBPACK, '-c', FLOOR_CONFIG, ...FLOOR_NAMES]);
  timed('stack floor, host + remote (not a figure)', process.execPath, [WEBPACK, '-c', FLOOR_CONFIG, ...STACK_FLOOR_NAMES]);
  try {
    // The server with the sandbox it mounts (pnpm's "name..." takes its workspace dependencies too).
    timed('server and sandbox (not a figure)', 'corepack', ['pnpm', '-r', '--filter', '@tessera/server...', 'run', 'build']);
  } catch (e) {
    // tsc still emits on a type error; the bench can run on that, so say it and go on.
    log(`  warning: ${e.message.split('\n').slice(0, 6).join('\n  ')}`);
  }
}

// Imported after the build: they load deploy/server/dist.
const { startTessera, startFloor, FLOOR_DIST, freePort } = await import('./lib/serve.mjs');
const { launch, wireBytes, tileTimes, memberHeap, layoutShifts } = await import('./lib/browser.mjs');
const { describeFile, table, fmt } = await import('./lib/report.mjs');

if (skipBuild && !['host', 'remote', 'nofed', 'stack-host', 'stack-remote'].every((d) => existsSync(path.join(FLOOR_DIST, d)))) {
  // A fresh checkout has never built the floor: --skip-build skips Tessera's build, not the floor's first one.
  timed('floor and stack floor, not built yet (not a figure)', process.execPath, [WEBPACK, '-c', FLOOR_CONFIG, ...FLOOR_NAMES, ...STACK_FLOOR_NAMES]);
}
const tessera = await startTessera(await freePort());
// A floor that cannot start must not leave Tessera's server running.
process.once('exit', () => tessera.stop());
const floor = await startFloor(await freePort(), { page: 'host', parts: ['host', 'remote'] });
const nofed = await startFloor(await freePort(), { page: 'nofed', parts: ['nofed'] });
const stack = await startFloor(await freePort(), { page: 'stack-host', parts: ['stack-host', 'stack-remote'] });
log(`serving tessera ${tessera.url}, floor ${floor.url}, floor without federation ${nofed.url}, stack floor ${stack.url}`);
const SITES = { tessera: tessera.url, floor: floor.url, nofed: nofed.url };

const APP_DIRS = { host: 'host', games: 'remote-games', member: 'remote-member', agent: 'remote-agent', lottery: 'remote-lottery' };
const distFor = (pathname) => {
  let m = /^\/host\/[^/]+\//.exec(pathname);
  if (m) return path.join(ROOT, 'host/dist');
  m = /^\/remotes\/([^/]+)\/[^/]+\//.exec(pathname);
  if (m) return path.join(ROOT, APP_DIRS[m[1]] ?? m[1], 'dist');
  m = /^\/floor\/([^/]+)\//.exec(pathname);
  return m ? path.join(FLOOR_DIST, m[1]) : undefined;
};

/** Runs one section; a failure is reported and recorded, and the others still run. */
async function section(name, fn) {
  try {
    return await fn();
  } catch (e) {
    log(`  ${name} failed: ${e.message.split('\n')[0]}`);
    (results.errors ??= {})[name] = e.message;
    return undefined;
  }
}

const browser = await launch();
try {
  if (want('bytes')) {
    log('bytes: JavaScript on the wire until the page is idle (cold cache)');
    // Home also at a phone's viewport (390 px, mobile, touch), where the header and side bar differ.
    const at = { paths: ['/', '/rng', '/lottery'], phonePaths: ['/'] };
    const bytes = {
      tessera: await section('bytes tessera', () => wireBytes(browser, SITES.tessera, { ...at, member: 'tessera' })),
      floor: await section('bytes floor', () => wireBytes(browser, SITES.floor, { ...at, member: 'floor' })),
      nofed: await section('bytes nofed', () => wireBytes(browser, SITES.nofed, { ...at, member: 'floor' })),
      stack: await section('bytes stack floor', () => wireBytes(browser, stack.url, { ...at, member: 'floor' })),
    };
    if (bytes.tessera && bytes.floor && bytes.nofed) results.bytes = bytes;
    for (const side of Object.values(results.bytes ?? {})) {
      for (const files of Object.values(side)) if (Array.isArray(files)) for (const f of files) f.what = describeFile(f.url, distFor).what;
    }
  }
  if (want('cls')) {
    log('cls: layout shift of a cold load at 390 px and 1366 px');
    results.cls = {
      tessera: await section('cls tessera', () => layoutShifts(browser, SITES.tessera, ['/', '/rng', '/lottery'])),
      floor: await section('cls floor', () => layoutShifts(browser, SITES.floor, ['/', '/rng'])),
    };
  }
  if (want('tiles')) {
    log(`tiles: first lobby tile, median of ${RUNS.tiles}, CPU 1x and 4x`);
    results.tiles = {};
    // The nav click starts where the games remote is not loaded yet: Tessera's home shows its hot games.
    const navFrom = { tessera: '/help', floor: '/', nofed: '/' };
    for (const [side, url] of Object.entries(SITES)) results.tiles[side] = await tileTimes(browser, url, { runs: RUNS.tiles, cpus: [1, 4], navFrom: navFrom[side] });
  }
  if (want('heap')) {
    log(`heap: ${RUNS.heap} member-centre cycles`);
    results.heap = await section('heap', () => memberHeap(SITES.tessera, RUNS.heap));
  }
  if (want('api')) {
    log('api: game list page and search');
    const { gameListTimes } = await import('./lib/api.mjs');
    results.api = await section('api', () => gameListTimes(SITES.tessera));
  }
  if (want('taps')) {
    log(`taps: input → next paint of nine taps at 390 px, CPU 4x, median of ${RUNS.taps}; the member centre's JS ÷ the stack floor's`);
    const { tapToPaint } = await import('./lib/taps.mjs');
    results.taps = await section('taps', () => tapToPaint(browser, SITES.tessera, { runs: RUNS.taps, stackSite: stack.url, bytes: results.bytes }));
  }
} finally {
  await browser.close();
}
if (want('slow')) {
  log(`slow: home at 390 px on a slow connection, median of ${RUNS.slow}, CPU 1x and 4x`);
  const { slowPhone } = await import('./lib/slow.mjs');
  results.slow = await section('slow', () => slowPhone(SITES.tessera, { runs: RUNS.slow }));
}
if (want('repeat')) {
  log(`repeat: home at 390 px cold, then again under the service worker, median of ${RUNS.repeat}, CPU 4x, mobile network`);
  const { repeatVisit } = await import('./lib/repeat.mjs');
  results.repeat = await section('repeat', () => repeatVisit(SITES.tessera, { runs: RUNS.repeat }));
}
if (want('lighthouse')) {
  log(`lighthouse: median of ${RUNS.lighthouse}`);
  const { lighthouseRuns } = await import('./lib/lighthouse.mjs');
  const pages = (site, list) => list.map((p) => ({ key: p, url: site + p }));
  results.lighthouse = {
    tessera: (await section('lighthouse tessera', () => lighthouseRuns(pages(SITES.tessera, ['/', '/rng', '/lottery']), { runs: RUNS.lighthouse, log }))) ?? {},
    floor: (await section('lighthouse floor', () => lighthouseRuns(pages(SITES.floor, ['/', '/rng']), { runs: RUNS.lighthouse, log }))) ?? {},
    nofed: (await section('lighthouse nofed', () => lighthouseRuns(pages(SITES.nofed, ['/', '/rng']), { runs: RUNS.lighthouse, log }))) ?? {},
  };
}
tessera.stop();
await floor.stop();
await nofed.stop();
await stack.stop();

// ---- report ----
const H = ['figure', 'Tessera', 'floor (MF)', 'floor (no MF)', 'Tessera / floor (MF)'];
const out = [];
const sum = (files, k) => (Array.isArray(files) ? files.reduce((n, f) => n + f[k], 0) : undefined);
if (results.bytes) {
  const b = results.bytes;
  const scen = [
    ['home /', '/', '/'],
    ['home / at 390 px', '/ @390', '/ @390'],
    ['/rng', '/rng', '/rng'],
    ['/lottery', '/lottery', '/lottery'],
    ['member centre (floor: nav → remote)', 'member', 'member'],
  ];
  const rows = [];
  for (const [label, t, f] of scen) {
    for (const k of ['br', 'gzip', 'wire']) {
      const [x, y, z, w] = [sum(b.tessera[t], k), sum(b.floor[f], k), sum(b.nofed[f], k), sum(b.stack?.[f], k)];
      rows.push([`${label} JS ${k === 'wire' ? 'as Chromium got it' : k}`, fmt.kb(x), fmt.kb(y), fmt.kb(z), fmt.ratio(x, y), fmt.kb(w), fmt.ratio(x, w)]);
    }
    const count = (x) => (Array.isArray(x) ? x.length : '—');
    rows.push([`${label} JS files`, count(b.tessera[t]), count(b.floor[f]), count(b.nofed[f]), '', count(b.stack?.[f]), '']);
  }
  out.push(table('JavaScript before the page is idle (cold cache)', [...H, 'stack floor (MF)', 'Tessera / stack floor'], rows));
  for (const [label, key] of [['home /', '/'], ['home / at 390 px', '/ @390'], ['/rng', '/rng'], ['/lottery', '/lottery'], ['member centre', 'member']]) {
    if (!Array.isArray(b.tessera[key])) {
      out.push(`\nTessera ${label}: not measured (${b.tessera[key]?.error ?? 'no data'})`);
      continue;
    }
    out.push(table(`Tessera ${label}: files`, ['file', 'br', 'gzip', 'raw', 'carries'], b.tessera[key].map((f) => [new URL(f.url).pathname, fmt.kb(f.br), fmt.kb(f.gzip), fmt.kb(f.raw), f.what])));
  }
  out.push(table('floor (MF) home: files', ['file', 'br', 'gzip', 'raw', 'carries'], b.floor['/'].map((f) => [new URL(f.url).pathname, fmt.kb(f.br), fmt.kb(f.gzip), fmt.kb(f.raw), f.what])));
  if (Array.isArray(b.stack?.['/'])) {
    out.push(table('stack floor (MF) home: files', ['file', 'br', 'gzip', 'raw', 'carries'], b.stack['/'].map((f) => [new URL(f.url).pathname, fmt.kb(f.br), fmt.kb(f.gzip), fmt.kb(f.raw), f.what])));
  }
  if (Array.isArray(b.stack?.['/ @390'])) {
    out.push(table('stack floor (MF) home at 390 px: files', ['file', 'br', 'gzip', 'raw', 'carries'], b.stack['/ @390'].map((f) => [new URL(f.url).pathname, fmt.kb(f.br), fmt.kb(f.gzip), fmt.kb(f.raw), f.what])));
  }
}
if (results.lighthouse) {
  const l = results.lighthouse;
  const rows = [];
  for (const p of ['/', '/rng', '/lottery']) {
    for (const preset of ['mobile', 'desktop']) {
      const fp = p === '/lottery' ? '/rng' : p;
      const [t, f, n] = [l.tessera[`${p} ${preset}`], l.floor[`${fp} ${preset}`], l.nofed[`${fp} ${preset}`]];
      rows.push([`${p} ${preset} score`, t?.score, f?.score, n?.score, fmt.ratio(t?.score, f?.score)]);
      rows.push([`${p} ${preset} LCP`, fmt.ms(t?.lcp), fmt.ms(f?.lcp), fmt.ms(n?.lcp), fmt.ratio(t?.lcp, f?.lcp)]);
      rows.push([`${p} ${preset} CLS`, t?.cls?.toFixed(3), f?.cls?.toFixed(3), n?.cls?.toFixed(3), '']);
      rows.push([`${p} ${preset} TBT`, fmt.ms(t?.tbt), fmt.ms(f?.tbt), fmt.ms(n?.tbt), '']);
    }
  }
  out.push(table(`Lighthouse 12.8 performance, median of ${RUNS.lighthouse} (floor /lottery = its /rng)`, H, rows));
}
if (results.cls?.tessera) {
  const c = results.cls;
  const rows = [];
  for (const [key, r] of Object.entries(c.tessera)) {
    const [p, width] = key.split(' ');
    const f = c.floor?.[`${p === '/lottery' ? '/rng' : p} ${width}`];
    rows.push([key, r.cls.toFixed(3), f ? f.cls.toFixed(3) : '—', r.worst.join('; ') || '—']);
  }
  out.push(table('Layout shift of a cold load (CLS, worst session window; floor /lottery = its /rng)', ['page and width', 'Tessera', 'floor (MF)', 'Tessera: what moved most'], rows));
}
if (results.tiles) {
  const t = results.tiles;
  const rows = [];
  for (const cpu of ['1x', '4x']) {
    for (const k of ['cold', 'nav']) {
      const [a, b, c] = [t.tessera[cpu][k], t.floor[cpu][k], t.nofed[cpu][k]];
      rows.push([`${k === 'cold' ? 'cold load /rng → first tile' : 'nav click (remote not loaded) → first tile'} @${cpu} CPU`, fmt.ms(a), fmt.ms(b), fmt.ms(c), fmt.ratio(a, b)]);
    }
  }
  out.push(table(`First lobby tile, median of ${RUNS.tiles}`, H, rows));
}
if (results.api) {
  const a = results.api;
  out.push(
    table(`Game list over ${a.games} RNG games (${a.samples} requests each)`, ['figure', 'p50', 'p95'], [
      ['page of 15', fmt.ms2(a.page.p50), fmt.ms2(a.page.p95)],
      ['name search', fmt.ms2(a.search.p50), fmt.ms2(a.search.p95)],
    ]),
  );
}
if (results.tiles) {
  for (const [side, byCpu] of Object.entries(results.tiles)) {
    for (const [cpu, r] of Object.entries(byCpu)) if (r.errors.length) out.push(`  (${side} @${cpu}: ${r.errors.length} run(s) without a tile: ${r.errors[0]})`);
  }
}
if (results.errors) out.push(`\nsections that failed: ${Object.keys(results.errors).join(', ')} (details in the JSON)`);
if (results.heap) {
  const h = results.heap;
  out.push(
    table('Heap', ['figure', 'value'], [
      [`JS heap growth over ${h.cycles} member-centre cycles`, fmt.kb(h.growth)],
      ["heap after the warm-up (5 cycles, home's carousel in)", fmt.kb(h.before)],
      ...(h.nodes ? [['DOM nodes after GC, after the warm-up → last cycle', `${h.nodes.before} → ${h.nodes.after}`], ['JS event listeners, after the warm-up → last cycle', `${h.listeners.before} → ${h.listeners.after}`]] : []),
      ...(h.byKind
        ? [
            ['heap snapshot growth: V8 compiled code (the engine optimising, not the page)', fmt.kb(h.byKind.code)],
            ["heap snapshot growth: DevTools' network records (none: the heap's browser does not watch the network)", fmt.kb(h.byKind.devtools)],
            ['heap snapshot growth: performance timeline entries (bounded by the browser)', fmt.kb(h.byKind.timeline)],
            ["heap snapshot growth: the page's own objects and DOM", fmt.kb(h.byKind.page)],
          ]
        : []),
    ]),
  );
}
if (results.taps) {
  const { TAPS } = await import('./lib/figures.mjs');
  const t = results.taps;
  const rows = Object.entries(TAPS).map(([k, label]) => [label, t.taps[k]?.duration === undefined ? '—' : `${t.taps[k].under ? '≤ ' : ''}${t.taps[k].duration} ms`]);
  rows.push(["member centre's JS ÷ the stack floor's (brotli)", fmt.ratio(t.memberJs.tessera, t.memberJs.stack)]);
  out.push(table(`Tap → next paint at ${t.viewport} px, CPU ${t.cpu}x (Event Timing, INP-style; median of ${t.runs})`, ['tap', 'Tessera'], rows));
  if (t.errors) out.push(`  (taps: ${t.errors.length} run(s) failed: ${t.errors[0]})`);
}
if (results.slow) {
  const ms = (v) => (v == null ? 'not painted within 20 s' : `${v} ms`);
  const rows = ['cpu1', 'cpu4'].map((k) => [k === 'cpu1' ? 'CPU 1x' : 'CPU 4x', ms(results.slow[k].skeleton), ms(results.slow[k].banner), ms(results.slow[k].loginAnswered), ms(results.slow[k].loginForm)]);
  out.push(
    table(
      "Home at 390 px on a slow connection (200 KB/s, 400 ms), cold; ms after the document's first byte (target: both within 2500 ms); then, the page settled, a tap on Log in: ms to the first answer on screen and to the form",
      ['CPU', 'skeleton painted', 'banner painted', 'tap Log in: answered', 'tap Log in: form ready'],
      rows,
    ),
  );
}
if (results.build) {
  const b = results.build;
  out.push(
    table('Build (cold production builds)', H, [
      ['all apps', `${b.tessera.all.toFixed(1)} s`, `${b.floor.all.toFixed(1)} s`, '(in floor all)', fmt.ratio(b.tessera.all, b.floor.all)],
      ['one remote', `${b.tessera.remote.toFixed(1)} s`, `${b.floor.remote.toFixed(1)} s`, '', fmt.ratio(b.tessera.remote, b.floor.remote)],
    ]),
  );
}
log(out.join('\n'));

const dir = path.join(ROOT, 'deploy/bench/results');
mkdirSync(dir, { recursive: true });
const file = path.join(dir, `${results.at.replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify(results, null, 2));
const { writeLatest } = await import('./lib/figures.mjs');
writeLatest(path.join(dir, 'latest.json'), results);
log(`\nfigures written to ${path.relative(ROOT, file)}; latest.json updated (corepack pnpm bench:doc writes docs/performance.md from it)`);
