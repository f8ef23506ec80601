/**
 * The ops console for incidents, in Chromium: at 390 and 1366 px, light and dark, the page never scrolls
 * sideways, every action is on screen or in its own labelled scrolling region, and axe finds nothing serious, also
 * on a server full of what other suites leave behind (long merchant codes, versions, URLs and names; many rows),
 * where every action button has a box a click lands on; a credential created in the console (its token shown once)
 * works for the CLI until it is revoked in the console; a credential scoped to one merchant is offered no action on
 * another, sees that merchant's brand locked, and is refused by the server naming the scope. Leaves demo's and
 * demo2's release sets as it found them; the merchants it adds stay (as other suites' do); the credentials it
 * creates stay revoked (names are kept for the audit).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { publishMemberCopy } from './member-copy';
import { VIEWPORTS, env, launchBrowser, newPageAt, ops, seriousA11yViolations, shot, type Viewport } from './support';

const ROOT = path.resolve(__dirname, '../..');
const stamp = Date.now();
let browser: Browser;

beforeAll(async () => {
  // Another member version to offer a pin of (the published build under a new version number): published, not used.
  publishMemberCopy(`${env.versions.member}-console.${stamp}`);
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

/** The CLI as a pipeline runs it: the token in the environment, never on the command line. */
function tessera(token: string, ...args: string[]) {
  return spawnSync(process.execPath, [path.join(ROOT, 'deploy/server/bin/tessera.mjs'), ...args, '--server', env.server], {
    encoding: 'utf8',
    env: { ...process.env, TESSERA_OPS_TOKEN: token },
  });
}

async function signIn(page: Page, token: string): Promise<void> {
  await page.goto(`${env.server}/ops`);
  await page.type('[data-testid="ops-token"]', token);
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid="fleet-matrix"] [data-testid="fleet-row-demo2"]');
  await page.waitForSelector('[data-testid="incidents"] :is([data-testid="incidents-none"], [data-testid="incident-rows"])');
  await page.waitForSelector('[data-testid="pinned-member"]');
  // demo's details, whichever merchant comes first in the list (other suites add merchants).
  await page.click('[data-testid="details-demo"]');
  await page.waitForFunction(() => document.getElementById('oc-remotes')?.textContent?.startsWith('demo:'));
}

const openParts = (page: Page) => page.$$eval('details.oc-part', (all) => all.forEach((d) => ((d as HTMLDetailsElement).open = true)));

/** What sticks out sideways: the page's overflow, and any shown button or scrolling region past the viewport's edge. */
function sideways(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const shown = (el: Element) => el.checkVisibility() && el.getClientRects().length > 0;
    const out = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.left < -1 || r.right > width + 1;
    };
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ').join('.')}` : ''}`;
    return {
      overflow: document.documentElement.scrollWidth - width,
      /** The elements past the right edge, outside a scrolling region (what makes an overflow). */
      wide: [...document.querySelectorAll('body *')].filter((el) => shown(el) && !el.closest('.oc-scroll') && el.getBoundingClientRect().right > width).map(name).slice(0, 5),
      buttons: [...document.querySelectorAll('main button')].filter((b) => shown(b) && !b.closest('.oc-scroll') && out(b)).map((b) => b.textContent),
      regions: [...document.querySelectorAll('.oc-scroll')].filter((r) => shown(r) && out(r)).map((r) => r.getAttribute('aria-label')),
    };
  });
}

/**
 * Every shown action button of the page: each must have a box, and a click at its centre (once scrolled into view,
 * in its region if it has one) must land on it, not on something drawn over it or past the screen's edge.
 */
function unreachableButtons(page: Page) {
  return page.evaluate(() => {
    const bad: string[] = [];
    for (const b of document.querySelectorAll('main button')) {
      if (!b.checkVisibility()) continue;
      b.scrollIntoView({ block: 'center', inline: 'nearest' });
      const r = b.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!r.width || !r.height || !hit || !b.contains(hit)) bad.push(`${b.getAttribute('data-testid') ?? b.textContent} (${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)})`);
    }
    return bad;
  });
}

/**
 * What other suites leave on a worker's server, made on purpose and first, so every case after it meets it:
 * merchants with long codes, a long version canaried on them, failed checks with long unbroken problems, dev
 * override links with long URLs, a brand with a long unbroken name, and credentials with long names.
 */
