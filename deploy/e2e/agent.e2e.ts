/**
 * The agent centre end to end (docs/product.md#agent-centre): agent01 opens it, reads the team overview,
 * drills into the downline tree, transfers to a downline (both balances change), registers a downline,
 * and reads the team's bets, losses, revenue and money moves; a plain member cannot open it. Every screen
 * is checked with axe at desktop and phone width, in English and Filipino.
 */
import type { Browser, Page } from 'puppeteer-core';
import { launchBrowser, loginInHeader, newPage, ops, seriousA11yViolations, shot, siteUrl, textOf, VIEWPORTS, waitForText } from './support';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const DIALOG = '[role="dialog"]';

async function openAgentCentre(page: Page): Promise<void> {
  await page.click('[data-testid="open-agent-centre"]');
  await waitForText(page, `${DIALOG} [data-testid="remote-version"]`, /agent v/);
}

async function menu(page: Page, label: string): Promise<void> {
  const button = await page.waitForSelector(`${DIALOG} nav ::-p-text(${label})`);
  // On a phone the menu is a row that scrolls sideways.
  await button!.evaluate((el) => el.scrollIntoView({ block: 'nearest', inline: 'center' }));
  await button!.click();
}

/** Money as the page shows it, e.g. "50,000.00" → 50000. */
const money = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

async function rowText(page: Page, username: string): Promise<string> {
  return textOf(page, `${DIALOG} tr[data-username="${username}"]`);
}

async function balanceOf(page: Page, username: string): Promise<number> {
  const cell = await page.waitForSelector(`${DIALOG} tr[data-username="${username}"] td:nth-of-type(2)`);
  return money(await cell!.evaluate((el) => (el as HTMLElement).innerText));
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page, DIALOG)).toEqual([]);
}

