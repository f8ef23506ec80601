/**
 * `tessera release verify`: a headless Chromium (puppeteer-core) opens the merchant's site with one remote
 * version for its own browser only (a signed override link, like a developer's), visits the pages that
 * remote serves, signed out and then signed in as the merchant's test account (a session the registry makes
 * with it: the password never reaches this program), and fails on an uncaught error, a console error, a failed
 * request to the remote, a page with no content, or a page that does not show that version; a screenshot of
 * each page is kept.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { CliError, opsApi, type OpsTarget } from './ops-api.js';

export interface VerifyPage {
  /** What the page is, as the report names it. */
  label: string;
  path: string;
  /** The page shows the remote's version marker. */
  marker: boolean;
  /** Visited with the test account's session. */
  signedIn?: boolean;
  /** Clicked once the version shows (a launch). */
  click?: string;
  /** Must show after the click: an iframe must also load a document with content. */
  expect?: string;
}

/**
 * The pages each remote serves, signed out first, then signed in: member (deposit, withdrawal, records), agent
 * (team, reports: the test account must be an agent), games (a lobby and a launch), lottery (its page and the bet
 * frame of a launch). Centres open by URL (`?mc=`, `?ac=`, docs/product/account.md).
 */
export const VERIFY_PAGES: Record<string, VerifyPage[]> = {
  games: [
    { label: 'lobby', path: '/rng', marker: true },
    { label: 'lobby signed in', path: '/rng', marker: true, signedIn: true },
    { label: 'launch', path: '/fbsports', marker: true, signedIn: true, expect: 'iframe[data-testid="fbsports-game"]' },
  ],
  lottery: [
    { label: 'lottery', path: '/lottery', marker: true },
    { label: 'bet frame', path: '/lottery', marker: true, signedIn: true, click: 'main .lt-page__head .lt-button', expect: '[data-testid="lottery-launch"] iframe' },
  ],
  member: [
    { label: 'points mall', path: '/pointMall', marker: true },
    { label: 'deposit', path: '/?mc=depositv2', marker: true, signedIn: true },
    { label: 'withdrawal', path: '/?mc=withdraw', marker: true, signedIn: true },
    { label: 'records', path: '/?mc=transactionHistory', marker: true, signedIn: true },
  ],
  agent: [
    { label: 'home', path: '/', marker: false },
    { label: 'team', path: '/?ac=agentTeamManagement', marker: true, signedIn: true },
    { label: 'reports', path: '/?ac=agentTeamBetting', marker: true, signedIn: true },
  ],
};

export interface PageResult {
  label: string;
  path: string;
  screenshot: string | null;
  problems: string[];
}

export interface VerifyResult {
  ok: boolean;
  /** Who the signed-in pages were visited as (null: they were not). */
  account: string | null;
  problems: string[];
  pages: PageResult[];
}

export interface VerifyOptions {
  merchant: string;
  remote: string;
  version: string;
  site: string;
  shotsDir: string;
  timeoutMs?: number;
  /** A command to print, as the CLI was typed. */
  followUp?: (cmd: string) => string;
}

/** A session of the merchant's test account, or why the signed-in pages cannot be visited. */
async function testSession(target: OpsTarget, merchant: string, followUp: (cmd: string) => string): Promise<{ account: string; token: string } | { problem: string }> {
  try {
    const { data } = await opsApi(target, 'POST', `/ops/merchants/${encodeURIComponent(merchant)}/verify-account/session`);
    return data as { account: string; token: string };
  } catch (e) {
    if (!(e instanceof CliError)) throw e;
    if (e.code === 'no_verify_account') return { problem: `not checked: ${merchant} has no test account (see ${followUp('merchant verify-account --help')})` };
    return { problem: `not checked: ${e.message.replace(/^\d+ [a-z_]+: /, '')}` };
  }
}

/** What drives a page's state: its code, its styles, its calls and its frames (not pictures, icons or beacons). */
const STATE_TYPES = new Set(['document', 'script', 'stylesheet', 'xhr', 'fetch']);

/**
 * The page's requests that drive its state and are not answered yet, and a wait until there has been none for
 * `idleMs`. Puppeteer's own waitForNetworkIdle counts every request Chromium never reports the end of (an SVG
 * sprite, a favicon, a lazy picture, a beacon): it then waits out its whole timeout on most pages.
 */
export function trackRequests(page: Page): (idleMs: number, timeout: number) => Promise<void> {
  const pending = new Set<HTTPRequest>();
  // The wait in progress, told of every change to `pending`.
  let changed: (() => void) | null = null;
  page.on('request', (r) => {
    // A new document: what the page being left still had open went with it.
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) pending.clear();
    if (STATE_TYPES.has(r.resourceType())) pending.add(r);
    changed?.();
  });
  for (const end of ['requestfinished', 'requestfailed', 'requestservedfromcache'] as const) {
    page.on(end, (r: HTTPRequest) => {
      if (pending.delete(r)) changed?.();
    });
  }
  return (idleMs, timeout) =>
    new Promise<void>((resolve) => {
      let idle: ReturnType<typeof setTimeout> | undefined;
      const done = () => {
        clearTimeout(idle);
        clearTimeout(limit);
        changed = null;
        resolve();
      };
      const limit = setTimeout(done, timeout);
      changed = () => {
        clearTimeout(idle);
        if (pending.size === 0) idle = setTimeout(done, idleMs);
      };
      changed();
    });
}

/** Waits until the page's spinners are gone and its network is quiet (a lazy page loads after its centre shows). */
async function settle(page: Page, quiet: ReturnType<typeof trackRequests>, timeout: number): Promise<void> {
  await page.waitForFunction('!document.querySelector(".t-spinner")', { timeout }).catch(() => undefined);
  await quiet(500, timeout);
}

