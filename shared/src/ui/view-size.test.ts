/**
 * No view file over 300 lines (issue: report pages were copied, not composed): a view that grows past it is
 * split into its parts (see the points mall: convert, rewards, tables, texts). A file that must stay longer
 * goes in ALLOWED with the reason, so the exception is a decision someone wrote down.
 * @jest-environment node
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
// The platform server's ops console is a React app too.
const APPS = ['host/src', 'remote-games/src', 'remote-member/src', 'remote-agent/src', 'remote-lottery/src', 'shared/src', 'deploy/server/src/ops-console'];
const MAX_LINES = 300;
/** Path (from the repo root) → why it may be longer. Empty today. */
const ALLOWED: Record<string, string> = {};

function views(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : views(file);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [file] : [];
  });
}

it(`keeps every view file at ${MAX_LINES} lines or fewer, or gives the reason`, () => {
  const files = APPS.flatMap((app) => views(path.join(ROOT, app)));
  expect(files.length).toBeGreaterThan(50);
  const long = files
    .map((file) => ({ file: path.relative(ROOT, file).split(path.sep).join('/'), lines: readFileSync(file, 'utf8').split('\n').length }))
    .filter(({ file, lines }) => lines > MAX_LINES && !(file in ALLOWED));
  expect(long).toEqual([]);
});

it('has a reason for every allowed exception, and no stale one', () => {
  for (const [file, reason] of Object.entries(ALLOWED)) {
    expect(reason.trim().length).toBeGreaterThan(10);
    expect(readFileSync(path.join(ROOT, file), 'utf8').split('\n').length).toBeGreaterThan(MAX_LINES);
  }
});
