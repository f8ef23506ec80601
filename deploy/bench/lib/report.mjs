// What each file carries (from the federation manifests and the extracted licence comments) and the
// printed tables.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** file name → what it carries, for one build folder. */
export function labelsFor(dist) {
  const labels = new Map();
  const add = (file, what) => labels.set(file, labels.has(file) ? `${labels.get(file)}, ${what}` : what);
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (existsSync(manifestFile)) {
    const m = JSON.parse(readFileSync(manifestFile, 'utf8'));
    for (const s of m.shared ?? []) for (const f of [...(s.assets?.js?.sync ?? []), ...(s.assets?.js?.async ?? [])]) add(f, s.name);
    for (const e of m.exposes ?? []) for (const f of [...(e.assets?.js?.sync ?? []), ...(e.assets?.js?.async ?? [])]) add(f, `expose ./${e.name}`);
    const entry = m.metaData?.remoteEntry?.name;
    if (entry) add(entry, 'container entry + federation runtime');
  }
  return labels;
}

export function describeFile(url, distFor) {
  const { pathname } = new URL(url);
  const file = path.posix.basename(pathname);
  const dist = distFor(pathname);
  let what = dist ? labelsFor(dist).get(file) : undefined;
  if (!what && /^main\./.test(file)) what = 'entry (webpack + federation runtime, bootstrap)';
  if (!what && dist && existsSync(path.join(dist, `${file}.LICENSE.txt`))) {
    const lic = readFileSync(path.join(dist, `${file}.LICENSE.txt`), 'utf8');
    const names = [...lic.matchAll(/^\s*\*?\s*(?:@license\s+)?([\w@./-]+(?: [\w.-]+)?) v?\d[\w.-]*$/gm)].map((x) => x[1]);
    if (names.length) what = `libraries: ${[...new Set(names)].slice(0, 4).join(', ')}`;
  }
  return { path: pathname, what: what ?? 'app code (lazy chunk)' };
}

const kb = (n) => (n === undefined ? '—' : `${(n / 1024).toFixed(1)} KB`);
const ms = (n) => (n === undefined ? '—' : `${Math.round(n)} ms`);
const ratio = (a, b) => (a === undefined || b === undefined || !b ? '—' : `${(a / b).toFixed(2)}x`);

export function table(title, header, rows) {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => String(r[i] ?? '').length)));
  const line = (r) => r.map((c, i) => String(c ?? '').padEnd(widths[i])).join('  ');
  return [`\n${title}`, line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const ms2 = (n) => (n === undefined ? '—' : `${n.toFixed(2)} ms`);

export const fmt = { kb, ms, ms2, ratio };
