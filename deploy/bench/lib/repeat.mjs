/* global window -- the functions passed to page.evaluate run in the browser */
// A player's second visit on a phone, under the site's service worker (docs/product/site.md#install): home at 390 px
// loaded cold in a fresh browser context, then again once the worker controls the page. For each load, the
// JavaScript that came over the network (not from the worker nor the HTTP cache, bytes as Chromium received them)
// and the Largest Contentful Paint, both at 4x CPU on a mobile connection (Lighthouse's mobile numbers).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS, CHROMIUM, PHONE, recordScripts } from './browser.mjs';

/** Lighthouse's mobile throttling: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, and 4x CPU. */
const MOBILE = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU = 4;

const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : undefined;
};

/**
 * Follows the page's script requests from now: `quiet()` waits until none has been in flight for `quietMs` (at most
 * `timeoutMs`, then goes on: a chunk on a timer must not hang the bench) and says whether they all finished. The
 * page's own requests only: the worker's precache downloads, which once kept the network busy past a 90 s
 * network-idle wait, are not the page's JavaScript.
 */
function scriptRequests(cdp) {
  const inFlight = new Set();
  let last = Date.now();
  const started = (e) => {
    if (e.type !== 'Script') return;
    inFlight.add(e.requestId);
    last = Date.now();
  };
  const ended = (e) => {
    if (inFlight.delete(e.requestId)) last = Date.now();
  };
  cdp.on('Network.requestWillBeSent', started);
  cdp.on('Network.loadingFinished', ended);
  cdp.on('Network.loadingFailed', ended);
  return {
    async quiet({ quietMs = 1000, timeoutMs = 30_000 } = {}) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until && (inFlight.size || Date.now() - last < quietMs)) await new Promise((r) => setTimeout(r, 100));
      return inFlight.size === 0;
    },
    stop() {
      cdp.off('Network.requestWillBeSent', started);
      cdp.off('Network.loadingFinished', ended);
      cdp.off('Network.loadingFailed', ended);
    },
  };
}

/**
 * The page settled: its LCP entry in, then two idle periods after its load (the app starts what it defers, the
 * worker's registration among it, in the first idle period after load: host/src/app/shell/use-settled.ts), then
 * its script requests done.
 */
async function settled(page, requests) {
  await page.waitForFunction(() => window.__lcp !== undefined, { polling: 100, timeout: 60_000 });
  for (let i = 0; i < 2; i++) await page.evaluate(() => new Promise((resolve) => window.requestIdleCallback(() => resolve(), { timeout: 5000 })));
  return requests.quiet();
}

/** One load of `url` in `page`: its scripts and its LCP (ms after navigation start), once the page has settled. */
async function load(page, cdp, url) {
  const stop = recordScripts(cdp);
  const requests = scriptRequests(cdp);
  try {
    await page.goto(url, { waitUntil: 'load' });
    const done = await settled(page, requests);
    const lcp = await page.evaluate(() => window.__lcp);
    const scripts = stop();
    const network = scripts.filter((s) => s.network);
    return {
      lcp: Math.round(lcp),
      jsNetworkBytes: network.reduce((n, s) => n + s.wire, 0),
      jsNetworkFiles: network.length,
      jsFromWorker: scripts.filter((s) => s.worker).length,
      ...(done ? {} : { scriptsStillLoading: true }),
    };
  } finally {
    requests.stop();
  }
}

/** Cold load, then a repeat visit under the worker, `runs` times in fresh contexts; medians per figure. */
export async function repeatVisit(site, { runs = 3, pathname = '/' } = {}) {
  // Its own browser: the worker needs the Network domain on, and a context per run starts with no worker and no cache.
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: [...CHROME_FLAGS, `--user-data-dir=${mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-repeat-'))}`] });
  const cold = [];
  const repeat = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.createBrowserContext();
      try {
        const page = await context.newPage();
        await page.setViewport(PHONE);
        page.setDefaultTimeout(90_000);
        const cdp = await page.createCDPSession();
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', MOBILE);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
        await page.evaluateOnNewDocument(() => {
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) window.__lcp = e.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        const url = new URL(pathname, site).href;
        cold.push(await load(page, cdp, url));
        // The site registers its worker once the page has settled; it claims the page as soon as it is active. Its
        // install (the precache) is not measured: unthrottled, so it cannot outlast the wait on a busy machine.
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
        await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), { polling: 100, timeout: 90_000 });
        await cdp.send('Network.emulateNetworkConditions', MOBILE);
        repeat.push(await load(page, cdp, url));
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const summary = (list) => ({
    lcp: median(list.map((r) => r.lcp)),
    jsNetworkBytes: median(list.map((r) => r.jsNetworkBytes)),
    jsNetworkFiles: median(list.map((r) => r.jsNetworkFiles)),
    jsFromWorker: median(list.map((r) => r.jsFromWorker)),
  });
  return { path: pathname, runs, cpu: CPU, cold: summary(cold), repeat: summary(repeat), each: { cold, repeat } };
}
