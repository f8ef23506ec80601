/**
 * Canary releases in Chromium (docs/architecture.md#canary): remote-member's next minor version, built and
 * published alone, as a 50% canary for `demo`. Two browsers in different buckets see different versions,
 * each stable across reloads; telemetry names the version that loaded; promote makes it the pinned
 * version. Then a canary whose entry throws for its players: they get the pinned version (the site works),
 * their browsers report the failure, and the server switches the canary off by itself, audited with the
 * numbers, shown in the console.
 *
 * Buckets are made deterministic by giving each browser a bucket id (the host's own `tessera:bucket-id`)
 * chosen with the release-set contract's own bucket rule (canaryBucket), the one the host uses. The e2e server runs with a small canary policy (global-setup.mjs:
 * 4 attempts, 50%, 2 minutes) because every browser here reports from 127.0.0.1.
 * Leaves demo's release set as it found it (a rollback to the revision it started from).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import semver from 'semver';
import { BUCKET_ID_KEY, canaryBucket } from '../../shared/src/contracts/release-set';
import { tarGz } from '../server/src/test-utils/helpers';
import { env, launchBrowser, loginInHeader, newPage, ops, pageWithBucket, siteUrl, textOf, until, waitForVersion } from './support';
import { BUILD_TIMEOUT_MS } from './support-release';

const ROOT = path.resolve(__dirname, '../..');
const oldVersion = env.versions.member!;
/** The next minor version (1.0.0 → 1.1.0): remote-member released alone. */
const canaryVersion = semver.inc(oldVersion, 'minor')!;
const brokenVersion = `${canaryVersion}-broken.${Date.now()}`;
const INIT_FAILURE = 'remote-member canary fails at init (canary.e2e)';

type RemoteRef = { version: string; fallback?: { version: string }; canary?: { version: string; percent: number } };
type Release = { revision: number; remotes: Record<string, RemoteRef> };
type Rates = { rates: { remote: string; version: string; loads: number; errors: number; fallbacks: number }[] };

let browsers: Browser[] = [];
let startRevision = 0;

function tessera(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(ROOT, 'deploy/server/dist/cli.js'), ...args, '--server', env.server, '--actor', 'canary-e2e'], {
    env: { ...process.env, TESSERA_OPS_TOKEN: env.token },
    encoding: 'utf8',
    stdio: 'pipe',
  });
}

async function release(): Promise<Release> {
  return (await ops<Release>('GET', '/ops/merchants/demo/release')).body;
}

/** Bucket ids whose bucket for demo's member is below 50 (`in`) or not (`out`), from the contract's bucket rule. */
function bucketIds(count: number, inCanary: boolean, tag: string): string[] {
  const ids: string[] = [];
  for (let i = 0; ids.length < count && i < 10_000; i += 1) {
    const id = `canary-e2e-${tag}-${i}`;
    if (canaryBucket(id, 'demo', 'member') < 50 === inCanary) ids.push(id);
  }
  if (ids.length < count) throw new Error('no bucket id found');
  return ids;
}

async function memberVersion(page: Page): Promise<string> {
  await page.click('[data-testid="open-member-centre"]');
  return waitForVersion(page, '[role="dialog"] [data-testid="remote-version"]', /member v/);
}

async function reloadedMemberVersion(page: Page): Promise<string> {
  await page.reload();
  await page.waitForSelector('[data-testid="account-box"]');
  return memberVersion(page);
}

/** Polls until `check` holds (telemetry arrives by beacon, a moment after the page used it). */
const eventually = <T,>(read: () => Promise<T>, check: (v: T) => boolean, what: string): Promise<T> => until(read, check, what, { timeoutMs: 10_000, everyMs: 250 });

const rateOf = async (version: string) => (await ops<Rates>('GET', '/ops/telemetry?since=1h&merchant=demo')).body.rates.find((r) => r.remote === 'member' && r.version === version);

beforeAll(async () => {
  startRevision = (await release()).revision;
  // The documented release of one remote: build remote-member as the chosen version and publish it.
  const printed = tessera('release', 'build', 'member', '--version', canaryVersion, '--merchant', 'demo');
  expect(printed).toMatch(new RegExp(`^(published|unchanged) member@${canaryVersion.replace(/\./g, '\\.')} `));
  // Two browsers with profiles of their own.
  browsers = [await launchBrowser(), await launchBrowser()];
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  // Back to the release set the other suites expect.
  const current = await release();
  if (current.revision !== startRevision) {
    const res = await ops('POST', '/ops/merchants/demo/release/rollback', { expectedRevision: current.revision, toRevision: startRevision });
    expect(res.status).toBe(200);
  }
});

