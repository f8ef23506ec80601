/** Browser and ops helpers for the end-to-end tests. */
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { BUCKET_ID_KEY } from '../../shared/src/contracts/release-set';
import puppeteer, { type Browser, type BrowserContext, type HTTPRequest, type Page, type Target } from 'puppeteer-core';
import { VIEWPORTS } from './support-page';

// Page steps and axe live in modules of their own; every suite imports them from here. (The run's member release
// build, which only some suites make, is support-release.ts.)
export * from './support-a11y';
export * from './support-page';

/** The platform global-setup.mjs started for this jest worker: its own server, data dir and published apps. */
export const env: { port: number; server: string; token: string; dataDir: string; versions: Record<string, string> } = (() => {
  const platforms = JSON.parse(process.env.E2E_PLATFORMS ?? '[]') as (typeof env)[];
  if (platforms.length === 0) throw new Error('no platform: run the e2e suites with e2e/jest.config.cjs (its global setup starts them)');
  return platforms[(Number(process.env.JEST_WORKER_ID ?? '1') - 1) % platforms.length]!;
})();

/** Site URL for a merchant: demo2 is reached through the demo2.localhost host name. */
export function siteUrl(pathname = '/', merchant = 'demo'): string {
  const host = merchant === 'demo' ? 'localhost' : `${merchant}.localhost`;
  return `http://${host}:${env.port}${pathname}`;
}

/**
 * What the suite's browsers have open, kept on the test file's global so the e2e environment
 * (e2e/environment.cjs) can fail the suite if anything outlives it and e2e/close-after-each.ts can close
 * what a case opened. A case that leaves pages open makes every later case slower: each idle page keeps
 * running the site's clocks and polling (56 live renderers once, load past 30 on 2 cores).
 */
export interface OpenThings {
  /** True between a case's first beforeEach and its last afterEach (set by close-after-each.ts). */
  inCase: boolean;
  browsers: Map<Browser, { launchedInCase: boolean; initialPages: Set<Target> }>;
  contexts: Map<BrowserContext, { keep: boolean }>;
  /** What is still open at the suite's end, closed on the way (called by environment.cjs after every afterAll). */
  leftAtEnd: () => Promise<string[]>;
}
const OPEN_KEY = '__TESSERA_E2E_OPEN__';
export function openThings(): OpenThings {
  const g = globalThis as unknown as Record<string, OpenThings | undefined>;
  g[OPEN_KEY] ??= { inCase: false, browsers: new Map(), contexts: new Map(), leftAtEnd };
  return g[OPEN_KEY];
}

const pagesOf = (targets: Target[]) => targets.filter((t) => t.type() === 'page');
const describePages = (targets: Target[]) => targets.map((t) => t.url() || 'about:blank').join(', ');

async function closeQuietly(thing: { close(): Promise<void> }): Promise<void> {
  // Already gone with its browser, or closed by the test itself: nothing left to close.
  await thing.close().catch(() => undefined);
}

/**
 * After each case (close-after-each.ts): closes the contexts (pages) and browsers the case opened without
 * `keep`, then closes anything else the case left open (a context or a tab made without newPage) and
 * returns it, so the hook can fail the case.
 */
export async function closeCaseLeftovers(): Promise<string[]> {
  const open = openThings();
  for (const [context, { keep }] of [...open.contexts]) {
    if (keep) continue;
    open.contexts.delete(context);
    await closeQuietly(context);
  }
  const left: string[] = [];
  for (const [browser, { launchedInCase, initialPages }] of [...open.browsers]) {
    if (launchedInCase) {
      await closeQuietly(browser);
      continue;
    }
    if (!browser.connected) continue;
    for (const context of browser.browserContexts()) {
      if (context === browser.defaultBrowserContext() || open.contexts.has(context)) continue;
      left.push(`a browser context not made by newPage (pages: ${describePages(pagesOf(context.targets())) || 'none'})`);
      await closeQuietly(context);
    }
    const tabs = pagesOf(browser.defaultBrowserContext().targets()).filter((t) => !initialPages.has(t));
    if (tabs.length > 0) {
      left.push(`${tabs.length} page(s) of the default context: ${describePages(tabs)}`);
      for (const tab of tabs) {
        const page = await tab.page().catch(() => null);
        if (page) await closeQuietly(page);
      }
    }
  }
  return left;
}

