#!/usr/bin/env node
// Writes docs/performance.md from the benchmark's committed figures (deploy/bench/results/latest.json), so the
// doc never holds a figure copied by hand. Every group the JSON carries is printed, with its targets; a target no
// group answers yet is listed as not measured.
//
//   corepack pnpm bench:doc              write docs/performance.md
//   corepack pnpm bench:doc --check      exit 1 if docs/performance.md differs from what it would write
//   --results=<file> --out=<file>   other files (the docs test's self-check)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { GROUPS, TARGETS, meets } from './lib/figures.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const COLUMNS = [
  ['tessera', 'Tessera'],
  ['floor', 'floor (MF)'],
  ['noFederation', 'floor without MF'],
  ['stackFloor', 'stack floor'],
  ['files', 'files'],
];

function fmt(value, unit) {
  if (value === undefined || value === null) return '—';
  switch (unit) {
    case 'bytes':
      return `${(value / 1024).toFixed(1)} KB`;
    case 'ms':
      return value < 10 ? `${value.toFixed(2)} ms` : `${Math.round(value)} ms`;
    case 's':
      return `${value.toFixed(1)} s`;
    case 'ratio':
      return `${value.toFixed(2)}x`;
    case 'cls':
      return value.toFixed(3);
    default:
      return String(value);
  }
}

/** A bound reads as written: 200 KB, not 200.0 KB. */
const targetText = (t, unit) => `${t.op === '<=' ? '≤' : '≥'} ${fmt(t.value, unit).replace(/\.0+(?=\D*$)/, '')}`;
const metText = (met) => (met === true ? 'met' : met === false ? '**not met**' : '—');
const cell = (s) => String(s).replace(/\|/g, '\\|');
const table = (header, rows) => [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');

function measuredLine(m) {
  const load = m.machine?.load ? `, load average ${m.machine.load.join(' · ')}` : '';
  const busy =
    m.machine?.load && m.machine.load[0] > m.machine.cpus
      ? ' The machine was busy (load above its CPU count): timings read high, and a byte figure can count a chunk that loads on a timer when that timer falls in its window.'
      : '';
  return `Measured on ${m.machine?.cpus ?? '?'} CPUs${load} (Node ${m.machine?.node ?? '?'}), build ${m.commit}, ${m.at.slice(0, 10)}.${busy}`;
}

function groupSection(id, g) {
  const cols = COLUMNS.filter(([k]) => g.rows.some((r) => r[k] !== undefined));
  const withTargets = g.rows.some((r) => r.target);
  const header = ['figure', ...cols.map(([, label]) => label), ...(withTargets ? ['target', ''] : [])];
  const rows = g.rows.map((r) => [
    r.figure,
    ...cols.map(([k]) => (k === 'files' ? (r.files ?? '—') : fmt(r[k], r.unit))),
    ...(withTargets ? (r.target ? [targetText(r.target, r.unit), metText(r.met ?? meets(r.tessera, r.target))] : ['—', '']) : []),
  ]);
  return [`### ${g.title}`, '', `\`${id}\`. ${measuredLine(g.measured)}`, '', table(header, rows)].join('\n');
}

function targetsSection(groups) {
  const rows = [];
  const seen = new Set();
  const answering = (match) => Object.values(groups).flatMap((g) => g.rows.filter((r) => r.target && match(r)));
  const line = (figure, unit, target, hits) => {
    if (!hits.length) return [figure, targetText(target, unit), 'not in the committed results', '—'];
    const values = hits.map((r) => (hits.length > 1 ? `${r.figure}: ${fmt(r.tessera, r.unit)}` : fmt(r.tessera, r.unit))).join('; ');
    const met = hits.map((r) => r.met ?? meets(r.tessera, r.target));
    return [figure, targetText(target, unit), values, metText(met.includes(false) ? false : met.includes(undefined) || met.includes(null) ? undefined : true)];
  };
  for (const [id, t] of Object.entries(TARGETS)) {
    seen.add(id);
    rows.push(line(t.figure, t.unit, t, answering((r) => r.targetId === id)));
  }
  // A row whose target is not in TARGETS (a figure added with its own) is listed as it is.
  for (const r of answering((r) => !seen.has(r.targetId))) rows.push(line(r.figure, r.unit, r.target, [r]));
  return table(['target', 'bound', 'latest', ''], rows);
}

/** Which groups the committed results lack, and the commands that measure them (a build is timed only when not skipped). */
function missingText(missing) {
  if (!missing.length) return [];
  const sections = [...new Set(missing.map((id) => (id === 'homeFiles' ? 'bytes' : id)))];
  const measured = sections.filter((s) => s !== 'build');
  const commands = [
    ...(measured.length ? [`\`corepack pnpm bench --skip-build --only=${measured.join(',')}\``] : []),
    ...(sections.includes('build') ? ['`corepack pnpm bench --only=build` (the build times)'] : []),
  ];
  return [
    `Not in the committed results yet: ${missing.map((id) => `\`${id}\``).join(', ')}. Measure them on an idle machine with`,
    `${commands.join(' and ')}, then run \`corepack pnpm bench:doc\`.`,
    '',
  ];
}