describe('the console on a server full of what other suites leave behind', () => {
  const long = `console-${stamp}-`;
  const merchants = [`${long}${'m'.repeat(64)}`.slice(0, 64), `${long}a`, `${long}b`, `${long}c`];
  const credentials = [0, 1, 2, 3].map((n) => `${long}${n}-${'c'.repeat(64)}`.slice(0, 64));
  const version = `${env.versions.member}-${'leftover'.repeat(8)}`.slice(0, 64);

  beforeAll(async () => {
    publishMemberCopy(version);
    const base = (await ops<{ host: { version: string }; remotes: Record<string, { version: string }> }>('GET', '/ops/merchants/demo/release')).body;
    const remotes = Object.fromEntries(Object.entries(base.remotes).map(([name, r]) => [name, { version: r.version }]));
    const brand = (await ops<{ brand: object }>('GET', '/ops/merchants/demo/site')).body.brand;
    for (const m of merchants) {
      const at = `/ops/merchants/${m}`;
      const created = await ops<{ revision: number }>('PUT', `${at}/release`, { expectedRevision: 0, host: { version: base.host.version }, remotes });
      expect([m, created.status]).toEqual([m, 200]);
      expect((await ops('POST', `${at}/release/canary`, { expectedRevision: created.body.revision, remote: 'member', version, percent: 10 })).status).toBe(200);
      const problems = [`https://example.com/${'unbroken'.repeat(40)}`, 'the deposit page threw'];
      expect((await ops('POST', `${at}/verifications`, { remote: 'member', version, ok: false, problems })).status).toBe(201);
      expect((await ops('POST', `${at}/override-links`, { remote: 'member', url: `http://localhost:3001/${'d'.repeat(150)}/remoteEntry.js` })).status).toBe(201);
      expect((await ops('PUT', `${at}/brand`, { ...brand, name: 'W'.repeat(40) })).status).toBe(200);
    }
    for (const name of credentials) expect((await ops('POST', '/ops/credentials', { name, scopes: ['release:*', `release:${merchants[0]}`] })).status).toBe(201);
  }, 120_000);
  afterAll(async () => {
    // The credentials stay revoked (names are kept for the audit); the merchants stay, as other suites' do.
    for (const name of credentials) await ops('DELETE', `/ops/credentials/${name}`);
  });

  const cases: [string, Viewport][] = [
    ['390', VIEWPORTS.phone],
    ['1366', VIEWPORTS.desktop],
  ];
  it.each(cases)('at %s px: no sideways scroll, and every action button has a box a click lands on', async (label, viewport) => {
    const { page, problems } = await newPageAt(browser, viewport);
    await signIn(page, env.token);
    await page.waitForSelector(`[data-testid="fleet-row-${merchants[0]}"]`);
    await page.waitForSelector(`[data-credential="${credentials[3]}"]`);
    await page.waitForSelector('[data-testid="incident-rows"] li[data-kind="check-failed"]');
    await page.click(`[data-testid="details-${merchants[0]}"]`);
    await page.waitForFunction((m: string) => document.getElementById('oc-remotes')?.textContent?.startsWith(`${m}:`), {}, merchants[0]);
    await openParts(page);
    await page.waitForSelector('[data-testid="brand-current"]', { visible: true });
    await page.waitForSelector('[data-testid="override-link-rows"]');
    expect(await sideways(page)).toEqual({ overflow: 0, wide: [], buttons: [], regions: [] });
    expect(await unreachableButtons(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `ops-console-full-${label}`);
    // A long-named credential's row is a card on a phone: its revoke button takes a real click.
    const name = credentials[label === '390' ? 0 : 1]!;
    await page.click(`[data-testid="credential-revoke-${name}"]`);
    await page.waitForSelector('#oc-confirm[open]');
    expect(await page.$eval('#oc-confirm', (d) => d.getBoundingClientRect().right <= document.documentElement.clientWidth)).toBe(true);
    await page.click('[data-testid="confirm-ok"]');
    await page.waitForFunction((n: string) => document.querySelector(`[data-credential="${n}"]`)?.getAttribute('data-active') === 'false', {}, name);
    expect(await sideways(page)).toEqual({ overflow: 0, wide: [], buttons: [], regions: [] });
    expect(problems).toEqual([]);
    await page.browserContext().close();
  });
});

describe('the console at a phone and a desktop, light and dark', () => {
  const cases: [string, Viewport, 'light' | 'dark'][] = [
    ['390 light', VIEWPORTS.phone, 'light'],
    ['390 dark', VIEWPORTS.phone, 'dark'],
    ['1366 light', VIEWPORTS.desktop, 'light'],
    ['1366 dark', VIEWPORTS.desktop, 'dark'],
  ];
  it.each(cases)('at %s: incidents first, no sideways scroll, every action reachable, axe clean', async (label, viewport, theme) => {
    const { page, problems } = await newPageAt(browser, viewport);
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: theme }]);
    await signIn(page, env.token);
    // What needs a person comes first, then the fleet, then the merchant's details.
    const order = await page.$$eval('main section[id]', (all) => all.map((s) => s.id));
    expect(order.filter((id) => ['incidents', 'fleet', 'merchant', 'credentials'].includes(id))).toEqual(['incidents', 'fleet', 'merchant', 'credentials']);
    await page.waitForSelector('[data-testid="credential-rows"], [data-testid="credential-form"]');
    expect(await sideways(page)).toEqual({ overflow: 0, wide: [], buttons: [], regions: [] });
    await shot(page, `ops-console-${label.replace(' ', '-')}`);
    await openParts(page);
    await page.waitForSelector('[data-testid="brand-current"]', { visible: true });
    expect(await sideways(page)).toEqual({ overflow: 0, wide: [], buttons: [], regions: [] });
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The confirmation names the merchant and what is known of the version: it fits the screen; Cancel sends nothing.
    await page.click('[data-testid="pin-button-member"]');
    await page.waitForSelector('#oc-confirm[open] [data-testid="confirm-check"]');
    expect(await page.$eval('#oc-confirm-title', (el) => el.textContent)).toMatch(/^Pin member \S+ on demo$/);
    expect(await page.$eval('[data-testid="confirm-check"]', (el) => el.textContent)).toMatch(/^Last release verify of member \S+ on demo: (passed, .+|failed, .+|never)$/);
    expect(await page.$eval('[data-testid="confirm-loads"]', (el) => el.textContent)).toMatch(/^In the last hour: (\d+ loads, \d+ errors|no loads reported)/);
    expect(await page.$eval('#oc-confirm', (d) => d.getBoundingClientRect().right <= document.documentElement.clientWidth)).toBe(true);
    expect(await seriousA11yViolations(page, '#oc-confirm')).toEqual([]);
    await shot(page, `ops-console-confirm-${label.replace(' ', '-')}`);
    await page.click('#oc-confirm button[value="cancel"]');
    await page.waitForSelector('#oc-confirm[open]', { hidden: true });
    expect(problems).toEqual([]);
    await page.browserContext().close();
  });
});

