// settled() (support.ts), which many suites use to prove an absence, on a page of its own: a document that is being
// left can still start requests (a warm-up its last click began), which Chromium cancels with the document without
// always reporting it. Those must not count as the new document's, or settled() waits out its timeout.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'puppeteer-core';
import { launchBrowser, newPage, settled } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('settles after a reload while the page being left starts requests that are never answered', async () => {
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/never')) return;
    res.setHeader('content-type', 'text/html');
    res.end(
      `<p>page</p><button id="go" onclick="location.reload(); for (let i = 0; i < 5; i++) { const s = document.createElement('script'); s.src = '/never' + i + '.js'; document.head.append(s); }">go</button>`,
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { page } = await newPage(browser);
  try {
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await Promise.all([page.waitForNavigation(), page.click('#go')]);
    await settled(page);
    expect(await page.$('#go')).not.toBeNull();
  } finally {
    server.closeAllConnections();
    server.close();
  }
});
