/**
 * Games remote end to end: lobby browse, vendors, search (debounced), filters, pager and hot
 * list as a visitor; favourites and recent after login; launches of each kind; a spin in the sandbox game
 * that changes the header balance; game pages; phone and desktop screenshots; axe.
 */
import type { Browser, HTTPRequest, Page } from 'puppeteer-core';
import { clickWhenReady, launchBrowser, loginInHeader, newPage, scrollToHomeWidget, seriousA11yViolations, settled, shot, siteUrl, until, VIEWPORTS, waitForText } from './support';

let browser: Browser;
beforeAll(async () => void (browser = await launchBrowser()));
afterAll(() => browser?.close());

const TILE = 'main [data-testid="game-tile"]';

/** Game-list requests made by the page, as parsed query objects. */
function watchGameLists(page: Page): Record<string, string>[] {
  const seen: Record<string, string>[] = [];
  page.on('request', (r: HTTPRequest) => {
    if (!r.url().includes('GCSGAME_gameList')) return;
    const query = Object.fromEntries(new URL(r.url()).searchParams);
    // The host's mini-game widget searches the live lists for quick rounds on its own schedule; only the lobby's calls count here.
    if (query.gameType === 'LIVE' && query.pageSize === '6' && ['Wheel', 'Sic Bo'].includes(query.gameName ?? '')) return;
    seen.push(query);
  });
  return seen;
}

