/**
 * Each merchant's own site: what the HTML alone says (title, description, Open Graph, icons), how the
 * page is delivered (compressed, ETag, 304), and the web app manifest a phone installs from.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Browser, CDPSession, Page } from 'puppeteer-core';
import { tarGz } from '../server/src/test-utils/helpers';
import { clickWhenReady, env, launchBrowser, newPage, newPageAt, ops, seriousA11yViolations, settled, shot, siteUrl, until, VIEWPORTS, waitForText } from './support';

let browser: Browser;
beforeAll(async () => void (browser = await launchBrowser()));
afterAll(() => browser?.close());

/** A raw HTTP answer, undecoded (fetch would decompress and hide the encoding). */
function raw(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const metaOf = (html: string, attr: 'name' | 'property', key: string) => new RegExp(`<meta ${attr}="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('the head of every page, from the server', () => {
  it('gives /, /rng and /promotions their own title, description and Open Graph tags in the raw HTML', async () => {
    const heads = [];
    for (const path of ['/', '/rng', '/promotions']) {
      const res = await fetch(siteUrl(path), { headers: { accept: 'text/html', 'accept-language': 'en' } });
      const html = await res.text();
      const head = {
        title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
        description: metaOf(html, 'name', 'description'),
        ogTitle: metaOf(html, 'property', 'og:title'),
        ogDescription: metaOf(html, 'property', 'og:description'),
        ogImage: metaOf(html, 'property', 'og:image'),
        canonical: /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1],
      };
      expect(head.ogTitle).toBe(head.title);
      expect(head.ogDescription).toBe(head.description);
      expect(head.ogImage).toMatch(/^http:\/\/localhost:\d+\//);
      expect(head.canonical).toBe(siteUrl(path));
      heads.push(head);
    }
    expect(heads.map((h) => h.title)).toEqual(['Home · Lucky Crown', 'Slots · Lucky Crown', 'Promotions · Lucky Crown']);
    expect(new Set(heads.map((h) => h.description)).size).toBe(3);
    // The page's banner is the link preview's picture where it has one.
    expect(heads[1]!.ogImage).toMatch(/\/cdn\//);
  });

  it('answers /favicon.ico and the apple-touch-icon, and the page names them', async () => {
    const ico = await raw(siteUrl('/favicon.ico'));
    expect([ico.status, ico.headers['content-type']]).toEqual([200, 'image/x-icon']);
    // An .ico file: reserved 0, type 1, three pictures (16, 32 and 48 px).
    expect([...ico.body.subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);
    const touch = await raw(siteUrl('/apple-touch-icon.png'));
    expect([touch.status, touch.headers['content-type']]).toEqual([200, 'image/png']);

    const { page, problems } = await newPage(browser);
    try {
      await page.goto(siteUrl('/rng'));
      await page.waitForFunction(() => document.title === 'Slots · Lucky Crown');
      const icons = await page.$$eval('link[rel="icon"], link[rel="apple-touch-icon"]', (links) => links.map((l) => (l as HTMLLinkElement).href));
      for (const href of icons) expect([href, (await raw(href)).status]).toEqual([href, 200]);
      expect(problems).toEqual([]);
    } finally {
      await page.browserContext().close();
    }
  });

  it('sends the page compressed with an ETag, and 304 to a browser that has it', async () => {
    const headers = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };
    const first = await raw(siteUrl('/rng'), headers);
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
    const etag = String(first.headers.etag);
    const again = await raw(siteUrl('/rng'), { ...headers, 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});

/** A page of a fresh browser context in `lang`, controlled by the site's worker once it has loaded home once. */
async function controlledPage(lang = 'en', url = siteUrl('/')) {
  const { page, problems } = await newPage(browser, { serviceWorker: true });
  const cdp = await page.createCDPSession();
  await cdp.send('Network.setUserAgentOverride', { userAgent: await browser.userAgent(), acceptLanguage: lang });
  await page.goto(url);
  // Registered once the page has settled; it claims the page as soon as it is active.
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, { timeout: 30_000 });
  return { page, problems };
}

/** Cuts (or restores) the network of the page and of its service worker (each has its own emulation). */
const workerSessions = new WeakMap<Page, CDPSession>();
async function setOffline(page: Page, offline: boolean) {
  await page.setOfflineMode(offline);
  // One session per worker: an emulation belongs to the session that set it.
  let worker = workerSessions.get(page);
  if (!worker) {
    const target = await page.browserContext().waitForTarget((t) => t.type() === 'service_worker');
    worker = await target.createCDPSession();
    await worker.send('Network.enable');
    workerSessions.set(page, worker);
  }
  await worker.send('Network.emulateNetworkConditions', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}

describe('the installable app', () => {
  it('has no installability errors in Chromium on either demo merchant, with a manifest in the page’s language', async () => {
    for (const merchant of ['demo', 'demo2']) {
      const { page } = await controlledPage('vi-VN,vi;q=0.9', siteUrl('/', merchant));
      try {
        const cdp = await page.createCDPSession();
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        // The suites' pages live in fresh browser contexts, which Chromium counts as incognito (nothing installs
        // there); every other reason (manifest, icons, start URL, worker) is still reported.
        expect([merchant, installabilityErrors.filter((e) => e.errorId !== 'in-incognito')]).toEqual([merchant, []]);
        // Fetched by the page: demo2.localhost is a name only the browser resolves.
        const manifest = (await page.$eval('link[rel="manifest"]', async (l) => (await fetch((l as HTMLLinkElement).href)).json())) as { lang: string; start_url: string; display: string; icons: { purpose: string }[] };
        expect(manifest).toMatchObject({ lang: 'vi', start_url: '/?source=pwa', display: 'standalone' });
        expect(manifest.icons.filter((i) => i.purpose === 'maskable')).toHaveLength(2);
      } finally {
        await page.browserContext().close();
      }
    }
  });
});

describe('the service worker', () => {
  it('shows the site’s offline page in the player’s language on an offline reload, and resumes when the network returns', async () => {
    const { page } = await controlledPage('ja-JP,ja;q=0.9');
    try {
      await setOffline(page, true);
      await page.reload();
      await page.waitForSelector('[data-testid="offline-page"]');
      expect(await page.$eval('html', (h) => h.lang)).toBe('ja');
      expect(await page.$eval('h1', (h) => h.textContent)).toBe('オフラインです');
      expect(await page.$eval('[data-testid="offline-retry"]', (a) => a.textContent)).toBe('再試行');
      await setOffline(page, false);
      // The page goes back to the site by itself once the server answers.
      await page.waitForFunction(() => document.title === 'ホーム · Lucky Crown' && !!document.querySelector('#root')?.childElementCount, { timeout: 20_000 });
    } finally {
      await page.browserContext().close();
    }
  });

  it('keeps published files, never a gateway or platform call', async () => {
    const { page, problems } = await controlledPage();
    try {
      const fromWorker: string[] = [];
      page.on('response', (r) => {
        if (r.fromServiceWorker()) fromWorker.push(new URL(r.url()).pathname);
      });
      await page.reload();
      await page.waitForFunction(() => document.title === 'Home · Lucky Crown');
      // Every request the page made is answered, the gateway's and the platform's calls among them.
      await settled(page);
      const cachedNow = () =>
        page.evaluate(async () => {
          const urls: string[] = [];
          for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(`${name} ${new URL(req.url).pathname}`);
          return urls;
        });
      // The host's files come from the worker's cache on the second load (the worker writes its cache after it answers).
      const cached = await until(cachedNow, (urls) => urls.some((u) => /^tessera-assets \/host\/[^/]+\/.+\.js$/.test(u)), "the host's files in the worker's cache");
      expect(fromWorker.some((p) => /^\/host\/[^/]+\/.+\.js$/.test(p))).toBe(true);
      // Nothing of the gateway, money or the platform's calls is kept or answered by the worker (but the release set).
      // A call the worker answers is one it routes, and only a routed call is ever cached: the answers are checked
      // too, so a cache write the worker finishes after the page has its answer cannot slip past.
      const call = (p: string) => /^\/(wps|lgw|lotto|ops|sandbox)\//.test(p) || (/^\/platform\//.test(p) && !/^\/platform\/release\//.test(p));
      expect(cached.filter((u) => call(u.split(' ')[1]!))).toEqual([]);
      expect(fromWorker.filter(call)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await page.browserContext().close();
    }
  });
});

/** The published games remote again as another version (the same files: only its URL differs), published. */
async function publishGamesCopy(version: string): Promise<void> {
  const source = path.join(env.dataDir, 'artifacts', 'remotes', 'games', env.versions.games!);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-sw-copy-'));
  try {
    cpSync(source, dir, { recursive: true, filter: (src) => statSync(src).isDirectory() || !/\.(br|gz)$/.test(src) });
    const artifact = JSON.parse(readFileSync(path.join(dir, 'artifact.json'), 'utf8')) as { version: string };
    writeFileSync(path.join(dir, 'artifact.json'), JSON.stringify({ ...artifact, version }));
    const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } };
    manifest.metaData.buildInfo.buildVersion = version;
    writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
    const res = await fetch(`${env.server}/ops/artifacts`, { method: 'POST', headers: { Authorization: `Bearer ${env.token}`, 'Content-Type': 'application/gzip' }, body: new Uint8Array(await tarGz(dir)) });
    expect(res.status).toBe(201);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the service worker and the release set', () => {
  it('gives a controlled page a new pin and then a rollback on its next reload, and drops the unnamed version’s files', async () => {
    type Release = { revision: number; remotes: Record<string, { version: string }> };
    const copy = `${env.versions.games}-sw.${Date.now()}`;
    await publishGamesCopy(copy);
    const { page } = await controlledPage('en', siteUrl('/rng', 'demo2'));
    const gamesVersions = new Set<string>();
    page.on('request', (r) => {
      const m = /\/remotes\/games\/([^/]+)\/remoteEntry\.js$/.exec(new URL(r.url()).pathname);
      if (m) gamesVersions.add(m[1]!);
    });
    const reloadAndSee = async () => {
      gamesVersions.clear();
      await page.reload();
      await page.waitForSelector('main [data-testid="game-tile"]', { timeout: 30_000 });
      return [...gamesVersions];
    };
    try {
      const before = await ops<Release>('GET', '/ops/merchants/demo2/release');
      const pinned = await ops<Release>('POST', '/ops/merchants/demo2/release/pin', { expectedRevision: before.body.revision, remote: 'games', version: copy });
      expect(pinned.status).toBe(200);
      expect(await reloadAndSee()).toEqual([copy]);
      const rolledBack = await ops<Release>('POST', '/ops/merchants/demo2/release/rollback', { expectedRevision: pinned.body.revision, toRevision: before.body.revision });
      expect(rolledBack.status).toBe(200);
      expect(await reloadAndSee()).toEqual([env.versions.games]);
      // The copy is no longer named: its files left the worker's cache when the release set came in.
      const cached = await page.evaluate(async () => (await (await caches.open('tessera-assets')).keys()).map((r) => new URL(r.url).pathname));
      expect(cached.filter((p) => p.startsWith(`/remotes/games/${copy}/`))).toEqual([]);
      expect(cached.some((p) => p.startsWith(`/remotes/games/${env.versions.games}/`))).toBe(true);
    } finally {
      await page.browserContext().close();
    }
  });
});

/** The demo merchants' brands as deploy/scripts/platform.mjs seeds them. */
const SEEDED = Object.fromEntries(
  ['demo', 'demo2'].map((m) => [m, JSON.parse(readFileSync(path.join(__dirname, '../scripts/demo-brands', `${m}.json`), 'utf8')) as { name: string; palette: { primary: string; surface: string } }]),
);
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** The header's brand as the player sees it: its name, the logo shown (and drawn), and the name's colour. */
async function headerBrand(page: Page) {
  await page.waitForSelector('[data-testid="site-brand"] img:not([hidden])');
  // The logo is a picture of its own: given time to arrive (a loaded CI machine read it before it had), it must draw.
  await page
    .waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('[data-testid="site-brand"] img')].some((i) => getComputedStyle(i).display !== 'none' && i.complete && i.naturalWidth > 0), { timeout: 15_000 })
    .catch(() => undefined);
  return page.$eval('[data-testid="site-brand"]', (a) => {
    const logo = [...a.querySelectorAll('img')].find((i) => getComputedStyle(i).display !== 'none')!;
    return { name: a.textContent?.trim(), logo: new URL(logo.src).pathname, drawn: logo.complete && logo.naturalWidth > 0, colour: getComputedStyle(a).color };
  });
}

describe('each merchant’s brand', () => {
  it('shows demo’s and demo2’s own names, logos and colours in the raw HTML, the title and the header, at 360, 390 and 1366 px', async () => {
    for (const merchant of ['demo', 'demo2']) {
      const { name, palette } = SEEDED[merchant]!;
      const html = await (await raw(siteUrl('/rng', merchant).replace(`${merchant}.localhost`, 'localhost'), { host: new URL(siteUrl('/', merchant)).host, 'accept-language': 'en' })).body.toString();
      expect([merchant, /<title>([^<]*)<\/title>/.exec(html)?.[1], metaOf(html, 'name', 'theme-color')]).toEqual([merchant, `Slots · ${name}`, palette.surface]);
      expect(html).toContain(`--t-accent:${palette.primary}`);
      for (const [label, viewport] of [...Object.entries(VIEWPORTS), ['narrow', { ...VIEWPORTS.phone, width: 360 }] as const]) {
        const { page, problems } = await newPageAt(browser, viewport);
        try {
          await page.goto(siteUrl('/rng', merchant));
          await page.waitForFunction((t) => document.title === t, {}, `Slots · ${name}`);
          expect(await headerBrand(page)).toEqual({ name, logo: '/brand/logo-dark.svg', drawn: true, colour: rgb(palette.primary) });
          expect(await seriousA11yViolations(page, 'header')).toEqual([]);
          // The header fits the phone: nothing pushes the page wider than the screen.
          expect([label, await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)]).toEqual([label, true]);
          await shot(page, `brand-header-${merchant}-${label}`);
          expect(problems).toEqual([]);
        } finally {
          await page.browserContext().close();
        }
      }
      // Home greets the player in the merchant's name, not the platform's.
      const { page } = await newPageAt(browser, VIEWPORTS.phone);
      try {
        await page.goto(siteUrl('/', merchant));
        expect(await waitForText(page, '.h-home h1', new RegExp(name))).toBe(`Welcome to ${name}`);
      } finally {
        await page.browserContext().close();
      }
    }
  });

  it('gives the two merchants manifests that differ in name, icons and colours', async () => {
    const manifests = [];
    for (const merchant of ['demo', 'demo2']) {
      const { page } = await newPage(browser);
      try {
        await page.goto(siteUrl('/', merchant));
        // Fetched by the page: demo2.localhost is a name only the browser resolves.
        manifests.push(await page.evaluate(async () => (await fetch('/manifest.webmanifest?lang=en')).json() as Promise<{ name: string; short_name: string; theme_color: string; background_color: string; icons: { src: string }[] }>));
      } finally {
        await page.browserContext().close();
      }
    }
    const [one, two] = manifests as [(typeof manifests)[0], (typeof manifests)[0]];
    expect([one.name, two.name]).toEqual([SEEDED.demo!.name, SEEDED.demo2!.name]);
    expect([one.theme_color, two.theme_color]).toEqual([SEEDED.demo!.palette.surface, SEEDED.demo2!.palette.surface]);
    expect(one.background_color).not.toBe(two.background_color);
    expect(one.icons.map((i) => i.src)).not.toEqual(two.icons.map((i) => i.src));
  });

  it('takes a brand change made in the ops console to the next page load', async () => {
    const renamed = `Jade Palace ${Date.now() % 1000}`;
    const { page } = await newPageAt(browser, VIEWPORTS.desktop);
    try {
      await page.goto(`${env.server}/ops`);
      await page.waitForSelector('[data-testid="ops-token"]');
      await page.type('[data-testid="ops-token"]', env.token);
      await page.keyboard.press('Enter');
      await clickWhenReady(page, 'nav[aria-label="Merchants"] button ::-p-text(demo2)');
      await page.waitForFunction(() => document.getElementById('oc-remotes')?.textContent?.startsWith('demo2:'));
      // The site part of the merchant's details opens when asked for.
      await page.waitForSelector('#oc-part-site');
      await page.$eval('#oc-part-site', (d) => ((d as HTMLDetailsElement).open = true));
      await waitForText(page, '[data-testid="brand-current"]', /Jade Dragon/);
      await page.click('[data-testid="brand-name"]', { count: 3 });
      await page.type('[data-testid="brand-name"]', renamed);
      await page.click('[data-testid="brand-save"]');
      expect(await waitForText(page, '#oc-confirm-body', /name/)).toContain(`+ ${renamed}`);
      await page.click('[data-testid="confirm-ok"]');
      await waitForText(page, '[data-testid="site-status"]', /saved/);
      const site = await page.browserContext().newPage();
      await site.goto(siteUrl('/rng', 'demo2'));
      await site.waitForFunction((t) => document.title === t, {}, `Slots · ${renamed}`);
      expect((await headerBrand(site)).name).toBe(renamed);
      const audit = await ops<{ actor: string; after: { name: string } }[]>('GET', '/ops/audit?merchant=demo2&action=brand&limit=1');
      expect(audit.body[0]?.after.name).toBe(renamed);
    } finally {
      await page.browserContext().close();
      await ops('PUT', '/ops/merchants/demo2/brand', JSON.parse(readFileSync(path.join(__dirname, '../scripts/demo-brands/demo2.json'), 'utf8')));
    }
  });

  it('unregisters the worker and clears its caches when ops switch the merchant’s kill switch on', async () => {
    const { page } = await controlledPage();
    try {
      expect(await page.evaluate(async () => (await caches.keys()).length)).toBeGreaterThan(0);
      expect((await ops('PUT', '/ops/merchants/demo/worker', { enabled: false })).status).toBe(200);
      await page.reload();
      // The page ends uncontrolled, with no worker registered and no cache of the site left.
      await page.waitForFunction(
        async () => !navigator.serviceWorker.controller && (await navigator.serviceWorker.getRegistrations()).length === 0 && (await caches.keys()).length === 0,
        { timeout: 30_000, polling: 250 },
      );
      expect(await page.$eval('meta[name="tessera-sw"]', (m) => m.getAttribute('content'))).toBe('off');
    } finally {
      await ops('PUT', '/ops/merchants/demo/worker', { enabled: true });
      await page.browserContext().close();
    }
  });
});
