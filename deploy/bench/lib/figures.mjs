// The benchmark's figures as groups of rows with their targets: what deploy/bench/results/latest.json holds (committed)
// and what docs/performance.md is generated from (deploy/bench/doc.mjs). A run replaces the groups it measured and
// keeps the others, each with the commit and machine it was measured on, so a partial run (--only=bytes) never
// drops the last full run's Lighthouse figures.
//
// A new figure: measure it in run.mjs into `results.<section>`, add a builder to GROUPS below that turns it into
// rows (with a `target` where there is one), and it reaches the JSON and the doc without touching the generator.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const KB = 1024;

/**
 * Every target the figures are held to. A row names its target by id; docs/performance.md lists them all, with
 * the latest figures that answer each (or that none is in the committed results yet).
 */
export const TARGETS = {
  homePhoneBytes: { figure: "home's JavaScript until idle at 390 px, brotli", op: '<=', value: 200 * KB, unit: 'bytes' },
  homePhoneStackRatio: { figure: "home's JavaScript at 390 px ÷ the stack floor's", op: '<=', value: 1.1, unit: 'ratio' },
  homeDesktopBytes: { figure: "home's JavaScript until idle at 1366 px, brotli", op: '<=', value: 230 * KB, unit: 'bytes' },
  memberCentreRatio: { figure: "opening the member centre's JavaScript ÷ the floor's", op: '<=', value: 1.3, unit: 'ratio' },
  lighthouseMobileScore: { figure: 'Lighthouse mobile score, every page', op: '>=', value: 95, unit: 'score' },
  lighthouseDesktopScore: { figure: 'Lighthouse desktop score, every page', op: '>=', value: 99, unit: 'score' },
  lighthouseMobileLcp: { figure: 'Lighthouse mobile LCP, every page', op: '<=', value: 2000, unit: 'ms' },
  cls: { figure: 'CLS, cold load at 390 and 1366 px and Lighthouse, every page', op: '<=', value: 0.02, unit: 'cls' },
  slowPhonePaint: { figure: 'slow phone: skeleton and banner painted after the first byte, CPU 1x and 4x', op: '<=', value: 2500, unit: 'ms' },
  tapToPaint: { figure: "a tap's input → next paint at 390 px, CPU 4x (real phones are slower: web.dev's good INP is 200 ms)", op: '<=', value: 100, unit: 'ms' },
  heapGrowth: { figure: 'JS heap growth over 50 member-centre cycles', op: '<=', value: 1024 * KB, unit: 'bytes' },
  buildAll: { figure: 'cold production build of all five apps', op: '<=', value: 70, unit: 's' },
  buildRemote: { figure: 'cold production build of one remote', op: '<=', value: 10, unit: 's' },
};

/** The taps the taps section measures (lib/taps.mjs), as the doc names them. */
export const TAPS = {
  login: 'open the login sheet',
  menu: 'open the menu',
  memberCentre: 'open the member centre',
  memberPage: 'switch a member-centre page',
  deposit: 'open the member centre on deposit',
  vendor: 'switch a lobby vendor',
  lobbyTab: 'switch a lobby tab',
  search: 'a key in the lobby search',
  launch: 'launch a game',
};

const sum = (files, k = 'br') => (Array.isArray(files) ? files.reduce((n, f) => n + f[k], 0) : undefined);
const ratio = (a, b) => (a === undefined || b === undefined || !b ? undefined : +(a / b).toFixed(3));

/** Whether a value meets its target (undefined when there is no value or no target). */
export function meets(value, target) {
  if (value === undefined || value === null || !target) return undefined;
  return target.op === '<=' ? value <= target.value : value >= target.value;
}

/** A row: the figure, its unit, Tessera's value and the floors' (when measured), and its target by id. */
function row(figure, unit, values, targetId) {
  const r = { figure, unit, ...values };
  for (const k of Object.keys(r)) if (r[k] === undefined || r[k] === null) delete r[k];
  if (targetId) {
    const { op, value } = TARGETS[targetId];
    Object.assign(r, { targetId, target: { op, value }, met: meets(r.tessera, { op, value }) ?? null });
  }
  return r;
}

