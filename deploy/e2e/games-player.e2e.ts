/**
 * Games remote end to end, a logged-in player: favourites and recent; a spin in the sandbox game that changes the
 * header balance; launches of each kind, through the rules from the nav and the home hot games, and a VASSALAGE
 * entry's popup; game pages; phone and desktop screenshots; axe. The lobby as a visitor: games.e2e.ts.
 */
import type { Browser } from 'puppeteer-core';
import { imagesLoaded, pickNavVendor, sandboxHot, TILE, tileNames, waitIdle } from './games-support';
import { clickWhenReady, loginInHeader, newPage, scrollToHomeWidget, seriousA11yViolations, shot, siteUrl, suiteBrowser, VIEWPORTS, waitForText } from './support';

let browser: Browser;
suiteBrowser((b) => (browser = b));

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
