/**
 * Lottery remote end to end: a visitor browses /lottery, /seaLottery and /vnLottery?gameCode=
 * (menus per prize mode: ELOTT on demo, LOTT on demo2 whose lanes have no ELOTT lane; artwork, latest
 * results, countdowns, popular list, draw history) and the home page's popular widget; a player logs in,
 * launches a game into its betting view in the page, places a demo bet that settles on the next draw,
 * launches the lobby, and toggles a favourite that is kept per username; a trial account gets the
 * real-account warning; phone and desktop screenshots in EN and TY; axe. ZY is a brand lottery type this
 * brand does not use (its type is SEA), so no page asks for it; the sandbox's ZY menu is covered by unit tests.
 */
import type { Browser, Frame, Page } from 'puppeteer-core';
import { clickWhenReady, launchBrowser, loginInHeader, newPage, ops, scrollToHomeWidget, seriousA11yViolations, shot, siteUrl, VIEWPORTS } from './support';

let browser: Browser;
beforeAll(async () => void (browser = await launchBrowser()));
afterAll(() => browser?.close());

const CARD = 'main [data-testid="lottery-card"]';

async function cardCodes(page: Page): Promise<string[]> {
  return page.$$eval(CARD, (els) => els.map((e) => (e as HTMLElement).dataset.gameCode ?? ''));
}

/** Every image under `selector` has loaded as a real picture. */
async function imagesLoaded(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (sel) => {
      const imgs = [...document.querySelectorAll(sel)] as HTMLImageElement[];
      return imgs.length > 0 && imgs.every((i) => i.complete && i.naturalWidth > 0);
    },
    { timeout: 20_000 },
    selector,
  );
}

/** What the browser reported per page, printed when the lottery does not show (a remote that failed to load). */
const browserLogs = new WeakMap<Page, string[]>();
function logOf(page: Page): string[] {
  let log = browserLogs.get(page);
  if (!log) {
    const lines: string[] = [];
    page.on('console', (m) => lines.push(`console ${m.type()}: ${m.text()}`));
    page.on('requestfailed', (r) => lines.push(`failed ${r.url()} ${r.failure()?.errorText}`));
    browserLogs.set(page, (log = lines));
  }
  return log;
}

async function openLottery(page: Page, path: string, merchant = 'demo'): Promise<void> {
  const log = logOf(page);
  await page.goto(siteUrl(path, merchant));
  await page.waitForSelector(CARD, { visible: true }).catch(async (e) => {
    await shot(page, 'lottery-failed-open');
    console.log(log.join('\n'));
    throw e;
  });
  await page.waitForSelector(`${CARD} [data-testid="countdown"]`, { visible: true });
}

/** In-app navigation to /lottery through the header nav (a login lands on the home page). */
async function navToLottery(page: Page): Promise<void> {
  await clickWhenReady(page, 'a.h-nav__item[href="/lottery"]');
  await page.waitForSelector(CARD, { visible: true });
  await page.waitForSelector(`${CARD} [data-testid="countdown"]`, { visible: true });
}

const tabNames = (page: Page) => page.$$eval('main [role="tab"]', (els) => els.map((e) => (e as HTMLElement).innerText.trim()));

