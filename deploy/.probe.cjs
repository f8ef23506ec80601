const puppeteer = require('puppeteer-core'); const fs = require('fs'); const os = require('os'); const path = require('path');
(async () => {
  const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', `--user-data-dir=${fs.mkdtempSync(path.join(os.tmpdir(), 'p-'))}`] });
  const page = await browser.newPage();
  await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  await page.goto('http://localhost:8090/', { waitUntil: 'networkidle2' });
  console.log('header', await page.$eval('.h-header', (e) => JSON.stringify(e.getBoundingClientRect())));
  console.log('banner', await page.$eval('.h-banner', (e) => JSON.stringify(e.getBoundingClientRect())));
  for (const lobby of ['live', 'fish', 'pvp', 'cockfight']) {
    await page.goto('http://localhost:8090/' + lobby, { waitUntil: 'networkidle2' });
    await new Promise((r) => setTimeout(r, 3000));
    const imgs = await page.$$eval('main [data-testid="game-tile"] img', (is) => is.filter((i) => i.getBoundingClientRect().top < innerHeight).map((i) => [i.src.slice(-50), i.complete, i.naturalWidth, Math.round(i.getBoundingClientRect().top), i.loading]));
    console.log(lobby, JSON.stringify(imgs));
  }
  await browser.close();
})();
