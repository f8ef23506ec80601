// Docs that stay true: every repository path a document (or a code comment) names exists, every link and every
// cited anchor (`docs/product.md#login`) reaches a heading, the README stays a front page, prose names no commit
// id or date (the changelog does), and no comment or document cites an issue number of a tracker that is not in
// the repository (such numbers mean nothing to the next reader). Run with the unit tests (jest project `docs`).
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
/** The changelog names files as they were when each change was made: its paths are history, not claims. */
const HISTORY = new Set(['CHANGELOG.md']);
/** The README is the front page: what does not fit goes to docs/. */
const README_MAX_LINES = 150;
/** A topic page past this is split by topic (the changelog only grows, and is read from the top). */
const PAGE_MAX_LINES = 400;
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

/** GitHub's anchor for a heading: lower case, markup and punctuation dropped, spaces to hyphens. */
function slug(heading) {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorCache = new Map();
/** The anchors a markdown file has: its headings outside code fences (repeats get -1, -2 as on GitHub) and `<a id>`s. */
function anchorsOf(file) {
  if (anchorCache.has(file)) return anchorCache.get(file);
  const anchors = new Set();
  let fenced = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const h = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (h) {
      const base = slug(h[1]);
      let a = base;
      for (let n = 1; anchors.has(a); n += 1) a = `${base}-${n}`;
      anchors.add(a);
    }
    for (const [, id] of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id);
  }
  anchorCache.set(file, anchors);
  return anchors;
}

/** Markdown links to files of the repository (`[x](docs/gateway.md#y)`), relative to the document, anchors included. */
function brokenLinks(files) {
  const broken = [];
  for (const file of files) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(https?:|mailto:)/.test(target)) continue;
      const [p, anchor] = target.split('#');
      const abs = p ? path.resolve(ROOT, path.dirname(file), p) : path.join(ROOT, file);
      if (!existsSync(abs)) broken.push(`${file}: ${target}`);
      else if (anchor !== undefined && abs.endsWith('.md') && !anchorsOf(abs).has(anchor)) broken.push(`${file}: ${target}`);
    }
  }
  return broken;
}

/** Anchors a comment or document cites in plain text (`docs/product.md#login`) that no heading of the page has. */
function brokenCitations(files) {
  const broken = [];
  for (const file of files) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const [, page, anchor] of text.matchAll(/(?<![\w./-])((?:docs\/)?[\w/-]*\.md)#([\w-]+)/g)) {
      const abs = path.join(ROOT, page);
      if (page.startsWith('docs/') && existsSync(abs) && !anchorsOf(abs).has(anchor)) broken.push(`${file}: ${page}#${anchor}`);
    }
  }
  return [...new Set(broken)];
}

const lineCount = (file) => readFileSync(path.join(ROOT, file), 'utf8').replace(/\n$/, '').split('\n').length;

/** A README over the front page's length. */
function readmeTooLong(file) {
  const lines = lineCount(file);
  return lines > README_MAX_LINES ? [`${file}: ${lines} lines (at most ${README_MAX_LINES}; put the rest in docs/)`] : [];
}

/** Documents over a topic page's length. */
function pagesTooLong(files) {
  return files.filter((f) => lineCount(f) > PAGE_MAX_LINES).map((f) => `${f}: ${lineCount(f)} lines (split it by topic)`);
}

