/**
 * A remote team's dev loop (README: "A remote team's first ten minutes"): remote-member's real dev server
 * (shared/build/dev-server.mjs, webpack-dev-server) runs on a free port, from a temporary copy of
 * remote-member (so the test can edit a source file without touching the workspace), with a build version no
 * published build has. The CLI issues a dev override link for merchant demo, and:
 * - browser A, which opened the link, gets the points mall (a member page a visitor sees) from the dev
 *   server: its version marker, the banner naming the dev server, a CSP that allows that origin (and its
 *   hot-reload socket, which connects), no CSP violation; a saved edit of the copy shows up by itself
 *   (rebuild, then reload); Clear puts it back on the published version;
 * - browser B, a fresh profile, gets the published member and the strict CSP.
 * Uses no account: nothing here moves money or changes a player.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { env, freePort, launchBrowser, newPage, siteUrl, until, waitForText, waitForVersion } from './support';

const ROOT = path.resolve(__dirname, '../..');
const CLI = path.join(ROOT, 'deploy/server/dist/cli.js');
const MEMBER_MARKER = '[data-testid="remote-version"][data-version^="member v"]';
const BANNER = '[data-testid="override-banner"]';
const MALL = '[data-testid="points-mall"]';
// A version no published build has: seeing it (as `<version>-dev`, a development build) proves the page runs the dev server's code.
const DEV_VERSION = `0.0.0-e2e.${randomBytes(4).toString('hex')}`;

let devServer: ChildProcess | undefined;
let copy = '';
let devPort = 0;
let devLog = '';

/** Polls the dev server until its first compilation is served (or it exits, or 100 s pass). */
async function waitForDevServer(url: string): Promise<void> {
  const answered = async () => {
    if (devServer?.exitCode !== null) throw new Error(`the dev server exited:\n${devLog}`);
    return fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
  };
  await until(answered, (ok) => ok, `the dev server to answer ${url}:\n${devLog}`, { timeoutMs: 100_000, everyMs: 250 });
}

beforeAll(async () => {
  devPort = await freePort();
  // The app folder without its build output; its node_modules linked (pnpm's links inside are relative to it).
  copy = mkdtempSync(path.join(os.tmpdir(), 'tessera-dev-loop-'));
  const source = path.join(ROOT, 'remote-member');
  cpSync(source, copy, { recursive: true, filter: (f) => !/[/\\](node_modules|dist)$/.test(f) });
  symlinkSync(path.join(source, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  devServer = spawn(process.execPath, [path.join(ROOT, 'shared/build/dev-server.mjs')], {
    cwd: copy,
    env: { ...process.env, TESSERA_DEV_PORT: String(devPort), MF_BUILD_VERSION: DEV_VERSION },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    devLog = (devLog + chunk.toString()).slice(-4000);
  };
  devServer.stdout?.on('data', keep);
  devServer.stderr?.on('data', keep);
  await waitForDevServer(`http://localhost:${devPort}/remoteEntry.js`);
  expect(devLog).toContain(`member on http://localhost:${devPort}/remoteEntry.js`);
}, 120_000);

afterAll(async () => {
  if (devServer && devServer.exitCode === null) {
    const exited = new Promise((resolve) => devServer?.once('exit', resolve));
    devServer.kill('SIGTERM');
    await exited;
  }
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** A browser of its own profile, closed after the case (close-after-each.ts). */
const browser = (): Promise<Browser> => launchBrowser();

/** The URLs of the websockets a page opens (the dev server's hot-reload client opens one). */
async function watchSockets(page: Page): Promise<string[]> {
  const urls: string[] = [];
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  cdp.on('Network.webSocketCreated', (e) => urls.push(e.url));
  return urls;
}

describe('a remote team’s dev loop', () => {
  it('shows the dev server’s member to the browser with the link only, with a banner, its own CSP and hot reload', async () => {
    const devEntry = `http://localhost:${devPort}/remoteEntry.js`;
    const devOrigin = `http://localhost:${devPort}`;

    // The CLI issues the link (exit code 0, the URL on the first line).
    const res = spawnSync(process.execPath, [CLI, 'override', 'dev', 'demo', 'member', devEntry, '--ttl', '1h', '--server', env.server], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, TESSERA_OPS_TOKEN: env.token },
    });
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    const [link, note] = res.stdout.trim().split('\n');
    expect(link).toMatch(/\/platform\/override\?token=[\w-]+\.[\w-]{43}$/);
    expect(note).toContain(`member from ${devOrigin} for the first browser that opens it (no other)`);

    // Browser A opens the link, then a member page.
    const { page: a, problems } = await newPage(await browser());
    const sockets = await watchSockets(a);
    await a.goto(link!);
    const response = await a.goto(siteUrl('/pointMall'));
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain(`script-src 'self' ${devOrigin};`);
    expect(csp).toContain(`connect-src 'self' ${devOrigin} ws://localhost:${devPort};`);
    expect(await waitForVersion(a, MEMBER_MARKER, /^member v/)).toBe(`member v${DEV_VERSION}-dev`);
    expect(await waitForText(a, BANNER, /from/)).toContain(`member from ${devOrigin}`);
    // The hot-reload client talks to the dev server, which the page's CSP allows.
    await until(() => sockets, (urls) => urls.some((u) => u.startsWith(`ws://localhost:${devPort}/ws`)), 'the hot-reload socket', { timeoutMs: 30_000 });
    expect(problems).toEqual([]);

    // A save in the remote's sources reaches browser A by itself: the dev server rebuilds, the page reloads.
    const signedOut = await waitForText(a, MALL, /Log in/);
    const en = path.join(copy, 'src/i18n/en.json');
    const edited = `Dev loop ${DEV_VERSION}: log in to see your points.`;
    const strings = JSON.parse(readFileSync(en, 'utf8')) as { pointsMall: { signedOut: string } };
    expect(signedOut).toContain(strings.pointsMall.signedOut);
    strings.pointsMall.signedOut = edited;
    writeFileSync(en, JSON.stringify(strings, null, 2));
    expect(await waitForText(a, MALL, new RegExp(edited.replace(/[.]/g, '\\.')))).toContain(edited);
    expect(problems).toEqual([]);

    // Browser B, a fresh profile: the published member, no banner, the strict CSP.
    const { page: b, problems: problemsB } = await newPage(await browser());
    const responseB = await b.goto(siteUrl('/pointMall'));
    expect(responseB?.headers()['content-security-policy']).not.toContain(devOrigin);
    expect(await waitForVersion(b, MEMBER_MARKER, /^member v/)).toBe(`member v${env.versions.member}`);
    expect(await b.$(BANNER)).toBeNull();
    expect(problemsB).toEqual([]);

    // Clear in browser A: back on the published version, without the banner or the dev origin in its CSP.
    const reloaded = a.waitForNavigation();
    await a.click(`${BANNER} button`);
    const after = await reloaded;
    expect(after?.headers()['content-security-policy']).not.toContain(devOrigin);
    expect(await waitForVersion(a, MEMBER_MARKER, /^member v/)).toBe(`member v${env.versions.member}`);
    expect(await a.$(BANNER)).toBeNull();
  });
});