describe('a 50% canary of remote-member', () => {
  it('splits browsers by bucket, each stable across reloads; telemetry names what loaded; promote pins it', async () => {
    const before = await release();
    const set = await ops<Release>('POST', '/ops/merchants/demo/release/canary', { expectedRevision: before.revision, remote: 'member', version: canaryVersion, percent: 50 });
    expect(set.status).toBe(200);
    expect(set.body.remotes.member).toMatchObject({ version: oldVersion, canary: { version: canaryVersion, percent: 50 } });

    const [inId] = bucketIds(1, true, 'a');
    const [outId] = bucketIds(1, false, 'b');
    const canaryLoadsBefore = (await rateOf(canaryVersion))?.loads ?? 0;
    const a = await pageWithBucket(browsers[0]!, inId!);
    const b = await pageWithBucket(browsers[1]!, outId!);
    for (const p of [a.page, b.page]) {
      await p.goto(siteUrl('/'));
      await loginInHeader(p, 'player01', 'Tessera2026');
    }
    expect(await memberVersion(a.page)).toBe(`member v${canaryVersion}`);
    expect(await memberVersion(b.page)).toBe(`member v${oldVersion}`);
    // Each browser keeps its bucket: the same version after reloads.
    for (let i = 0; i < 2; i += 1) {
      expect(await reloadedMemberVersion(a.page)).toBe(`member v${canaryVersion}`);
      expect(await reloadedMemberVersion(b.page)).toBe(`member v${oldVersion}`);
    }
    expect(await a.page.evaluate((k) => localStorage.getItem(k), BUCKET_ID_KEY)).toBe(inId);

    // What loaded is what telemetry counts: only browser A loaded the canary, three times, without errors.
    const canaryRate = await eventually(() => rateOf(canaryVersion), (r) => (r?.loads ?? 0) >= canaryLoadsBefore + 3, 'three canary loads reported');
    expect(canaryRate).toMatchObject({ errors: 0, fallbacks: 0 });

    // Promote: the canary becomes the pinned version (the old one its fallback), for every browser.
    const promoted = tessera('release', 'promote', 'demo', 'member', '--expect', String(set.body.revision));
    expect(promoted).toContain(canaryVersion);
    const after = await release();
    expect(after.revision).toBe(set.body.revision + 1);
    expect(after.remotes.member).toMatchObject({ version: canaryVersion, fallback: { version: oldVersion } });
    expect(after.remotes.member!.canary).toBeUndefined();
    expect(await reloadedMemberVersion(b.page)).toBe(`member v${canaryVersion}`);
    expect(await reloadedMemberVersion(a.page)).toBe(`member v${canaryVersion}`);
    expect([...a.problems, ...b.problems]).toEqual([]);

    const audit = await ops<{ actor: string; action: string }[]>('GET', '/ops/audit?merchant=demo&limit=5');
    expect(audit.body.slice(0, 2).map((r) => r.action)).toEqual(['promote', 'canary']);
    expect(audit.body[0]!.actor).toBe('bootstrap (canary-e2e)');
  });
});

/** A copy of the published canary whose remoteEntry.js throws when it runs, as another version. */
function brokenArtifact(): string {
  const source = path.join(env.dataDir, 'artifacts', 'remotes', 'member', canaryVersion);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-broken-'));
  // Encoded siblings are written again at publish; the stale ones of the real entry must not come along.
  cpSync(source, dir, { recursive: true, filter: (src) => statSync(src).isDirectory() || !/\.(br|gz)$/.test(src) });
  const artifact = JSON.parse(readFileSync(path.join(dir, 'artifact.json'), 'utf8')) as { version: string; chunkIntegrity?: Record<string, string> };
  // The entry's integrity is taken at publish (the release set carries it); chunks keep theirs.
  if (artifact.chunkIntegrity) delete artifact.chunkIntegrity['remoteEntry.js'];
  writeFileSync(path.join(dir, 'artifact.json'), JSON.stringify({ ...artifact, version: brokenVersion }));
  const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } };
  manifest.metaData.buildInfo.buildVersion = brokenVersion;
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  const entry = path.join(dir, 'remoteEntry.js');
  writeFileSync(entry, `throw new Error(${JSON.stringify(INIT_FAILURE)});\n${readFileSync(entry, 'utf8')}`);
  expect(readdirSync(dir)).toContain('remoteEntry.js');
  return dir;
}