describe('credentials in the console', () => {
  it('creates one with its token shown once, the CLI uses it, the console revokes it, and the CLI is refused', async () => {
    const name = `console-ci-${stamp}`;
    const { page, problems } = await newPageAt(browser, VIEWPORTS.phone);
    await signIn(page, env.token);
    await page.type('[data-testid="credential-name"]', name);
    await page.click('[data-testid="credential-release-demo"]');
    await page.click('[data-testid="credential-scope-verify"]');
    expect(await page.$eval('[data-testid="credential-scopes"]', (el) => el.textContent)).toBe('Scopes: release:demo, verify');
    await page.click('[data-testid="credential-create"]');
    await page.waitForSelector('[data-testid="credential-token"]');
    const token = await page.$eval('[data-testid="credential-token"]', (el) => el.textContent ?? '');
    expect(token).toMatch(/^tsk_/);
    expect(await seriousA11yViolations(page, '#credentials')).toEqual([]);
    expect(await sideways(page)).toEqual({ overflow: 0, wide: [], buttons: [], regions: [] });
    await shot(page, 'ops-console-credential-once');
    // Once dismissed it is gone from the page for good; the list shows the credential with its scopes, unused.
    await page.click('[data-testid="credential-done"]');
    await page.waitForSelector(`[data-credential="${name}"]`);
    expect(await page.evaluate((t) => document.body.innerHTML.includes(t), token)).toBe(false);
    expect(await page.$eval(`[data-credential="${name}"]`, (tr) => (tr as HTMLElement).innerText)).toMatch(/release:demo[\s\S]*verify[\s\S]*never[\s\S]*active/);

    // The CLI, with the token in its environment.
    const who = tessera(token, 'whoami');
    expect(who.status).toBe(0);
    expect(who.stdout).toContain(name);

    // Revoked in the console, after a confirmation naming it.
    await page.click(`[data-testid="credential-revoke-${name}"]`);
    expect(await page.$eval('#oc-confirm-title', (el) => el.textContent)).toBe(`Revoke credential ${name}`);
    await page.click('[data-testid="confirm-ok"]');
    await page.waitForFunction((n: string) => document.querySelector('[data-testid="credentials-status"]')?.textContent === `Credential ${n} revoked.`, {}, name);
    await page.waitForFunction((n: string) => document.querySelector(`[data-credential="${n}"]`)?.getAttribute('data-active') === 'false', {}, name);
    // Its use by the CLI is on the list; its revoke button is gone.
    expect(await page.$eval(`[data-testid="credential-used-${name}"]`, (el) => el.textContent)).not.toBe('never');
    expect(await page.$(`[data-testid="credential-revoke-${name}"]`)).toBeNull();
    const refused = tessera(token, 'whoami');
    expect(refused.status).not.toBe(0);
    expect(`${refused.stderr}${refused.stdout}`).toMatch(/401|refused|revoked/);
    expect(`${refused.stderr}${refused.stdout}`).not.toContain(token);
    const audit = await ops<{ action: string; actor: string }[]>('GET', `/ops/audit?merchant=-&limit=100`);
    expect(audit.body.filter((a) => a.action.startsWith('credential-') && JSON.stringify(a).includes(name)).map((a) => a.action)).toEqual(['credential-revoke', 'credential-create']);
    expect(problems).toEqual([]);
    await page.browserContext().close();
  });

  it('offers a credential scoped to demo no action on demo2, and no credentials to manage', async () => {
    const created = await ops<{ token: string }>('POST', '/ops/credentials', { name: `console-demo-${stamp}`, scopes: ['release:demo'] });
    expect(created.status).toBe(201);
    const { page, problems } = await newPageAt(browser, VIEWPORTS.phone);
    await signIn(page, created.body.token);
    const actions = (scope: string) =>
      page.$$eval(scope, (all) => all.filter((b) => b.checkVisibility() && !b.closest('nav') && !/^(Details|Open )/.test(b.textContent ?? '')).map((b) => b.getAttribute('data-testid') ?? b.textContent));
    // The fleet: demo can be ticked and switched, demo2 only looked at.
    expect(await page.$('[data-testid="tick-demo"]')).not.toBeNull();
    expect(await actions('[data-testid="fleet-row-demo2"] :is(button, input)')).toEqual([]);
    // demo's details offer its changes; demo2's none, in any part.
    await openParts(page);
    expect((await actions('#merchant button')).length).toBeGreaterThan(0);
    await page.waitForSelector('[data-testid="brand-current"]', { visible: true });
    expect(await page.$eval('[data-testid="brand-fields"]', (f) => (f as HTMLFieldSetElement).disabled)).toBe(false);
    await page.click('[data-testid="details-demo2"]');
    await page.waitForFunction(() => document.getElementById('oc-remotes')?.textContent?.startsWith('demo2:'));
    await page.waitForSelector('[data-testid="brand-current"]', { visible: true });
    expect(await actions('#merchant button')).toEqual([]);
    // demo2's brand is shown with its fields locked and the reason beside them; the server refuses all the same.
    expect(await page.$eval('[data-testid="brand-fields"]', (f) => (f as HTMLFieldSetElement).disabled)).toBe(true);
    expect(await page.$eval('[data-testid="brand-locked"]', (el) => el.textContent)).toBe('Changing the brand or the worker needs release:demo2, release:* or admin; this credential may only read them.');
    const brand = readFileSync(path.join(ROOT, 'deploy/scripts/demo-brands/demo2.json'), 'utf8');
    for (const method of ['PUT', 'DELETE']) {
      const res = await fetch(`${env.server}/ops/merchants/demo2/brand`, {
        method,
        headers: { Authorization: `Bearer ${created.body.token}`, ...(method === 'PUT' ? { 'Content-Type': 'application/json' } : {}) },
        body: method === 'PUT' ? brand : undefined,
      });
      const refusal = (await res.json()) as { error: string; message: string };
      expect([method, res.status, refusal.error, refusal.message]).toEqual([method, 403, 'forbidden', expect.stringContaining('it needs release:demo2, release:* or admin')]);
    }
    expect(await page.$eval('[data-testid="credentials"]', (el) => (el as HTMLElement).innerText)).toContain('needs the admin scope');
    expect(await page.$('[data-testid="credential-create"]')).toBeNull();
    expect(await sideways(page)).toEqual({ overflow: 0, wide: [], buttons: [], regions: [] });
    await shot(page, 'ops-console-scoped-demo2');
    expect(problems).toEqual([]);
    await page.browserContext().close();
  });
});
