/**
 * Operations end to end: a canary for a share of browsers, a signed override link that only the browser
 * opening it honours (with its banner and a way back), driven through the CLI as ops would.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { env, launchBrowser, loginInHeader, newPage, ops, seriousA11yViolations, shot, siteUrl, textOf, until, waitForText, waitForVersion } from './support';
import { BUILD_TIMEOUT_MS, releaseBuildMember, releasedMemberVersion } from './support-release';

const ROOT = path.resolve(__dirname, '../..');
const oldVersion = env.versions.member!;
const newVersion = releasedMemberVersion();
let browser: Browser;

function tessera(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(ROOT, 'deploy/server/dist/cli.js'), ...args, '--server', env.server, '--actor', 'ops-e2e'], {
    env: { ...process.env, TESSERA_OPS_TOKEN: env.token },
    encoding: 'utf8',
    stdio: 'pipe',
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  // The documented release command: build one remote as a chosen version, publish it, print what next
  // (run once per e2e run: platform.e2e.ts asked first, this is its printout).
  const printed = await releaseBuildMember();
  expect(printed).toContain(`published member@${newVersion}`);
  expect(printed).toMatch(new RegExp(`tessera release canary demo member ${newVersion.replace(/\./g, '\\.')} --percent 10 --expect \\d+`));
}, BUILD_TIMEOUT_MS);
afterAll(async () => {
  await browser?.close();
});

async function memberVersionAfterLogin(page: Page, url: string): Promise<string> {
  await page.goto(url);
  await loginInHeader(page, 'player01', 'Tessera2026');
  return openedMemberVersion(page);
}

async function openedMemberVersion(page: Page): Promise<string> {
  await page.click('[data-testid="open-member-centre"]');
  return waitForVersion(page, '[role="dialog"] [data-testid="remote-version"]', /member v/);
}

type Rates = { rates: { merchant: string; remote: string; version: string; loads: number }[] };

describe('canary', () => {
  afterAll(() => {
    tessera('release', 'canary', 'demo', 'member', 'off', '--force');
  });

  it('refuses a change without --expect (exit code 2, no stack trace)', () => {
    let failure: { status?: number; stderr?: string } = {};
    try {
      tessera('release', 'canary', 'demo', 'member', newVersion, '--percent', '100');
    } catch (e) {
      failure = e as typeof failure;
    }
    expect(failure.status).toBe(2);
    // The follow-up runs as printed: it names the server, which is not the default one here.
    expect(String(failure.stderr)).toBe(`tessera: this change needs --expect <revision> (the revision you looked at: tessera release show demo --server ${env.server}) or --force\n`);
    // Unknown commands and flags: a clear line and exit code 2, never a stack trace.
    for (const [args, said] of [
      [['deploy', 'demo'], /^tessera: unknown command deploy\nsee tessera --help\n$/],
      [['release', 'show', 'demo', '--colour'], /^tessera: Unknown option '--colour'/],
    ] as const) {
      let refused: { status?: number; stderr?: string } = {};
      try {
        tessera(...args);
      } catch (e) {
        refused = e as typeof refused;
      }
      expect(refused.status).toBe(2);
      expect(String(refused.stderr)).toMatch(said);
      expect(String(refused.stderr)).not.toMatch(/\n\s+at /);
    }
  });

  it('at 100% every browser loads the canary (and telemetry names it), at 0% none does', async () => {
    const { body } = await ops<{ revision: number }>('GET', '/ops/merchants/demo/release');
    expect(tessera('release', 'canary', 'demo', 'member', newVersion, '--percent', '100', '--expect', String(body.revision))).toContain(`${newVersion} at 100%`);
    // platform.e2e.ts loaded this version too: count this suite's loads only.
    const loadsBefore = (await ops<Rates>('GET', '/ops/telemetry?since=1h&merchant=demo')).body.rates.find((r) => r.remote === 'member' && r.version === newVersion)?.loads ?? 0;
    const a = await newPage(browser);
    expect(await memberVersionAfterLogin(a.page, siteUrl('/'))).toContain(`member v${newVersion}`);
    const b = await newPage(browser);
    expect(await memberVersionAfterLogin(b.page, siteUrl('/'))).toContain(`member v${newVersion}`);
    // demo2 has no canary.
    const other = await newPage(browser);
    expect(await memberVersionAfterLogin(other.page, siteUrl('/', 'demo2'))).toContain(`member v${oldVersion}`);

    // The loaded version is what telemetry reports.
    await until(
      async () => (await ops<Rates>('GET', '/ops/telemetry?since=1h&merchant=demo')).body.rates,
      (rates) => rates.some((r) => r.remote === 'member' && r.version === newVersion && r.loads > loadsBefore),
      `telemetry naming member ${newVersion}`,
      { timeoutMs: 10_000, everyMs: 250 },
    );

    expect(tessera('release', 'canary', 'demo', 'member', newVersion, '--percent', '0', '--force')).toContain(`${newVersion} at 0%`);
    await a.page.reload();
    await a.page.waitForSelector('[data-testid="account-box"]');
    expect(await openedMemberVersion(a.page)).toContain(`member v${oldVersion}`);
    expect([...a.problems, ...b.problems, ...other.problems]).toEqual([]);
  });
});

describe('override link', () => {
  it('gives only the browser that opens it the version, with a banner; clearing returns to the release set', async () => {
    const printed = tessera('override', 'link', 'demo', 'member', newVersion, '--ttl', '30m', '--site', siteUrl('/'));
    const link = printed.split('\n')[0]!;
    expect(link).toMatch(new RegExp(`^${siteUrl('/platform/override').replace(/[.?]/g, '\\$&')}\\?token=`));

    const dev = await newPage(browser);
    await dev.page.goto(link);
    expect(new URL(dev.page.url()).pathname).toBe('/');
    await loginInHeader(dev.page, 'player01', 'Tessera2026');
    expect(await openedMemberVersion(dev.page)).toContain(`member v${newVersion}`);
    const banner = await waitForText(dev.page, '[data-testid="override-banner"]', /Override on/);
    expect(banner).toContain(`member ${newVersion}`);
    await shot(dev.page, 'ops-override-banner');

    const someoneElse = await newPage(browser);
    expect(await memberVersionAfterLogin(someoneElse.page, siteUrl('/'))).toContain(`member v${oldVersion}`);
    expect(await someoneElse.page.$('[data-testid="override-banner"]')).toBeNull();

    // Clearing reloads the page: the member centre (a modal dialog, which now carries the banner) is closed first.
    await dev.page.keyboard.press('Escape');
    await dev.page.waitForSelector('[role="dialog"]', { hidden: true });
    await Promise.all([dev.page.waitForNavigation(), dev.page.click('[data-testid="override-clear"]')]);
    await dev.page.waitForSelector('[data-testid="account-box"]');
    expect(await openedMemberVersion(dev.page)).toContain(`member v${oldVersion}`);
    expect(await dev.page.$('[data-testid="override-banner"]')).toBeNull();
    expect([...dev.problems, ...someoneElse.problems]).toEqual([]);

    const audit = await ops<{ action: string; actor: string }[]>('GET', '/ops/audit?merchant=demo&limit=20');
    expect(audit.body.some((a) => a.action === 'override-link' && a.actor === 'bootstrap (ops-e2e)')).toBe(true);
  });

  it('refuses a tampered link with a readable page', async () => {
    const { page } = await newPage(browser);
    const res = await page.goto(siteUrl('/platform/override?token=e30.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'));
    expect(res?.status()).toBe(400);
    expect(await page.evaluate(() => document.body.innerText)).toContain('invalid or has expired');
  });
});

describe('ops console', () => {
  type Release = { revision: number; remotes: Record<string, { version: string }> };
  // A case that failed half way leaves no promoted member behind for the next suite on this platform: it would
  // fail there too, for this failure.
  afterAll(async () => {
    const now = (await ops<Release>('GET', '/ops/merchants/demo/release')).body;
    if (now.remotes.member?.version !== oldVersion) await ops('POST', '/ops/merchants/demo/release/pin', { expectedRevision: now.revision, remote: 'member', version: oldVersion });
  });

  it('signs in with the token, pins with a confirmation showing the diff, explains a stale revision, rolls back; axe clean', async () => {
    const { page, problems } = await newPage(browser);
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(`${env.server}/ops`);
    await page.waitForSelector('[data-testid="ops-token"]');
    await page.type('[data-testid="ops-token"]', 'wrong-token-for-the-console');
    await page.keyboard.press('Enter');
    await waitForText(page, '[role="alert"]', /token was refused/);
    await page.type('[data-testid="ops-token"]', env.token);
    await page.keyboard.press('Enter');
    // Visible: the merchant's details stay hidden (in the page) until the fleet above them is in.
    await page.waitForSelector('[data-testid="pinned-member"]', { visible: true });
    expect(page.url()).not.toContain(env.token);
    await page.click('nav[aria-label="Merchants"] button ::-p-text(demo)');
    await waitForText(page, '#oc-remotes', /^demo:/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    const before = (await ops<Release>('GET', '/ops/merchants/demo/release')).body;
    expect(await textOf(page, '[data-testid="pinned-member"]')).toBe(before.remotes.member!.version);

    // Pin: the confirmation shows the change before anything happens.
    await page.select('#pin-member', newVersion);
    await page.click('[data-testid="pin-button-member"]');
    const diff = await waitForText(page, '#oc-confirm-body', /member/);
    expect(diff).toContain(`− ${oldVersion}`);
    expect(diff).toContain(`+ ${newVersion}, fallback ${oldVersion}`);
    await shot(page, 'ops-console-confirm');
    await page.click('[data-testid="confirm-ok"]');
    await waitForText(page, '[data-testid="status"]', /done/);
    expect(await textOf(page, '[data-testid="pinned-member"]')).toBe(newVersion);
    expect(await textOf(page, '[data-testid="revision"]')).toBe(String(before.revision + 1));

    // Someone else changes the set meanwhile: the console's next change is refused, and says why.
    const behind = await ops<Release>('POST', '/ops/merchants/demo/release/canary', { expectedRevision: before.revision + 1, remote: 'member', version: oldVersion, percent: 5 });
    expect(behind.status).toBe(200);
    // The merchant's revision history and telemetry open when asked for.
    for (const part of ['history', 'telemetry']) await page.$eval(`#oc-part-${part}`, (d) => ((d as HTMLDetailsElement).open = true));
    await page.click(`[data-testid="rollback-${before.revision}"]`);
    await page.click('[data-testid="confirm-ok"]');
    const stale = await waitForText(page, '[data-testid="status"]', /changed this release set/);
    expect(stale).toContain(`revision ${before.revision + 2}`);

    // After the reload it shows, the rollback goes through.
    expect(await textOf(page, '[data-testid="revision"]')).toBe(String(before.revision + 2));
    await page.click(`[data-testid="rollback-${before.revision}"]`);
    const rollbackDiff = await waitForText(page, '#oc-confirm-body', /member/);
    expect(rollbackDiff).toContain(`+ ${oldVersion}`);
    await page.click('[data-testid="confirm-ok"]');
    await waitForText(page, '[data-testid="status"]', /done/);
    const after = (await ops<Release>('GET', '/ops/merchants/demo/release')).body;
    expect(after.revision).toBe(before.revision + 3);
    expect(after.remotes.member!.version).toBe(oldVersion);
    expect(await textOf(page, '[data-testid="pinned-member"]')).toBe(oldVersion);
    const audit = await textOf(page, '[data-testid="audit-rows"]');
    expect(audit).toMatch(/bootstrap\s+rollback/);
    expect(audit).toMatch(/bootstrap\s+pin/);
    // The canary test's loads of the new version, per version with its error rate.
    const telemetry = await textOf(page, '[data-testid="telemetry-rows"]');
    expect(telemetry).toMatch(new RegExp(`member\\s+${newVersion.replace(/\./g, '\\.')}\\s+\\d+\\s+0\\s+0\\s+0\\.0%`));
    // Load times measured in the browsers: average, median and 95th percentile over the window.
    expect(telemetry).toMatch(new RegExp(`member\\s+${newVersion.replace(/\./g, '\\.')}\\s+\\d+\\s+0\\s+0\\s+0\\.0%\\s+\\d+ ms\\s+\\d+ ms\\s+\\d+ ms`));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'ops-console');
    await page.setViewport({ width: 390, height: 844 });
    await shot(page, 'ops-console-phone');
    expect(problems).toEqual([]);
  });

  it('sets a canary percentage, promotes it and issues an override link, each confirmed with its diff; audit with actor; time window', async () => {
    const { page, problems } = await newPage(browser);
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
    await page.goto(`${env.server}/ops`);
    await page.type('[data-testid="ops-token"]', env.token);
    await page.keyboard.press('Enter');
    // Visible: the merchant's details stay hidden (in the page) until the fleet above them is in.
    await page.waitForSelector('[data-testid="pinned-member"]', { visible: true });
    await page.click('nav[aria-label="Merchants"] button ::-p-text(demo)');
    await waitForText(page, '#oc-remotes', /^demo:/);
    const before = (await ops<Release>('GET', '/ops/merchants/demo/release')).body;
    expect(before.remotes.member!.version).toBe(oldVersion);

    // A cancelled confirmation changes nothing.
    await page.select('#pin-member', newVersion);
    await page.click('[data-testid="pin-button-member"]');
    await waitForText(page, '#oc-confirm-body', /member/);
    await page.click('#oc-confirm button[value="cancel"]');
    expect((await ops<Release>('GET', '/ops/merchants/demo/release')).body.revision).toBe(before.revision);

    // Canary at 30%.
    await page.select('#canary-member', newVersion);
    await page.$eval('[data-testid="percent-member"]', (el) => ((el as HTMLInputElement).value = ''));
    await page.type('[data-testid="percent-member"]', '30');
    await page.click('[data-testid="canary-button-member"]');
    const canaryDiff = await waitForText(page, '#oc-confirm-body', /member/);
    expect(canaryDiff).toContain(`− ${oldVersion}`);
    expect(canaryDiff).toContain(`+ ${oldVersion}, canary ${newVersion} at 30%`);
    await page.click('[data-testid="confirm-ok"]');
    await waitForText(page, '[data-testid="status"]', /^Canary member .* at 30% on demo: done/);
    expect(await textOf(page, '[data-testid="canary-member"]')).toBe(`${newVersion} at 30%`);
    expect((await ops<{ remotes: Record<string, { canary?: { percent: number } }> }>('GET', '/ops/merchants/demo/release')).body.remotes.member?.canary?.percent).toBe(30);

    // Promote: the canary becomes the pinned version.
    await page.click('[data-testid="promote-button-member"]');
    const promoteDiff = await waitForText(page, '#oc-confirm-body', /member/);
    expect(promoteDiff).toContain(`+ ${newVersion}, fallback ${oldVersion}`);
    await page.click('[data-testid="confirm-ok"]');
    await waitForText(page, '[data-testid="status"]', /^Promote member .*: done/);
    expect(await textOf(page, '[data-testid="pinned-member"]')).toBe(newVersion);
    expect(await textOf(page, '[data-testid="canary-member"]')).toBe('–');

    // The merchant's override link and telemetry open when asked for.
    for (const part of ['override', 'telemetry']) await page.$eval(`#oc-part-${part}`, (d) => ((d as HTMLDetailsElement).open = true));
    // An override link, confirmed with what it changes and for whom.
    await page.select('#ov-remote', 'member');
    // As a person would: pick the version once the list offers it, and see it picked (a select given a value it
    // does not offer falls back to its first option, the newest version).
    await page.waitForSelector(`#ov-version option[value="${oldVersion}"]`);
    await page.select('#ov-version', oldVersion);
    await page.waitForFunction((v) => (document.querySelector('#ov-version') as HTMLSelectElement).value === v, {}, oldVersion);
    await page.click('[data-testid="override-issue"]');
    const linkDiff = await waitForText(page, '#oc-confirm-body', /member/);
    expect(linkDiff).toContain('member for the browser that opens the link, for 1 hour');
    expect(linkDiff).toContain(`− ${newVersion}`);
    expect(linkDiff).toContain(`+ ${oldVersion}`);
    await page.click('[data-testid="confirm-ok"]');
    const link = await textOf(page, '[data-testid="override-url"]');
    expect(link).toMatch(/\/platform\/override\?token=[\w-]+\.[\w-]+$/);
    expect(link).not.toContain(env.token);
    expect(page.url()).not.toContain(env.token);

    // The audit log reads as diffs, with who did it.
    await page.click('nav[aria-label="Merchants"] button ::-p-text(demo)');
    // The newest override-link row is this link's (an earlier case issued one too: wait for the list to have this one).
    await page.waitForFunction(
      (plus) => (document.querySelector('[data-testid="audit-rows"] tr[data-action="override-link"]')?.textContent ?? '').includes(plus),
      {},
      `+ ${oldVersion} until`,
    );
    const rowText = (action: string) => page.$eval(`[data-testid="audit-rows"] tr[data-action="${action}"]`, (el) =>
        // Cells joined by a space: innerText drops the separators while the table re-renders after the merchant click.
        Array.from(el.querySelectorAll('td'), (td) => (td.textContent ?? '').trim()).join(' '),
      );
    expect(await rowText('promote')).toMatch(new RegExp(`bootstrap\\s+promote\\s+member: − ${oldVersion.replace(/\./g, '\\.')}(, fallback [^,]+)?, canary ${newVersion.replace(/\./g, '\\.')} at 30% \\+ ${newVersion.replace(/\./g, '\\.')}, fallback`));
    expect(await rowText('canary')).toMatch(/bootstrap\s+canary\s+member: −/);
    expect(await rowText('override-link')).toMatch(new RegExp(`bootstrap\\s+override-link\\s+member for one browser: \\+ ${oldVersion.replace(/\./g, '\\.')} until`));

    // Loads, failures, error rate and load times over the chosen window.
    for (const [value, label] of [['24h', 'last day'], ['7d', 'last week'], ['1h', 'last hour']] as const) {
      // The console asks the server for that window, then shows its numbers.
      await Promise.all([
        page.waitForResponse((r) => r.url().includes(`/ops/telemetry?since=${value}&`) && r.status() === 200),
        page.select('[data-testid="telemetry-window"]', value),
      ]);
      await page.waitForFunction((v) => (document.querySelector('[data-testid="telemetry-window"]') as HTMLSelectElement | null)?.value === v, {}, value);
      expect(await page.$eval('[data-testid="telemetry-window"]', (el) => (el as HTMLSelectElement).selectedOptions[0]!.textContent)).toBe(label);
      expect(await textOf(page, '[data-testid="telemetry-rows"]')).toMatch(new RegExp(`member\\s+${newVersion.replace(/\./g, '\\.')}\\s+\\d+\\s+\\d+\\s+\\d+\\s+\\d+\\.\\d%\\s+\\d+ ms\\s+\\d+ ms\\s+\\d+ ms`));
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'ops-console-dark');
    expect(problems).toEqual([]);

    // Back to the pinned version the next test starts from.
    const now = (await ops<Release>('GET', '/ops/merchants/demo/release')).body;
    expect((await ops('POST', '/ops/merchants/demo/release/rollback', { expectedRevision: now.revision, toRevision: before.revision })).status).toBe(200);
  });
});

describe('automatic rollback', () => {
  it('switches off a canary whose players report failures, and the console shows why', async () => {
    const { canaryBucketId, httpCall } = await import('../server/src/test-utils/helpers');
    const current = await ops<{ revision: number }>('GET', '/ops/merchants/demo/release');
    tessera('release', 'canary', 'demo', 'member', newVersion, '--percent', '50', '--expect', String(current.body.revision));
    // Five page loads (each from its own network with its own signed ticket, as a browser gets with the release
    // set) whose canary entry fails; the e2e server's policy (global-setup.mjs) switches it off after 4 reports over
    // 50% from at least 3 tickets, the networks' mean rate over 50% too (the suite's own browsers on 127.0.0.1 loaded
    // it fine). A report without a ticket is not counted (registry/telemetry-tickets.ts), nor a canary's report from a
    // browser whose bucket id is not in the canary.
    const failure = { merchant: 'demo', remote: 'member', version: newVersion, kind: 'error', reason: 'load' };
    for (let client = 1; client <= 5; client += 1) {
      const load = await httpCall(`http://127.0.0.1:${env.port}`, { method: 'GET', url: '/platform/release/demo.json', headers: { 'tessera-bucket-id': canaryBucketId('demo', 'member') }, localAddress: `127.0.${30 + client}.1` });
      const ticket = String(load.headers['tessera-telemetry-ticket'] ?? '');
      expect(ticket).not.toBe('');
      const res = await httpCall(`http://127.0.0.1:${env.port}`, { method: 'POST', url: '/platform/telemetry', payload: [{ ...failure, ticket }], localAddress: `127.0.${30 + client}.1` });
      expect(res.statusCode).toBe(204);
    }
    const after = await ops<{ revision: number; remotes: Record<string, { canary?: unknown }> }>('GET', '/ops/merchants/demo/release');
    expect(after.body.remotes.member?.canary).toBeUndefined();
    expect(after.body.revision).toBe(current.body.revision + 2);

    const { page, problems } = await newPage(browser);
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(`${env.server}/ops`);
    await page.type('[data-testid="ops-token"]', env.token);
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="audit-rows"] tr[data-action="auto-rollback"]');
    expect(await textOf(page, '[data-testid="canary-member"]')).toBe('–');
    const row = await page.$eval('[data-testid="audit-rows"] tr[data-action="auto-rollback"]', (el) => (el as HTMLElement).innerText);
    expect(row).toMatch(new RegExp(`auto-rollback[\\s\\S]*canary member@${newVersion.replace(/\./g, '\\.')} switched off: error rate \\d+% per network, \\d+% per report \\(\\d+ failed page loads in \\d+ attempts\\) over 2 min; \\d+ of \\d+ networks? failing, above 50%`));
    expect(problems).toEqual([]);
  });
});
