/**
 * The agent centre end to end (docs/product.md#agent-centre): agent01 opens it, reads the team overview and
 * its chart, drills into the downline tree, transfers to a downline (both balances change), registers a
 * downline, tops it up, watches it play a round in the sandbox game and finds the round in team betting and
 * the revenue report; contracts are offered, accepted, rejected and ended. Every screen is checked with axe.
 * Salaries, the upline transfer, a phone in Filipino and a plain member: agent-salary.e2e.ts.
 */
import type { Browser } from 'puppeteer-core';
import { balanceOf, DIALOG, expectAccessible, expectChart, incomeTotal, menu, money, openAgentCentre, rowText, signedIn as signedInAs, playRound as playRoundIn } from './agent-support';
import { newPage, openSignedIn, shot, suiteBrowser, textOf, VIEWPORTS, waitForText } from './support';

let browser: Browser;
suiteBrowser((b) => (browser = b));

const signedIn = (username: string, password?: string) => signedInAs(browser, username, password);
const playRound = (username: string, password: string, bet: number) => playRoundIn(browser, username, password, bet);

describe('the agent centre', () => {
  it('shows agent01 the team, drills down, transfers to a downline and both balances change', async () => {
    const { page, problems } = await newPage(browser);
    await page.setViewport(VIEWPORTS.desktop);
    await openSignedIn(page, 'agent01');
    // Other suites share this server and may already have moved agent01's money (a member's transfer to
    // the upline), so the test works from the balance it finds.
    const headerBefore = money(await waitForText(page, '[data-testid="header-balance"]', /\d/));
    expect(headerBefore).toBeGreaterThan(150.25);
    const after = (headerBefore - 150.25).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

    await openAgentCentre(page);
    // Team overview is the default page: the team's numbers for this month.
    const stats = await waitForText(page, `${DIALOG} [data-testid="team-stats"]`, /Team members\s+23/);
    expect(stats).toMatch(/Active members\s+\d+/);
    expect(stats).toMatch(/Deposits\s+P\s[\d,]+\.\d\d/);
    // The same numbers by day as a chart, beside the table that stays the data view.
    await expectChart(page, /^Team deposits, bets and profit by day, \d{4}-\d\d-01 to \d{4}-\d\d-\d\d: Deposits [\d,]+\.\d\d in all; Bets [\d,]+\.\d\d in all/);
    await page.waitForSelector(`${DIALOG} table caption::-p-text(By day)`);
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
    expect(details).toMatch(/agent01a2m1\s+Transfer in\s+P\s150\.25/);
    expect(details).toMatch(/agent01\s+Transfer out\s+−P\s150\.25/);
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

  it('registers a downline, tops it up, and finds its round in team betting and the revenue report', async () => {
    const { page, problems } = await signedIn('agent01');
    await openAgentCentre(page);

    // The revenue report before the new downline plays, with its chart.
    await menu(page, 'My Income');
    await waitForText(page, `${DIALOG} [data-testid="income-table"]`, /Total/);
    await expectChart(page, /^Team deposits, bets and revenue by day/);
    const betsBefore = await incomeTotal(page, 2);
    const revenueBefore = await incomeTotal(page, 3);
    await expectAccessible(page);
    await shot(page, 'agent-income-desktop');

    await menu(page, 'Register Account');
    const form = `${DIALOG} form[aria-label="Register Account"]`;
    // The username field, not only the form: the page's slice joins the store as it mounts and the form may render again.
    await page.waitForSelector(`${form} input:not([type])`);
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

    // Top up the new downline: its balance and the agent's both change.
    await menu(page, 'Team Management');
    await page.waitForSelector(`${DIALOG} tr[data-username="agent01a1"]`);
    await page.type(`${DIALOG} input[type="search"]`, 'downline');
    await page.click(`${DIALOG} form[role="search"] button[type="submit"]`);
    expect(await rowText(page, 'downline77')).toMatch(/Member\s+P\s0\.00/);
    const agentBefore = money(await waitForText(page, '[data-testid="header-balance"]', /\d/));
    await page.click(`${DIALOG} button[aria-label="Transfer to downline77"]`);
    await page.type(`${DIALOG} form[aria-label="Transfer to downline77"] input`, '120.50');
    await page.click(`${DIALOG} form[aria-label="Transfer to downline77"] button[type="submit"]`);
    const done = await waitForText(page, `${DIALOG} .ac-success`, /Transferred/);
    expect(done).toContain('Their balance: P 120.50.');
    const agentAfter = (agentBefore - 120.5).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(done).toContain(`Your balance: P ${agentAfter}.`);
    await page.waitForFunction(
      (sel) => (document.querySelector(sel) as HTMLElement | null)?.innerText.includes('120.50'),
      {},
      `${DIALOG} tr[data-username="downline77"] td:nth-of-type(2)`,
    );
    await waitForText(page, '[data-testid="header-balance"]', new RegExp(agentAfter.replace(/[.,]/g, '\\$&')));

    // The downline plays a round of 5.00 in the sandbox game, with the money it was given.
    const win = await playRound('downline77', 'secret99', 5);

    await menu(page, 'Team Betting');
    await waitForText(page, `${DIALOG} [data-testid="betting-table"]`, /Totals/);
    await page.type(`${DIALOG} input[type="search"]`, 'downline77');
    await page.click(`${DIALOG} form[role="search"] button[type="submit"]`);
    const bets = await waitForText(page, `${DIALOG} [data-testid="betting-table"]`, /Totals \(1 bets\)/);
    expect(bets).toMatch(/downline77\s+[\s\S]*P\s5\.00\s+P\s5\.00/);
    await expectAccessible(page);
    await shot(page, 'agent-betting-desktop');

    await menu(page, 'User Loss');
    await waitForText(page, `${DIALOG} [data-testid="loss-table"]`, /agent01/);
    await expectAccessible(page);

    // The revenue report counts the round: 5.00 more bets, and the team's loss on it as revenue.
    await menu(page, 'My Income');
    await page.waitForFunction(
      (sel, want) => Number((document.querySelector(sel) as HTMLElement | null)?.innerText.replace(/\u2212/g, '-').replace(/[^\d.-]/g, '')) === want,
      {},
      `${DIALOG} [data-testid="income-table"] tfoot td:nth-of-type(2)`,
      Math.round((betsBefore + 5) * 100) / 100,
    );
    expect(Math.round((await incomeTotal(page, 3)) * 100)).toBe(Math.round((revenueBefore + 5 - win) * 100));
    expect(problems).toEqual([]);
  });

  it('offers a dividend below the running rate (warned), the downline accepts and the old one ends; another rejects', async () => {
    const boss = await newPage(browser);
    await boss.page.setViewport(VIEWPORTS.desktop);
    await openSignedIn(boss.page, 'agent01');
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
    await openSignedIn(sub.page, 'agent01a1');
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
    await openSignedIn(south.page, 'agent01a2');
    await openAgentCentre(south.page);
    await menu(south.page, 'Daily Wages');
    await south.page.waitForSelector(`${DIALOG} tr[data-status="offered"]`);
    await south.page.click(`${DIALOG} tr[data-status="offered"] button::-p-text(Reject)`);
    await waitForText(south.page, `${DIALOG} .ac-success`, /was rejected/);
    await waitForText(south.page, `${DIALOG} [role="region"][aria-label="Contracts offered to me"]`, /Rejected/);
    expect([...boss.problems, ...sub.problems, ...south.problems]).toEqual([]);
  });
});
