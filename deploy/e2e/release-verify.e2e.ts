/**
 * `tessera release verify` against the e2e server: headless Chromium opens demo's site with one member version
 * for its own browser (a signed override link), visits the member pages signed out and then signed in as demo's
 * test account (set with `tessera merchant verify-account`, the password on stdin), keeps screenshots. The
 * published version passes; a copy whose deposit page throws (its signed-out points mall is fine) fails naming
 * the deposit page; a copy whose PointsMall throws fails (exit 1) and is recorded; with demo's policy requiring a
 * check, that version is refused even as a canary. The override banner stays the top element while the member
 * centre (a modal dialog) is open, at 1366 and 390 px. Leaves demo's release set, policy and test account as it
 * found them.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import { env, launchBrowser, loginInHeader, newPage, ops, shot, siteUrl, VIEWPORTS, waitForText } from './support';
import { publishedMemberAs } from './support-release';

const ROOT = path.resolve(__dirname, '../..');
const CLI = path.join(ROOT, 'deploy/server/dist/cli.js');
const stamp = Date.now();
const good = env.versions.member!;
const bad = `${good}-throws.${stamp}`;
const badDeposit = `${good}-deposit-throws.${stamp}`;
const FAILURE = 'PointsMall cannot render (release-verify.e2e)';
const DEPOSIT_FAILURE = 'Deposit cannot render (release-verify.e2e)';
const PASSWORD = 'Tessera2026';
let startRevision = 0;
let shots = '';
let browser: Browser | undefined;

function tessera(args: string[], input?: string, extraEnv: Record<string, string> = {}): { status: number | null; out: string; err: string } {
  const res = spawnSync(process.execPath, [CLI, ...args, '--server', env.server], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, TESSERA_OPS_TOKEN: env.token, ...extraEnv },
    timeout: 180_000,
    input,
  });
  return { status: res.status, out: res.stdout.trim(), err: res.stderr.trim() };
}
const cli = (...args: string[]) => tessera(args);

/**
 * `tessera` in a child process of its own, not waited for: the browser checks run side by side (each spends most
 * of its time waiting on its pages), and the cases read them when they need them. Never rejects: a child that
 * cannot start answers with its error.
 */
function tesseraInBackground(args: string[]): Promise<{ status: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args, '--server', env.server], { cwd: ROOT, env: { ...process.env, TESSERA_OPS_TOKEN: env.token }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    const timer = setTimeout(() => child.kill(), 180_000);
    child.on('error', (e) => (err += e.message));
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, out: out.trim(), err: err.trim() });
    });
  });
}

const sri = (bytes: Buffer | string) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;
const release = async () => (await ops<{ revision: number; remotes: Record<string, { version: string; canary?: { version: string } }> }>('GET', '/ops/merchants/demo/release')).body;

/**
 * Edits one chunk of a build in `dir` and keeps its integrity as a build would: the chunk's hash in remoteEntry.js's
 * map (remoteEntry.js itself is checked against the release set, which the registry computes at publish) and in
 * artifact.json.
 */
function editChunk(dir: string, file: string, edit: (text: string) => string): void {
  const before = readFileSync(path.join(dir, file));
  const after = edit(before.toString('utf8'));
  expect(after).not.toBe(before.toString('utf8'));
  writeFileSync(path.join(dir, file), after);
  const entry = path.join(dir, 'remoteEntry.js');
  const runtime = readFileSync(entry, 'utf8');
  expect(runtime).toContain(sri(before));
  writeFileSync(entry, runtime.replace(sri(before), sri(after)));
  const artifact = JSON.parse(readFileSync(path.join(dir, 'artifact.json'), 'utf8')) as { chunkIntegrity: Record<string, string> };
  artifact.chunkIntegrity[file] = sri(after);
  writeFileSync(path.join(dir, 'artifact.json'), JSON.stringify(artifact));
}

const chunksWith = (dir: string, text: string) => readdirSync(dir).filter((f) => f.endsWith('.js') && f !== 'remoteEntry.js' && readFileSync(path.join(dir, f), 'utf8').includes(text));

