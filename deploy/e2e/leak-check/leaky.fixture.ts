// Fixture for e2e/open-pages.e2e.ts: leaves a tab open in a case and its browser running at the end.
import type { Browser } from 'puppeteer-core';
import { launchBrowser, newPage } from '../support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
// No afterAll closing the browser: the environment must fail the suite.

it('opens a page with newPage', async () => {
  const { page } = await newPage(browser);
  await page.goto('about:blank');
});

it('finds that page closed, then leaves a tab of its own open', async () => {
  expect(browser.browserContexts()).toHaveLength(1);
  await browser.newPage();
});

it('runs on after a case that failed', () => {
  expect(1).toBe(1);
});