/** What a suite left open after its last afterAll: browsers (with their pages) still connected. */
async function leftAtEnd(): Promise<string[]> {
  const open = openThings();
  const left: string[] = [];
  for (const browser of [...open.browsers.keys()]) {
    if (!browser.connected) continue;
    const pages = pagesOf(browser.targets()).filter((t) => !open.browsers.get(browser)?.initialPages.has(t));
    left.push(`a browser still running with ${pages.length} page(s) of the tests${pages.length ? `: ${describePages(pages)}` : ''}`);
    await closeQuietly(browser);
  }
  open.contexts.clear();
  return left;
}

/** Chromium's own UI that headless never shows but still renders per window (open-pages.e2e.ts checks none is left). */
export const UNSEEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * A Chromium of its own profile. Launched inside a case it is closed after that case; launched in a
 * `beforeAll` the suite closes it in its `afterAll` (the suite fails if it does not).
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await puppeteer.launch({
    executablePath: process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Every window (each browser context's first page is one) would otherwise pre-render the address bar's
      // popup, a chrome:// page in its own renderer that headless never shows: about 0.7 CPU-s per context,
      // 40 % of a home page load. puppeteer merges this list with its own --disable-features.
      `--disable-features=${UNSEEN_BROWSER_UI.join(',')}`,
      `--user-data-dir=${mkdtempSync(path.join(os.tmpdir(), 'tessera-chromium-'))}`,
    ],
  });
  const open = openThings();
  // The tab Chromium starts with is not the test's to close.
  const initialPages = new Set(browser.targets().filter((t) => t.type() === 'page'));
  open.browsers.set(browser, { launchedInCase: open.inCase, initialPages });
  browser.once('disconnected', () => open.browsers.delete(browser));
  return browser;
}

/** The suite's one browser: launched before its first case and handed to `keep`, closed after its last case. */
export function suiteBrowser(keep: (browser: Browser) => void): void {
  let browser: Browser | undefined;
  beforeAll(async () => keep((browser = await launchBrowser())));
  afterAll(async () => {
    await browser?.close();
  });
}

export interface NewPageOptions {
  /**
   * Keep the page across cases. Without it the page (its browser context) is closed after the case that
   * opened it; with it the suite closes it, or its browser, in `afterAll`. Outside a case (in a `beforeAll`)
   * `keep` must be said explicitly.
   */
  keep?: boolean;
  /**
   * Let the page move. Without it the page asks for reduced motion (`prefers-reduced-motion: reduce`), as some
   * players' phones do: the notice ticker and the pulses stand still, which halves what an open home page costs
   * the machine (software raster of an endless animation), and most cases are not about motion. A case that
   * checks the ticker, the carousel's slide or a pulse asks for motion.
   */
  motion?: boolean;
  /**
   * Let the site's service worker answer the page's requests. Without it the page's requests bypass the worker
   * (it still registers): the suites that inject faults into a remote's files or watch the network see every
   * request as the network does. The worker's own suite (merchant-site.e2e.ts) asks for it.
   */
  serviceWorker?: boolean;
}