/** The published member build as `version` (its markers say so too), changed by `change` (its dir), published through the CLI. */
async function publishVariant(version: string, change: (dir: string) => void): Promise<void> {
  const dir = publishedMemberAs(version);
  try {
    // The version is built into the version markers (the points mall's, the member centre's).
    const marker = `app:"member",version:${JSON.stringify(good)}`;
    const marked = chunksWith(dir, marker);
    expect(marked.length).toBeGreaterThanOrEqual(2);
    for (const file of marked) editChunk(dir, file, (text) => text.split(marker).join(`app:"member",version:${JSON.stringify(version)}`));
    change(dir);
    expect(await tesseraInBackground(['publish', dir])).toMatchObject({ status: 0 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** PointsMall's module throws when React renders it (remoteEntry's `get` wrapped). */
function pointsMallThrows(dir: string): void {
  const entry = path.join(dir, 'remoteEntry.js');
  writeFileSync(
    entry,
    `${readFileSync(entry, 'utf8')}\n;(function () { var c = member; var o = {}; for (var k in c) o[k] = c[k]; o.get = function (name) { return Promise.resolve(c.get.apply(c, arguments)).then(function (factory) { if (name !== './PointsMall') return factory; return function () { var m = factory(); var out = {}; for (var k in m) out[k] = m[k]; out.default = function PointsMall() { throw new Error(${JSON.stringify(FAILURE)}); }; return out; }; }); }; member = o; })();\n`,
  );
}

/**
 * The deposit page (a lazy chunk of the member centre) throws as it renders: its first statement, the saga it
 * injects, throws instead. The chunk's integrity changes in remoteEntry.js's map and in artifact.json, as a build's would.
 */
function depositThrows(dir: string): void {
  const inject = 'useInjectSaga)("depositv2"';
  const [chunk] = chunksWith(dir, inject);
  expect(chunk).toBeDefined();
  editChunk(dir, chunk!, (text) => text.replace(inject, `useInjectSaga)((function () { throw new Error(${JSON.stringify(DEPOSIT_FAILURE)}); })()`));
}

beforeAll(async () => {
  startRevision = (await release()).revision;
  shots = mkdtempSync(path.join(os.tmpdir(), 'tessera-verify-'));
  // The check without a test account runs while the variants are published (it checks the published version).
  checks.none = verify(good, 'none');
  await Promise.all([publishVariant(bad, pointsMallThrows), publishVariant(badDeposit, depositThrows)]);
}, 120_000);

afterAll(async () => {
  await Promise.all(Object.values(checks));
  await browser?.close();
  expect(cli('release', 'policy', 'demo', '--no-require-verify').status).toBe(0);
  expect(cli('merchant', 'verify-account', 'demo', 'off').status).toBe(0);
  const current = await release();
  if (current.revision !== startRevision) {
    expect((await ops('POST', '/ops/merchants/demo/release/rollback', { expectedRevision: current.revision, toRevision: startRevision })).status).toBe(200);
  }
  rmSync(shots, { recursive: true, force: true });
});

const verify = (version: string, dir: string) => tesseraInBackground(['release', 'verify', 'demo', 'member', version, '--site', siteUrl('/'), '--shots', path.join(shots, dir)]);
type Check = 'none' | 'good' | 'deposit' | 'bad';
/** The browser checks, started once what they need is in place: none at once, the others once the test account is set. */
const checks: Partial<Record<Check, ReturnType<typeof verify>>> = {};
const checked = (which: Check) => checks[which] ?? Promise.reject(new Error(`the ${which} check never started (the test account was not set)`));

describe('release verify', () => {
  it('without a test account checks the signed-out pages and fails the signed-in ones as not checked, with a command that runs as printed', async () => {
    const res = await checked('none');
    expect(res.status).toBe(1);
    expect(res.out).toMatch(/\npoints mall +\/pointMall +ok +\S+\.png/);
    const see = new RegExp(`deposit \\(/\\?mc=depositv2\\): not checked: demo has no test account \\(see (tessera merchant verify-account --help --server \\S+)\\)`).exec(res.out);
    expect(see).not.toBeNull();
    const printed = see![1]!.split(' ').slice(1);
    const help = spawnSync(process.execPath, [CLI, ...printed], { cwd: ROOT, encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('usage: tessera merchant verify-account');
  });

  it('keeps a test account per merchant: the password from stdin, never answered, printed or audited', async () => {
    const set = tessera(['merchant', 'verify-account', 'demo', '--account', 'player01', '--actor', 'verify-e2e'], `${PASSWORD}\n`);
    expect(set.err).toBe('');
    expect(set.status).toBe(0);
    expect(set.out).toMatch(/^demo: release verify signs in as player01 \(set by bootstrap \(verify-e2e\), /);
    // The checks that sign in, side by side, each read by its own case below.
    checks.good = verify(good, 'good');
    checks.deposit = verify(badDeposit, 'deposit');
    checks.bad = verify(bad, 'bad');
    const shown = cli('merchant', 'verify-account', 'demo', '--json');
    expect(JSON.parse(shown.out)).toMatchObject({ merchant: 'demo', account: 'player01', actor: 'bootstrap (verify-e2e)' });
    const audit = await ops<unknown[]>('GET', '/ops/audit?merchant=demo&action=verify-account');
    expect(audit.status).toBe(200);
    expect(JSON.stringify(audit.body)).toContain('player01');
    for (const answer of [shown.out, set.out, JSON.stringify(audit.body)]) expect(answer).not.toContain(PASSWORD);
    // On the command line it is refused before anything is sent.
    const argv = cli('merchant', 'verify-account', 'demo', '--account', 'player01', '--password', PASSWORD);
    expect(argv.status).toBe(2);
    expect(argv.err).toMatch(/^tessera: tessera merchant verify-account does not take --password/);
  });

  it('passes the published version, signed-out and signed-in pages, with a screenshot of each', async () => {
    const res = await checked('good');
    expect(res.err).toBe('');
    expect(res.status).toBe(0);
    expect(res.out).toMatch(new RegExp(`^passed: member@${good.replace(/\./g, '\\.')} on demo \\(signed in as player01\\)\\nPAGE +URL +RESULT +SCREENSHOT\\n`));
    for (const [label, url] of [['points mall', '/pointMall'], ['deposit', '/?mc=depositv2'], ['withdrawal', '/?mc=withdraw'], ['records', '/?mc=transactionHistory']]) {
      expect(res.out).toMatch(new RegExp(`\\n${label} +${url.replace(/[?]/g, '\\?')} +ok +\\S+\\.png`));
    }
    expect(existsSync(path.join(shots, 'good', '02-deposit.png'))).toBe(true);
    expect(res.out).toMatch(new RegExp(`\\nmember@${good.replace(/\./g, '\\.')} is already pinned on demo$`));
  }, 180_000);

  it('fails a version whose deposit page throws while its signed-out pages are fine, naming the page', async () => {
    const res = await checked('deposit');
    expect(res.status).toBe(1);
    expect(res.out).toMatch(/^FAILED: member@\S+ on demo \(signed in as player01\)/);
    expect(res.out).toMatch(/\npoints mall +\/pointMall +ok /);
    expect(res.out).toMatch(/\ndeposit +\/\?mc=depositv2 +\d+ problem\(s\) /);
    expect(res.out).toMatch(new RegExp(`\\n {2}deposit \\(/\\?mc=depositv2\\): [^\\n]*${DEPOSIT_FAILURE.replace(/[().]/g, '\\$&')}`));
    expect(res.out).toContain("deposit (/?mc=depositv2): shows the member area's fallback");
    expect(res.out).not.toContain('next: ');
    expect(res.err).toMatch(/^tessera: member@\S+ failed its browser check on demo \(\d+ problem\(s\)\)$/);
  }, 180_000);

  it('fails a version whose page throws while rendering (exit 1), records it, and a policy keeps it from players, even as a canary', async () => {
    const res = await checked('bad');
    expect(res.status).toBe(1);
    expect(res.out).toMatch(/^FAILED: member@\S+ on demo/);
    expect(res.out).toContain(FAILURE);
    expect(res.out).toContain("points mall (/pointMall): shows the member area's fallback");
    expect(res.err).toMatch(/^tessera: member@\S+ failed its browser check on demo \(\d+ problem\(s\)\)$/);
    expect(existsSync(path.join(shots, 'bad', '01-points-mall.png'))).toBe(true);
    // Every check has ended (each case above read its own), so each is recorded.
    await Promise.all([checked('good'), checked('deposit')]);
    const recorded = (await ops<{ version: string; ok: boolean }[]>('GET', '/ops/merchants/demo/verifications')).body;
    expect(recorded.find((c) => c.version === bad)?.ok).toBe(false);
    expect(recorded.find((c) => c.version === badDeposit)?.ok).toBe(false);
    expect(recorded.find((c) => c.version === good)?.ok).toBe(true);

    // The policy: the failed version reaches no player, not even as a 5% canary.
    expect(cli('release', 'policy', 'demo', '--require-verify').out).toBe('demo: a version reaches players (canary, set, pin, promote) only after a passing release verify');
    const canary = cli('release', 'canary', 'demo', 'member', bad, '--percent', '5', '--force');
    expect(canary.status).toBe(1);
    expect(canary.err).toMatch(/^tessera: 409 verification_required: demo requires a passing browser check before a version reaches its players: member@\S+ failed its last check/);
    const after = (await release()).remotes.member!;
    expect(after.version).not.toBe(bad);
    expect(after.canary?.version).not.toBe(bad);
  }, 180_000);
});

describe('the override banner', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  it.each([
    ['desktop', VIEWPORTS.desktop],
    ['phone', VIEWPORTS.phone],
  ] as const)('is the top element while the member centre is open (%s)', async (name, viewport) => {
    const link = (await ops<{ path: string }>('POST', '/ops/merchants/demo/override-links', { remote: 'member', version: good, ttlSeconds: 600 })).body;
    const { page, problems } = await newPage(browser!);
    await page.goto(siteUrl(link.path));
    await page.goto(siteUrl('/'));
    await loginInHeader(page, 'player01', PASSWORD);
    // The session is the tab's (session storage): the phone's layout keeps it.
    await page.setViewport(viewport);
    await page.goto(siteUrl('/?mc=depositv2'));
    await page.waitForSelector('.mc-panel [data-testid="remote-version"]');
    await waitForText(page, '[data-testid="override-banner"]', /Override on/);
    const top = await page.$eval('[data-testid="override-banner"]', (banner) => {
      const r = banner.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      const clear = banner.querySelector('[data-testid="override-clear"]')!.getBoundingClientRect();
      const onClear = document.elementFromPoint(clear.left + clear.width / 2, clear.top + clear.height / 2);
      return { onBanner: !!hit && banner.contains(hit), onClear: onClear?.getAttribute('data-testid'), inView: r.bottom <= innerHeight && r.height > 0 };
    });
    expect(top).toEqual({ onBanner: true, onClear: 'override-clear', inView: true });
    await shot(page, `override-banner-member-centre-${name}`);
    expect(problems).toEqual([]);
  });
});
