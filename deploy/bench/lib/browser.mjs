/* global window, document, MutationObserver -- the functions passed to page.evaluate run in the browser */
// Browser figures with puppeteer-core and the Debian Chromium: JS on the wire per scenario, time to the
// first lobby tile (cold load and nav click) under CPU throttling, heap growth over member-centre cycles.
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';

export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
/** The flags the e2e tests run Chromium with (deploy/e2e/support.ts). */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The address bar's popup, which every window pre-renders in its own renderer though headless never shows it.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
export const TILE = '[data-testid="game-tile"]';
/** The phone and desktop viewports the bench measures at (the e2e tests' VIEWPORTS, deploy/e2e/support.ts). */
export const PHONE = { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
export const DESKTOP = { width: 1366, height: 900 };

/**
 * `watchNetwork: false`: puppeteer leaves the Network domain off, so DevTools keeps no record of each request (a
 * phone has no DevTools; the records once were a fifth of the member centre's "growth"). Request and response
 * events do not work then.
 */
export async function launch({ watchNetwork = true } = {}) {
  return puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    networkEnabled: watchNetwork,
    args: [...CHROME_FLAGS, `--user-data-dir=${mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-chromium-'))}`],
  });
}

/** A page in a fresh context (empty cache and storage), with a CDP session. */
async function freshPage(browser, { cpu = 1, viewport = DESKTOP, watchNetwork = true } = {}) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(viewport);
  const cdp = await page.createCDPSession();
  if (watchNetwork) {
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  }
  if (cpu !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  page.setDefaultTimeout(60_000);
  // The first tile's time, seen by a MutationObserver from the very start of every document.
  await page.evaluateOnNewDocument((selector) => {
    const seen = () => {
      if (window.__firstTile === undefined && document.querySelector(selector)) window.__firstTile = performance.now();
    };
    new MutationObserver(seen).observe(document, { childList: true, subtree: true });
  }, TILE);
  return { page, cdp, close: () => context.close() };
}

/**
 * Script responses from now until `stop()`: url, content encoding, bytes received (`wire`), and whether the
 * response came over the network (not from the service worker, the disk cache or a prefetch) or from the worker.
 */
export function recordScripts(cdp) {
  const scripts = new Map();
  const onResponse = (e) => {
    if (e.type !== 'Script') return;
    const r = e.response;
    scripts.set(e.requestId, {
      url: r.url,
      encoding: r.headers['content-encoding'] ?? r.headers['Content-Encoding'] ?? 'identity',
      network: !r.fromServiceWorker && !r.fromDiskCache && !r.fromPrefetchCache,
      worker: Boolean(r.fromServiceWorker),
      wire: 0,
    });
  };
  const onFinished = (e) => {
    const s = scripts.get(e.requestId);
    if (s) s.wire = e.encodedDataLength;
  };
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onFinished);
  return () => {
    cdp.off('Network.responseReceived', onResponse);
    cdp.off('Network.loadingFinished', onFinished);
    return [...scripts.values()];
  };
}

async function idle(page) {
  await page.waitForNetworkIdle({ idleTime: 700, timeout: 60_000 });
}