describe('the agent centre', () => {
  it('shows agent01 the team, drills down, transfers to a downline and both balances change', async () => {
    const { page, problems } = await newPage(browser);
    await page.setViewport(VIEWPORTS.desktop);
    await page.goto(siteUrl('/'));
    await loginInHeader(page, 'agent01', 'Tessera2026');
    // Other suites share this server and may already have moved agent01's money (a member's transfer to
    // the upline), so the test works from the balance it finds.
    const headerBefore = money(await waitForText(page, '[data-testid="header-balance"]', /\d/));
    expect(headerBefore).toBeGreaterThan(150.25);
    const after = (headerBefore - 150.25).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

    await openAgentCentre(page);
    // Team overview is the default page: the team's numbers for this month.
    const stats = await waitForText(page, `${DIALOG} [data-testid="team-stats"]`, /Team members\s+23/);
    expect(stats).toMatch(/Active members\s+\d+/);
    expect(stats).toMatch(/Deposits\s+[\d,]+\.\d\d/);
    await expectAccessible(page);
    await shot(page, 'agent-overview-desktop');
    // Another preset asks again.
    await page.click(`${DIALOG} button[aria-pressed="false"]::-p-text(Last month)`);
    await page.waitForSelector(`${DIALOG} button[aria-pressed="true"]::-p-text(Last month)`);
    await waitForText(page, `${DIALOG} [data-testid="team-stats"]`, /Team members\s+23/);

    await menu(page, 'Team Management');
    await page.waitForSelector(`${DIALOG} tr[data-username="agent01a1"]`);
    expect(await rowText(page, 'agent01a1')).toMatch(/Agent/);
    await expectAccessible(page);
    await shot(page, 'agent-team-desktop');

    // Drill into the sub-agent's team, and back out through the breadcrumb.
    await page.click(`${DIALOG} button[aria-label="View the team of agent01a1"]`);
    await page.waitForSelector(`${DIALOG} tr[data-username="agent01a1x"]`);
    expect(await textOf(page, `${DIALOG} nav[aria-label="Team levels"]`)).toContain('agent01a1');
    await page.click(`${DIALOG} button[aria-label="View the team of agent01a1x"]`);
    await page.waitForSelector(`${DIALOG} tr[data-username="agent01a1xm1"]`);
    await page.click(`${DIALOG} nav[aria-label="Team levels"] button::-p-text(My team)`);
    await page.waitForSelector(`${DIALOG} tr[data-username="agent01a2"]`);

    // Search the whole team.
    await page.type(`${DIALOG} input[type="search"]`, 'a2m');
    await page.click(`${DIALOG} form[role="search"] button[type="submit"]`);
    await page.waitForSelector(`${DIALOG} tr[data-username="agent01a2m1"]`);
    await page.waitForFunction((sel) => !document.querySelector(sel), {}, `${DIALOG} tr[data-username="agent01a1"]`);

    // Transfer 150.25 to agent01a2m1.
    const before = await balanceOf(page, 'agent01a2m1');
    await page.click(`${DIALOG} button[aria-label="Transfer to agent01a2m1"]`);
    await page.waitForSelector(`${DIALOG} form[aria-label="Transfer to agent01a2m1"]`);
    await shot(page, 'agent-transfer-desktop');
    await expectAccessible(page);
    await page.type(`${DIALOG} form[aria-label="Transfer to agent01a2m1"] input`, '150.25');
    await page.click(`${DIALOG} form[aria-label="Transfer to agent01a2m1"] button[type="submit"]`);
    const done = await waitForText(page, `${DIALOG} .ac-success`, /Transferred/);
    expect(done).toContain('P 150.25');
    expect(done).toContain(`P ${after}`);
    await page.waitForFunction(
      (sel, want) => (document.querySelector(sel) as HTMLElement | null)?.innerText.replace(/,/g, '').includes(want),
      {},
      `${DIALOG} tr[data-username="agent01a2m1"] td:nth-of-type(2)`,
      (before + 150.25).toFixed(2),
    );
    // The header shows the agent's own new balance.
    await waitForText(page, '[data-testid="header-balance"]', new RegExp(after.replace(/[.,]/g, '\\$&')));

    // A transfer beyond the balance is refused with the shared message.
    await page.click(`${DIALOG} button[aria-label="Transfer to agent01a2m1"]`);
    await page.type(`${DIALOG} form[aria-label="Transfer to agent01a2m1"] input`, '999999');
    await page.click(`${DIALOG} form[aria-label="Transfer to agent01a2m1"] button[type="submit"]`);
    await waitForText(page, `${DIALOG} form[aria-label="Transfer to agent01a2m1"] [role="alert"]`, /balance is not enough/);

    // The move is in account details, on both sides.
    await menu(page, 'Account Details');
    const details = await waitForText(page, `${DIALOG} [data-testid="details-table"]`, /agent01a2m1/);
    expect(details).toMatch(/agent01a2m1\s+Transfer in\s+150\.25/);
    expect(details).toMatch(/agent01\s+Transfer out\s+-150\.25/);
    await expectAccessible(page);

    // Announcements open on click.
    await menu(page, 'Announcement');
    const notice = await page.waitForSelector(`${DIALOG} button[aria-expanded="false"]::-p-text(Real-time salary)`);
    await notice!.click();
    await waitForText(page, `${DIALOG} .ac-notice-item__body`, /every five minutes/);
    await expectAccessible(page);
    await shot(page, 'agent-announcement-desktop');
    expect(problems).toEqual([]);
  });

  it('registers a downline, then shows the team bets, user loss and revenue', async () => {
    const { page, problems } = await newPage(browser);
    await page.setViewport(VIEWPORTS.desktop);
    await page.goto(siteUrl('/'));
    await loginInHeader(page, 'agent01', 'Tessera2026');
    await openAgentCentre(page);

    await menu(page, 'Register Account');
    const form = `${DIALOG} form[aria-label="Register Account"]`;
    await page.waitForSelector(form);
    await page.type(`${form} input:not([type])`, 'x1');
    await page.type(`${form} input[type="password"]`, 'secret99');
    const [, confirm] = await page.$$(`${form} input[type="password"]`);
    await confirm!.type('secret99');
    await page.click(`${form} button[type="submit"]`);
    await waitForText(page, `${form} [role="alert"]`, /6 to 16 letters/);
    await page.click(`${form} input:not([type])`, { count: 3 });
    await page.type(`${form} input:not([type])`, 'downline77');
    await page.click(`${form} input[type="radio"]:nth-of-type(1)`);
    await page.click(`${form} button[type="submit"]`);
    await waitForText(page, `${DIALOG} .ac-success`, /downline77 is registered/);
    await expectAccessible(page);

    await menu(page, 'Team Management');
    await page.waitForSelector(`${DIALOG} tr[data-username="agent01a1"]`);
    await page.type(`${DIALOG} input[type="search"]`, 'downline');
    await page.click(`${DIALOG} form[role="search"] button[type="submit"]`);
    expect(await rowText(page, 'downline77')).toMatch(/Member\s+0\.00/);

    await menu(page, 'Team Betting');
    const bets = await waitForText(page, `${DIALOG} [data-testid="betting-table"]`, /Totals/);
    expect(bets).toMatch(/agent01/);
    await expectAccessible(page);
    await shot(page, 'agent-betting-desktop');

    await menu(page, 'User Loss');
    await waitForText(page, `${DIALOG} [data-testid="loss-table"]`, /agent01/);
    await expectAccessible(page);

    await menu(page, 'My Income');
    await waitForText(page, `${DIALOG} [data-testid="income-table"]`, /Total/);
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });

  it('offers a dividend below the running rate (warned), the downline accepts and the old one ends; another rejects', async () => {
    const boss = await newPage(browser);
    await boss.page.setViewport(VIEWPORTS.desktop);
    await boss.page.goto(siteUrl('/'));
    await loginInHeader(boss.page, 'agent01', 'Tessera2026');
    await openAgentCentre(boss.page);
    await menu(boss.page, 'Bonus / Dividend');
    const form = `${DIALOG} form[aria-label="Offer a contract"]`;
    await boss.page.waitForSelector(form);
    expect(await textOf(boss.page, `${DIALOG} [role="region"][aria-label="Contracts I offered"]`)).toMatch(/agent01a1\s+30%\s+Monthly[\s\S]*Running/);
    await boss.page.select(`${form} select`, await boss.page.$eval(`${form} select option::-p-text(agent01a1)`, (o) => (o as HTMLOptionElement).value));
    await boss.page.type(`${form} label::-p-text(Rate) input`, '25');
    await boss.page.click(`${form} button[type="submit"]`);
    const warning = await waitForText(boss.page, `${DIALOG} [role="alertdialog"]`, /lower than the 30%/);
    expect(warning).toContain('25%');
    await shot(boss.page, 'agent-contract-warning-desktop');
    await expectAccessible(boss.page);
    await boss.page.click(`${DIALOG} [role="alertdialog"] button::-p-text(Offer anyway)`);
    await waitForText(boss.page, `${DIALOG} .ac-success`, /Offered 25% to agent01a1/);
    await waitForText(boss.page, `${DIALOG} [role="region"][aria-label="Contracts I offered"]`, /Waiting for answer/);

    // The downline agent accepts; its 30% contract ends by itself.
    const sub = await newPage(browser);
    await sub.page.setViewport(VIEWPORTS.desktop);
    await sub.page.goto(siteUrl('/'));
    await loginInHeader(sub.page, 'agent01a1', 'Tessera2026');
    await openAgentCentre(sub.page);
    await menu(sub.page, 'Bonus / Dividend');
    const mine = `${DIALOG} [role="region"][aria-label="Contracts offered to me"]`;
    await waitForText(sub.page, mine, /25%[\s\S]*Waiting for answer/);
    await shot(sub.page, 'agent-contract-offered-desktop');
    await expectAccessible(sub.page);
    await sub.page.click(`${mine} tr[data-status="offered"] button::-p-text(Accept)`);
    await waitForText(sub.page, `${DIALOG} .ac-success`, /is running/);
    await sub.page.waitForFunction((sel) => !document.querySelector(`${sel} tr[data-status="offered"]`), {}, mine);
    const after = await textOf(sub.page, mine);
    expect(after).toMatch(/25%[\s\S]*Running/);
    expect(after).toMatch(/30%[\s\S]*Ended/);
    // The downline ends the new one too.
    await sub.page.click(`${mine} tr[data-status="active"] button::-p-text(Terminate)`);
    await waitForText(sub.page, `${DIALOG} .ac-success`, /has ended/);

    // Another downline agent rejects the daily wage it was offered.
    const south = await newPage(browser);
    await south.page.goto(siteUrl('/'));
    await loginInHeader(south.page, 'agent01a2', 'Tessera2026');
    await openAgentCentre(south.page);
    await menu(south.page, 'Daily Wages');
    await south.page.waitForSelector(`${DIALOG} tr[data-status="offered"]`);
    await south.page.click(`${DIALOG} tr[data-status="offered"] button::-p-text(Reject)`);
    await waitForText(south.page, `${DIALOG} .ac-success`, /was rejected/);
    await waitForText(south.page, `${DIALOG} [role="region"][aria-label="Contracts offered to me"]`, /Rejected/);
    expect([...boss.problems, ...sub.problems, ...south.problems]).toEqual([]);
  });

  it('pays real-time salary when a settlement runs, into the balance', async () => {
    const { page, problems } = await newPage(browser);
    await page.setViewport(VIEWPORTS.desktop);
    await page.goto(siteUrl('/'));
    await loginInHeader(page, 'agent01a1', 'Tessera2026');
    const before = money(await waitForText(page, '[data-testid="header-balance"]', /\d/));
    const settled = await ops<{ realtime: { contracts: number; paidCents: number } }>('POST', '/sandbox/salary/settle');
    expect(settled.status).toBe(200);
    expect(settled.body.realtime.paidCents).toBeGreaterThan(0);
    await openAgentCentre(page);
    await menu(page, 'Real-time Salary');
    const payouts = await textOf(page, `${DIALOG} [data-testid="payouts-table"]`);
    const paid = (await page.$$eval(`${DIALOG} [data-testid="payouts-table"] tbody td:last-child`, (tds) => tds.map((td) => (td as HTMLElement).innerText)))
      .map(money)
      .reduce((a, b) => a + b, 0);
    expect(payouts).toMatch(/\d/);
    expect(paid).toBeGreaterThan(0);
    await expectAccessible(page);
    await shot(page, 'agent-realtime-salary-desktop');
    // The header catches up on its next poll or a reload.
    await page.reload();
    await page.waitForSelector('[data-testid="account-box"]');
    const after = money(await waitForText(page, '[data-testid="header-balance"]', /\d/));
    expect(Math.round((after - before) * 100)).toBe(Math.round(paid * 100));
    expect(problems).toEqual([]);
  });

  it('fits a phone, in Filipino', async () => {
    const { page, problems } = await newPage(browser);
    await page.setViewport(VIEWPORTS.desktop);
    await page.goto(siteUrl('/'));
    await page.evaluate(() => localStorage.setItem('lang', 'ty'));
    await page.goto(siteUrl('/'));
    await loginInHeader(page, 'agent01', 'Tessera2026');
    // The host knows the account is an agent once it offers the centre.
    await page.waitForSelector('[data-testid="open-agent-centre"]');
    // A mobile viewport reloads the page; the session comes back from storage.
    await page.setViewport(VIEWPORTS.phone);
    await page.waitForSelector('[data-testid="open-agent-centre"]');
    // Opened through the bus, as any part of the site opens it.
    await page.evaluate(() => {
      const holder = globalThis as unknown as Record<symbol, { emit(name: string, payload: unknown): void }>;
      holder[Symbol.for('tessera.bus')]!.emit('ui:open-agent-centre', {});
    });
    await waitForText(page, `${DIALOG} [data-testid="remote-version"]`, /agent v/);
    await waitForText(page, `${DIALOG} [data-testid="team-stats"]`, /Mga miyembro ng koponan\s+\d+/);
    await expectAccessible(page);
    await shot(page, 'agent-overview-phone-ty');
    await menu(page, 'Pamamahala ng Koponan');
    await page.waitForSelector(`${DIALOG} tr[data-username="agent01a1"]`);
    await expectAccessible(page);
    await shot(page, 'agent-team-phone-ty');
    expect(problems).toEqual([]);
  });

  it('tells a member who is not an agent that the centre is not for them', async () => {
    const { page, problems } = await newPage(browser);
    await page.goto(siteUrl('/'));
    await loginInHeader(page, 'player01', 'Tessera2026');
    // The host shows no agent-centre button to a member; asking over the bus gets the spec's message.
    expect(await page.$('[data-testid="open-agent-centre"]')).toBeNull();
    await page.evaluate(() => {
      const holder = globalThis as unknown as Record<symbol, { emit(name: string, payload: unknown): void }>;
      holder[Symbol.for('tessera.bus')]!.emit('ui:open-agent-centre', {});
    });
    await page.waitForSelector('::-p-text(Only agent accounts can open the agent centre.)');
    expect(await page.$(`${DIALOG} [data-testid="team-stats"]`)).toBeNull();
    expect(problems).toEqual([]);
  });
});
