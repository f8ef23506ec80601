/**
 * Operations for many teams, in Chromium against the e2e server:
 * - a remote team's named credential (created with the CLI) issues its remote's dev link and publishes a version
 *   of it, but is refused a pin and another remote's publish; the audit names the credential;
 * - a dev link whose dev server does not answer: the banner says so, with Clear, and the published version shows;
 * - a canary that loads but throws while rendering is reported by the host's error boundary (scrubbed) and
 *   switched off by the server by itself.
 * Versions here are copies of the published builds under new version numbers (like canary.e2e.ts's broken
 * entry), so no app is rebuilt. Leaves demo's release set as it found it.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import { canaryBucket } from '../../shared/src/contracts/release-set';
import { env, freePort, launchBrowser, loginInHeader, newPage, ops, pageWithBucket, siteUrl, until, waitForText } from './support';

const ROOT = path.resolve(__dirname, '../..');
const CLI = path.join(ROOT, 'deploy/server/dist/cli.js');
const stamp = Date.now();
const RENDER_FAILURE = 'MemberCentre cannot render for player 13812345678 (ops-teams.e2e)';

type Release = { revision: number; remotes: Record<string, { version: string; canary?: { version: string; percent: number } }> };

let browser: Browser;
let startRevision = 0;

/** `tessera <args>` as a person runs it; the token from the environment (bootstrap unless given). */
function tessera(args: string[], token = env.token): { status: number | null; out: string; err: string } {
  const res = spawnSync(process.execPath, [CLI, ...args, '--server', env.server], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, TESSERA_OPS_TOKEN: token } });
  return { status: res.status, out: res.stdout.trim(), err: res.stderr.trim() };
}

/** A command line as a person types it in a shell at the repository root, with `token` in TESSERA_OPS_TOKEN. */
function viaPnpm(line: string, token: string): { status: number | null; out: string; err: string } {
  const res = spawnSync(line, { shell: true, cwd: ROOT, encoding: 'utf8', env: { ...process.env, TESSERA_OPS_TOKEN: token } });
  return { status: res.status, out: res.stdout.trim(), err: res.stderr.trim() };
}

describe('the tessera command of a clone', () => {
  it('is on the path through pnpm at the repository root (after npm start or npm test; else run corepack pnpm install)', () => {
    expect(viaPnpm('corepack pnpm exec tessera --version', '')).toEqual({ status: 0, out: expect.stringMatching(/^tessera \d+\.\d+\.\d+/), err: '' });
  });
});

const release = async () => (await ops<Release>('GET', '/ops/merchants/demo/release')).body;

/** A published build copied as another version (entry integrity is taken again at publish); `patchEntry` may change its entry. */
function copyAs(app: 'games' | 'member', version: string, patchEntry?: (source: string) => string): string {
  const source = path.join(env.dataDir, 'artifacts', 'remotes', app, env.versions[app]!);
  const dir = mkdtempSync(path.join(os.tmpdir(), `tessera-${app}-copy-`));
  cpSync(source, dir, { recursive: true, filter: (src) => statSync(src).isDirectory() || !/\.(br|gz)$/.test(src) });
  const artifact = JSON.parse(readFileSync(path.join(dir, 'artifact.json'), 'utf8')) as { chunkIntegrity?: Record<string, string> };
  if (patchEntry && artifact.chunkIntegrity) delete artifact.chunkIntegrity['remoteEntry.js'];
  writeFileSync(path.join(dir, 'artifact.json'), JSON.stringify({ ...artifact, version }));
  const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } };
  manifest.metaData.buildInfo.buildVersion = version;
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  if (patchEntry) {
    const entry = path.join(dir, 'remoteEntry.js');
    writeFileSync(entry, patchEntry(readFileSync(entry, 'utf8')));
  }
  return dir;
}

beforeAll(async () => {
  startRevision = (await release()).revision;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  const current = await release();
  if (current.revision !== startRevision) {
    expect((await ops('POST', '/ops/merchants/demo/release/rollback', { expectedRevision: current.revision, toRevision: startRevision })).status).toBe(200);
  }
});

