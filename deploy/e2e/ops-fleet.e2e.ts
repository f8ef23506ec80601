/**
 * The ops console's fleet view (React) in Chromium: signed in with a named ops credential, it shows who is
 * signed in and what they may do, every merchant's versions, and applies a bulk canary to the ticked merchants
 * (by keyboard) after a confirmation naming them and the version; the audit, filtered by who, names the
 * credential for each change. Axe finds nothing serious. Leaves every merchant's release set as it found it.
 */
import type { Browser } from 'puppeteer-core';
import { publishMemberCopy } from './member-copy';
import { env, launchBrowser, newPage, ops, seriousA11yViolations, shot } from './support';

const MERCHANTS = ['demo', 'demo2'];
const stamp = Date.now();
const version = `${env.versions.member}-fleet.${stamp}`;
const name = `fleet-ops-${stamp}`;

type Release = { revision: number; remotes: Record<string, { version: string; canary?: { version: string; percent: number } }> };
let browser: Browser;
const start = new Map<string, number>();

const release = async (merchant: string) => (await ops<Release>('GET', `/ops/merchants/${merchant}/release`)).body;

beforeAll(async () => {
  for (const m of MERCHANTS) start.set(m, (await release(m)).revision);
  // Another member version to canary: the published build copied under a new version number.
  publishMemberCopy(version);
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  for (const m of MERCHANTS) {
    const current = await release(m);
    if (current.revision !== start.get(m)) {
      expect((await ops('POST', `/ops/merchants/${m}/release/rollback`, { expectedRevision: current.revision, toRevision: start.get(m) })).status).toBe(200);
    }
  }
});

describe('the fleet view', () => {
  it('applies a bulk canary to the ticked merchants as the signed-in credential, and the audit names it', async () => {
    const created = await ops<{ token: string }>('POST', '/ops/credentials', { name, scopes: ['release:*'] });
    expect(created.status).toBe(201);

    const { page, problems } = await newPage(browser);
    await page.goto(`${env.server}/ops`);
    await page.type('[data-testid="ops-token"]', created.body.token);
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="fleet-matrix"] [data-testid="tick-demo2"]');
    expect(await page.$eval('[data-testid="whoami-name"]', (el) => el.textContent)).toBe(name);
    expect(await page.$eval('[data-testid="whoami-scopes"]', (el) => (el as HTMLElement).innerText)).toContain("release:*: change every merchant's release set");
    for (const m of MERCHANTS) {
      expect(await page.$eval(`[data-testid="cell-${m}-member"]`, (el) => el.textContent)).toBe((await release(m)).remotes.member!.version);
    }

    // By keyboard: tick both merchants, choose the canary, apply.
    for (const m of MERCHANTS) {
      await page.focus(`[data-testid="tick-${m}"]`);
      await page.keyboard.press('Space');
    }
    await page.select('[data-testid="bulk-action"]', 'canary');
    await page.select('[data-testid="bulk-remote"]', 'member');
    await page.select('[data-testid="bulk-version"]', version);
    await page.$eval('[data-testid="bulk-percent"]', (el) => ((el as HTMLInputElement).value = ''));
    await page.type('[data-testid="bulk-percent"]', '10');
    await page.focus('[data-testid="bulk-apply"]');
    expect(await page.$eval('[data-testid="bulk-apply"]', (el) => el.textContent)).toBe('Apply to 2 merchants');
    await page.keyboard.press('Enter');
    // The same confirmation as a single change: the merchants by name, each with its diff, and the target version.
    await page.waitForSelector('#oc-confirm[open] [data-testid="bulk-confirm-merchants"]');
    expect(await page.$eval('#oc-confirm-title', (el) => el.textContent)).toBe(`Canary member ${version} at 10% on ${MERCHANTS.join(', ')}`);
    const listed = await page.$$eval('[data-testid="bulk-confirm-merchants"] li[data-merchant]', (lis) => lis.map((li) => [li.getAttribute('data-merchant'), li.querySelector('.oc-diff')?.textContent ?? '']));
    expect(listed.map(([m]) => m)).toEqual(MERCHANTS);
    expect(listed.every(([, diff]) => diff!.startsWith('member: ') && diff!.endsWith(`canary ${version} at 10%`))).toBe(true);
    expect(await seriousA11yViolations(page, '#oc-confirm')).toEqual([]);
    // Nothing is sent before Apply; Apply by keyboard.
    for (const m of MERCHANTS) expect((await release(m)).remotes.member!.canary?.version).not.toBe(version);
    await page.focus('[data-testid="confirm-ok"]');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="bulk-results"] li.oc-ok').length === 2);
    for (const m of MERCHANTS) {
      expect((await release(m)).remotes.member!.canary).toMatchObject({ version, percent: 10 });
      await page.waitForFunction((sel: string, text: string) => document.querySelector(sel)?.textContent?.includes(text), {}, `[data-testid="cell-${m}-member"]`, `→ ${version} at 10%`);
    }

    // The audit, filtered by who: one canary per merchant, under the credential's name.
    await page.type('[data-testid="audit-actor"]', name);
    await page.waitForFunction(
      (who: string) => {
        const rows = [...document.querySelectorAll('[data-testid="fleet-audit-rows"] tr')];
        return rows.length === 2 && rows.every((r) => r.children[1]?.textContent === who && r.getAttribute('data-action') === 'canary');
      },
      {},
      name,
    );
    const rows = await page.$$eval('[data-testid="fleet-audit-rows"] tr', (trs) => trs.map((tr) => (tr as HTMLElement).innerText));
    expect(rows.map((r) => r.split('\t')[3]).sort()).toEqual([...MERCHANTS].sort());
    expect(rows.every((r) => r.includes(`canary ${version} at 10%`))).toBe(true);
    const audit = await ops<{ actor: string; action: string; merchant: string }[]>('GET', `/ops/audit?actor=${name}`);
    expect(audit.body.map((a) => `${a.action} ${a.merchant} ${a.actor}`).sort()).toEqual(MERCHANTS.map((m) => `canary ${m} ${name}`).sort());

    // The charts are there for the numbers, with their table; nothing serious for axe in the fleet view.
    await page.waitForSelector('[data-testid="telemetry-trends"]');
    expect(await seriousA11yViolations(page, '#fleet')).toEqual([]);
    await shot(page, 'ops-fleet');
    expect(problems).toEqual([]);
    await page.browserContext().close();
  });
});
