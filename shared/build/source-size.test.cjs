// No source file over 400 lines (CONTRIBUTING.md): a longer one is split by topic into modules of their own. The
// allowed list names each exception with its reason; an entry that is gone or back under the bound fails too, so
// the list only ever shrinks. Views have the tighter 300-line bound of shared/src/ui/view-size.test.ts.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const MAX_LINES = 400;
const SOURCE = /\.(ts|tsx|mjs|cjs)$/;
/** Never walked: installed and built code, and dot folders (git, CI machinery, test run scratch). */
const SKIPPED = new Set(['node_modules', 'dist', 'coverage']);

/** Files allowed over the bound, each with why. */
const ALLOWED = {
  'shared/src/api/types.ts': 'a data table: the request and answer type of every gateway call, one entry each',
  'shared/src/api/schemas.ts': 'a data table: the answer schema of every gateway call, one entry each',
};

/** Lines as `wc -l` counts them, plus a last line without a newline. */
function lineCount(text) {
  if (!text) return 0;
  const newlines = text.split('\n').length - 1;
  return text.endsWith('\n') ? newlines : newlines + 1;
}

/** Every source file under `dir`, as paths relative to the repository. */
function sources(dir = ROOT) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) continue;
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sources(abs));
    else if (entry.isFile() && SOURCE.test(entry.name)) out.push(path.relative(ROOT, abs).split(path.sep).join('/'));
  }
  return out;
}

/** The files over the bound that the allowed list does not name, with their length. */
function tooLong(files, read, allowed) {
  return files.flatMap((f) => {
    const lines = lineCount(read(f));
    return lines > MAX_LINES && !Object.hasOwn(allowed, f) ? [`${f}: ${lines} lines`] : [];
  });
}

const read = (f) => fs.readFileSync(path.join(ROOT, f), 'utf8');

describe('source size', () => {
  const files = sources();

  it(`has no source file over ${MAX_LINES} lines outside the allowed list`, () => {
    expect(files.length).toBeGreaterThan(500);
    expect(tooLong(files, read, ALLOWED)).toEqual([]);
  });

  it('allows only files that exist and are still over the bound, each with a reason', () => {
    for (const [file, reason] of Object.entries(ALLOWED)) {
      expect([file, fs.existsSync(path.join(ROOT, file)) && lineCount(read(file)) > MAX_LINES]).toEqual([file, true]);
      expect(reason.length).toBeGreaterThan(10);
    }
  });

  it('counts lines as wc -l does and names a long file', () => {
    expect([lineCount(''), lineCount('a\n'), lineCount('a\nb'), lineCount('a\nb\n')]).toEqual([0, 1, 2, 2]);
    const texts = { 'x/long.ts': 'x;\n'.repeat(MAX_LINES + 1), 'x/ok.ts': 'x;\n'.repeat(MAX_LINES) };
    expect(tooLong(Object.keys(texts), (f) => texts[f], {})).toEqual([`x/long.ts: ${MAX_LINES + 1} lines`]);
    expect(tooLong(Object.keys(texts), (f) => texts[f], { 'x/long.ts': 'a table' })).toEqual([]);
  });
});