describe('a canary whose entry fails for its players', () => {
  it('gives them the pinned version, and is switched off by the server once enough of them report it; the console shows why', async () => {
    const dir = brokenArtifact();
    try {
      const res = await fetch(`${env.server}/ops/artifacts`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${env.token}`, 'Content-Type': 'application/gzip' },
        body: new Uint8Array(await tarGz(dir)),
      });
      expect(res.status).toBe(201);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const current = await release();
    const pinned = current.remotes.member!.version;
    const set = await ops<Release>('POST', '/ops/merchants/demo/release/canary', { expectedRevision: current.revision, remote: 'member', version: brokenVersion, percent: 50 });
    expect(set.status).toBe(200);

    // Four players in the canary's bucket: each gets the pinned version in its place, and reports why.
    const ids = bucketIds(4, true, 'broken');
    for (const [i, id] of ids.entries()) {
      if (!(await release()).remotes.member!.canary) break;
      const { page, problems } = await pageWithBucket(browsers[i % 2]!, id);
      await page.goto(siteUrl('/'));
      await loginInHeader(page, 'player01', 'Tessera2026');
      expect(await memberVersion(page)).toBe(`member v${pinned}`);
      // The throw in the entry is the only error on the page.
      expect(problems.filter((p) => !p.includes(INIT_FAILURE))).toEqual([]);
      await eventually(() => rateOf(brokenVersion), (r) => (r?.errors ?? 0) >= i + 1, `failure ${i + 1} reported`);
      await page.browserContext().close();
    }

    const off = await eventually(release, (r) => !r.remotes.member!.canary, 'the canary switched off');
    expect(off.revision).toBe(set.body.revision + 1);
    expect(off.remotes.member).toMatchObject({ version: pinned });
    const rate = await rateOf(brokenVersion);
    expect(rate).toMatchObject({ loads: 0 });
    expect(rate!.errors).toBeGreaterThanOrEqual(4);
    const audit = await ops<{ actor: string; action: string; note?: string }[]>('GET', '/ops/audit?merchant=demo&limit=5');
    const note = new RegExp(`^canary member@${brokenVersion.replace(/[.+]/g, '\\$&')} switched off: error rate 100% per network, 100% per report \\(\\d+ failed page loads in \\d+ attempts\\) over 2 min; 1 of 1 network failing, above 50%$`);
    expect(audit.body[0]).toMatchObject({ actor: 'auto-rollback', action: 'auto-rollback', note: expect.stringMatching(note) });

    // A player of that bucket now simply gets the pinned version, with no failure on the way.
    const { page: later, problems: laterProblems } = await pageWithBucket(browsers[0]!, ids[0]!);
    await later.goto(siteUrl('/'));
    await loginInHeader(later, 'player01', 'Tessera2026');
    expect(await memberVersion(later)).toBe(`member v${pinned}`);
    expect(laterProblems).toEqual([]);

    // The console says what happened and why.
    const { page: consolePage, problems: consoleProblems } = await newPage(browsers[1]!);
    await consolePage.goto(`${env.server}/ops`);
    await consolePage.type('[data-testid="ops-token"]', env.token);
    await consolePage.keyboard.press('Enter');
    // demo's details, whichever merchant comes first in the list (other suites add merchants).
    await consolePage.waitForSelector('[data-testid="details-demo"]');
    await consolePage.click('[data-testid="details-demo"]');
    await consolePage.waitForSelector('[data-testid="audit-rows"] tr[data-action="auto-rollback"]');
    expect(await textOf(consolePage, '[data-testid="canary-member"]')).toBe('–');
    const row = await consolePage.$eval('[data-testid="audit-rows"] tr[data-action="auto-rollback"]', (el) => (el as HTMLElement).innerText);
    expect(row).toMatch(new RegExp(note.source.slice(1, -1)));
    expect(row).toContain(`canary ${brokenVersion} at 50%`);
    expect(consoleProblems).toEqual([]);
  });
});