describe('lottery as a visitor', () => {
  it('browses /lottery: groups of the derived prize mode, artwork, latest results, countdowns, popular, draw history', async () => {
    const { page, problems } = await newPage(browser);
    await page.setViewport(VIEWPORTS.desktop);
    await openLottery(page, '/lottery');
    // The demo merchant's ELOTT lane holds TCG_LOTTO_VN: prize mode ELOTT, the VN and fast groups.
    expect(await tabNames(page)).toEqual(['Vietnam Lottery', 'Fast Lottery']);
    expect(await cardCodes(page)).toEqual(['VNNORTH', 'VNCENTRAL', 'VNSOUTH', 'HANOI', 'HCM', 'DANANG']);
    await imagesLoaded(page, `${CARD} img`);
    const countdown = await textOf1(page, `${CARD}[data-game-code="VNNORTH"] [data-testid="countdown"]`);
    expect(countdown).toMatch(/^Next draw in (\d+ days? )?\d\d:\d\d:\d\d$/);
    const balls = await page.$eval(`${CARD}[data-game-code="VNNORTH"] .lt-balls`, (el) => el.getAttribute('aria-label'));
    expect(balls).toMatch(/^Draw \d{8} result \d{5}$/);
    // The countdown ticks.
    await page.waitForFunction((sel, before) => document.querySelector(sel)?.textContent !== before, {}, `${CARD}[data-game-code="VNNORTH"] [data-testid="countdown"]`, countdown);

    const popular = await page.$$eval('[data-testid="lottery-popular"] li', (els) => els.length);
    expect(popular).toBe(10); // the ELOTT games, most popular first (at most 20)
    await imagesLoaded(page, '[data-testid="lottery-popular"] img');

    // A fast game from the popular list: its details and its last 100 draws, a minute apart.
    await page.click('[data-testid="lottery-popular"] li:nth-child(2) button');
    await page.waitForSelector('[data-testid="lottery-details"] tbody tr');
    expect(page.url()).toContain('gameCode=LOTTO1M');
    expect(await page.$$eval('[data-testid="lottery-details"] tbody tr', (rows) => rows.length)).toBe(100);
    expect(await tabNames(page)).toEqual(['Vietnam Lottery', 'Fast Lottery']);
    expect(await page.$eval('main [role="tab"][aria-selected="true"]', (e) => (e as HTMLElement).innerText)).toBe('Fast Lottery');

    expect(await seriousA11yViolations(page, 'main')).toEqual([]);
    await page.$eval('main', (e) => e.scrollIntoView());
    await shot(page, 'lottery-desktop-en');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('/seaLottery shows the SEA list (brand lottery type), not the VN list, on a phone and in TY', async () => {
    const { page, problems } = await newPage(browser);
    await page.setViewport(VIEWPORTS.phone);
    await page.goto(siteUrl('/'));
    await page.evaluate(() => localStorage.setItem('lang', 'ty'));
    await openLottery(page, '/seaLottery');
    expect(await tabNames(page)).toEqual(['Southeast Asia Lottery']);
    const codes = await cardCodes(page);
    expect(codes).toContain('THAIGOV');
    expect(codes).not.toContain('VNNORTH');
    expect(await textOf1(page, 'main h1')).toBe('Lotto ng Timog-Silangang Asya');
    expect(await textOf1(page, `${CARD} [data-testid="countdown"]`)).toMatch(/^Susunod na bola sa /);
    await page.$eval(CARD, (e) => e.scrollIntoView());
    await imagesLoaded(page, `${CARD}:nth-child(-n+2) img`);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await page.click(`${CARD}[data-game-code="PH6_45"] .lt-card__main`);
    await page.waitForSelector('[data-testid="lottery-details"] tbody tr');
    expect(await page.$eval('[data-testid="lottery-details"] tbody tr td:last-child', (e) => (e as HTMLElement).innerText.replace(/\s+/g, ' '))).toMatch(/^(\d\d ){5}\d\d$/);
    expect(await seriousA11yViolations(page, 'main')).toEqual([]);
    await shot(page, 'lottery-sea-phone-ty');
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('lottery pages by prize mode and path', () => {
  it('/lott, the LOTT target of the nav, is the lottery page with its own title, not "Page not found"', async () => {
    const { page, problems } = await newPage(browser);
    await openLottery(page, '/lott');
    expect(await tabNames(page)).toEqual(['Vietnam Lottery', 'Fast Lottery']);
    // Each lottery page has its own tab name: /lott is "Lotto".
    await page.waitForFunction(() => /^Lotto · /.test(document.title));
    expect(problems).toEqual([]);
  });

  it('/vnLottery?gameCode= shows that game selected, in its group, with its details and draws', async () => {
    const { page, problems } = await newPage(browser);
    await page.setViewport(VIEWPORTS.desktop);
    await openLottery(page, '/vnLottery?gameCode=HANOI');
    expect(await textOf1(page, 'main h1')).toBe('Vietnam lottery');
    expect(await page.$eval(`${CARD}[data-game-code="HANOI"] .lt-card__main`, (e) => e.getAttribute('aria-pressed'))).toBe('true');
    expect(await page.$eval('main [role="tab"][aria-selected="true"]', (e) => (e as HTMLElement).innerText)).toBe('Vietnam Lottery');
    expect(await textOf1(page, '[data-testid="lottery-details"] h2')).toBe('Hanoi Lottery');
    await page.waitForSelector('[data-testid="lottery-details"] tbody tr');
    // A daily game: 100 opened draws, one a day, labelled by their Vietnam date.
    expect(await page.$$eval('[data-testid="lottery-details"] tbody tr', (rows) => rows.length)).toBe(100);
    expect(await page.$eval('[data-testid="lottery-details"] tbody tr td', (e) => e.textContent)).toMatch(/^\d{8}$/);
    expect(await seriousA11yViolations(page, 'main')).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('uses prize mode LOTT where the ELOTT lane has no TCG_LOTTO_VN (demo2), and launches the lottery lobby', async () => {
    const { page, problems } = await newPage(browser);
    await page.setViewport(VIEWPORTS.desktop);
    const menus: string[] = [];
    const launches: Record<string, string>[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/lgw/vn/games/game_menu') menus.push(url.searchParams.get('prizeMode') ?? '');
      if (url.pathname === '/wps/game/launchGame') launches.push(Object.fromEntries(url.searchParams));
    });
    await openLottery(page, '/lottery', 'demo2');
    expect(menus).toEqual(['LOTT']);
    expect(await tabNames(page)).toEqual(['Vietnam Lottery', 'Southeast Asia Lottery', 'Fast Lottery', 'Keno']);
    await page.click('main [role="tab"]:nth-child(4)');
    await page.waitForFunction((sel) => !!document.querySelector(`${sel}[data-game-code="KENO1M"]`), {}, CARD);

    // Launch into the lobby (demo2's player01 has a session of its own; nothing is bet, no money moves).
    await page.goto(siteUrl('/', 'demo2'));
    await loginInHeader(page, 'player01', 'Tessera2026');
    await openLottery(page, '/lottery', 'demo2');
    await page.click('main .lt-page__head .lt-button');
    const frame = await frameOf(page);
    expect(launches[0]).toMatchObject({ lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: 'LOTT', lottoView: 'lobby', device: 'WEB', language: 'EN' });
    expect(launches[0]!.lottoGameCode).toBeUndefined();
    expect(await frame.$eval('h1', (e) => e.textContent)).toBe('Lottery lobby');
    // The lobby lists the LOTT games, Keno included; one opens its betting view inside the frame.
    const lobbyGames = await frame.$$eval('ul.lobby a', (els) => els.map((e) => (e as HTMLElement).innerText.trim()));
    expect(lobbyGames).toEqual(expect.arrayContaining(['Northern Lottery (Mien Bac)', 'Thai Government Lottery', '1-Minute Keno']));
    await Promise.all([frame.waitForNavigation(), frame.click('ul.lobby li:nth-child(1) a')]);
    expect(await frame.$eval('h1', (e) => e.textContent)).toBe('Northern Lottery (Mien Bac)');
    expect(await frame.$eval('#countdown', (e) => e.textContent)).toMatch(/^(\d+ days? )?\d\d:\d\d:\d\d$/);
    await shot(page, 'lottery-lobby-lott-desktop');

    // A logout ends the ticket with the session: the lottery closes, and its link no longer opens.
    const ticketUrl = frame.url();
    await page.click('[data-testid="logout"]');
    await page.waitForSelector('[data-testid="logout-confirm"] .t-btn--primary', { visible: true });
    await clickWhenReady(page, '[data-testid="logout-confirm"] .t-btn--primary');
    await page.waitForSelector('[data-testid="lottery-launch"]', { hidden: true });
    const after = await page.evaluate(async (u) => {
      const res = await fetch(u);
      return { status: res.status, text: await res.text() };
    }, ticketUrl);
    expect(after.status).toBe(403);
    expect(after.text).toContain('This lottery link has expired');
    expect(problems).toEqual([]);
    await page.close();
  });

  // A trial account bets with its trial balance: player-flows.e2e.ts.
});

describe('the home page popular lottery widget', () => {
  it('shows the popular games in a reserved space; a click lands on /lottery?gameCode= with that game selected', async () => {
    const { page, problems } = await newPage(browser);
    await page.setViewport(VIEWPORTS.phone);
    await page.goto(siteUrl('/'));
    await page.evaluate(() => localStorage.setItem('lang', 'ty'));
    await page.reload();
    const slot = '[data-testid="home-popular-lottery"] .h-home__lottery';
    await page.waitForSelector(slot);
    // The space is reserved before the remote has loaded, and the widget fills exactly that: nothing below moves.
    expect(await page.$eval(slot, (e) => (e as HTMLElement).offsetHeight)).toBe(160);
    expect(await textOf1(page, '[data-testid="home-popular-lottery"] h2')).toBe('Sikat na lotto');
    // Below the fold on a phone: the widget (its remote included) loads as the visitor scrolls near it.
    await scrollToHomeWidget(page, 'lottery');
    await page.waitForSelector('[data-testid="lottery-popular-widget"] li button', { visible: true });
    await imagesLoaded(page, '[data-testid="lottery-popular-widget"] li:nth-child(-n+2) img');
    expect(await page.$eval(slot, (e) => (e as HTMLElement).offsetHeight)).toBe(160);
    const names = await page.$$eval('[data-testid="lottery-popular-widget"] li', (els) => els.map((e) => (e as HTMLElement).innerText.trim()));
    expect(names.slice(0, 2)).toEqual(['Northern Lottery (Mien Bac)', '1-Minute Lotto']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    expect(await seriousA11yViolations(page, '[data-testid="home-popular-lottery"]')).toEqual([]);
    await shot(page, 'lottery-home-widget-phone-ty');

    await page.click('[data-testid="lottery-popular-widget"] li:nth-child(2) button');
    await page.waitForSelector('[data-testid="lottery-details"]', { visible: true });
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/lottery?gameCode=LOTTO1M');
    expect(await page.$eval(`${CARD}[data-game-code="LOTTO1M"] .lt-card__main`, (e) => e.getAttribute('aria-pressed'))).toBe('true');
    expect(await textOf1(page, '[data-testid="lottery-details"] h2')).toBe('1-Minute Lotto');
    expect(problems).toEqual([]);
    await page.close();
  });
});

async function textOf1(page: Page, selector: string): Promise<string> {
  await page.waitForSelector(selector, { visible: true });
  return page.$eval(selector, (el) => (el as HTMLElement).innerText.trim());
}

async function frameOf(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('[data-testid="lottery-launch"] iframe', { visible: true });
  const frame = await handle!.contentFrame();
  await frame.waitForSelector('h1');
  return frame;
}

describe('lottery as a player', () => {
  it('asks a visitor to log in before a launch, then launches into the betting view and settles a bet', async () => {
    const { page, problems } = await newPage(browser);
    await page.setViewport(VIEWPORTS.desktop);
    await openLottery(page, '/lottery?gameCode=LOTTO1M');
    await page.click('[data-testid="lottery-details"] .lt-details__head button');
    // The login popup: the launch needs a session.
    await page.waitForSelector('[role="dialog"] input[autocomplete="username"]', { visible: true });
    await page.keyboard.press('Escape');
    // The bet moves money: an account of its own, so the member suite's exact balances of player01 hold.
    await loginInHeader(page, 'agent01m8', 'Tessera2026');
    // A login lands on the home page; come back to the game.
    await navToLottery(page);
    await page.click('main [role="tab"]:nth-child(2)');
    await page.click(`${CARD}[data-game-code="LOTTO1M"] .lt-card__main`);
    await page.waitForSelector('[data-testid="lottery-details"] .lt-details__head button', { visible: true });
    const launches: Record<string, string>[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/game/launchGame')) launches.push(Object.fromEntries(new URL(r.url()).searchParams));
    });
    await page.click('[data-testid="lottery-details"] .lt-details__head button');
    const frame = await frameOf(page);
    expect(launches[0]).toMatchObject({ lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: 'ELOTT', lottoGameCode: 'LOTTO1M', lottoView: 'betting', device: 'WEB', language: 'EN' });
    expect(launches[0]!.backUrl).toContain('/lottery?gameCode=LOTTO1M');
    expect(await frame.$eval('h1', (e) => e.textContent)).toBe('1-Minute Lotto');
    // The launch put the game on the recent list.
    await page.waitForSelector('[data-testid="lottery-recent"] button');

    // A demo bet: the stake leaves the wallet now, the bet settles on the next draw. The sandbox's test control
    // brings that draw's settlement forward (waiting for it would be up to a minute), then the page is read again.
    await frame.type('input[name="pick"]', '42');
    await Promise.all([frame.waitForNavigation(), frame.click('form button[type="submit"]')]);
    await frame.waitForSelector('.msg[role="status"]');
    expect(await frame.$eval('tbody tr td:last-child', (e) => e.textContent)).toBe('Waiting for the draw');
    await shot(page, 'lottery-launch-desktop');
    // (The draw itself may have come first: then there is nothing left to settle.)
    expect((await ops('POST', '/sandbox/demo/members/agent01m8/lottery/settle')).status).toBe(200);
    await frame.goto(frame.url());
    await frame.waitForFunction(() => /^(Won|Lost)/.test(document.querySelector('table tbody tr td:last-child')?.textContent ?? ''));
    const settled = await frame.$eval('table tbody tr', (e) => (e as HTMLElement).innerText);
    expect(settled).toMatch(/\d{5}/); // the draw's result is shown beside the bet

    // The settled balance as the lottery page shows it; the header agrees once the lottery is closed.
    await frame.waitForFunction(() => /\d/.test(document.getElementById('balance')?.textContent ?? ''));
    const settledBalance = await frame.$eval('#balance', (e) => Number((e.textContent ?? '').replace(/[^\d.]/g, '')));
    await page.click('[data-testid="lottery-launch"] .lt-launch__bar button');
    expect(await page.$('[data-testid="lottery-launch"]')).toBeNull();
    await page.waitForFunction(
      (want) => Number(((document.querySelector('[data-testid="header-balance"]') as HTMLElement | null)?.innerText ?? '').replace(/[^\d.]/g, '')) === want,
      {},
      settledBalance,
    );
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps lottery favourites per username, listed first, across a reload', async () => {
    const { page, problems } = await newPage(browser);
    await page.setViewport(VIEWPORTS.desktop);
    await page.goto(siteUrl('/'));
    await loginInHeader(page, 'player01', 'Tessera2026');
    await openLottery(page, '/vnlottery');
    await page.click(`${CARD}[data-game-code="HCM"] .lt-card__star`);
    await page.waitForFunction(() => document.querySelector('main [role="tab"]')?.textContent === 'Favourites');
    expect(await tabNames(page)).toEqual(['Favourites', 'Vietnam Lottery', 'Fast Lottery']);
    expect(await cardCodes(page)).toEqual(['HCM']);

    // A reload: the page starts afresh and reads the stored list again.
    await page.reload();
    await page.waitForSelector(CARD, { visible: true }).catch(async (e) => {
      console.log(logOf(page).join('\n'));
      throw e;
    });
    await page.waitForFunction(() => document.querySelector('main [role="tab"]')?.textContent === 'Favourites');
    expect(await page.$eval(`${CARD}[data-game-code="HCM"] .lt-card__star`, (e) => e.getAttribute('aria-pressed'))).toBe('true');
    expect(await seriousA11yViolations(page, 'main')).toEqual([]);

    // Another player on the same browser has their own (empty) list.
    await page.click('[data-testid="logout"]');
    await page.waitForSelector('[data-testid="logout-confirm"] .t-btn--primary', { visible: true });
    await clickWhenReady(page, '[data-testid="logout-confirm"] .t-btn--primary');
    await loginInHeader(page, 'agent01', 'Tessera2026');
    await navToLottery(page);
    await page.waitForFunction(() => document.querySelector('main [role="tab"]')?.textContent === 'Vietnam Lottery');
    expect(await tabNames(page)).toEqual(['Vietnam Lottery', 'Fast Lottery']);
    expect(await page.evaluate(() => localStorage.getItem('tessera.lottery.favourites.player01'))).toBe(`[${1005}]`);
    await shot(page, 'lottery-vn-agent-desktop-en');
    expect(problems).toEqual([]);
    await page.close();
  });
});
