#!/usr/bin/env node
/* global document -- box() runs in the browser */
// Where the app's header, banner and first tiles sit at phone and desktop width (cold load, a visitor), and where
// the boot shell of index.html puts its bar, banner box and tile placeholders: the two must agree, or the swap
// from the boot shell to the app moves what the visitor is looking at. Prints both; not a timed figure.
//   node deploy/bench/probe-layout.mjs [--skip-publish]   (needs built apps and deploy/dist)
import { createServer } from 'node:net';
import { launch } from './lib/browser.mjs';
import { startTessera } from './lib/serve.mjs';

const port = await new Promise((resolve) => {
  const s = createServer();
  s.listen(0, '127.0.0.1', () => {
    const { port: p } = s.address();
    s.close(() => resolve(p));
  });
});
const site = await startTessera(port);
const browser = await launch();
const box = (sel) => {
  const el = document.querySelector(sel);
  if (!el) return null;
  const r = el.getBoundingClientRect();
  return { top: Math.round(r.top), left: Math.round(r.left), width: Math.round(r.width), height: Math.round(r.height) };
};
try {
  for (const viewport of [{ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }, { width: 1366, height: 900 }]) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport(viewport);
    // The boot shell alone: no scripts.
    await page.setJavaScriptEnabled(false);
    await page.goto(`${site.url}/`, { waitUntil: 'load' });
    const shell = await page.evaluate((f) => {
      const box = new Function(`return ${f}`)();
      return { bar: box('.boot-shell__bar'), banner: box('#boot-banner'), tiles: box('.boot-tiles'), tile: box('.boot-tiles > i') };
    }, box.toString());
    await page.setJavaScriptEnabled(true);
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle0' });
    const app = await page.evaluate((f) => {
      const box = new Function(`return ${f}`)();
      return { header: box('.h-header'), banner: box('.h-banner'), main: box('#main'), tile: box('[data-testid="game-tile"]') };
    }, box.toString());
    console.log(`${viewport.width} px`, JSON.stringify({ shell, app }, null, 1));
    await context.close();
  }
} finally {
  await browser.close();
  site.stop();
}
