/* global document -- the functions passed to page.waitForFunction run in the browser */
// Lobby over 10,000 games: a page of 15 and a name search, server side (the sandbox's game
// list over loopback) and browser side (from the click or the debounced request to the tiles on screen).
// Needs the apps and the server built. Never fails on a timing; prints p50/p95 and writes
// deploy/bench/results/lobby-<time>.json. The server side replays the game-list query the lobby was seen
// sending (its vendor, platform and language), so both sides measure the same request.
//
//   corepack pnpm bench:lobby                       20 browser runs per figure
//   corepack pnpm bench:lobby --quick               5
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gameListTimes, LOBBY_QUERY } from './lib/api.mjs';
import { launch, percentile, TILE } from './lib/browser.mjs';
import { freePort, startTessera } from './lib/serve.mjs';

const RUNS = process.argv.includes('--quick') ? 5 : 20;
const SEARCHES = ['dragon', 'tiger', 'gold', 'lucky', 'panda', 'royal', 'wild', 'magic'];

/** Names of the tiles on screen, to see when the grid has changed. */
const names = (page) => page.$$eval(`${TILE} .gm-tile__name`, (els) => els.map((e) => e.textContent).join('|'));

/** The first game-list request the lobby sends for /rng?page=PG: its query (no page) and headers. */
async function lobbyRequest(browser, site) {
  const page = await browser.newPage();
  const seen = new Promise((resolve) => {
    page.on('request', (r) => {
      if (!r.url().includes('GCSGAME_gameList')) return;
      const query = Object.fromEntries(new URL(r.url()).searchParams);
      delete query.pageNo;
      const h = r.headers();
      resolve({ query, headers: { Merchant: h.merchant, Language: h.language, 'accept-encoding': 'identity' } });
    });
  });
  await page.goto(`${site}/rng?page=PG`);
  const request = await seen;
  await page.close();
  return request;
}

async function browserTimes(browser, site) {
  const page = await browser.newPage();
  await page.setViewport({ width: 1366, height: 900 });
  await page.goto(`${site}/rng?page=PG`);
  await page.waitForSelector(`${TILE}`);
  await page.waitForSelector('.gm-pager');
  const pageMs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const before = await names(page);
    // Next page, back to the first now and then so the pager stays near the start.
    const selector = i % 5 === 4 ? '.gm-pager li:first-child button' : '.gm-pager li:nth-last-child(2) button';
    const t = performance.now();
    await page.click(selector);
    await page.waitForFunction((b) => [...document.querySelectorAll('[data-testid="game-tile"] .gm-tile__name')].map((e) => e.textContent).join('|') !== b, {}, before);
    pageMs.push(performance.now() - t);
  }

  // Search: from the debounced request leaving the page to the matching tiles on screen.
  const searchMs = [];
  let sentAt = 0;
  page.on('request', (r) => {
    if (r.url().includes('GCSGAME_gameList') && r.url().includes('gameName=')) sentAt = performance.now();
  });
  for (let i = 0; i < RUNS; i += 1) {
    const word = SEARCHES[i % SEARCHES.length];
    const box = await page.$('input[type="search"]');
    await box.click({ clickCount: 3 });
    sentAt = 0;
    await box.type(word);
    await page.waitForFunction(
      (w) => {
        const tiles = [...document.querySelectorAll('[data-testid="game-tile"] .gm-tile__name')];
        return tiles.length > 0 && tiles.every((e) => e.textContent.toLowerCase().includes(w)) && !document.querySelector('[data-testid="loading-cover"]');
      },
      {},
      word,
    );
    if (sentAt) searchMs.push(performance.now() - sentAt);
  }
  await page.close();
  return {
    page: { p50: percentile(pageMs, 50), p95: percentile(pageMs, 95), runs: pageMs.length },
    search: { p50: percentile(searchMs, 50), p95: percentile(searchMs, 95), runs: searchMs.length, note: 'after the 500 ms debounce' },
  };
}

const tessera = await startTessera(await freePort());
const browser = await launch();
const results = { at: new Date().toISOString(), runs: RUNS };
try {
  const lobby = await lobbyRequest(browser, tessera.url);
  const expected = Object.entries(LOBBY_QUERY).filter(([k, v]) => lobby.query[k] !== v);
  // The default query (used by run.mjs) must stay the lobby's: say so when the lobby changed.
  if (expected.length) console.warn(`lib/api.mjs LOBBY_QUERY differs from the lobby's request: ${JSON.stringify(lobby.query)}`);
  results.server = await gameListTimes(tessera.url, { samples: 200, ...lobby });
  results.browser = await browserTimes(browser, tessera.url);
} finally {
  await browser.close();
  tessera.stop();
}
const ms = (x) => (x === undefined ? '—' : `${x.toFixed(1)} ms`);
console.log(`lobby over ${results.server.games} RNG games, vendor ${results.server.query.vassalage} with ${results.server.vendorGames} (${RUNS} browser runs)`);
console.log(`  server  page of 15  p50 ${ms(results.server.page.p50)}  p95 ${ms(results.server.page.p95)}`);
console.log(`  server  name search p50 ${ms(results.server.search.p50)}  p95 ${ms(results.server.search.p95)}`);
console.log(`  browser page of 15 (click to tiles)    p50 ${ms(results.browser.page.p50)}  p95 ${ms(results.browser.page.p95)}`);
console.log(`  browser search (request to tiles)      p50 ${ms(results.browser.search.p50)}  p95 ${ms(results.browser.search.p95)}`);
const dir = path.join(import.meta.dirname, 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, `lobby-${results.at.replace(/[:.]/g, '-')}.json`), JSON.stringify(results, null, 2));