/** Body bytes of a URL as sent for one Accept-Encoding (the precompressed file's size). */
export function encodedSize(url, encoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding }, agent: false }, (res) => {
        let n = 0;
        res.on('data', (c) => (n += c.length));
        res.on('end', () => resolve(n));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

async function withSizes(scripts) {
  const out = [];
  // Where a response came from is the repeat section's question, not this one's.
  for (const { url, encoding, wire } of scripts) {
    out.push({ url, encoding, wire, br: await encodedSize(url, 'br'), gzip: await encodedSize(url, 'gzip'), raw: await encodedSize(url, 'identity') });
  }
  return out.sort((a, b) => b.br - a.br);
}

/** Whether the element is rendered (not display:none, in a closed menu or in a hidden ancestor). */
const shown = (page, selector) => page.$eval(selector, (el) => el.checkVisibility()).catch(() => false);

/**
 * Logs in as a player would at the page's width: in the header's form at desktop width; at phone width the
 * header has no such form and its Log in button opens the form in a sheet.
 */
export async function login(page, username, password) {
  // The header's own form exists at desktop width only; at phone width the box has the button that opens the sheet.
  await page.waitForSelector('form.h-login--header input[autocomplete="username"], [data-testid="header-login-open"]');
  let form = 'form.h-login--header';
  if (!(await shown(page, `${form} input[autocomplete="username"]`))) {
    await page.click('[data-testid="header-login-open"]');
    form = '[data-testid="login-modal"]';
    await page.waitForSelector(`${form} input[autocomplete="username"]`, { visible: true });
  }
  await page.type(`${form} input[autocomplete="username"]`, username);
  await page.type(`${form} input[type="password"]`, password);
  await page.click(`${form} button[type="submit"]`);
  await page.waitForSelector('[data-testid="account-box"]');
}

/** Opens the member centre from the account box; at phone width the box's buttons are in the header's menu. */
async function openMemberCentre(page) {
  const button = '[data-testid="open-member-centre"]';
  if (!(await shown(page, button))) {
    await page.click('[data-testid="menu-toggle"]');
    await page.waitForSelector(button, { visible: true });
  }
  await page.click(button);
}

/**
 * JavaScript fetched until the page is idle, for: a cold load of each path at the desktop viewport, of each of
 * `phonePaths` at the phone viewport (keyed `<path> @390`), and (Tessera) opening the member centre after logging
 * in; (floor) its nav click to the lobby, the nearest thing it has.
 */
export async function wireBytes(browser, site, { paths, phonePaths = [], member }) {
  const result = {};
  const loads = [...paths.map((p) => [p, p, DESKTOP]), ...phonePaths.map((p) => [`${p} @390`, p, PHONE])];
  for (const [key, p, viewport] of loads) {
    const { page, cdp, close } = await freshPage(browser, { viewport });
    const stop = recordScripts(cdp);
    await page.goto(site + p, { waitUntil: 'load' });
    if (p !== '/') await page.waitForSelector(`${TILE}, main *`);
    await idle(page);
    result[key] = await withSizes(stop());
    await close();
  }
  if (member) result.member = await memberBytes(browser, site, member).catch((e) => ({ error: e.message.split('\n')[0] }));
  return result;
}

/** Home's banner is what it stays: one picture, or the swiper carousel with its chunks loaded. */
const bannerSettled = (page) =>
  page.waitForFunction(() => {
    const banner = document.querySelector('[data-testid="banner-carousel"]');
    return !!banner && (Number(banner.dataset.count) < 2 || !!banner.querySelector('.swiper-initialized'));
  });

/** JavaScript fetched opening the member centre after logging in (Tessera), or the floor's nav click to its remote. */
export async function memberBytes(browser, site, member) {
  {
    const { page, cdp, close } = await freshPage(browser);
    await page.goto(site + '/', { waitUntil: 'load' });
    await idle(page);
    let stop;
    if (member === 'tessera') {
      await login(page, 'player01', 'Tessera2026');
      await idle(page);
      // Home's banner turns into the swiper carousel a few seconds after the page went idle: its 26 KB are home's, and
      // were once counted here as the centre's when they came while it opened (as memberHeap waits for it below).
      await bannerSettled(page);
      stop = recordScripts(cdp);
      await openMemberCentre(page);
      await page.waitForSelector('[role="dialog"] [data-testid="remote-version"]');
    } else {
      stop = recordScripts(cdp);
      await page.click('a[href="/rng"]');
      await page.waitForSelector(TILE);
    }
    await idle(page);
    const files = await withSizes(stop());
    await close();
    return files;
  }
}

/** ms from navigation start to the first tile of /rng, cold cache. */
async function coldTile(browser, site, cpu) {
  const { page, close } = await freshPage(browser, { cpu });
  await page.goto(site + '/rng', { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => window.__firstTile !== undefined, { polling: 50, timeout: 30_000 });
  const t = await page.evaluate(() => window.__firstTile);
  await close();
  return t;
}

/**
 * ms from a click on the RNG nav item to the first tile, from a page that has not loaded the games remote
 * (`from`: Tessera's home shows the remote's hot games, so its nav click starts from a page without them).
 */
async function navTile(browser, site, cpu, from = '/') {
  const { page, close } = await freshPage(browser, { cpu });
  await page.goto(site + from, { waitUntil: 'load' });
  await idle(page);
  const t0 = await page.evaluate(() => {
    const link = document.querySelector('a[href="/rng"]');
    if (!link) throw new Error('no nav link to /rng');
    const start = performance.now();
    window.__navClickAt = start;
    link.click(); // a click, no hover: nothing prefetched it
    return start;
  });
  if (await page.evaluate(() => performance.getEntriesByType('resource').some((r) => /\/remotes\/games\/[^/]+\/remoteEntry\.js/.test(r.name) && r.startTime < window.__navClickAt))) {
    throw new Error(`the games remote was loaded before the click on ${from}`);
  }
  await page.waitForFunction(() => window.__firstTile !== undefined, { polling: 50, timeout: 30_000 });
  const t = await page.evaluate(() => window.__firstTile);
  await close();
  return t - t0;
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

export async function tileTimes(browser, site, { runs, cpus, navFrom = '/' }) {
  const out = {};
  for (const cpu of cpus) {
    const cold = [];
    const nav = [];
    const errors = [];
    // A run that never shows a tile is recorded, not fatal: the bench never fails on a timing.
    const attempt = async (fn) => fn().catch((e) => (errors.push(e.message.split('\n')[0]), null));
    for (let i = 0; i < runs; i += 1) {
      cold.push(await attempt(() => coldTile(browser, site, cpu)));
      nav.push(await attempt(() => navTile(browser, site, cpu, navFrom)));
    }
    const ok = (xs) => xs.filter((x) => x !== null);
    out[`${cpu}x`] = { cold: ok(cold).length ? median(ok(cold)) : undefined, nav: ok(nav).length ? median(ok(nav)) : undefined, coldRuns: cold, navRuns: nav, errors };
  }
  return out;
}

/** JS heap after GC, before and after `cycles` open/close cycles of the member centre. */
export async function memberHeap(site, cycles) {
  // Its own browser, not watching the network (see launch).
  const browser = await launch({ watchNetwork: false });
  const { page, cdp, close } = await freshPage(browser, { viewport: PHONE, watchNetwork: false });
  await page.goto(site + '/', { waitUntil: 'load' });
  await login(page, 'player01', 'Tessera2026');
  // Every element handle is disposed: DevTools keeps the node of an undisposed handle (and the whole detached
  // centre around it) alive, which once made the bench report its own handles as a leak of about 287 nodes a cycle.
  const cycle = async () => {
    await openMemberCentre(page);
    await (await page.waitForSelector('[role="dialog"] [data-testid="remote-version"]'))?.dispose();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
  };
  const measure = async () => {
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const dom = await cdp.send('Memory.getDOMCounters');
    return { heap: (await page.metrics()).JSHeapUsedSize, nodes: dom.nodes, listeners: dom.jsEventListeners };
  };
  // Warm-up, as deploy/e2e/member-centre-memory.e2e.ts: the remote, its pages and their translations load once,
  // and home's banner has turned into the swiper carousel (a few seconds after the page went idle; its chunk,
  // objects and listeners are home's, and once counted here as the centre's growth). What stays is not growth.
  for (let i = 0; i < 5; i += 1) await cycle();
  await bannerSettled(page);
  const first = await measure();
  const firstKinds = await heapByKind(cdp);
  for (let i = 0; i < cycles; i += 1) await cycle();
  const last = await measure();
  const lastKinds = await heapByKind(cdp);
  await close();
  await browser.close();
  return {
    cycles,
    before: first.heap,
    after: last.heap,
    growth: last.heap - first.heap,
    nodes: { before: first.nodes, after: last.nodes },
    listeners: { before: first.listeners, after: last.listeners },
    byKind: Object.fromEntries(Object.keys(lastKinds).map((k) => [k, lastKinds[k] - (firstKinds[k] ?? 0)])),
  };
}

/**
 * What the heap holds, by kind, from a heap snapshot (self sizes): V8's compiled code (it grows as the engine
 * optimises what runs again and again, and is not the page's), what DevTools keeps because the bench watches
 * the network (a record of every request, kept only while a DevTools client listens), the performance timeline's
 * entries (layout shifts, paints: bounded by the browser), and the rest: the page's own objects and the DOM.
 */
async function heapByKind(cdp) {
  const chunks = [];
  const onChunk = (e) => chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const { snapshot, nodes, strings } = JSON.parse(chunks.join(''));
  const fields = snapshot.meta.node_fields;
  const types = snapshot.meta.node_types[0];
  const [iType, iName, iSize] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const devtools = /^blink::(NetworkResourcesData|XHRReplayData|InspectorNetworkAgent)/;
  const timeline = /^(LargestContentfulPaint|InteractionContentfulPaint|LayoutShift|LayoutShiftAttribution|Performance\w*Timing|DOMRectReadOnly)$/;
  const out = { code: 0, devtools: 0, timeline: 0, page: 0 };
  for (let i = 0; i < nodes.length; i += fields.length) {
    const type = types[nodes[i + iType]];
    const name = strings[nodes[i + iName]];
    const kind = type === 'code' ? 'code' : type === 'native' && devtools.test(name) ? 'devtools' : type === 'native' && timeline.test(name) ? 'timeline' : 'page';
    out[kind] += nodes[i + iSize];
  }
  return out;
}

/**
 * Layout shift of a cold load, at phone and desktop widths: the CLS of the page (session windows of
 * shifts without recent input, as web-vitals counts it) after it has been idle for a while, and which
 * elements moved most, so a regression names its culprit.
 */
export async function layoutShifts(browser, site, paths) {
  const out = {};
  for (const p of paths) {
    for (const [label, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
      const { page, close } = await freshPage(browser, { viewport });
      await page.evaluateOnNewDocument(() => {
        window.__shifts = [];
        const describe = (n) => {
          if (!n || n.nodeType !== 1) return n?.nodeName ?? '?';
          const id = n.getAttribute('data-testid') || n.id;
          const cls = typeof n.className === 'string' ? n.className.split(/\s+/).filter(Boolean).slice(0, 2).join('.') : '';
          return `${n.localName}${id ? `[${id}]` : ''}${cls ? `.${cls}` : ''}`;
        };
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) {
            if (e.hadRecentInput) continue;
            window.__shifts.push({ t: e.startTime, value: e.value, sources: (e.sources ?? []).map((s) => describe(s.node)) });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(site + p, { waitUntil: 'load' });
      await idle(page);
      await new Promise((r) => setTimeout(r, 1500));
      const shifts = await page.evaluate(() => window.__shifts);
      await close();
      // Session windows: shifts less than 1 s apart, at most 5 s long; CLS is the worst window.
      let cls = 0;
      let win = 0;
      let first = -Infinity;
      let last = -Infinity;
      for (const s of shifts) {
        if (s.t - last > 1000 || s.t - first > 5000) {
          win = 0;
          first = s.t;
        }
        win += s.value;
        last = s.t;
        cls = Math.max(cls, win);
      }
      const byNode = new Map();
      for (const s of shifts) for (const n of s.sources) byNode.set(n, (byNode.get(n) ?? 0) + s.value);
      const worst = [...byNode.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([n, v]) => `${n} ${v.toFixed(3)}`);
      out[`${p} ${label}`] = { cls, shifts: shifts.length, worst };
    }
  }
  return out;
}
