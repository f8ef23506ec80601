/* global window -- the functions passed to page.evaluate run in the browser */
// A player's second visit on a phone, under the site's service worker (docs/product/site.md#install): home at 390 px
// loaded cold in a fresh browser context, then again once the worker controls the page. For each load, the
// JavaScript that came over the network (not from the worker nor the HTTP cache, bytes as Chromium received them)
// and the Largest Contentful Paint, both at 4x CPU on a mobile connection (Lighthouse's mobile numbers).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS, CHROMIUM, PHONE } from './browser.mjs';

/** Lighthouse's mobile throttling: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, and 4x CPU. */
const MOBILE = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU = 4;

const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : undefined;
};

/** Script responses of the next load: over the network or not, and the bytes Chromium received for each. */
function recordScripts(cdp) {
  const scripts = new Map();
  const onResponse = (e) => {
    if (e.type !== 'Script') return;
    const r = e.response;
    scripts.set(e.requestId, { url: r.url, network: !r.fromServiceWorker && !r.fromDiskCache && !r.fromPrefetchCache, worker: Boolean(r.fromServiceWorker), wire: 0 });
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

/** One load of `url` in `page`: its scripts and its LCP (ms after navigation start). */
async function load(page, cdp, url) {
  const stop = recordScripts(cdp);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForNetworkIdle({ idleTime: 700, timeout: 90_000 });
  const lcp = await page.evaluate(() => window.__lcp ?? null);
  const scripts = stop();
  const network = scripts.filter((s) => s.network);
  return {
    lcp: lcp === null ? undefined : Math.round(lcp),
    jsNetworkBytes: network.reduce((n, s) => n + s.wire, 0),
    jsNetworkFiles: network.length,
    jsFromWorker: scripts.filter((s) => s.worker).length,
  };
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
        // The site registers its worker once the page has settled; it claims the page as soon as it is active.
        await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), { timeout: 90_000 });
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