export async function verifyInBrowser(target: OpsTarget, options: VerifyOptions): Promise<VerifyResult> {
  const { merchant, remote, version } = options;
  const followUp = options.followUp ?? ((cmd: string) => `tessera ${cmd}`);
  const pages = VERIFY_PAGES[remote];
  if (!pages) throw new CliError(`unknown remote ${remote} (${Object.keys(VERIFY_PAGES).join(', ')})`);
  const link = (await opsApi(target, 'POST', `/ops/merchants/${encodeURIComponent(merchant)}/override-links`, { remote, version, ttlSeconds: 600 })).data as { path: string };
  // Loaded only by this command: every other one works without a browser library.
  const puppeteer = await import('puppeteer-core').catch(() => {
    throw new CliError('release verify needs puppeteer-core (a dependency of the server package): run corepack pnpm install');
  });
  const executablePath = process.env.TESSERA_CHROMIUM || process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium';
  const browser = await puppeteer.default.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] }).catch((e: Error) => {
    throw new CliError(`cannot start Chromium at ${executablePath} (set TESSERA_CHROMIUM): ${e.message}`);
  });
  const timeout = options.timeoutMs ?? 30_000;
  mkdirSync(options.shotsDir, { recursive: true });
  const result: VerifyResult = { ok: true, account: null, problems: [], pages: [] };
  const label = `${remote} v${version}`;
  try {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1366, height: 900 });
    page.setDefaultTimeout(timeout);
    const quiet = trackRequests(page);
    let current: string[] = [];
    page.on('pageerror', (e) => current.push(`uncaught error: ${e instanceof Error ? e.message : String(e)}`));
    page.on('console', (m) => {
      if (m.type() === 'error') current.push(`console error: ${m.text()}`);
    });
    const ofRemote = (url: string) => url.includes(`/remotes/${remote}/`);
    page.on('requestfailed', (r) => {
      if (ofRemote(r.url())) current.push(`request failed: ${r.url()} (${r.failure()?.errorText ?? 'failed'})`);
    });
    page.on('response', (r) => {
      if (ofRemote(r.url()) && r.status() >= 400) current.push(`request failed: ${r.url()} (HTTP ${r.status()})`);
    });
    // The link sets this browser's override cookie, then goes to the site's home page.
    await page.goto(new URL(link.path, options.site).href, { waitUntil: 'load' });
    let session: Awaited<ReturnType<typeof testSession>> | undefined;
    for (const [i, p] of pages.entries()) {
      const name = `${p.label} (${p.path})`;
      const report = (problems: string[], screenshot: string | null) => {
        const unique = [...new Set(problems)];
        result.pages.push({ label: p.label, path: p.path, screenshot, problems: unique });
        result.problems.push(...unique.map((x) => `${name}: ${x}`));
      };
      if (p.signedIn && !session) {
        session = await testSession(target, merchant, followUp);
        // The token goes where the site keeps a session (session storage, docs/product/account.md#session-storage).
        if ('token' in session) {
          result.account = session.account;
          await page.evaluate(`sessionStorage.setItem('token', ${JSON.stringify(session.token)})`);
        }
      }
      if (p.signedIn && session && 'problem' in session) {
        report([session.problem], null);
        continue;
      }
      current = [];
      await page.goto(new URL(p.path, options.site).href, { waitUntil: 'networkidle2' }).catch((e: Error) => current.push(`page did not load: ${e.message}`));
      if (p.marker) {
        // The version's marker, or the area's fallback: a version that cannot render is told at once, not
        // after the whole timeout (the fallback is reported below).
        const marker = `[data-testid="remote-version"][data-version="${label}"]`;
        await page.waitForSelector(`${marker}, [data-testid="remote-fallback-${remote}"]`, { timeout }).catch(() => undefined);
        if (!(await page.$(marker))) {
          const seen = await page.$$eval('[data-testid="remote-version"]', (els) => els.map((e) => e.getAttribute('data-version'))).catch(() => []);
          current.push(`does not show ${label} (it shows: ${seen.join(', ') || 'no remote'})`);
        }
      }
      if (p.click && (await page.$(p.click))) await page.click(p.click).catch((e: Error) => current.push(`cannot click ${p.click}: ${e.message}`));
      if (p.expect) {
        const shown = await page.waitForSelector(p.expect, { timeout }).catch(() => null);
        if (!shown) current.push(`${p.expect} did not show`);
        const frame = shown && (await shown.contentFrame().catch(() => null));
        if (frame) await frame.waitForFunction('document.body && document.body.innerText.trim().length > 0', { timeout }).catch(() => current.push(`${p.expect} stayed empty`));
      }
      await settle(page, quiet, Math.min(timeout, 15_000));
      // Evaluated in the page (this program has no DOM types).
      const text = Number(await page.evaluate('document.body ? document.body.innerText.trim().length : 0').catch(() => 0));
      if (text < 20) current.push('is empty');
      if (await page.$(`[data-testid="remote-fallback-${remote}"]`)) current.push(`shows the ${remote} area's fallback (it could not load or render)`);
      const screenshot = resolve(join(options.shotsDir, `${String(i + 1).padStart(2, '0')}-${p.label.replace(/\W+/g, '-')}.png`));
      await page.screenshot({ path: screenshot as `${string}.png`, fullPage: true });
      report(current, screenshot);
    }
  } finally {
    await browser.close();
  }
  result.ok = result.problems.length === 0;
  return result;
}
