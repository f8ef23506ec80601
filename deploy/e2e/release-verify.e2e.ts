/**
 * `tessera release verify` against the e2e server: headless Chromium opens demo's site with one member version
 * for its own browser (a signed override link), visits the member pages, keeps screenshots. The published
 * version passes; a copy whose PointsMall throws while rendering fails (exit 1) and is recorded; with demo's
 * policy requiring a check, promoting that version as a canary is refused until a check passes.
 * Leaves demo's release set and policy as it found them.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { env, ops, siteUrl } from './support';

const ROOT = path.resolve(__dirname, '../..');
const CLI = path.join(ROOT, 'deploy/server/dist/cli.js');
const stamp = Date.now();
const good = env.versions.member!;
const bad = `${good}-throws.${stamp}`;
const FAILURE = 'PointsMall cannot render (release-verify.e2e)';
let startRevision = 0;
let shots = '';

function tessera(...args: string[]): { status: number | null; out: string; err: string } {
  const res = spawnSync(process.execPath, [CLI, ...args, '--server', env.server], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, TESSERA_OPS_TOKEN: env.token }, timeout: 180_000 });
  return { status: res.status, out: res.stdout.trim(), err: res.stderr.trim() };
}

const release = async () => (await ops<{ revision: number; remotes: Record<string, { version: string; canary?: { version: string } }> }>('GET', '/ops/merchants/demo/release')).body;

beforeAll(async () => {
  startRevision = (await release()).revision;
  shots = mkdtempSync(path.join(os.tmpdir(), 'tessera-verify-'));
  // The published member build as another version whose PointsMall module throws when React renders it.
  const source = path.join(env.dataDir, 'artifacts', 'remotes', 'member', good);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-verify-bad-'));
  try {
    cpSync(source, dir, { recursive: true, filter: (src) => statSync(src).isDirectory() || !/\.(br|gz)$/.test(src) });
    const artifact = JSON.parse(readFileSync(path.join(dir, 'artifact.json'), 'utf8')) as { chunkIntegrity?: Record<string, string> };
    if (artifact.chunkIntegrity) delete artifact.chunkIntegrity['remoteEntry.js'];
    writeFileSync(path.join(dir, 'artifact.json'), JSON.stringify({ ...artifact, version: bad }));
    const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } };
    manifest.metaData.buildInfo.buildVersion = bad;
    writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
    const entry = path.join(dir, 'remoteEntry.js');
    writeFileSync(
      entry,
      `${readFileSync(entry, 'utf8')}\n;(function () { var c = member; var o = {}; for (var k in c) o[k] = c[k]; o.get = function (name) { return Promise.resolve(c.get.apply(c, arguments)).then(function (factory) { if (name !== './PointsMall') return factory; return function () { var m = factory(); var out = {}; for (var k in m) out[k] = m[k]; out.default = function PointsMall() { throw new Error(${JSON.stringify(FAILURE)}); }; return out; }; }); }; member = o; })();\n`,
    );
    expect(tessera('publish', dir).status).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);

afterAll(async () => {
  expect(tessera('release', 'policy', 'demo', '--no-require-verify').status).toBe(0);
  const current = await release();
  if (current.revision !== startRevision) {
    expect((await ops('POST', '/ops/merchants/demo/release/rollback', { expectedRevision: current.revision, toRevision: startRevision })).status).toBe(200);
  }
  rmSync(shots, { recursive: true, force: true });
});

describe('release verify', () => {
  it('passes the published version, with a screenshot of each page', () => {
    const res = tessera('release', 'verify', 'demo', 'member', good, '--site', siteUrl('/'), '--shots', path.join(shots, 'good'));
    expect(res.err).toBe('');
    expect(res.status).toBe(0);
    expect(res.out).toMatch(new RegExp(`^passed: member@${good.replace(/\./g, '\\.')} on demo\\nPAGE +RESULT +SCREENSHOT\\n/pointMall +ok +\\S+\\.png`));
    expect(existsSync(path.join(shots, 'good', '01-pointMall.png'))).toBe(true);
  });

  it('fails a version whose page throws while rendering (exit 1), records it, and a policy blocks its promote until a check passes', async () => {
    const res = tessera('release', 'verify', 'demo', 'member', bad, '--site', siteUrl('/'), '--shots', path.join(shots, 'bad'));
    expect(res.status).toBe(1);
    expect(res.out).toMatch(/^FAILED: member@\S+ on demo/);
    expect(res.out).toContain(FAILURE);
    expect(res.out).toContain("/pointMall shows the member area's fallback");
    expect(res.err).toMatch(/^tessera: member@\S+ failed its browser check on demo \(\d+ problem\(s\)\)$/);
    expect(existsSync(path.join(shots, 'bad', '01-pointMall.png'))).toBe(true);
    const checks = (await ops<{ version: string; ok: boolean }[]>('GET', '/ops/merchants/demo/verifications')).body;
    expect(checks.find((c) => c.version === bad)?.ok).toBe(false);
    expect(checks.find((c) => c.version === good)?.ok).toBe(true);

    // The policy: a canary may start, its promote waits for a passing check.
    expect(tessera('release', 'policy', 'demo', '--require-verify').out).toBe('demo: a pin or promote needs a passing release verify');
    expect(tessera('release', 'canary', 'demo', 'member', bad, '--percent', '5', '--force').status).toBe(0);
    const promote = tessera('release', 'promote', 'demo', 'member', '--force');
    expect(promote.status).toBe(1);
    expect(promote.err).toMatch(/^tessera: 409 verification_required: demo requires a passing browser check before a pin or promote: member@\S+ failed its last check/);
    expect((await release()).remotes.member!.version).not.toBe(bad);
  });
});