async function tileNames(page: Page): Promise<string[]> {
  // A name's number is its own line-box (GameName keeps it whole): read as one line.
  return page.$$eval(`${TILE} .gm-tile__name`, (els) => els.map((e) => (e as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
}

async function waitIdle(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[data-testid="loading-cover"]') && !!document.querySelector('main [data-testid="game-tile"], main .gm-lobby .t-state:not([role="status"])'));
}

/** Every tile image has loaded as a real picture (no broken or blank tiles). */
async function imagesLoaded(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (sel) => {
      // The ones in view: a tile's icon loads once a tenth of it is in view (game-grid.tsx), those below later.
      const inView = (r: DOMRect) => r.top < innerHeight - r.height * 0.1;
      const imgs = ([...document.querySelectorAll(sel)] as HTMLImageElement[]).filter((i) => inView(i.getBoundingClientRect()));
      return imgs.length > 0 && imgs.every((i) => i.complete && i.naturalWidth > 0);
    },
    { timeout: 20_000 },
    selector,
  );
}

/** The sandbox's hot list, as the page would fetch it (the gateway's answer, not the page's rendering). */
async function sandboxHot(page: Page): Promise<{ gameName: string; gameType: string; isGame?: string }[]> {
  return page.evaluate(async () => {
    const res = await fetch('/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&merchantCode=demo&vassalage=&platform=html5-desktop', { headers: { Merchant: 'demo' } });
    return (await res.json()).value.list;
  });
}

/** Opens a nav category's vendor drop-down (desktop: on hover) and picks a vendor. */
async function pickNavVendor(page: Page, category: string, vendor: string): Promise<void> {
  // The nav's categories arrive with the vendor lanes, after the page's load event.
  await page.waitForSelector(`.h-nav a[href="/${category}"]`, { visible: true });
  await page.hover(`.h-nav a[href="/${category}"]`);
  await page.waitForSelector(`[data-testid="nav-dropdown-${category}"] a[data-vendor="${vendor}"]`, { visible: true });
  await page.click(`[data-testid="nav-dropdown-${category}"] a[data-vendor="${vendor}"]`);
}

describe('lobby as a visitor', () => {
  it('browses /rng: vendor logos, 15 tiles with art, pager, debounced search, filters, hot list', async () => {
    const { page, problems } = await newPage(browser);
    await page.setViewport(VIEWPORTS.desktop);
    const lists = watchGameLists(page);
    await page.goto(siteUrl('/rng'));
    await page.waitForSelector(TILE);
    await waitIdle(page);
    expect(await page.$$(TILE)).toHaveLength(15);
    await imagesLoaded(page, `${TILE} img`);
    // Vendor logos are images, not text pills.
    const logos = await page.$$eval('.gm-vendor img', (imgs) => imgs.map((i) => (i as HTMLImageElement).alt));
    expect(logos).toEqual(['JILI', 'PG Soft', 'JDB', 'CQ9', 'Fa Chai', 'Pragmatic Play']);
    await imagesLoaded(page, '.gm-vendor img');
    expect(lists.at(-1)).toMatchObject({ gameType: 'RNG', vassalage: 'JL', pageNo: '1', pageSize: '15' });
    await shot(page, 'games-rng-desktop');
    expect(await seriousA11yViolations(page, 'main')).toEqual([]);

    // Pager: range 3, margin 1, First/Prev/Next/Last.
    const pager = await page.$$eval('.gm-pager li', (lis) => lis.map((li) => (li as HTMLElement).innerText.trim()));
    expect(pager).toEqual(['First', 'Prev', '1', '2', '3', '4', '…', '112', 'Next', 'Last']);
    const first = await tileNames(page);
    await page.click('.gm-pager button[aria-label="Page 4"]');
    await page.waitForFunction(() => document.querySelector('.gm-pager [aria-current="page"]')?.textContent === '4');
    await waitIdle(page);
    expect(lists.at(-1)).toMatchObject({ pageNo: '4' });
    expect(await tileNames(page)).not.toEqual(first);
    const pager4 = await page.$$eval('.gm-pager li', (lis) => lis.map((li) => (li as HTMLElement).innerText.trim()));
    expect(pager4).toEqual(['First', 'Prev', '1', '…', '3', '4', '5', '…', '112', 'Next', 'Last']);
    await page.click('.gm-pager li:last-child button');
    await page.waitForFunction(() => document.querySelector('.gm-pager [aria-current="page"]')?.textContent === '112');

    // Vendor switch: page 1 of that vendor, the URL keeps it.
    await page.click('.gm-vendor img[alt="PG Soft"]');
    await page.waitForFunction(() => location.search.includes('page=PG'));
    await waitIdle(page);
    expect(lists.at(-1)).toMatchObject({ vassalage: 'PG', pageNo: '1' });

    // Search: one request 500 ms after the last keystroke (timed inside the page), none before.
    const before = lists.length;
    await page.evaluate(() => {
      const w = window as unknown as { __lastInput?: number };
      document.addEventListener('input', () => (w.__lastInput = performance.now()), true);
    });
    await page.type('input[type="search"]', 'dragon', { delay: 40 });
    // None while typing: exactly one list request follows, sent 500 ms after the last keystroke (checked below).
    await until(() => lists.length, (n) => n > before, 'the search request', { everyMs: 20 });
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('gameName=dragon')));
    const waited = await page.evaluate(() => {
      const sent = performance.getEntriesByType('resource').filter((e) => e.name.includes('gameName=dragon'));
      return (sent[0]?.startTime ?? 0) - ((window as unknown as { __lastInput?: number }).__lastInput ?? Infinity);
    });
    expect(waited).toBeGreaterThanOrEqual(495);
    expect(lists.length).toBe(before + 1);
    expect(lists.at(-1)).toMatchObject({ gameName: 'dragon', vassalage: 'PG', pageNo: '1' });
    expect(lists.at(-1)).not.toHaveProperty('language');
    await waitIdle(page);
    for (const name of await tileNames(page)) expect(name.toLowerCase()).toContain('dragon');
    // Same value again (type then delete a letter): no new request.
    await page.type('input[type="search"]', 'x');
    await page.keyboard.press('Backspace');
    // The debounce runs out (500 ms after the last keystroke, timed in the page) and whatever it sends is sent.
    await page.waitForFunction(() => performance.now() - ((window as unknown as { __lastInput?: number }).__lastInput ?? Infinity) >= 600, { polling: 50 });
    await settled(page);
    expect(lists.length).toBe(before + 1);

    // Classification tab and minimum bet: each resets to page 1 and clears the other filters.
    await page.click('.gm-tabs button:nth-of-type(6)'); // Table games (TG)
    await page.waitForFunction(() => (document.querySelector('input[type="search"]') as HTMLInputElement).value === '');
    await waitIdle(page);
    expect(lists.at(-1)).toMatchObject({ gameClassify: 'TG', pageNo: '1' });
    expect(lists.at(-1)).not.toHaveProperty('gameName');
    const selects = await page.$$('.gm-filter select');
    await selects[1]!.select('0.05');
    await waitIdle(page);
    expect(lists.at(-1)).toMatchObject({ minBet: '0.05', pageNo: '1' });
    expect(lists.at(-1)).not.toHaveProperty('gameClassify');

    // Hot: the cached hot list, one page, no pager: exactly the sandbox's hot slots, in its order.
    await page.click('.gm-tabs button:nth-of-type(2)');
    await waitIdle(page);
    expect(await page.$('.gm-pager')).toBeNull();
    const hotRng = (await sandboxHot(page)).filter((g) => g.gameType === 'RNG').map((g) => g.gameName);
    expect(hotRng.length).toBeGreaterThan(5);
    expect(await tileNames(page)).toEqual(hotRng);

    // "All games" again clears a per-type tab: the list is the vendor's whole list.
    await page.click('.gm-tabs button:nth-of-type(7)'); // Arcade (AC)
    await waitIdle(page);
    expect(lists.at(-1)).toMatchObject({ gameClassify: 'AC' });
    await page.click('.gm-tabs button:nth-of-type(1)');
    await page.waitForFunction(() => document.querySelector('.gm-tabs button:nth-of-type(7)')?.getAttribute('aria-pressed') === 'false');
    await waitIdle(page);
    expect(lists.at(-1)).not.toHaveProperty('gameClassify');
    expect(lists.at(-1)).toMatchObject({ vassalage: 'PG', pageNo: '1' });

    // Recent without login: nothing is fetched, the list stays, the login popup opens.
    const listed = lists.length;
    await page.click('.gm-tabs button:nth-of-type(4)');
    await page.waitForSelector('[role="dialog"] input[type="password"]');
    expect(await page.$eval('.gm-tabs button:nth-of-type(1)', (b) => b.getAttribute('aria-pressed'))).toBe('true');
    expect(lists.length).toBe(listed);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[role="dialog"] input[type="password"]'));

    // Favourites without login: nothing changes, the login popup opens.
    await page.click('.gm-tabs button:nth-of-type(3)');
    await page.waitForSelector('[role="dialog"] input[type="password"]');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens the hot list from ?type=hot, every lobby has games, and the phone layout scrolls on', async () => {
    const { page, problems } = await newPage(browser);
    await page.setViewport(VIEWPORTS.phone);
    for (const lobby of ['live', 'fish', 'pvp', 'cockfight']) {
      await page.goto(siteUrl(`/${lobby}`));
      await page.waitForSelector(TILE);
      await imagesLoaded(page, `${TILE} img`);
    }
    // DS88 has its own page: the cockfight lobby lists the other arenas only.
    expect(await page.$$eval('.gm-vendor img', (imgs) => imgs.map((i) => (i as HTMLImageElement).alt))).toEqual(['SV388']);
    await shot(page, 'games-cockfight-phone');
    // TY strings: the lobby follows the site's language.
    await page.select('[data-testid="language-select"]', 'ty');
    await waitForText(page, 'main .gm-lobby__title', /Sabong/);
    expect(await page.$eval('.gm-tabs button:nth-of-type(2)', (b) => (b as HTMLElement).innerText)).toBe('Mainit');
    await shot(page, 'games-cockfight-phone-ty');
    await page.select('[data-testid="language-select"]', 'en');
    await waitForText(page, 'main .gm-lobby__title', /Cockfighting/);
    await page.goto(siteUrl('/rng?type=hot'));
    await page.waitForSelector('.gm-tabs button[aria-pressed="true"]');
    expect(await page.$eval('.gm-tabs button[aria-pressed="true"]', (b) => (b as HTMLElement).innerText)).toBe('Hot');

    await page.goto(siteUrl('/rng?page=JDB'));
    await page.waitForSelector(TILE);
    await waitIdle(page);
    expect(await page.$('.gm-pager')).toBeNull();
    const count = (await page.$$(TILE)).length;
    await shot(page, 'games-rng-phone');
    expect(await seriousA11yViolations(page, 'main')).toEqual([]);
    // Infinite scroll appends the next page.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction((n) => document.querySelectorAll('main [data-testid="game-tile"]').length > n, {}, count);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('a logged-in player', () => {
  it('toggles a favourite, lists favourites, plays a spin that changes the header balance, then sees it in recent', async () => {
    const { page, problems } = await newPage(browser);
    await page.setViewport(VIEWPORTS.desktop);
    await page.goto(siteUrl('/'));
    // An account no other suite moves money with: the member suite checks agent01m3's exact balance.
    await loginInHeader(page, 'agent01m7', 'Tessera2026');
    const startBalance = await waitForText(page, '[data-testid="header-balance"]', /\d/);
    await page.goto(siteUrl('/fish'));
    await page.waitForSelector(TILE);
    await waitIdle(page);

    const name = (await tileNames(page))[0]!;
    await page.click(`${TILE}:first-child .gm-tile__fav`);
    await page.waitForSelector(`${TILE}:first-child .gm-tile__fav[aria-pressed="true"]`);
    await page.click('.gm-tabs button:nth-of-type(3)'); // Favourites
    await page.waitForFunction(() => document.querySelector('.gm-tabs button:nth-of-type(3)')?.getAttribute('aria-pressed') === 'true');
    await waitIdle(page);
    expect(await tileNames(page)).toEqual([name]);
    await shot(page, 'games-favourites-desktop');

    // Launch from the favourites list: the sandbox game opens in the game page.
    await page.click(`${TILE}:first-child .gm-tile__play`);
    await page.waitForFunction(() => location.pathname === '/game');
    const frameEl = await page.waitForSelector('iframe.gp-frame__game');
    const frame = await frameEl!.contentFrame();
    await frame.waitForSelector('button:not([disabled])');
    await frame.click('button');
    await frame.waitForFunction(() => /win/i.test(document.querySelector('[role="status"]')?.textContent ?? ''));
    const sandboxBalance = await frame.$eval('[data-testid="sandbox-balance"]', (e) => (e as HTMLElement).innerText);
    await page.waitForFunction(
      (start) => (document.querySelector('[data-testid="header-balance"]') as HTMLElement | null)?.innerText !== start,
      { timeout: 15_000 },
      startBalance,
    );
    const header = await waitForText(page, '[data-testid="header-balance"]', /\d/);
    expect(header.replace(/[^\d.]/g, '')).toBe(sandboxBalance.replace(/[^\d.]/g, ''));
    await shot(page, 'games-sandbox-game-desktop');

    // Recent games lists what was played.
    await page.goto(siteUrl('/fish'));
    await page.waitForSelector(TILE);
    await page.click('.gm-tabs button:nth-of-type(4)'); // Recent
    await page.waitForFunction(() => document.querySelector('.gm-tabs button:nth-of-type(4)')?.getAttribute('aria-pressed') === 'true');
    await waitIdle(page);
    expect(await tileNames(page)).toEqual([name]);

    // Un-favourite from the favourites tab: it leaves the list.
    await page.click('.gm-tabs button:nth-of-type(3)');
    await page.waitForFunction(() => document.querySelector('.gm-tabs button:nth-of-type(3)')?.getAttribute('aria-pressed') === 'true');
    await waitIdle(page);
    await page.click(`${TILE}:first-child .gm-tile__fav`);
    await waitForText(page, 'main .gm-lobby .t-state', /no favourite games/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('launches each kind: sports/e-sports/DS88 vendor pages, FB sports route, VN lottery, a PVP room', async () => {
    const { page, problems } = await newPage(browser);
    await page.setViewport(VIEWPORTS.desktop);
    // A visitor's launch asks for login first.
    await page.goto(siteUrl('/sports'));
    await page.waitForSelector('.gp-vendor');
    await imagesLoaded(page, '.gp-vendor img');
    await shot(page, 'games-sports-desktop');
    expect(await seriousA11yViolations(page, 'main')).toEqual([]);
    await page.click('.gp-vendor');
    await page.waitForSelector('[role="dialog"] input[type="password"]');

    await page.goto(siteUrl('/'));
    await loginInHeader(page, 'player01', 'Tessera2026');
    await page.goto(siteUrl('/esports'));
    await page.waitForSelector('.gp-vendor');
    const esports = await page.$$eval('.gp-vendor__name', (els) => els.map((e) => (e as HTMLElement).innerText));
    expect(esports).toEqual(['IM eSports', 'TF Gaming', 'IA eSports', 'AV eSports', 'AI eSports']);
    await page.click('.gp-vendor');
    await page.waitForFunction(() => location.pathname === '/game' && new URLSearchParams(location.search).get('url')?.startsWith('/sandbox-games/play/'));

    await page.goto(siteUrl('/sports?game=FB'));
    await page.waitForFunction(() => location.pathname === '/fbsports');
    // /fbsports opens FB's sportsbook in the page, under the header.
    await waitForText(page, 'main .gp-frame__title', /FB Sports/);
    const fbFrame = await page.waitForSelector('iframe[data-testid="fbsports-game"]');
    expect(await fbFrame!.evaluate((f) => (f as HTMLIFrameElement).getAttribute('src'))).toMatch(/^\/sandbox-games\/play\//);
    const fb = await fbFrame!.contentFrame();
    await fb.waitForSelector('button:not([disabled])');
    expect(await fb.title()).toMatch(/^FB Sports /);
    expect(await page.$('[data-testid="header-balance"]')).not.toBeNull();
    expect(await seriousA11yViolations(page, 'main')).toEqual([]);
    await shot(page, 'games-fbsports-desktop');

    await page.goto(siteUrl('/elott'));
    await page.waitForSelector('.gp-vendor');
    await page.click('.gp-vendor');
    await page.waitForFunction(() => location.pathname === '/vnLottery');

    // A PVP game: its room list, then a room opens in the game page.
    await page.goto(siteUrl('/pvp'));
    await page.waitForSelector(TILE);
    await waitIdle(page);
    await page.click(`${TILE}:first-child .gm-tile__play`);
    await page.waitForSelector('[data-testid="pvp-rooms"] .gm-room button:not([disabled])');
    await shot(page, 'games-pvp-rooms-desktop');
    expect(await seriousA11yViolations(page, '[data-testid="pvp-rooms"]')).toEqual([]);
    await page.click('[data-testid="pvp-rooms"] .gm-room button:not([disabled])');
    await page.waitForFunction(() => location.pathname === '/game');

    await page.goto(siteUrl('/ds88'));
    await page.waitForSelector('.gp-vendor');
    await page.click('.gp-vendor');
    await page.waitForFunction(() => location.pathname === '/game');
    expect(problems).toEqual([]);
    await page.close();
  });

  // A trial account's launches, spins and lists: player-flows.e2e.ts (free play plays).

  it('launches through the rules from the nav and the home hot games: login first, then /rng, /seaLottery, a lobby vendor, /lottery?gameCode', async () => {
    const { page, problems } = await newPage(browser);
    await page.setViewport(VIEWPORTS.desktop);
    await page.goto(siteUrl('/'));
    // A visitor: every launch asks for login first and goes nowhere.
    await pickNavVendor(page, 'rng', 'PG');
    await page.waitForSelector('[role="dialog"] input[type="password"]');
    expect(await page.evaluate(() => location.pathname)).toBe('/');
    await page.keyboard.press('Escape');
    await scrollToHomeWidget(page, 'hot');
    await page.waitForSelector('[data-testid="hot-game"] button');
    await page.click('[data-testid="hot-game"] button');
    await page.waitForSelector('[role="dialog"] input[type="password"]');
    expect(await page.evaluate(() => location.pathname)).toBe('/');
    await page.keyboard.press('Escape');

    await loginInHeader(page, 'player01', 'Tessera2026');
    // An RNG vendor: the slot lobby on it, the vendor stored for the lobby.
    await pickNavVendor(page, 'rng', 'JDB');
    await page.waitForFunction(() => location.pathname === '/rng' && new URLSearchParams(location.search).get('page') === 'JDB');
    expect(await page.evaluate(() => sessionStorage.getItem('rngVendor'))).toBe('JDB');
    await page.waitForSelector('.gm-vendor[aria-pressed="true"] img[alt="JDB"]');
    // TCG_SEA: the SEA lottery page.
    await pickNavVendor(page, 'lottery', 'TCG_SEA');
    await page.waitForFunction(() => location.pathname === '/seaLottery');
    // The SEA page: the brand's lottery type, not the VN list.
    await waitForText(page, 'main [role="tab"]', /Southeast Asia Lottery/);
    // A lobby vendor: that vendor's list in its lobby.
    await pickNavVendor(page, 'live', 'EG4');
    await page.waitForFunction(() => location.pathname === '/live' && location.search.includes('vassalage=EG4'));
    await page.waitForSelector('.gm-vendor[aria-pressed="true"] img[alt="Evo Gaming"]');

    // Home's hot games: the lottery game among them opens its lottery page on that game.
    await page.goto(siteUrl('/'));
    await scrollToHomeWidget(page, 'hot');
    await page.waitForSelector('[data-testid="hot-game"] img');
    const hot = await page.$$eval('[data-testid="hot-game"] .gm-hot__name', (els) => els.map((e) => (e as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
    const expected = (await sandboxHot(page)).slice(0, 12).map((g) => g.gameName);
    expect(hot).toEqual(expected);
    const lotto = hot.indexOf('1-Minute Lotto');
    expect(lotto).toBeGreaterThanOrEqual(0);
    await page.click(`[data-testid="hot-game"]:nth-child(${lotto + 1}) button`);
    await page.waitForFunction(() => location.pathname === '/lottery' && new URLSearchParams(location.search).get('gameCode') === 'LOTTO1M');
    await page.waitForSelector('[data-testid="lottery-details"]');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("opens a VASSALAGE entry as a popup of that vendor's games, whose games launch", async () => {
    const { page, problems } = await newPage(browser);
    await page.setViewport(VIEWPORTS.desktop);
    await page.goto(siteUrl('/'));
    await loginInHeader(page, 'player01', 'Tessera2026');
    await page.goto(siteUrl('/fish?type=hot'));
    await page.waitForSelector(TILE);
    await waitIdle(page);
    const names = await tileNames(page);
    expect(names).toEqual(expect.arrayContaining(['JDB Fishing', 'Fa Chai Fishing']));
    await page.click(`${TILE}:nth-child(${names.indexOf('JDB Fishing') + 1}) .gm-tile__play`);
    await page.waitForSelector('[data-testid="vendor-games"] .gm-vgames__game');
    await imagesLoaded(page, '[data-testid="vendor-games"] img');
    const popup = await page.$$eval('[data-testid="vendor-games"] .gm-vgames__name', (els) => els.map((e) => (e as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
    // Exactly JDB's fishing games as the gateway lists them, without the entry itself.
    const jdb = await page.evaluate(async () => {
      const res = await fetch('/wps/relay/GCSGAME_gameList?clientType=3&platform=flash,html5-desktop&merchant=demo&gameType=FISH&vassalage=JDB&pageNo=1&pageSize=60', { headers: { Merchant: 'demo' } });
      return ((await res.json()).value.games as { gameName: string; isGame?: string }[]).filter((g) => g.isGame !== 'VASSALAGE').map((g) => g.gameName);
    });
    expect(jdb.length).toBeGreaterThan(5);
    expect(popup).toEqual(jdb);
    expect(await page.evaluate(() => location.pathname)).toBe('/fish');
    await shot(page, 'games-vendor-popup-desktop');
    expect(await seriousA11yViolations(page, '[data-testid="vendor-games"]')).toEqual([]);
    await page.click('[data-testid="vendor-games"] .gm-vgames__game');
    await page.waitForFunction(() => location.pathname === '/game' && new URLSearchParams(location.search).get('url')?.startsWith('/sandbox-games/play/'));
    expect(await page.$('[data-testid="vendor-games"]')).toBeNull();

    // A visitor on /fbsports is asked to log in on the page.
    await page.click('[data-testid="logout"]');
    await clickWhenReady(page, '[data-testid="logout-confirm"] .t-btn--primary');
    await page.waitForSelector('form.h-login--header');
    await page.goto(siteUrl('/fbsports'));
    await waitForText(page, '[data-testid="fbsports-login"]', /Log in to open FB Sports/);
    expect(await page.$('iframe')).toBeNull();
    expect(problems).toEqual([]);
    await page.close();
  });
});
