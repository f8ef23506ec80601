/**
 * `tessera release verify`: a headless Chromium (puppeteer-core) opens the merchant's site with one remote
 * version for its own browser only (a signed override link, like a developer's), visits the pages that
 * remote serves, and fails on an uncaught error, a console error, a failed request to the remote, a page with
 * no content, or a page that does not show that version; a screenshot of each page is kept.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CliError, opsApi, type OpsTarget } from './ops-api.js';

/** The pages a visitor reaches each remote on (no login needed); the agent centre needs an agent login, so only the home page. */
export const VERIFY_PAGES: Record<string, { path: string; marker: boolean }[]> = {
  games: [{ path: '/rng', marker: true }],
  lottery: [{ path: '/lottery', marker: true }],
  member: [{ path: '/pointMall', marker: true }],
  agent: [{ path: '/', marker: false }],
};

export interface VerifyResult {
  ok: boolean;
  problems: string[];
  pages: { path: string; screenshot: string; problems: string[] }[];
}

export async function verifyInBrowser(
  target: OpsTarget,
  options: { merchant: string; remote: string; version: string; site: string; shotsDir: string; timeoutMs?: number },
): Promise<VerifyResult> {
  const { merchant, remote, version } = options;
  const pages = VERIFY_PAGES[remote];
  if (!pages) throw new CliError(`unknown remote ${remote} (${Object.keys(VERIFY_PAGES).join(', ')})`);
  const link = (await opsApi(target, 'POST', `/ops/merchants/${encodeURIComponent(merchant)}/override-links`, { remote, version, ttlSeconds: 600 })).data as { path: string };
  // Loaded only by this command: every other one works without a browser library.
  const puppeteer = await import('puppeteer-core').catch(() => {
    throw new CliError('release verify needs puppeteer-core (a dependency of the server package): run corepack pnpm install');
  });
  const executablePath = process.env.TESSERA_CHROMIUM || process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium';
  const browser = await puppeteer.default.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] }).catch((e: Error) => {
    throw new CliError(`cannot start Chromium at ${executablePath} (set TESSERA_CHROMIUM): ${e.message}`);
  });
  const timeout = options.timeoutMs ?? 30_000;
  mkdirSync(options.shotsDir, { recursive: true });
  const result: VerifyResult = { ok: true, problems: [], pages: [] };
  try {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1366, height: 900 });
    page.setDefaultTimeout(timeout);
    let current: string[] = [];
    page.on('pageerror', (e) => current.push(`uncaught error: ${e instanceof Error ? e.message : String(e)}`));
    page.on('console', (m) => {
      if (m.type() === 'error') current.push(`console error: ${m.text()}`);
    });
    const ofRemote = (url: string) => url.includes(`/remotes/${remote}/`);
    page.on('requestfailed', (r) => {
      if (ofRemote(r.url())) current.push(`request failed: ${r.url()} (${r.failure()?.errorText ?? 'failed'})`);
    });
    page.on('response', (r) => {
      if (ofRemote(r.url()) && r.status() >= 400) current.push(`request failed: ${r.url()} (HTTP ${r.status()})`);
    });
    // The link sets this browser's override cookie, then goes to the site's home page.
    await page.goto(new URL(link.path, options.site).href, { waitUntil: 'load' });
    for (const [i, p] of pages.entries()) {
      current = [];
      await page.goto(new URL(p.path, options.site).href, { waitUntil: 'networkidle2' }).catch((e: Error) => current.push(`page did not load: ${e.message}`));
      const label = `${remote} v${version}`;
      if (p.marker) {
        // The version's marker, or the area's fallback: a version that cannot render is told at once, not
        // after the whole timeout (the fallback is reported below).
        const marker = `[data-testid="remote-version"][data-version="${label}"]`;
        await page.waitForSelector(`${marker}, [data-testid="remote-fallback-${remote}"]`, { timeout }).catch(() => undefined);
        if (!(await page.$(marker))) {
          const seen = await page.$$eval('[data-testid="remote-version"]', (els) => els.map((e) => e.getAttribute('data-version'))).catch(() => []);
          current.push(`${p.path} does not show ${label} (it shows: ${seen.join(', ') || 'no remote'})`);
        }
      }
      // Evaluated in the page (this program has no DOM types).
      const text = Number(await page.evaluate('document.body ? document.body.innerText.trim().length : 0').catch(() => 0));
      if (text < 20) current.push(`${p.path} is empty`);
      if (await page.$(`[data-testid="remote-fallback-${remote}"]`)) current.push(`${p.path} shows the ${remote} area's fallback (it could not load or render)`);
      const screenshot = resolve(join(options.shotsDir, `${String(i + 1).padStart(2, '0')}${p.path.replace(/\W+/g, '-') || '-home'}.png`));
      await page.screenshot({ path: screenshot as `${string}.png`, fullPage: true });
      const problems = [...new Set(current)];
      result.pages.push({ path: p.path, screenshot, problems });
      result.problems.push(...problems.map((x) => `${p.path}: ${x}`));
    }
  } finally {
    await browser.close();
  }
  result.ok = result.problems.length === 0;
  return result;
}
