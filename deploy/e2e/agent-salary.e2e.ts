/**
 * The agent centre end to end (docs/product.md#agent-centre), its salaries and the rest: real-time and hourly
 * salary are paid; a sub-agent transfers to its upline; the centre fits a phone in Filipino; a plain member cannot
 * open it. Every screen is checked with axe. The team, downlines and contracts: agent.e2e.ts.
 */
import type { Browser } from 'puppeteer-core';
import { DIALOG, expectAccessible, menu, money, openAgentCentre, paidSum, signedIn as signedInAs, playRound as playRoundIn } from './agent-support';
import { newPage, openSignedIn, ops, shot, siteUrl, suiteBrowser, VIEWPORTS, waitForText, waitForVersion } from './support';

let browser: Browser;
suiteBrowser((b) => (browser = b));

const signedIn = (username: string, password?: string) => signedInAs(browser, username, password);
const playRound = (username: string, password: string, bet: number) => playRoundIn(browser, username, password, bet);

describe('the agent centre', () => {
  it('pays real-time salary from the team\'s real bets when its window settles, into the balance', async () => {
    // The schedule settles at every 5-minute boundary (deploy/sandbox/src/domain/salaries.ts). The balance and the payouts are
    // read between two settlements: if a boundary passed while reading them (the schedule may have paid the
    // team's earlier bets into one but not the other), they are read again, at once.
    const WINDOW = 300_000;
    const windowOf = (t: number) => Math.floor(t / WINDOW);
    const { page, problems } = await signedIn('agent01a1');
    let before = 0;
    let paidBefore = 0;
    for (let readIn = -1; readIn !== windowOf(Date.now()); ) {
      if (readIn !== -1) {
        await page.reload();
        await page.waitForSelector('[data-testid="account-box"]');
      }
      readIn = windowOf(Date.now());
      expect((await ops('POST', '/sandbox/salary/settle')).status).toBe(200);
      before = money(await waitForText(page, '[data-testid="header-balance"]', /\d/));
      await openAgentCentre(page);
      await menu(page, 'Real-time Salary');
      paidBefore = await paidSum(page);
    }
    expect(paidBefore).toBeGreaterThan(0); // the seeded hours, paid by the schedule since the server started

    // A member of agent01a1's team plays 50.00 now; its window is settled when it ends (here: at once, as of then).
    const playedFrom = windowOf(Date.now());
    await playRound('agent01a1m1', 'Tessera2026', 50);
    const windowEnd = (windowOf(Date.now()) + 1) * WINDOW;
    const settled = await ops<{ realtime: { contracts: number; paidCents: number } }>('POST', `/sandbox/salary/settle?at=${windowEnd}`);
    expect(settled.status).toBe(200);
    // 0.5% of the round's 50.00 valid bet, paid by this call unless the schedule reached the boundary first
    // (then the payout is in the sums compared below all the same).
    if (windowOf(Date.now()) === playedFrom) expect(settled.body.realtime.paidCents).toBeGreaterThanOrEqual(25);

    // The balance in the header and the payouts listed, fresh after loading the page again (without the
    // centre's `?ac=`, so the test opens it as before).
    await page.goto(await page.evaluate(() => { const u = new URL(location.href); u.searchParams.delete('ac'); return u.href; }));
    await page.waitForSelector('[data-testid="account-box"]');
    const after = money(await waitForText(page, '[data-testid="header-balance"]', /\d/));
    await openAgentCentre(page);
    await menu(page, 'Real-time Salary');
    const paidAfter = await paidSum(page);
    expect(Math.round((paidAfter - paidBefore) * 100)).toBeGreaterThanOrEqual(25);
    expect(Math.round((after - before) * 100)).toBe(Math.round((paidAfter - paidBefore) * 100));
    await expectAccessible(page);
    await shot(page, 'agent-realtime-salary-desktop');
    expect(problems).toEqual([]);
  }, 180_000);

  it('shows agent01a1x its hourly salary, paid by the hour', async () => {
    const { page, problems } = await signedIn('agent01a1x');
    await openAgentCentre(page);
    await menu(page, 'Hourly Salary');
    const mine = await waitForText(page, `${DIALOG} [role="region"][aria-label="Contracts offered to me"]`, /Running/);
    expect(mine).toMatch(/agent01a1\s+1%[\s\S]*Running/);
    await page.waitForSelector(`${DIALOG} [data-testid="payouts-table"] tbody tr`);
    const rows = await page.$$eval(`${DIALOG} [data-testid="payouts-table"] tbody td:last-child`, (tds) => tds.map((td) => (td as HTMLElement).innerText));
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.map(money).filter((v) => v > 0).length).toBeGreaterThanOrEqual(4);
    await expectAccessible(page);
    await shot(page, 'agent-hourly-salary-desktop');
    expect(problems).toEqual([]);
  });

  it('lets a sub-agent transfer to its upline; both balances change', async () => {
    const boss = await signedIn('agent01');
    const bossBefore = money(await waitForText(boss.page, '[data-testid="header-balance"]', /\d/));
    const { page, problems } = await signedIn('agent01a1');
    const subBefore = money(await waitForText(page, '[data-testid="header-balance"]', /\d/));
    await openAgentCentre(page);
    await menu(page, 'Team Management');
    await waitForText(page, `${DIALOG} [data-testid="upline-transfer"]`, /Your upline: agent01/);
    await page.click(`${DIALOG} [data-testid="upline-transfer"] button`);
    const form = `${DIALOG} form[aria-label="Transfer to your upline agent01"]`;
    await page.waitForSelector(form);
    await expectAccessible(page);
    await shot(page, 'agent-upline-transfer-desktop');
    await page.type(`${form} input`, '12.34');
    await page.click(`${form} button[type="submit"]`);
    const done = await waitForText(page, `${DIALOG} .ac-success`, /to your upline agent01/);
    const fmt = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(done).toContain(`Your balance: P ${fmt(subBefore - 12.34)}.`);
    expect(done).toContain(`Their balance: P ${fmt(bossBefore + 12.34)}.`);
    await waitForText(page, '[data-testid="header-balance"]', new RegExp(fmt(subBefore - 12.34).replace(/[.,]/g, '\\$&')));
    // The upline sees it too: in its balance and in its account details.
    await boss.page.reload();
    await waitForText(boss.page, '[data-testid="header-balance"]', new RegExp(fmt(bossBefore + 12.34).replace(/[.,]/g, '\\$&')));
    await openAgentCentre(boss.page);
    await menu(boss.page, 'Account Details');
    const details = await waitForText(boss.page, `${DIALOG} [data-testid="details-table"]`, /12\.34/);
    expect(details).toMatch(/agent01\s+Transfer in\s+P\s12\.34/);
    // A loss is written with the minus before the currency sign (the shared formatter): −P 12.34.
    expect(details).toMatch(/agent01a1\s+Transfer out\s+−P\s12\.34/);
    expect([...problems, ...boss.problems]).toEqual([]);
  });

  it('fits a phone, in Filipino', async () => {
    const { page, problems } = await newPage(browser);
    await page.setViewport(VIEWPORTS.desktop);
    await page.goto(siteUrl('/'));
    await page.evaluate(() => localStorage.setItem('lang', 'ty'));
    await openSignedIn(page, 'agent01');
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
    await waitForVersion(page, `${DIALOG} [data-testid="remote-version"]`, /agent v/);
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
    await openSignedIn(page, 'player01');
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
