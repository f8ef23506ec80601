/** Browser and ops helpers for the end-to-end tests. */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export const env = {
  port: Number(process.env.E2E_PORT),
  server: process.env.E2E_SERVER ?? '',
  token: process.env.E2E_TOKEN ?? '',
  dataDir: process.env.E2E_DATA_DIR ?? '',
  versions: JSON.parse(process.env.E2E_VERSIONS ?? '{}') as Record<string, string>,
};

/** Site URL for a merchant: demo2 is reached through the demo2.localhost host name. */
export function siteUrl(pathname = '/', merchant = 'demo'): string {
  const host = merchant === 'demo' ? 'localhost' : `${merchant}.localhost`;
  return `http://${host}:${env.port}${pathname}`;
}

export async function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--user-data-dir=${mkdtempSync(path.join(os.tmpdir(), 'tessera-chromium-'))}`,
    ],
  });
}

/** A fresh page that fails the test on any uncaught page error or CSP violation. */
export async function newPage(browser: Browser): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e instanceof Error ? e.message : String(e)}`));
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) problems.push(`csp: ${m.text()}`);
  });
  page.setDefaultTimeout(30_000);
  return { page, problems };
}

export async function textOf(page: Page, selector: string): Promise<string> {
  await page.waitForSelector(selector, { visible: true });
  return page.$eval(selector, (el) => (el as HTMLElement).innerText.trim());
}

export async function waitForText(page: Page, selector: string, pattern: RegExp): Promise<string> {
  await page.waitForFunction(
    (sel, src, flags) => {
      const el = document.querySelector(sel) as HTMLElement | null;
      return !!el && new RegExp(src, flags).test(el.innerText);
    },
    {},
    selector,
    pattern.source,
    pattern.flags,
  );
  return textOf(page, selector);
}

/** Logs in through the header form. */
export async function loginInHeader(page: Page, username: string, password: string): Promise<void> {
  await page.waitForSelector('form.h-login--header input[autocomplete="username"]');
  await page.type('form.h-login--header input[autocomplete="username"]', username);
  await page.type('form.h-login--header input[type="password"]', password);
  await page.click('form.h-login--header button[type="submit"]');
  await page.waitForSelector('[data-testid="account-box"]');
}

export async function ops<T = unknown>(method: string, pathname: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${env.server}${pathname}`, {
    method,
    headers: { Authorization: `Bearer ${env.token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}
