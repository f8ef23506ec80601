// The fault matrix's machinery (faults.e2e.ts, faults-shell.e2e.ts, contract.e2e.ts): pages whose requests go through
// a fault first, whether a page or an area held, and the tally of tried and held cases each suite prints at its end.
import { createHash } from 'node:crypto';
import type { Browser, HTTPRequest, Page } from 'puppeteer-core';
import { env, newPage, siteUrl } from './support';

export type Remote = 'games' | 'member' | 'agent' | 'lottery';
export type Fault = (req: HTTPRequest) => Promise<boolean>;

export const BOUND_MS = 20_000;
export const TIMEOUTS = { remoteMs: 3000, releaseSetMs: 1000, backoffMs: 100 };
export const TAMPER = '\n;window.__tampered = true;\n';

export type Session = 'player01' | 'agent01';
const tokens: Partial<Record<'player01' | 'agent01', string>> = {};
const tally = new Map<string, { tried: number; held: number; whiteScreens: number; hangs: number; failed: string[] }>();
/** Cases that could not be tried (e.g. a call the sandbox does not answer): listed, never counted as held. */
export const notTried: string[] = [];

/** Counts a case; a failure is also counted as a white screen or a hang when its detail says so (areaHeld, pageHeld). */
export function record(category: string, name: string, held: boolean, detail: string): void {
  const row = tally.get(category) ?? { tried: 0, held: 0, whiteScreens: 0, hangs: 0, failed: [] };
  row.tried += 1;
  if (held) row.held += 1;
  else {
    row.failed.push(`${name}: ${detail}`);
    if (/^white screen/.test(detail)) row.whiteScreens += 1;
    else if (/^hang\b|timeout .*exceeded|Waiting failed/i.test(detail)) row.hangs += 1;
  }
  tally.set(category, row);
}

export const sri = (body: string | Buffer) => `sha384-${createHash('sha384').update(body).digest('base64')}`;

export async function serverText(pathname: string): Promise<string> {
  const res = await fetch(`${env.server}${pathname}`);
  if (!res.ok) throw new Error(`${pathname}: ${res.status}`);
  return res.text();
}

export interface ReleaseSetJson {
  remotes: Record<string, { version: string; entry: string; integrity: string }>;
  [k: string]: unknown;
}

export async function releaseSet(): Promise<ReleaseSetJson> {
  return JSON.parse(await serverText('/platform/release/demo.json')) as ReleaseSetJson;
}

/** Logs in once per account through the sandbox's unencrypted login (tests and tools), for a token to reuse. */
export async function tokenFor(username: 'player01' | 'agent01'): Promise<string> {
  if (tokens[username]) return tokens[username];
  const res = await fetch(`${env.server}/wps/session/login/unsecure`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Merchant: 'demo' },
    body: JSON.stringify({ username, password: 'Tessera2026', type: 'username' }),
  });
  const body = (await res.json()) as { success: boolean; value?: { token?: string } };
  if (!body.success || !body.value?.token) throw new Error(`login ${username} failed: ${JSON.stringify(body)}`);
  tokens[username] = body.value.token;
  return body.value.token;
}

export const respond = (req: HTTPRequest, status: number, body: string, contentType = 'application/javascript') =>
  req.respond({ status, contentType, body, headers: { 'Cache-Control': 'no-store' } }).then(() => true);

export const isFile = (req: HTTPRequest, remote: Remote, file: RegExp) => {
  const { pathname } = new URL(req.url());
  return pathname.startsWith(`/remotes/${remote}/`) && file.test(pathname.split('/').pop() ?? '');
};

/** A page whose requests go through `fault` first (it answers true when it handled the request). */
export async function openWith(browser: Browser, fault: Fault, session?: Session): Promise<{ page: Page; problems: string[] }> {
  const { page, problems } = await newPage(browser);
  const token = session ? await tokenFor(session) : null;
  await page.evaluateOnNewDocument(
    (timeouts: string, t: string | null) => {
      localStorage.setItem('tessera:timeouts', timeouts);
      if (t && !sessionStorage.getItem('token')) sessionStorage.setItem('token', t);
    },
    JSON.stringify(TIMEOUTS),
    token,
  );
  await page.setRequestInterception(true);
  page.on('request', (req) => {
    if (req.isInterceptResolutionHandled()) return;
    fault(req)
      .then((handled) => (handled ? undefined : req.continue()))
      .catch(() => req.continue().catch(() => undefined));
  });
  return { page, problems };
}

