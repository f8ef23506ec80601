/**
 * The e2e harness's own check (deploy/e2e/close-after-each.ts, environment.cjs): run on two fixture suites
 * (deploy/e2e/leak-check/), a case leaving a tab open fails, a suite leaving its browser running fails, and a
 * suite that keeps a page across cases and closes everything passes. And the browsers it launches render only the
 * tests' pages, none of Chromium's own hidden UI; and the accessibility audit sees what a page holds, its frames'
 * content too. No platform needed.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { launchBrowser, newPage, seriousA11yViolations } from './support';

type Result = { testResults: { name: string; message: string; assertionResults: { title: string; status: string; failureMessages: string[] }[] }[] };

it('fails a case that leaves a tab open and a suite that leaves a browser running; passes a tidy suite', async () => {
  const out = mkdtempSync(path.join(os.tmpdir(), 'tessera-leak-check-'));
  const file = path.join(out, 'result.json');
  const jestBin = path.join(path.dirname(require.resolve('jest/package.json')), 'bin/jest.js');
  try {
    const run = promisify(execFile)(process.execPath, [jestBin, '-c', path.join(__dirname, 'leak-check/jest.config.cjs'), '--runInBand', '--json', '--outputFile', file], {
      cwd: __dirname,
      maxBuffer: 16 * 1024 * 1024,
    });
    // jest exits 1: the leaky fixture fails, as it must.
    await expect(run).rejects.toMatchObject({ code: 1 });
    const { testResults } = JSON.parse(readFileSync(file, 'utf8')) as Result;
    const leaky = testResults.find((r) => r.name.endsWith('leaky.fixture.ts'))!;
    const tidy = testResults.find((r) => r.name.endsWith('tidy.fixture.ts'))!;
    expect(leaky.assertionResults.map((a) => a.status)).toEqual(['passed', 'failed', 'passed']);
    expect(leaky.assertionResults[1]!.failureMessages.join('\n')).toContain('the case left open (closed now): 1 page(s) of the default context');
    expect(leaky.message).toContain('the suite left open (closed now): a browser still running');
    expect(tidy.assertionResults.map((a) => a.status)).toEqual(['passed', 'passed']);
    expect(tidy.message).toBe('');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}, 180_000);

it("renders only the tests' pages: no window pre-renders Chromium's own UI that headless never shows", async () => {
  // Each would be a renderer per browser context (every newPage) doing work nobody sees, as the address bar's
  // popup once did (support.ts UNSEEN_BROWSER_UI); a Chromium that adds another shows up here by its URL.
  const browser = await launchBrowser();
  const { page } = await newPage(browser);
  await page.goto('data:text/html,<title>t</title><p>hello</p>');
  const { page: second } = await newPage(browser);
  await second.goto('data:text/html,<p>again</p>');
  const cdp = await browser.target().createCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  await cdp.detach();
  expect(targetInfos.filter((t) => t.type !== 'page').map((t) => `${t.type} ${t.url}`)).toEqual([]);
  expect(targetInfos.filter((t) => t.type === 'page').length).toBe(3);
});

it("audits a page's own content and, where it has frames, theirs (the audit's faster mode is only for pages without)", async () => {
  const browser = await launchBrowser();
  try {
    const { page } = await newPage(browser);
    await page.setContent('<html lang="en"><title>t</title><main><h1>a</h1><img src="data:,"></main></html>');
    expect(await seriousA11yViolations(page)).toEqual(['image-alt (critical): img']);
    await page.setContent('<html lang="en"><title>t</title><main><h1>a</h1><iframe title="f" srcdoc="<html lang=en><title>f</title><button></button></html>"></iframe></main></html>');
    await page.waitForFunction(() => document.querySelector('iframe')?.contentDocument?.querySelector('button'));
    expect(await seriousA11yViolations(page)).toEqual(['button-name (critical): iframe button']);
  } finally {
    await browser.close();
  }
});