describe('a remote team with its own credential', () => {
  let teamToken = '';

  it('is created with the CLI, issues its remote’s dev link, publishes its remote, and is refused a pin and another remote', async () => {
    const name = `games-team-${stamp}`;
    // As the docs say it: the workspace's bin, from the repository root (pnpm links it at install, before any build).
    const created = viaPnpm(`corepack pnpm exec tessera credentials create ${name} --scope remote:games --ttl 1d --server ${env.server}`, env.token);
    expect(created).toMatchObject({ status: 0, err: '' });
    teamToken = /token \(shown once, keep it secret\): (tsk_\S+)/.exec(created.out)?.[1] ?? '';
    expect(teamToken).not.toBe('');
    // The token is on one line only, and the hint to check it runs exactly as printed, the token in the environment.
    expect(created.out.split('\n').filter((l) => l.includes(teamToken))).toHaveLength(1);
    const hint = /then check it: (.+)$/m.exec(created.out)?.[1] ?? '';
    expect(hint).toBe(`corepack pnpm exec tessera whoami --server ${env.server}`);
    expect(viaPnpm(hint, teamToken)).toEqual({ status: 0, out: `${name}: remote:games`, err: '' });

    // Its remote's dev link, to a dev server that is not running.
    const port = await freePort();
    const dev = tessera(['override', 'dev', 'demo', 'games', `http://localhost:${port}/remoteEntry.js`, '--ttl', '1h'], teamToken);
    expect(dev).toMatchObject({ status: 0, err: '' });
    const link = dev.out.split('\n')[0]!;
    expect(link).toMatch(/\/platform\/override\?token=/);

    // A version of its remote: published under its name.
    const version = `${env.versions.games}-team.${stamp}`;
    const dir = copyAs('games', version);
    try {
      const published = tessera(['publish', dir], teamToken);
      expect(published).toMatchObject({ status: 0, err: '' });
      expect(published.out).toMatch(new RegExp(`^published games@${version.replace(/[.+]/g, '\\$&')} `));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const listed = tessera(['artifacts', '--app', 'games', '--json'], teamToken);
    expect((JSON.parse(listed.out) as { version: string; publishedBy: string }[]).find((a) => a.version === version)?.publishedBy).toBe(name);

    // Refused: a pin (exit 1, 403 naming what it needs) and another remote's publish.
    const pin = tessera(['release', 'pin', 'demo', 'games', version, '--force'], teamToken);
    expect(pin.status).toBe(1);
    expect(pin.err).toMatch(new RegExp(`^tessera: 403 forbidden: credential ${name} \\(remote:games\\) may not do this: it needs release:demo, release:\\* or admin`));
    expect((await release()).remotes.games!.version).toBe(env.versions.games);
    const memberDir = copyAs('member', `${env.versions.member}-team.${stamp}`);
    try {
      const other = tessera(['publish', memberDir], teamToken);
      expect(other.status).toBe(1);
      expect(other.err).toMatch(/^tessera: 403 forbidden: .* it needs remote:member or admin/);
    } finally {
      rmSync(memberDir, { recursive: true, force: true });
    }

    // The audit names the credential for what it did.
    const audit = await ops<{ actor: string; action: string; after: { app?: string; version?: string; url?: string } | null }[]>('GET', '/ops/audit?limit=20');
    expect(audit.body.find((a) => a.action === 'publish' && a.after?.version === version)?.actor).toBe(name);
    expect(audit.body.find((a) => a.action === 'override-link' && a.after?.url?.includes(`:${port}/`))?.actor).toBe(name);

    // In Chromium: the link's browser tries the dev server, which does not answer; the banner says so, with Clear.
    const { page, problems } = await newPage(browser);
    await page.goto(link);
    await page.goto(siteUrl('/rng'));
    const banner = await waitForText(page, '[data-testid="override-banner"]', /does not answer/);
    expect(banner).toContain(`games: the dev server http://localhost:${port} does not answer (showing the published version)`);
    expect(problems.filter((p) => !p.includes(`localhost:${port}`))).toEqual([]);
    await Promise.all([page.waitForNavigation(), page.click('[data-testid="override-clear"]')]);
    await page.waitForFunction(() => !document.querySelector('[data-testid="override-banner"]'));
    await page.browserContext().close();
  });
});

/** Bucket ids whose bucket for demo's member is below 50, from the contract's own bucket rule. */
function inCanary(count: number): string[] {
  const ids: string[] = [];
  for (let i = 0; ids.length < count && i < 10_000; i += 1) if (canaryBucket(`teams-e2e-${stamp}-${i}`, 'demo', 'member') < 50) ids.push(`teams-e2e-${stamp}-${i}`);
  return ids;
}

describe('a canary that throws while rendering', () => {
  it('is reported by the error boundary, scrubbed, and switched off by itself', async () => {
    const version = `${env.versions.member}-render.${stamp}`;
    // The entry loads fine; its MemberCentre module throws when React renders it (the container's exports are getters: the global is replaced by a copy with a wrapping get).
    const dir = copyAs(
      'member',
      version,
      (source) =>
        `${source}\n;(function () { var c = member; var o = {}; for (var k in c) o[k] = c[k]; o.get = function (name) { return Promise.resolve(c.get.apply(c, arguments)).then(function (factory) { if (name !== './MemberCentre') return factory; return function () { var m = factory(); var out = {}; for (var k in m) out[k] = m[k]; out.default = function MemberCentre() { throw new Error(${JSON.stringify(RENDER_FAILURE)}); }; return out; }; }); }; member = o; })();\n`,
    );
    try {
      expect(tessera(['publish', dir]).status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const current = await release();
    const pinned = current.remotes.member!.version;
    const set = await ops<Release>('POST', '/ops/merchants/demo/release/canary', { expectedRevision: current.revision, remote: 'member', version, percent: 50 });
    expect(set.status).toBe(200);

    // Players in the canary's bucket open the member centre: the area shows its fallback, the rest of the site works.
    for (const [i, id] of inCanary(4).entries()) {
      if (!(await release()).remotes.member!.canary) break;
      const { page, problems } = await pageWithBucket(browser, id);
      await page.goto(siteUrl('/'));
      await loginInHeader(page, 'player01', 'Tessera2026');
      await page.click('[data-testid="open-member-centre"]');
      await page.waitForSelector('[data-testid="remote-fallback-member"]');
      expect(await page.$('[data-testid="account-box"]')).not.toBeNull();
      expect(problems).toEqual([]);
      await until(
        async () => (await ops<{ rates: { remote: string; version: string; renders: number }[] }>('GET', '/ops/telemetry?since=1h&merchant=demo')).body.rates.find((r) => r.version === version),
        (r) => (r?.renders ?? 0) >= i + 1,
        `render crash ${i + 1} reported`,
      );
      await page.browserContext().close();
    }

    const off = await until(release, (r) => !r.remotes.member!.canary, 'the canary switched off');
    expect(off.remotes.member!.version).toBe(pinned);
    const audit = await ops<{ actor: string; action: string; note?: string }[]>('GET', '/ops/audit?merchant=demo&action=auto-rollback&limit=1');
    expect(audit.body[0]).toMatchObject({ actor: 'auto-rollback', note: expect.stringMatching(new RegExp(`^canary member@${version.replace(/[.+]/g, '\\$&')} switched off: .*failed page loads`)) });

    // What was reported: the module, the message without the player's number (every digit run goes, even in `e2e`), the first frame.
    const crashes = await ops<{ version: string; expose: string; message: string; frame: string | null; count: number }[]>('GET', `/ops/telemetry/crashes?merchant=demo&remote=member&version=${encodeURIComponent(version)}`);
    expect(crashes.body).toEqual([
      expect.objectContaining({ expose: './MemberCentre', message: 'Error: MemberCentre cannot render for player <n> (ops-teams.e<n>e)', frame: expect.stringContaining('remoteEntry.js:') }),
    ]);
    expect(JSON.stringify(crashes.body)).not.toContain('13812345678');
    expect(tessera(['crashes', '--merchant', 'demo', '--app', 'member', '--version', version]).out).toMatch(/^MERCHANT +REMOTE +VERSION +EXPOSE +COUNT +LAST +MESSAGE +FRAME\ndemo +member /);
    // Four players log in one after another (the e2e canary policy needs 4 attempts): longer than one page's budget.
  }, 300_000);
});