export const AREA: Record<Remote, { path: string; open?: string; session?: 'player01' | 'agent01'; scope: string }> = {
  games: { path: '/rng', scope: 'main' },
  lottery: { path: '/lottery', scope: 'main' },
  member: { path: '/', open: '[data-testid="open-member-centre"]', session: 'player01', scope: '[role="dialog"]' },
  agent: { path: '/', open: '[data-testid="open-agent-centre"]', session: 'agent01', scope: '[role="dialog"]' },
};

export type Outcome = 'fallback' | 'content';

/**
 * Whether the page held: header rendered, the area shows its fallback or its content within the bound, no
 * "Unexpected Application Error", and no tampered code ran. Returns what the area showed, or a reason.
 */
export async function areaHeld(page: Page, remote: Remote): Promise<{ held: boolean; detail: string; outcome?: Outcome }> {
  const { scope } = AREA[remote];
  try {
    await page.waitForSelector('header.h-header', { visible: true, timeout: BOUND_MS });
  } catch {
    return { held: false, detail: 'white screen: no header' };
  }
  const outcome = await page
    .waitForFunction(
      (sc: string, r: string) => {
        if (document.querySelector(`[data-testid="remote-fallback-${r}"]`)) return 'fallback';
        const marker = document.querySelector(`${sc} [data-testid="remote-version"]`);
        return marker && new RegExp(`${r} v`).test(marker.getAttribute('data-version') ?? '') ? 'content' : false;
      },
      { timeout: BOUND_MS, polling: 100 },
      scope,
      remote,
    )
    .then((h) => h.jsonValue() as Promise<Outcome>)
    .catch(() => undefined);
  if (!outcome) return { held: false, detail: `hang: neither fallback nor content within ${BOUND_MS} ms` };
  const state = await page.evaluate(() => ({
    tampered: (window as unknown as { __tampered?: boolean }).__tampered === true,
    routerError: document.body.innerText.includes('Unexpected Application Error'),
  }));
  if (state.tampered) return { held: false, detail: 'tampered code ran' };
  if (state.routerError) return { held: false, detail: 'router error page' };
  return { held: true, detail: outcome, outcome };
}

export async function visitArea(page: Page, remote: Remote): Promise<void> {
  const area = AREA[remote];
  await page.goto(siteUrl(area.path), { waitUntil: 'domcontentloaded' });
  if (area.open) {
    await page.waitForSelector(area.open, { visible: true, timeout: BOUND_MS });
    await page.click(area.open);
  }
}

/** Prints the tally (tried / held by category), as each fault suite's afterAll does. */
export function printTally(): void {
  const line = (category: string, r: { tried: number; held: number; whiteScreens: number; hangs: number }) =>
    `${category.padEnd(12)} ${String(r.tried).padStart(3)} tried ${String(r.held).padStart(3)} held ${String(r.whiteScreens).padStart(2)} white screens ${String(r.hangs).padStart(2)} hangs`;
  const rows = [...tally.entries()].map(([category, r]) => `${line(category, r)}${r.failed.length ? `  FAILED: ${r.failed.join('; ')}` : ''}`);
  const sum = (k: 'tried' | 'held' | 'whiteScreens' | 'hangs') => [...tally.values()].reduce((n, r) => n + r[k], 0);
  const total = line('total', { tried: sum('tried'), held: sum('held'), whiteScreens: sum('whiteScreens'), hangs: sum('hangs') });
  const skipped = notTried.length ? `\nnot tried (${notTried.length}): ${notTried.join('; ')}` : '';
  console.log(`Fault matrix (tried / held by category)\n${rows.join('\n')}\n${total}${skipped}`);
}
