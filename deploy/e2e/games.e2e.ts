/**
 * Games remote end to end, as a visitor: lobby browse, vendors, search (debounced), filters, pager and hot list;
 * every lobby has games and the phone layout scrolls on; screenshots; axe. A logged-in player's favourites,
 * recent games, spins and launches: games-player.e2e.ts.
 */
import type { Browser } from 'puppeteer-core';
import { imagesLoaded, sandboxHot, TILE, tileNames, waitIdle, watchGameLists } from './games-support';
import { newPage, seriousA11yViolations, settled, shot, siteUrl, suiteBrowser, until, VIEWPORTS, waitForText } from './support';

let browser: Browser;
suiteBrowser((b) => (browser = b));

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