/** A commit id (7-40 hex digits, letters and digits both) or a date outside a code span: history, which belongs in the changelog. */
const COMMIT = /(?<![\w./#-])(?=[0-9a-f]*[a-f])(?=[0-9a-f]*[0-9])[0-9a-f]{7,40}(?![\w-])/;
const DATE = /\b20\d\d-\d\d-\d\d\b/;
/** The changelog holds the history; performance.md is generated and names the build its figures came from. */
const DATED = new Set(['CHANGELOG.md', 'docs/performance.md']);

function historyInProse(files) {
  const found = [];
  for (const file of files) {
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const prose = line.replace(/`[^`]*`/g, '');
        if (COMMIT.test(line) || DATE.test(prose)) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 100)}`);
      });
  }
  return found;
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
    expect(missingPaths(DOCS.filter((f) => !HISTORY.has(f)))).toEqual([]);
  });

  it('every path a code comment or config names exists', () => {
    expect(missingPaths(SOURCES)).toEqual([]);
  });

  it('every link between documents reaches a file, and its anchor a heading', () => {
    expect(brokenLinks(DOCS)).toEqual([]);
  });

  it('every anchor a comment or document cites is a heading of that page', () => {
    expect(brokenCitations([...DOCS, ...SOURCES])).toEqual([]);
  });

  it(`the README is a front page of at most ${README_MAX_LINES} lines`, () => {
    expect(readmeTooLong('README.md')).toEqual([]);
  });

  it(`no other document is over ${PAGE_MAX_LINES} lines`, () => {
    expect(pagesTooLong(DOCS.filter((f) => !HISTORY.has(f)))).toEqual([]);
  });

  it('no document but the changelog names a commit id or a date', () => {
    expect(historyInProse(DOCS.filter((f) => !DATED.has(f)))).toEqual([]);
  });

  it('no document or comment cites an issue number of a tracker outside the repository', () => {
    expect(issueCitations([...DOCS, ...SOURCES])).toEqual([]);
  });

  it('catches what it is for (a missing path, a broken link or anchor, history in prose, an issue number, a long README or page)', () => {
    const { mkdtempSync, writeFileSync } = require('node:fs');
    const dir = mkdtempSync(path.join(require('node:os').tmpdir(), 'docs-truth-'));
    const doc = path.join(dir, 'x.md');
    const readme = path.join(ROOT, 'README.md');
    writeFileSync(
      doc,
      [
        '# A `page`: its title',
        'See `deploy/server/src/no-such-file.ts` and [gone](./nowhere.md), built for issue 12.',
        `[front](${path.relative(dir, readme)}#no-such-heading) [here](#a-page-its-title) [there](#nowhere)`,
        'As docs/README.md#no-such-anchor says, and docs/README.md#where-to-look.',
        'Measured on 2026-11-27 at 5d7dbdb; the clock shows `2026-11-23 13:14:15`, the limit is 104857600.',
        '```sh',
        '# not a heading',
        '```',
        '',
      ].join('\n'),
    );
    const rel = path.relative(ROOT, doc);
    expect(missingPaths([rel])).toEqual([`${rel}: deploy/server/src/no-such-file.ts`]);
    expect(brokenLinks([rel])).toEqual([`${rel}: ./nowhere.md`, `${rel}: ${path.relative(dir, readme)}#no-such-heading`, `${rel}: #nowhere`]);
    expect(brokenCitations([rel])).toEqual([`${rel}: docs/README.md#no-such-anchor`]);
    expect(anchorsOf(doc).has('not-a-heading')).toBe(false);
    expect(issueCitations([rel])).toHaveLength(1);
    expect(historyInProse([rel])).toEqual([`${rel}:5: Measured on 2026-11-27 at 5d7dbdb; the clock shows \`2026-11-23 13:14:15\`, the limit is 104857600.`]);
    const long = path.join(dir, 'README.md');
    writeFileSync(long, 'line\n'.repeat(README_MAX_LINES));
    expect(readmeTooLong(path.relative(ROOT, long))).toEqual([]);
    expect(pagesTooLong([path.relative(ROOT, long)])).toEqual([]);
    writeFileSync(long, 'line\n'.repeat(PAGE_MAX_LINES + 1));
    expect(pagesTooLong([path.relative(ROOT, long)])).toEqual([`${path.relative(ROOT, long)}: ${PAGE_MAX_LINES + 1} lines (split it by topic)`]);
    writeFileSync(long, 'line\n'.repeat(README_MAX_LINES + 1));
    expect(readmeTooLong(path.relative(ROOT, long))).toEqual([`${path.relative(ROOT, long)}: ${README_MAX_LINES + 1} lines (at most ${README_MAX_LINES}; put the rest in docs/)`]);
  });
});
