// Docs that stay true: every repository path a document (or a code comment) names exists, and no comment or
// document cites an issue number of a tracker that is not in the repository (such numbers mean nothing to the
// next reader). Run with the unit tests (jest project `docs`).
const { execFileSync } = require('node:child_process');
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const TOP = ['host', 'remote-games', 'remote-member', 'remote-agent', 'remote-lottery', 'shared', 'deploy', 'docs', '\\.ci'];
/** A path that starts at a top-level folder: `deploy/server/src/server.ts`, `docs/gateway.md`. */
const PATH = new RegExp(`(?<![\\w./@#-])((?:${TOP.join('|')})/[\\w./-]*\\w)`, 'g');
/** Build outputs, caches and local data: named in docs, absent from a clean clone. */
const GENERATED = /(^|\/)(dist|node_modules|\.tessera|results|\.e2e-shots|coverage)(\/|$)/;
/** "issue 12", "issue #12", "task 7": a tracker that is not in the repository. */
const ISSUE_CITATION = /\b(?:issues?|tasks?)\s+#?\d+\b/i;

function tracked(pattern) {
  return execFileSync('git', ['ls-files', '-z', '--', ...pattern], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
}

const DOCS = tracked(['*.md']);
// Lint-rule tests name made-up files on purpose (they lint a path that does not exist).
// This test's own self-check writes such citations on purpose.
const SOURCES = tracked(['*.ts', '*.tsx', '*.mjs', '*.cjs', '*.yaml', '*.conf', '*Dockerfile', '.ci/run']).filter(
  (f) => (!/\.test\.cjs$/.test(f) || !f.startsWith('shared/build/')) && f !== 'docs/docs-truth.test.cjs',
);

function missingPaths(files) {
  const missing = [];
  for (const file of files) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const [, p] of text.matchAll(PATH)) {
      if (GENERATED.test(p)) continue;
      if (!existsSync(path.join(ROOT, p))) missing.push(`${file}: ${p}`);
    }
  }
  return [...new Set(missing)];
}

/** Markdown links to files of the repository (`[x](docs/gateway.md#y)`), relative to the document. */
function brokenLinks(files) {
  const broken = [];
  for (const file of files) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(https?:|mailto:|#)/.test(target)) continue;
      const p = target.split('#')[0];
      if (p && !existsSync(path.resolve(ROOT, path.dirname(file), p))) broken.push(`${file}: ${target}`);
    }
  }
  return broken;
}

function issueCitations(files) {
  const found = [];
  for (const file of files) {
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (ISSUE_CITATION.test(line)) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 100)}`);
      });
  }
  return found;
}

describe('docs that stay true', () => {
  it('every repository path a document names exists', () => {
    expect(missingPaths(DOCS)).toEqual([]);
  });

  it('every path a code comment or config names exists', () => {
    expect(missingPaths(SOURCES)).toEqual([]);
  });

  it('every link between documents reaches a file', () => {
    expect(brokenLinks(DOCS)).toEqual([]);
  });

  it('no document or comment cites an issue number of a tracker outside the repository', () => {
    expect(issueCitations([...DOCS, ...SOURCES])).toEqual([]);
  });

  it('catches what it is for (a missing path, a broken link, an issue number)', () => {
    const { mkdtempSync, writeFileSync } = require('node:fs');
    const dir = mkdtempSync(path.join(require('node:os').tmpdir(), 'docs-truth-'));
    const doc = path.join(dir, 'x.md');
    writeFileSync(doc, 'See `deploy/server/src/no-such-file.ts` and [gone](./nowhere.md), built for issue 12.\n');
    const rel = path.relative(ROOT, doc);
    expect(missingPaths([rel])).toEqual([`${rel}: deploy/server/src/no-such-file.ts`]);
    expect(brokenLinks([rel])).toEqual([`${rel}: ./nowhere.md`]);
    expect(issueCitations([rel])).toHaveLength(1);
  });
});
