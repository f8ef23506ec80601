// docs/performance.md is written by deploy/bench/doc.mjs from the benchmark's committed figures
// (deploy/bench/results/latest.json): this fails while the page and the figures disagree, so no figure in it is
// ever edited by hand or left behind a run.
const { spawnSync } = require('node:child_process');
const { mkdtempSync, readFileSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const GENERATOR = path.join(ROOT, 'deploy/bench/doc.mjs');
const LATEST = path.join(ROOT, 'deploy/bench/results/latest.json');
const generate = (...args) => spawnSync(process.execPath, [GENERATOR, ...args], { cwd: ROOT, encoding: 'utf8' });

describe('docs/performance.md', () => {
  it('is what `pnpm bench:doc` writes from deploy/bench/results/latest.json', () => {
    const run = generate('--check');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  describe('the check (self-check)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'performance-doc-'));
    const latest = JSON.parse(readFileSync(LATEST, 'utf8'));

    it('fails when a figure in the JSON changes and the page is not rewritten', () => {
      const changed = structuredClone(latest);
      const first = Object.values(changed.groups)[0].rows.find((r) => typeof r.tessera === 'number');
      first.tessera += 2048;
      const file = path.join(dir, 'changed.json');
      writeFileSync(file, JSON.stringify(changed));
      const run = generate('--check', `--results=${file}`);
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/docs\/performance\.md is not what deploy\/bench\/doc\.mjs writes/);
    });

    it('prints a group it has no code for, with its target, and passes once rewritten', () => {
      const more = structuredClone(latest);
      more.groups.future = {
        title: 'A tap to the next paint at 390 px, CPU 4x',
        measured: { at: '2026-01-01T00:00:00.000Z', commit: 'abcdef0', machine: { cpus: 2, load: [0.1, 0.1, 0.1], node: 'v20' } },
        rows: [{ figure: 'opening the login sheet', unit: 'ms', tessera: 120, target: { op: '<=', value: 100 }, met: false }],
      };
      const file = path.join(dir, 'more.json');
      const out = path.join(dir, 'performance.md');
      writeFileSync(file, JSON.stringify(more));
      expect(generate(`--results=${file}`, `--out=${out}`).status).toBe(0);
      const text = readFileSync(out, 'utf8');
      expect(text).toContain('### A tap to the next paint at 390 px, CPU 4x');
      expect(text).toContain('| opening the login sheet | 120 ms | ≤ 100 ms | **not met** |');
      expect(generate('--check', `--results=${file}`, `--out=${out}`).status).toBe(0);
    });
  });
});
