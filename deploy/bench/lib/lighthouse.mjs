// Lighthouse 12.8 through its Node API, on the Debian Chromium started by chrome-launcher (lighthouse's
// own dependency) with the e2e flags. Mobile is lighthouse's default config, desktop its desktop preset;
// both with lighthouse's default simulated throttling. Performance category only.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROME_FLAGS, CHROMIUM, median } from './browser.mjs';

async function chromeLauncher() {
  const fromLighthouse = createRequire(new URL(import.meta.resolve('lighthouse')));
  return import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href);
}

export async function lighthouseRuns(targets, { runs, log }) {
  const { launch } = await chromeLauncher();
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const out = {};
  try {
    for (const { key, url } of targets) {
      for (const preset of ['mobile', 'desktop']) {
        const samples = [];
        for (let i = 0; i < runs; i += 1) {
          const res = await lighthouse(
            url,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          const { lhr } = res;
          if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
          samples.push({
            score: Math.round((lhr.categories.performance.score ?? 0) * 100),
            lcp: lhr.audits['largest-contentful-paint'].numericValue,
            cls: lhr.audits['cumulative-layout-shift'].numericValue,
            tbt: lhr.audits['total-blocking-time'].numericValue,
            fcp: lhr.audits['first-contentful-paint'].numericValue,
          });
        }
        const pick = (k) => median(samples.map((s) => s[k]));
        out[`${key} ${preset}`] = { score: pick('score'), lcp: pick('lcp'), cls: pick('cls'), tbt: pick('tbt'), fcp: pick('fcp'), samples };
        log?.(`  lighthouse ${key} ${preset}: ${pick('score')} (LCP ${Math.round(pick('lcp'))} ms, CLS ${pick('cls').toFixed(3)}, TBT ${Math.round(pick('tbt'))} ms)`);
      }
    }
  } finally {
    chrome.kill();
  }
  return out;
}
