// Builds are byte-identical across folders and machines: the same remote built in another workspace copy at
// another absolute path gives the same files as the pipeline's own build, so publishing a version again from
// another checkout is a no-op instead of a 409 (docs/architecture.md#publishing-checks). The ids come from
// shared/build/stable-ids.mjs. It runs with the e2e suites, after the build stage, and compares that
// stage's remote-games/dist with ONE extra build in a second folder (it used to build twice in the unit stage).
import { execFile } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { BUILD_TIMEOUT_MS } from './support-release';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '../..');
/** The smallest remote; it still pulls in shared, the singletons and the federation runtime. */
const APP = 'remote-games';

/**
 * A workspace copy with what the app's build reads: the root node_modules as hard links (fast, no extra
 * space; pnpm's relative links inside keep pointing into the copy, so even library paths differ), and
 * the app and shared folders without build output or generated federation files.
 */
async function copyWorkspace(dest: string): Promise<void> {
  mkdirSync(dest, { recursive: true });
  await run('cp', ['-al', join(ROOT, 'node_modules'), join(dest, 'node_modules')]);
  for (const file of ['package.json', 'pnpm-workspace.yaml', 'tsconfig.base.json']) copyFileSync(join(ROOT, file), join(dest, file));
  for (const dir of [APP, 'shared']) {
    cpSync(join(ROOT, dir), join(dest, dir), { recursive: true, verbatimSymlinks: true, filter: (src) => !/[/\\](dist|\.federation|\.cache)$/.test(src) });
  }
}

async function build(workspace: string): Promise<string> {
  const cwd = join(workspace, APP);
  // As the build stage runs it: jest sets NODE_ENV=test, which the build stage never has.
  const { NODE_ENV: _jest, ...env } = process.env;
  await run(process.execPath, [join(cwd, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'], { cwd, env, maxBuffer: 16 * 1024 * 1024 });
  return join(cwd, 'dist');
}

function listFiles(dir: string, rel = ''): string[] {
  return readdirSync(join(dir, rel), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listFiles(dir, join(rel, e.name)) : [join(rel, e.name)]))
    .sort();
}

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'tessera-repro-'));
});
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
});

it(`builds ${APP} byte for byte as the build stage did, in another folder`, async () => {
  // The build stage's output (npm test builds before the e2e stage; locally: pnpm --filter @tessera/remote-games build).
  const distA = join(ROOT, APP, 'dist');
  expect(existsSync(join(distA, 'remoteEntry.js'))).toBe(true);
  // Another name and depth, so an absolute or folder-relative path anywhere in the output shows up.
  const b = join(tmp, 'second-checkout', 'tessera');
  await copyWorkspace(b);
  const distB = await build(b);

  const files = listFiles(distA);
  expect(files).toEqual(expect.arrayContaining(['remoteEntry.js', 'mf-manifest.json', 'artifact.json']));
  expect(listFiles(distB)).toEqual(files);
  const differing = files.filter((f) => !readFileSync(join(distA, f)).equals(readFileSync(join(distB, f))));
  expect(differing).toEqual([]);
  const leaking = files.filter((f) => {
    const text = readFileSync(join(distB, f), 'utf8');
    return text.includes(b) || text.includes(ROOT) || text.includes(tmp);
  });
  expect(leaking).toEqual([]);
}, BUILD_TIMEOUT_MS);
