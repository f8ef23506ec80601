/**
 * The screen audit: every screen a player can reach (the host's pages, the remotes' pages, each member-centre
 * and agent-centre page) at 360, 390, 768 and 1366 px in both themes, each checked by axe (no serious or
 * critical finding), for sideways scrolling, and for fixed layers (side bar, mini-game bubble, docked bar)
 * covering a control; a screenshot of each goes to .e2e-shots/audit/ for a person to look at.
 *
 * About 400 screen visits: too long for every `npm test`, which checks a subset of these widths
 * (host-shell.e2e.ts, player-finish.e2e.ts, member.e2e.ts, agent.e2e.ts). Run it before a release or after a
 * layout change: `pnpm --filter @tessera/deploy run audit:screens` (all widths) or with
 * `TESSERA_AUDIT_WIDTHS=768` for one. It reports every failing screen, not only the first.
 */
import type { Browser, Page } from 'puppeteer-core';
import { launchBrowser, loginInHeader, newPage, seriousA11yViolations, shot, siteUrl } from '../support';

const WIDTHS = (process.env.TESSERA_AUDIT_WIDTHS ?? '360,390,768,1366').split(',').map(Number);
const THEMES = ['dark', 'light'] as const;

/** What a visitor reaches from the nav, the footer and the header. */
const VISITOR = ['/', '/rng', '/live', '/fish', '/pvp', '/cockfight', '/sports', '/esports', '/elott', '/lottery', '/lott', '/seaLottery', '/pointMall', '/promotions', '/promoDetail?id=900', '/noticePage', '/help#terms', '/helpmc', '/down', '/join', '/register', '/login', '/no-such-page'];
/** The centres' pages, opened by URL as a link would (docs/product.md#member-centre, #agent-centre). */
const MEMBER = ['securityCenter', 'transferFund', 'depositv2', 'withdraw', 'transferUpline', 'personalHistoryCopy', 'personalProfit', 'missionLeaderboard', 'transactionHistory', 'bonusDetails', 'messageV2', 'rewardCenter', 'referral'].map((p) => `/?mc=${p}`);
const AGENT = ['agentAnnouncement', 'agentTeamOverview', 'agentRegisterAccount', 'agentTeamManagement', 'agentTeamBetting', 'agentUserLoss', 'agentMyIncome', 'agentAccountDetails', 'agentDividendRecord2', 'agentDailyWages2', 'agentHourSalary', 'agentRealtimeSalary'].map((p) => `/?ac=${p}`);

/** The screen as a player sees it once it is quiet: no request for a moment, fonts in, fades over. */
async function quiet(page: Page): Promise<void> {
  // A page that polls never idles for long: a short idle, or at most a few seconds, is enough to be drawn.
  await page.waitForNetworkIdle({ idleTime: 300, timeout: 6_000 }).catch(() => undefined);
  await page.waitForFunction(() => document.fonts.ready.then(() => true));
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), { timeout: 6_000 }).catch(() => undefined);
}

/**
 * Controls a fixed layer (side bar, docked bar, mini-game bubble) keeps covered: a control whose middle point is
 * under something else even once scrolled to the middle of the screen (at the screen's bottom edge a docked bar
 * covers whatever scrolls under it; the page must let the player scroll it free). With a modal open, its controls.
 */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const layer = document.querySelector<HTMLElement>('dialog[open], [role="dialog"][aria-modal="true"]') ?? document.querySelector('main');
    if (!layer) return [];
    const covered = (e: HTMLElement) => {
      const r = e.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && hit !== e && !e.contains(hit) && !hit.contains(e) && !layer.contains(hit);
    };
    const found: string[] = [];
    for (const e of layer.querySelectorAll<HTMLElement>('a[href], button, input, select')) {
      const r = e.getBoundingClientRect();
      if (found.length >= 3 || r.width < 4 || r.height < 4 || getComputedStyle(e).visibility === 'hidden') continue;
      if (r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth || !covered(e)) continue;
      e.scrollIntoView({ block: 'center', inline: 'center' });
      if (covered(e)) found.push(`${e.tagName.toLowerCase()} "${(e.textContent || e.getAttribute('aria-label') || '').trim().slice(0, 30)}"`);
    }
    return found;
  });
}

async function audit(page: Page, path: string, width: number, theme: string, found: string[]): Promise<void> {
  const started = Date.now();
  try {
    await page.goto(siteUrl(path), { waitUntil: 'domcontentloaded' });
    await quiet(page);
    const title = await page.title();
    const where = `${path} ${width}px ${theme}`;
    for (const v of await seriousA11yViolations(page)) found.push(`${where}: ${v}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    if (overflow > 1) found.push(`${where}: scrolls sideways by ${overflow}px`);
    for (const c of await coveredControls(page)) found.push(`${where}: ${c} is covered`);
    if (!title || /undefined|\{\{/.test(title)) found.push(`${where}: title "${title}"`);
    await shot(page, `audit/${width}-${theme}-${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}`);
    if (process.env.TESSERA_AUDIT_VERBOSE) console.info(`${where}: ${Date.now() - started} ms`);
  } catch (e) {
    found.push(`${path} ${width}px ${theme}: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
  }
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(WIDTHS)('at %i px', (width) => {
  for (const theme of THEMES) {
    it(`every screen passes axe, fits and keeps its controls free (${theme})`, async () => {
      const found: string[] = [];
      const { page, problems } = await newPage(browser);
      await page.setViewport({ width, height: width < 700 ? 800 : 900, isMobile: width < 700, hasTouch: width < 700, deviceScaleFactor: width < 700 ? 2 : 1 });
      await page.goto(siteUrl('/'));
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      for (const path of VISITOR) await audit(page, path, width, theme, found);
      // Logged in through the wide header's form (a phone's goes through a sheet: host-auth.e2e.ts), then back to this width.
      const viewport = page.viewport()!;
      await page.setViewport({ width: 1366, height: 900 });
      await page.goto(siteUrl('/'));
      await loginInHeader(page, 'agent01', 'Tessera2026');
      await page.setViewport(viewport);
      for (const path of [...MEMBER, ...AGENT, '/pointMall']) await audit(page, path, width, theme, found);
      expect(found).toEqual([]);
      expect(problems).toEqual([]);
    }, 1_800_000);
  }
});