export function render(latest) {
  const groups = latest.groups ?? {};
  const missing = Object.keys(GROUPS).filter((id) => !groups[id]);
  const sections = Object.entries(groups).map(([id, g]) => groupSection(id, g));
  return `${[
    '# Performance',
    '',
    '<!-- Generated by deploy/bench/doc.mjs from deploy/bench/results/latest.json: do not edit by hand.',
    '     After a benchmark run, `corepack pnpm bench:doc` rewrites it; the docs test fails while it is stale. -->',
    '',
    "What Tessera's pages cost a player, measured by the benchmark (`deploy/bench/run.mjs`) against a **floor**: a",
    'federated host and one remote with the same React, router, redux and saga singletons and nothing else, the same',
    'page without federation, and a **stack floor** that also carries Redux Toolkit, axios and i18next doing the least,',
    'shaken and built as the apps are. Each figure group below is the latest run of its section; a group keeps the',
    'build and machine it was measured on, since a partial run replaces only the groups it measured. How the figures',
    'came to be what they are, change by change, is in the [changelog](../CHANGELOG.md).',
    '',
    '## Targets',
    '',
    targetsSection(groups),
    '',
    '## Latest benchmark',
    '',
    ...missingText(missing),
    sections.join('\n\n'),
    '',
    '## Running the benchmark',
    '',
    '```sh',
    'corepack pnpm bench                   # builds all apps, the server and the floors, then measures every section',
    'corepack pnpm bench --skip-build      # measure what is built; --quick: fewer repetitions',
    'corepack pnpm bench --skip-build --only=bytes   # sections: build, bytes, cls, lighthouse, tiles, api, heap, slow, repeat, taps',
    'corepack pnpm bench:doc               # rewrite this page from deploy/bench/results/latest.json',
    'corepack pnpm bench:lobby             # the lobby over 10,000 games alone: a page of 15 and a search',
    '```',
    '',
    'Timings mean something only on an idle machine: run the sections that time things (Lighthouse, tiles, heap, slow,',
    'build) with nothing else running; byte figures depend far less on it. Every run also writes all its measurements,',
    'file by file, to a git-ignored `deploy/bench/results/<time>.json`. To add a figure, measure it in `run.mjs` and add',
    'a group (and any target) to `deploy/bench/lib/figures.mjs`: it reaches the JSON and this page without more.',
    'How the sections measure, and how assets are served, is in [performance-method.md](performance-method.md).',
  ].join('\n')}\n`;
}

const args = process.argv.slice(2);
const opt = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const resultsFile = path.resolve(opt('results', path.join(ROOT, 'deploy/bench/results/latest.json')));
  const outFile = path.resolve(opt('out', path.join(ROOT, 'docs/performance.md')));
  const text = render(JSON.parse(readFileSync(resultsFile, 'utf8')));
  if (args.includes('--check')) {
    const current = existsSync(outFile) ? readFileSync(outFile, 'utf8') : '';
    if (current !== text) {
      console.error(`${path.relative(ROOT, outFile)} is not what deploy/bench/doc.mjs writes from ${path.relative(ROOT, resultsFile)}: run corepack pnpm bench:doc`);
      process.exit(1);
    }
  } else {
    writeFileSync(outFile, text);
    console.log(`wrote ${path.relative(ROOT, outFile)}`);
  }
}