/** A fresh page that fails the test on any uncaught page error or CSP violation. */
export async function newPage(browser: Browser, options: NewPageOptions = {}): Promise<{ page: Page; problems: string[] }> {
  const open = openThings();
  const keep = options.keep === true;
  if (!open.inCase && !keep) throw new Error('newPage outside a case: pass { keep: true } and close the page (or its browser) in afterAll');
  const context = await browser.createBrowserContext();
  open.contexts.set(context, { keep });
  const page = await context.newPage();
  // Desktop unless a test says otherwise (puppeteer's own default, 800×600, is the phone/tablet layout).
  await page.setViewport({ width: 1366, height: 900 });
  if (options.motion !== true) await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  if (options.serviceWorker !== true) await page.setBypassServiceWorker(true);
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e instanceof Error ? e.message : String(e)}`));
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) problems.push(`csp: ${m.text()}`);
  });
  page.setDefaultTimeout(30_000);
  const tracked: Tracked = { pending: new Set(), madeBy: new Map() };
  const { pending } = tracked;
  inFlight.set(page, tracked);
  page.on('request', (r) => {
    // A redirect's earlier hops never report finished: the last hop stands for them. A beacon (telemetry's
    // sendBeacon) is fire-and-forget: the page does not wait for it, and Chromium does not always report its end.
    // Pictures drive no state (and lazy ones below the fold may be held back without an end): not counted.
    for (const hop of r.redirectChain()) pending.delete(hop);
    // A new document in the tab: what the page being left still had open is cancelled with it, and Chromium
    // does not always report that for a request of a document it has already swapped out.
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) pending.clear();
    // The field data's beacon carries a JSON Blob, which Chromium types 'other', not 'ping': known by its path.
    const beacon = r.resourceType() === 'ping' || new URL(r.url()).pathname === '/platform/field';
    if (!beacon && r.resourceType() !== 'image') pending.add(r);
  });
  // Which document made each request: a request the page being left made after the new document's request (a
  // warm-up its last click started, say) is cancelled with it, and Chromium does not always report that either.
  const cdp = await page.createCDPSession();
  cdp.on('Network.requestWillBeSent', (e) => tracked.madeBy.set(e.requestId, e.loaderId));
  cdp.on('Page.frameNavigated', (e) => {
    if (!e.frame.parentId) tracked.document = e.frame.loaderId;
  });
  await Promise.all([cdp.send('Network.enable'), cdp.send('Page.enable')]);
  page.on('requestfinished', (r) => pending.delete(r));
  // Served from the memory cache (a preloaded remote entry or chunk asked for again): nothing to wait for, and
  // Chromium does not always report the end of such a request.
  page.on('requestservedfromcache', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  return { page, problems };
}

/**
 * Polls `read` until `check` holds and returns the value that passed: for state outside the page (the ops
 * and sandbox APIs, a server's health, a file on disk, what a listener collected). The pause between reads is
 * the poll's pace, not a wait for something to happen. Fails with `what` and the last value seen.
 */
export async function until<T>(read: () => T | Promise<T>, check: (value: T) => boolean, what: string, { timeoutMs = 30_000, everyMs = 100 } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  for (;;) {
    last = await read();
    if (check(last)) return last;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last seen ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/**
 * The page has done what its last step started: every request it made answered (lazy chunks, gateway
 * answers; a poll ends too) and two frames painted since, twice in a row. Proves an absence: a popup, a modal or a request that would follow
 * those answers would be there by now.
 */
export async function settled(page: Page): Promise<void> {
  const tracked = inFlight.get(page);
  if (!tracked) throw new Error('settled() needs a page made by newPage (it counts the requests in flight)');
  const { pending } = tracked;
  // Twice in a row: no request in flight, then two frames painted and still none (an answer may start another).
  for (let quiet = 0; quiet < 2; ) {
    // The URLs still open are what a failure names.
    await until(
      async () => {
        forgetLeftDocuments(page, tracked);
        await forgetLoadedAssets(page, pending);
        return [...pending].map((r) => `${r.resourceType()} ${r.url().slice(0, 120)}`);
      },
      (open) => open.length === 0,
      "the page's requests to be answered",
      { everyMs: 20 },
    );
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    quiet = pending.size === 0 ? quiet + 1 : 0;
  }
}

/** Drops the main frame's requests made by a document the tab has since left (their loader is not the current one). */
function forgetLeftDocuments(page: Page, { pending, document, madeBy }: Tracked): void {
  if (!document) return;
  for (const r of pending) {
    const loader = madeBy.get(r.id);
    if (loader && loader !== document && r.frame() === page.mainFrame() && !r.isNavigationRequest()) pending.delete(r);
  }
}

const ASSET_TYPES = new Set(['script', 'stylesheet', 'image', 'font']);

/**
 * Drops from `pending` the immutable assets (scripts, styles, images, fonts) the page's document has finished
 * loading by its own resource timing: Chromium sometimes reports no end for a request a reload or a preload
 * took over, while the page has the file. Gateway calls stay counted: one URL is asked for again and again.
 */
async function forgetLoadedAssets(page: Page, pending: Set<HTTPRequest>): Promise<void> {
  const assets = [...pending].filter((r) => ASSET_TYPES.has(r.resourceType()));
  if (assets.length === 0) return;
  const loaded = new Set(
    await page
      .evaluate((urls) => urls.filter((u) => performance.getEntriesByName(u).some((e) => (e as PerformanceResourceTiming).responseEnd > 0)), assets.map((r) => r.url()))
      .catch(() => [] as string[]),
  );
  for (const r of assets) if (loaded.has(r.url())) pending.delete(r);
}

/**
 * What settled() reads of a newPage page: its requests not yet answered (finished or failed), the main frame's
 * current document (its loader id) and the document that made each request (by request id).
 */
interface Tracked {
  pending: Set<HTTPRequest>;
  document?: string;
  madeBy: Map<string, string>;
}
const inFlight = new WeakMap<Page, Tracked>();

export async function ops<T = unknown>(method: string, pathname: string, body?: unknown): Promise<{ status: number; body: T }> {
  const send = () =>
    fetch(`${env.server}${pathname}`, {
      method,
      headers: { Authorization: `Bearer ${env.token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  // A test that blocks this process (a synchronous build) outlives the server's keep-alive; the pooled
  // socket is then already closed and the first request on it fails before reaching the server. Once more.
  const res = await send().catch((e: Error & { cause?: { code?: string } }) => {
    if (e.cause?.code === 'UND_ERR_SOCKET') return send();
    throw e;
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/**
 * Opens `pathname` of `merchant`'s site in `page` signed in as `username`, as a returning player's tab opens: the
 * login call a client makes (the sandbox's unencrypted one, for tests and tools) gives the session token, the page
 * finds it where the site keeps its session (session storage, docs/product/account.md#session-storage) before its
 * first script runs, and restores the session from it. For cases about what comes after the login: about half the
 * time of a login through the header's form. The form itself is tested through the header (host-auth.e2e.ts and the
 * suites that change a password, register or verify a login).
 */
export async function openSignedIn(page: Page, username: string, { password = 'Tessera2026', merchant = 'demo', pathname = '/' } = {}): Promise<void> {
  const res = await fetch(`${env.server}/wps/session/login/unsecure`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Merchant: merchant },
    body: JSON.stringify({ username, password, type: 'username' }),
  });
  const body = (await res.json()) as { success: boolean; value?: { token?: string } };
  if (!body.success || !body.value?.token) throw new Error(`login of ${username} on ${merchant} failed: ${JSON.stringify(body)}`);
  // For the first document of the tab only: a later reload finds what the page itself keeps (or cleared at logout).
  const { identifier } = await page.evaluateOnNewDocument((token: string) => {
    if (window === window.top) sessionStorage.setItem('token', token);
  }, body.value.token);
  try {
    await page.goto(siteUrl(pathname, merchant));
  } finally {
    await page.removeScriptToEvaluateOnNewDocument(identifier);
  }
  await page.waitForSelector('[data-testid="account-box"]');
}

/** A viewport as puppeteer takes it. */
export type Viewport = NonNullable<ReturnType<Page['viewport']>>;

/** A newPage (closed after its case) at a viewport: desktop unless said. */
export async function newPageAt(browser: Browser, viewport: Viewport = VIEWPORTS.desktop, options: NewPageOptions = {}): Promise<{ page: Page; problems: string[] }> {
  const opened = await newPage(browser, options);
  await opened.page.setViewport(viewport);
  return opened;
}

/** A fresh page whose browser keeps `id` as its canary bucket id (set once, before the site's scripts run). */
export async function pageWithBucket(browser: Browser, id: string): Promise<{ page: Page; problems: string[] }> {
  const opened = await newPage(browser);
  await opened.page.evaluateOnNewDocument(
    (key: string, value: string) => {
      try {
        if (!localStorage.getItem(key)) localStorage.setItem(key, value);
      } catch {
        // about:blank has no storage
      }
    },
    BUCKET_ID_KEY,
    id,
  );
  return opened;
}

/** A TCP port free on loopback right now (for a server a suite starts itself). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}
