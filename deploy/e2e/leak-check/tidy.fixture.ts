// Fixture for e2e/open-pages.e2e.ts: a page kept across cases and a browser launched in a case, all closed.
import type { Browser, Page } from 'puppeteer-core';
import { launchBrowser, newPage } from '../support';

let browser: Browser;
let kept: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  kept = (await newPage(browser, { keep: true })).page;
});
afterAll(async () => {
  await browser.close();
});

it('keeps the kept page and opens one of its own', async () => {
  await newPage(browser);
  expect(kept.isClosed()).toBe(false);
});

it('still has the kept page only, and launches a browser of its own', async () => {
  expect(kept.isClosed()).toBe(false);
  expect(browser.browserContexts()).toHaveLength(2);
  const other = await launchBrowser();
  await newPage(other);
});