/** One builder per section of run.mjs's results: section data → { title, rows }. */
export const GROUPS = {
  bytes(b) {
    const rows = [];
    const scen = [
      ['home, 390 px (phone)', '/ @390', '/ @390', { tessera: 'homePhoneBytes', stack: 'homePhoneStackRatio' }],
      ['home, 1366 px', '/', '/', { tessera: 'homeDesktopBytes' }],
      ['/rng', '/rng', '/rng', {}],
      ['/lottery', '/lottery', '/lottery', {}],
      ['opening the member centre (floor: a nav click to its remote)', 'member', 'member', { floor: 'memberCentreRatio' }],
    ];
    for (const [label, t, f, targets] of scen) {
      const [x, y, s] = [sum(b.tessera?.[t]), sum(b.floor?.[f]), sum(b.stack?.[f])];
      rows.push(
        row(`${label}: JS until idle, brotli`, 'bytes', { tessera: x, floor: y, noFederation: sum(b.nofed?.[f]), stackFloor: s, files: Array.isArray(b.tessera?.[t]) ? b.tessera[t].length : undefined }, targets.tessera),
      );
      if (targets.floor) rows.push(row(`${label}: Tessera ÷ floor (MF)`, 'ratio', { tessera: ratio(x, y) }, targets.floor));
      if (targets.stack) rows.push(row(`${label}: Tessera ÷ stack floor`, 'ratio', { tessera: ratio(x, s) }, targets.stack));
    }
    return { title: 'JavaScript on the wire until the page is idle (cold cache, brotli)', rows };
  },
  homeFiles(b) {
    const files = b.tessera?.['/ @390'];
    if (!Array.isArray(files)) return undefined;
    // Without the content hash, so a rebuild that changes no byte leaves the doc alone.
    const name = (url) => path.posix.basename(new URL(url).pathname).replace(/\.[0-9a-f]{8,}\.js$/, '.js').replace(/^(\d+)\.js$/, 'chunk $1');
    const rows = files.map((f) => row(`${name(f.url)}: ${f.what ?? ''}`, 'bytes', { tessera: f.br }));
    return { title: "Home at 390 px, file by file (brotli): what the first total is made of", rows };
  },
  lighthouse(l) {
    const rows = [];
    for (const p of ['/', '/rng', '/lottery']) {
      const fp = p === '/lottery' ? '/rng' : p;
      for (const preset of ['mobile', 'desktop']) {
        const [t, f] = [l.tessera?.[`${p} ${preset}`], l.floor?.[`${fp} ${preset}`]];
        if (!t) continue;
        rows.push(row(`${p} ${preset}: score`, 'score', { tessera: t.score, floor: f?.score }, preset === 'mobile' ? 'lighthouseMobileScore' : 'lighthouseDesktopScore'));
        rows.push(row(`${p} ${preset}: LCP`, 'ms', { tessera: t.lcp, floor: f?.lcp }, preset === 'mobile' ? 'lighthouseMobileLcp' : undefined));
        rows.push(row(`${p} ${preset}: TBT`, 'ms', { tessera: t.tbt, floor: f?.tbt }));
        rows.push(row(`${p} ${preset}: CLS`, 'cls', { tessera: t.cls, floor: f?.cls }, 'cls'));
      }
    }
    return { title: 'Lighthouse 12.8 performance, median of the runs (the floor has no /lottery: its /rng)', rows };
  },
  cls(c) {
    if (!c.tessera) return undefined;
    const rows = Object.entries(c.tessera).map(([key, r]) => {
      const [p, width] = key.split(' ');
      return row(`${p} at ${width}`, 'cls', { tessera: r.cls, floor: c.floor?.[`${p === '/lottery' ? '/rng' : p} ${width}`]?.cls }, 'cls');
    });
    return { title: 'Layout shift of a cold load (CLS, worst session window)', rows };
  },
  tiles(t) {
    const rows = [];
    for (const cpu of ['1x', '4x']) {
      rows.push(row(`cold load of /rng → first tile, CPU ${cpu}`, 'ms', { tessera: t.tessera?.[cpu]?.cold, floor: t.floor?.[cpu]?.cold, noFederation: t.nofed?.[cpu]?.cold }));
      rows.push(row(`nav click (games remote not loaded) → first tile, CPU ${cpu}`, 'ms', { tessera: t.tessera?.[cpu]?.nav, floor: t.floor?.[cpu]?.nav, noFederation: t.nofed?.[cpu]?.nav }));
    }
    return { title: 'First lobby tile (median)', rows };
  },
  heap(h) {
    const rows = [row(`JS heap growth over ${h.cycles} member-centre cycles`, 'bytes', { tessera: h.growth }, 'heapGrowth')];
    if (h.nodes) rows.push(row('DOM nodes after GC: growth from the warm-up to the last cycle', 'count', { tessera: h.nodes.after - h.nodes.before }));
    if (h.listeners) rows.push(row('JS event listeners: growth from the warm-up to the last cycle', 'count', { tessera: h.listeners.after - h.listeners.before }));
    if (h.byKind) {
      rows.push(row("of the heap snapshot's growth: V8 compiled code", 'bytes', { tessera: h.byKind.code }));
      rows.push(row("of the heap snapshot's growth: performance timeline entries", 'bytes', { tessera: h.byKind.timeline }));
      rows.push(row("of the heap snapshot's growth: the page's own objects and DOM", 'bytes', { tessera: h.byKind.page }));
    }
    return { title: 'Memory over repeated member-centre cycles', rows };
  },
  api(a) {
    return {
      title: `Game list over ${a.games} games (${a.samples} requests each)`,
      rows: [
        row('page of 15, p50', 'ms', { tessera: a.page.p50 }),
        row('page of 15, p95', 'ms', { tessera: a.page.p95 }),
        row('name search, p50', 'ms', { tessera: a.search.p50 }),
        row('name search, p95', 'ms', { tessera: a.search.p95 }),
      ],
    };
  },
  slow(s) {
    const rows = [];
    for (const [k, cpu] of [['cpu1', '1x'], ['cpu4', '4x']]) {
      const r = s[k];
      if (!r) continue;
      rows.push(row(`skeleton painted after the first byte, CPU ${cpu}`, 'ms', { tessera: r.skeleton ?? undefined }, 'slowPhonePaint'));
      rows.push(row(`banner painted after the first byte, CPU ${cpu}`, 'ms', { tessera: r.banner ?? undefined }, 'slowPhonePaint'));
      rows.push(row(`tap on Log in → first answer on screen, CPU ${cpu}`, 'ms', { tessera: r.loginAnswered ?? undefined }));
      rows.push(row(`tap on Log in → form ready, CPU ${cpu}`, 'ms', { tessera: r.loginForm ?? undefined }));
    }
    return { title: 'Home at 390 px on a slow connection (200 KB/s, 400 ms round trip), cold', rows };
  },
  repeat(r) {
    const rows = [];
    for (const [label, k] of [['cold load', 'cold'], ['repeat visit under the service worker', 'repeat']]) {
      const v = r[k];
      if (!v) continue;
      rows.push(row(`home at 390 px, ${label}: JS over the network, as Chromium got it`, 'bytes', { tessera: v.jsNetworkBytes }));
      rows.push(row(`home at 390 px, ${label}: JS files over the network`, 'count', { tessera: v.jsNetworkFiles }));
      rows.push(row(`home at 390 px, ${label}: LCP`, 'ms', { tessera: v.lcp }));
    }
    if (r.repeat) rows.push(row('home at 390 px, repeat visit: JS files answered by the worker', 'count', { tessera: r.repeat.jsFromWorker }));
    return { title: `A phone's second visit (median of ${r.runs}; CPU ${r.cpu}x, 150 ms round trip, 1.6 Mbit/s)`, rows };
  },
  taps(t) {
    const rows = Object.entries(TAPS).map(([k, label]) => row(`${label}${t.taps[k]?.under ? ' (16 ms: under what the browser reports)' : ''}`, 'ms', { tessera: t.taps[k]?.duration }, 'tapToPaint'));
    rows.push(row("opening the member centre: its JS (brotli) ÷ the stack floor's", 'ratio', { tessera: t.memberJs?.ratio }));
    return { title: `Tap → next paint at ${t.viewport} px, CPU ${t.cpu}x (Event Timing, as INP; median of ${t.runs})`, rows };
  },
  build(b) {
    return {
      title: 'Cold production builds',
      rows: [
        row('all five apps', 's', { tessera: b.tessera.all, floor: b.floor.all }, 'buildAll'),
        row('one remote (games)', 's', { tessera: b.tessera.remote, floor: b.floor.remote }, 'buildRemote'),
      ],
    };
  },
};

/** Where each group's data comes from in the results (homeFiles is a view of bytes). */
const SOURCE = { homeFiles: 'bytes' };

/** The groups this run measured, each stamped with where and when. */
export function groupsOf(results) {
  const measured = { at: results.at, commit: results.commit, machine: results.machine, runs: results.runs };
  const out = {};
  for (const [id, build] of Object.entries(GROUPS)) {
    const data = results[SOURCE[id] ?? id];
    if (!data) continue;
    const group = build(data);
    if (group?.rows.length) out[id] = { ...group, measured };
  }
  return out;
}

/** Merges this run's groups into the committed latest.json: groups not measured now keep their last values. */
export function writeLatest(file, results) {
  const previous = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { groups: {} };
  const groups = { ...previous.groups, ...groupsOf(results) };
  const ordered = Object.fromEntries(Object.keys(GROUPS).filter((id) => groups[id]).map((id) => [id, groups[id]]).concat(Object.entries(groups).filter(([id]) => !GROUPS[id])));
  writeFileSync(file, `${JSON.stringify({ about: 'Latest figure of each group of deploy/bench/run.mjs; docs/performance.md is generated from it (corepack pnpm bench:doc).', groups: ordered }, null, 2)}\n`);
}
