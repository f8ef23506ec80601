/**
 * Installing the site and keeping receipts, as a player does (docs/product/site.md#install, docs/product/centres.md#receipts): /down offers the
 * browser's install prompt (a synthetic `beforeinstallprompt`, as Android Chrome sends it) or iOS Safari's steps;
 * a returning player sees the install hint from the third visit until they close it; a deposit's receipt prints on
 * one light A4 page with its reference number, and the records print without the site around them. The manifest's
 * installability on both demo merchants is merchant-site.e2e.ts's. An agent's transfer has its TRF- reference and receipt
 * under its result and in account details.
 */
import type { Browser, Page } from 'puppeteer-core';
import { applyThemeLive, launchBrowser, loginInHeader, newPage, newPageAt, ops, seriousA11yViolations, settled, shot, siteUrl, VIEWPORTS, waitForText } from './support';

let browser: Browser;
beforeAll(async () => void (browser = await launchBrowser()));
afterAll(() => browser?.close());

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WIDTHS = [360, 390, 768, 1366];

/** Sends the page Chrome's install offer; `prompted` counts the calls of its prompt(). */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed') {
  await page.evaluate((choice) => {
    const w = window as Window & { prompted?: number };
    w.prompted = 0;
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: () => {
        w.prompted! += 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

/** The page is no wider than the screen (nothing scrolls sideways). */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('/down: adding the site to the home screen', () => {
  it('offers Install when the browser sends its prompt, and calls that prompt', async () => {
    const { page, problems } = await newPageAt(browser, VIEWPORTS.phone);
    await page.goto(siteUrl('/down'));
    await page.waitForSelector('[data-testid="install-section"]');
    await offerInstall(page, 'accepted');
    await page.waitForSelector('[data-testid="install-button"]', { visible: true });
    expect(await page.$('[data-testid="install-ios-steps"]')).toBeNull();
    // The app packages stay beside it.
    expect(await page.$('[data-testid="download-page"] .h-download__apps')).not.toBeNull();
    await shot(page, 'install-down-prompt-phone-dark');
    for (const theme of ['dark', 'light'] as const) {
      await applyThemeLive(page, theme);
      expect(await seriousA11yViolations(page, '[data-testid="download-page"]')).toEqual([]);
    }
    await shot(page, 'install-down-prompt-phone-light');
    // Same touch and mobile settings: puppeteer reloads the page when those change, and the prompt is the page's.
    for (const width of WIDTHS) {
      await page.setViewport({ ...VIEWPORTS.phone, width });
      expect([width, await fitsWidth(page)]).toEqual([width, true]);
    }
    await page.click('[data-testid="install-button"]');
    await waitForText(page, '[data-testid="install-done"]', /home screen/);
    expect(await page.evaluate(() => (window as Window & { prompted?: number }).prompted)).toBe(1);
    expect(problems).toEqual([]);
  });

  it('shows the Share › Add to Home Screen steps to iOS Safari, in the player’s language', async () => {
    const { page, problems } = await newPageAt(browser, VIEWPORTS.phone);
    await page.setUserAgent(IPHONE_SAFARI);
    await page.evaluateOnNewDocument(() => localStorage.setItem('lang', 'th'));
    await page.goto(siteUrl('/down'));
    const steps = await waitForText(page, '[data-testid="install-ios-steps"]', /หน้าจอโฮม/);
    expect(steps).toMatch(/แชร์/);
    expect(await page.$('[data-testid="install-button"]')).toBeNull();
    await shot(page, 'install-down-ios-phone-th');
    expect(await seriousA11yViolations(page, '[data-testid="download-page"]')).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe('the install hint', () => {
  it('shows from the third visit on, and stays closed once closed', async () => {
    const { page, problems } = await newPageAt(browser, VIEWPORTS.phone);
    await page.setUserAgent(IPHONE_SAFARI);
    /** A visit: the tab's session forgotten (as a new tab's), then home. A reload or a navigation is the same visit. */
    const visit = async () => {
      await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
      await page.goto(siteUrl('/'));
      await page.waitForSelector('[data-testid="right-side-bar"]');
    };
    for (const n of [1, 2]) {
      await visit();
      if (n === 2) {
        await page.reload();
        await page.waitForSelector('[data-testid="right-side-bar"]');
      }
      await settled(page);
      expect([n, await page.$('[data-testid="install-hint"]')]).toEqual([n, null]);
      expect(await page.evaluate(() => localStorage.getItem('tessera.visits'))).toBe(String(n));
    }
    await visit();
    await waitForText(page, '[data-testid="install-hint"]', /home screen/);
    await shot(page, 'install-hint-phone-dark');
    expect(await seriousA11yViolations(page, '[data-testid="install-hint"]')).toEqual([]);
    await applyThemeLive(page, 'light');
    expect(await seriousA11yViolations(page, '[data-testid="install-hint"]')).toEqual([]);
    await shot(page, 'install-hint-phone-light');
    await page.click('[data-testid="install-hint-dismiss"]');
    await page.waitForSelector('[data-testid="install-hint"]', { hidden: true });

    await visit();
    await settled(page);
    expect(await page.$('[data-testid="install-hint"]')).toBeNull();
    expect(await page.evaluate(() => [localStorage.getItem('tessera.visits'), localStorage.getItem('tessera.installHintDismissed')])).toEqual(['4', '1']);
    expect(problems).toEqual([]);
  });

  it('is never shown, nor the app downloads, in the app launched from the home screen', async () => {
    const { page, problems } = await newPageAt(browser, VIEWPORTS.phone);
    await page.setUserAgent(IPHONE_SAFARI);
    // iOS's flag for a page launched from the home screen; the visits already past the hint's threshold.
    await page.evaluateOnNewDocument(() => {
      Object.defineProperty(navigator, 'standalone', { value: true });
      localStorage.setItem('tessera.visits', '5');
    });
    await page.goto(siteUrl('/'));
    await page.waitForSelector('[data-testid="right-side-bar"]');
    await settled(page);
    expect(await page.$('[data-testid="install-hint"]')).toBeNull();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-standalone'))).toBe(true);
    const shownApps = await page.$$eval('.h-sidebar__resource[data-app]', (items) => items.filter((i) => getComputedStyle(i).display !== 'none').length);
    expect(shownApps).toBe(0);
    expect(await page.$eval('meta[name="viewport"]', (m) => m.getAttribute('content'))).toMatch(/viewport-fit=cover/);
    await page.goto(siteUrl('/down'));
    await page.waitForSelector('[data-testid="install-standalone"]');
    expect(problems).toEqual([]);
  });
});

/** Counts the pages of a PDF (its page objects; the page tree's own node is /Pages). */
const pdfPages = (pdf: Uint8Array) => (Buffer.from(pdf).toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;

describe('receipts', () => {
  it('gives a deposit a receipt with its reference number that prints on one light A4 page', async () => {
    // An account no other suite moves money with; the sandbox's control credits the deposit at once.
    const { page, problems } = await newPage(browser);
    await page.goto(siteUrl('/'));
    await loginInHeader(page, 'agent01m14', 'Tessera2026');
    await page.waitForSelector('[data-testid="open-deposit"]', { visible: true });
    await page.click('[data-testid="open-deposit"]');
    // A click while the header still settles is tried once more (as member.e2e.ts does).
    if (!(await page.waitForSelector('[data-testid="dep-amount"]', { timeout: 10_000 }).catch(() => null))) {
      await page.click('[data-testid="open-deposit"]');
      await page.waitForSelector('[data-testid="dep-amount"]');
    }
    await page.click('[data-testid="dep-channel-gcash"]');
    await page.type('[data-testid="dep-amount"]', '100');
    await page.click('[data-testid="dep-submit"]');
    await waitForText(page, '[data-testid="dep-notices"]', /Deposit of P 100\.00 submitted/);
    expect((await ops('POST', '/sandbox/demo/members/agent01m14/money/advance', {})).status).toBe(200);
    await waitForText(page, '[data-testid="dep-notices"]', /Deposit of P 100\.00 credited/);

    await page.goto(siteUrl('/?mc=transactionHistory'));
    await waitForText(page, '[data-testid="th-table"] tbody tr:first-child', /Deposit\s+.*\+P 100\.00/);
    await page.click('[data-testid="th-table"] tbody tr:first-child [data-testid="th-receipt"]');
    const reference = await waitForText(page, '[data-testid="receipt-ref"]', /^DEP-\d{8}$/);
    expect(await page.$eval('[data-testid="receipt-amount"]', (e) => e.textContent)).toMatch(/\+P 100\.00/);
    expect(await seriousA11yViolations(page, '[data-testid="receipt"]')).toEqual([]);
    await shot(page, 'receipt-desktop-dark');

    // On paper: the receipt alone, dark text on white, one A4 page.
    await page.emulateMediaType('print');
    const printed = await page.evaluate(() => {
      const shown = (sel: string) => [...document.querySelectorAll(sel)].some((e) => getComputedStyle(e).display !== 'none' && (e as HTMLElement).offsetParent !== null);
      return {
        reference: (document.querySelector('[data-testid="receipt-ref"]') as HTMLElement).innerText,
        header: shown('.h-header'),
        menu: shown('.mc-panel nav'),
        records: shown('[data-testid="th-table"]'),
        buttons: shown('[data-testid="receipt"] button'),
        background: getComputedStyle(document.body).backgroundColor,
        text: getComputedStyle(document.querySelector('[data-testid="receipt-ref"]')!).color,
      };
    });
    await shot(page, 'receipt-print');
    expect(printed).toEqual({ reference, header: false, menu: false, records: false, buttons: false, background: 'rgb(255, 255, 255)', text: 'rgb(17, 17, 17)' });
    await page.emulateMediaType(null);
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdfPages(pdf)).toBe(1);

    // The records page prints without the site and the centre's menu around it.
    await page.click('[data-testid="receipt"] .t-dialog__close');
    await page.waitForSelector('[data-testid="receipt"]', { hidden: true });
    await page.emulateMediaType('print');
    const records = await page.evaluate(() => {
      const shown = (sel: string) => [...document.querySelectorAll(sel)].some((e) => getComputedStyle(e).display !== 'none' && (e as HTMLElement).offsetParent !== null);
      return { table: shown('[data-testid="th-table"]'), header: shown('.h-header'), menu: shown('.mc-panel nav'), receiptButtons: shown('[data-testid="th-receipt"]') };
    });
    await shot(page, 'records-print');
    expect(records).toEqual({ table: true, header: false, menu: false, receiptButtons: false });
    await page.emulateMediaType(null);
    expect(problems).toEqual([]);
  });

  it('reads well on a phone in both themes, and offers Share where the browser has it', async () => {
    const { page, problems } = await newPage(browser);
    await page.goto(siteUrl('/'));
    await loginInHeader(page, 'agent01m14', 'Tessera2026');
    await page.setViewport(VIEWPORTS.phone);
    await page.setUserAgent(IPHONE_SAFARI);
    await page.goto(siteUrl('/?mc=transactionHistory'));
    await page.waitForSelector('[data-testid="th-type"]');
    await page.select('[data-testid="th-type"]', 'deposit');
    await page.waitForSelector('[data-testid="th-table"] [data-testid="th-receipt"]');
    await page.click('[data-testid="th-table"] [data-testid="th-receipt"]');
    await waitForText(page, '[data-testid="receipt-ref"]', /^[A-Z]{3}-\d{8}$/);
    // Headless Chromium has navigator.share only on some platforms: Share shows exactly when it has.
    const canShare = await page.evaluate(() => typeof navigator.share === 'function');
    expect(!!(await page.$('[data-testid="receipt-share"]'))).toBe(canShare);
    for (const theme of ['dark', 'light'] as const) {
      await applyThemeLive(page, theme);
      expect(await seriousA11yViolations(page, '[data-testid="receipt"]')).toEqual([]);
      await shot(page, `receipt-phone-${theme}`);
    }
    for (const width of WIDTHS) {
      await page.setViewport({ ...VIEWPORTS.phone, width });
      const fits = await page.$eval('[data-testid="receipt"] .t-dialog', (d) => d.scrollWidth <= d.clientWidth);
      expect([width, fits]).toEqual([width, true]);
    }
    expect(problems).toEqual([]);
  });
  it('gives an agent’s transfer a TRF- reference and a receipt, after it and in account details, that prints on one page', async () => {
    // A sub-agent and a downline member whose balances no suite checks to the cent (agent.e2e.ts does agent01's,
    // and suites may run side by side): the same agent centre as agent01's.
    const { page, problems } = await newPage(browser);
    await page.goto(siteUrl('/'));
    await loginInHeader(page, 'agent01a2', 'Tessera2026');
    await page.goto(siteUrl('/?ac=agentTeamManagement'));
    const form = '[role="dialog"] form[aria-label="Transfer to agent01a2m2"]';
    await page.waitForSelector('[role="dialog"] button[aria-label="Transfer to agent01a2m2"]');
    await page.click('[role="dialog"] button[aria-label="Transfer to agent01a2m2"]');
    await page.waitForSelector(form);
    await page.type(`${form} input`, '1.25');
    await page.click(`${form} button[type="submit"]`);
    await waitForText(page, '[role="dialog"] .ac-success', /Transferred P 1\.25 to agent01a2m2/);
    const reference = await waitForText(page, '[data-testid="transfer-ref"]', /^TRF-\d{8}$/);
    await shot(page, 'agent-transfer-ref-desktop');
    await page.click('[data-testid="transfer-receipt"]');
    expect(await waitForText(page, '[data-testid="receipt-ref"]', /^TRF-\d{8}$/)).toBe(reference);
    const sheet = await page.$eval('[data-testid="receipt"] dl', (e) => (e as HTMLElement).innerText);
    expect(sheet).toMatch(/Transfer out\s+Amount\s+−P 1\.25\s+Recipient\s+agent01a2m2\s+Date and time\s+.+\s+Account\s+agent01a2/);
    expect(await seriousA11yViolations(page, '[data-testid="receipt"]')).toEqual([]);
    await shot(page, 'agent-receipt-desktop-dark');

    // On paper: the receipt alone, dark on white, one A4 page.
    await page.emulateMediaType('print');
    const printed = await page.evaluate(() => {
      const shown = (sel: string) => [...document.querySelectorAll(sel)].some((e) => getComputedStyle(e).display !== 'none' && (e as HTMLElement).offsetParent !== null);
      return {
        header: shown('.h-header'),
        menu: shown('.ac-modal nav'),
        team: shown('[data-testid="team-table"]'),
        buttons: shown('[data-testid="receipt"] button'),
        background: getComputedStyle(document.body).backgroundColor,
        text: getComputedStyle(document.querySelector('[data-testid="receipt-ref"]')!).color,
      };
    });
    await shot(page, 'agent-receipt-print');
    expect(printed).toEqual({ header: false, menu: false, team: false, buttons: false, background: 'rgb(255, 255, 255)', text: 'rgb(17, 17, 17)' });
    await page.emulateMediaType(null);
    expect(pdfPages(await page.pdf({ format: 'A4', printBackground: true }))).toBe(1);
    await page.click('[data-testid="receipt"] .t-dialog__close');
    await page.waitForSelector('[data-testid="receipt"]', { hidden: true });

    // Account details: the sender's and the receiver's records both name the transfer's one reference.
    await page.goto(siteUrl('/?ac=agentAccountDetails'));
    const ofTransfer = `[data-testid="details-table"] button[aria-label="Receipt ${reference}"]`;
    await page.waitForSelector(ofTransfer);
    const rows = await page.$$eval(ofTransfer, (buttons) => buttons.map((b) => (b.closest('tr') as HTMLElement).innerText.replace(/\s+/g, ' ')));
    // Newest first: the receiver's record was written after the sender's.
    expect(rows).toEqual([expect.stringMatching(/agent01a2m2 Transfer in P 1\.25/), expect.stringMatching(/agent01a2 Transfer out −P 1\.25/)]);
    // The receiver's record's receipt.
    await page.click(ofTransfer);
    expect(await waitForText(page, '[data-testid="receipt-ref"]', /^TRF-\d{8}$/)).toBe(reference);

    // A phone's width and the desktop's: the receipt fits, and reads well in both themes.
    for (const width of [390, 1366]) {
      await page.setViewport({ width, height: width < 768 ? 844 : 900 });
      const fits = await page.$eval('[data-testid="receipt"] .t-dialog', (d) => d.scrollWidth <= d.clientWidth && d.getBoundingClientRect().right <= window.innerWidth);
      expect([width, fits]).toEqual([width, true]);
      if (width === 390) {
        for (const theme of ['dark', 'light'] as const) {
          await applyThemeLive(page, theme);
          expect(await seriousA11yViolations(page, '[data-testid="receipt"]')).toEqual([]);
          await shot(page, `agent-receipt-phone-${theme}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('prints the agent centre’s account details without the site around them, on white', async () => {
    // agent01's seeded team has money moves in the last days; only the printed look is checked, nothing is moved.
    const { page, problems } = await newPage(browser);
    await page.goto(siteUrl('/'));
    await loginInHeader(page, 'agent01', 'Tessera2026');
    await page.goto(siteUrl('/?ac=agentAccountDetails'));
    await page.waitForSelector('[role="dialog"] [data-testid="details-table"] tbody tr');
    await page.emulateMediaType('print');
    const printed = await page.evaluate(() => {
      const shown = (sel: string) => [...document.querySelectorAll(sel)].some((e) => getComputedStyle(e).display !== 'none' && (e as HTMLElement).offsetParent !== null);
      return {
        table: shown('[data-testid="details-table"]'),
        header: shown('.h-header'),
        menu: shown('[role="dialog"] nav'),
        // The filters' toggle prints as the period it shows, a sortable header's button as its name.
        buttons: shown('.t-print-area button:not(.t-filters__toggle, .t-sort)'),
        period: shown('.t-print-area .t-filters__toggle'),
        // The receipt column, whose buttons do not print, is left out whole.
        columns: [...document.querySelectorAll('[data-testid="details-table"] thead th')].filter((th) => getComputedStyle(th).display !== 'none').map((th) => (th as HTMLElement).innerText),
        background: getComputedStyle(document.body).backgroundColor,
      };
    });
    await shot(page, 'agent-details-print');
    expect(printed).toEqual({ table: true, header: false, menu: false, buttons: false, period: true, columns: ['Time', 'Account', 'Type', 'Amount'], background: 'rgb(255, 255, 255)' });
    await page.emulateMediaType(null);
    expect(problems).toEqual([]);
  });
});
