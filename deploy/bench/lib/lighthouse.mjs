// Lighthouse 12.8 through its Node API, on the Debian Chromium started by chrome-launcher (lighthouse's
// own dependency) with the e2e flags. Mobile is lighthouse's default config, desktop its desktop preset;
// both with lighthouse's default simulated throttling. Performance category only.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROME_FLAGS, CHROMIUM, median } from './browser.mjs';

async function chromeLauncher() {
  const fromLighthouse = createRequire(new URL(import.meta.resolve('lighthouse')));
  return import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href);
}

/** A file name for one run's report: `/rng mobile` run 2 → `rng-mobile-2.json`. */
const reportName = (key, preset, i) => `${key.replace(/^\/$/, 'home').replace(/[^\w]+/g, '-').replace(/^-|-$/g, '')}-${preset}-${i + 1}.json`;

/**
 * Asks once for a page and the picture it preloads, as a browser would (WebP): a fresh sandbox draws its pictures
 * on first request, which a real image CDN has long done, and would otherwise weigh on the first run alone.
 */
export async function warmPage(url) {
  const html = await (await fetch(url, { headers: { Accept: 'text/html' } })).text();
  for (const [, href] of html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)) {
    await (await fetch(new URL(href.replace(/&amp;/g, '&'), url), { headers: { Accept: 'image/avif,image/webp,*/*' } })).arrayBuffer();
  }
}

/**
 * Runs lighthouse `runs` times per page and preset; the median of each figure, and every sample. With `keep`
 * (a folder), each run's report (lhr JSON) is written there, to be read with `lcpDiagnosis` or the viewer.
 * Each page is warmed first (`warmPage`) unless `warm` is false.
 */
export async function lighthouseRuns(targets, { runs, log, keep, presets = ['mobile', 'desktop'], warm = true }) {
  if (warm) for (const { url } of targets) await warmPage(url);
  const { launch } = await chromeLauncher();
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  if (keep) mkdirSync(keep, { recursive: true });
  const out = {};
  try {
    for (const { key, url } of targets) {
      for (const preset of presets) {
        const samples = [];
        for (let i = 0; i < runs; i += 1) {
          const res = await lighthouse(
            url,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          const { lhr } = res;
          if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
          const sample = {
            score: Math.round((lhr.categories.performance.score ?? 0) * 100),
            lcp: lhr.audits['largest-contentful-paint'].numericValue,
            cls: lhr.audits['cumulative-layout-shift'].numericValue,
            tbt: lhr.audits['total-blocking-time'].numericValue,
            fcp: lhr.audits['first-contentful-paint'].numericValue,
          };
          if (keep) {
            sample.report = path.join(keep, reportName(key, preset, i));
            writeFileSync(sample.report, JSON.stringify(lhr));
          }
          samples.push(sample);
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

const table = (audit) => audit?.details?.items ?? [];
const ms = (v) => (typeof v === 'number' ? `${Math.round(v)} ms` : '—');
const short = (url) => {
  try {
    const u = new URL(url);
    return u.pathname + u.search;
  } catch {
    return String(url);
  }
};

/** The longest chain of the critical request tree (network-dependency-tree-insight), root first. */
function longestChain(chains) {
  let best = [];
  const walk = (nodes, trail) => {
    for (const node of Object.values(nodes ?? {})) {
      const next = [...trail, node];
      const children = node.children ?? {};
      if (Object.keys(children).length) walk(children, next);
      else if ((next.at(-1)?.navStartToEndTime ?? 0) > (best.at(-1)?.navStartToEndTime ?? 0)) best = next;
    }
  };
  walk(chains, []);
  return best;
}

/**
 * What a report says about its LCP and TBT, as lines to print: the metrics (simulated, and what the unthrottled
 * load observed), the LCP element and its breakdown, the critical chain, the long tasks and the scripts' CPU.
 */
export function lcpDiagnosis(lhr) {
  const a = lhr.audits;
  const lines = [];
  const m = table(a.metrics)[0] ?? {};
  lines.push(
    `score ${Math.round((lhr.categories.performance.score ?? 0) * 100)} · FCP ${ms(m.firstContentfulPaint)} · LCP ${ms(m.largestContentfulPaint)} · SI ${ms(m.speedIndex)} · TBT ${ms(m.totalBlockingTime)} · CLS ${(m.cumulativeLayoutShift ?? 0).toFixed(3)}`,
    `observed (unthrottled): FCP ${ms(m.observedFirstContentfulPaint)} · LCP ${ms(m.observedLargestContentfulPaint)} · DCL ${ms(m.observedDomContentLoaded)} · load ${ms(m.observedLoad)}`,
  );
  const [element, phases] = table(a['largest-contentful-paint-element']).map((t) => t.items ?? []);
  const node = element?.[0]?.node;
  lines.push(`LCP element: ${node ? `${node.selector} — ${node.snippet} ${node.boundingRect ? `(${node.boundingRect.width}×${node.boundingRect.height})` : ''}` : 'none'}`);
  if (phases?.length) lines.push(`LCP phases: ${phases.map((p) => `${typeof p.phase === 'string' ? p.phase : p.phase?.formattedDefault ?? '?'} ${ms(p.timing)}`).join(' · ')}`);
  const discovery = a['lcp-discovery-insight'];
  if (discovery?.details) lines.push(`LCP discovery: ${discovery.score === 1 ? 'ok' : 'flagged'} ${JSON.stringify(table(discovery).find((t) => t.type === 'checklist')?.items ?? {})}`);
  const chainRoot = table(a['network-dependency-tree-insight']).map((t) => (t.type === 'list-section' ? t.value : t)).find((t) => t?.type === 'network-tree');
  const chain = longestChain(chainRoot?.chains);
  if (chain.length) lines.push(`longest chain (${ms(chain.at(-1)?.navStartToEndTime)}): ${chain.map((n) => short(n.url)).join(' → ')}`);
  const requests = table(a['network-requests']);
  if (requests.length) {
    const lcpAt = m.observedLargestContentfulPaint ?? 0;
    const before = requests.filter((r) => r.networkEndTime <= lcpAt);
    lines.push(`requests done before the observed LCP: ${before.length} of ${requests.length}, ${(before.reduce((n, r) => n + (r.transferSize ?? 0), 0) / 1024).toFixed(1)} KB`);
  }
  const tasks = table(a['long-tasks']);
  lines.push(`long tasks (simulated): ${tasks.length ? tasks.map((t) => `${short(t.url)} @${Math.round(t.startTime)} ${Math.round(t.duration)} ms`).join('; ') : 'none'}`);
  const bootup = table(a['bootup-time']).slice(0, 6);
  if (bootup.length) lines.push(`script CPU: ${bootup.map((b) => `${short(b.url)} ${Math.round(b.total)} ms (eval ${Math.round(b.scripting)}, parse ${Math.round(b.scriptParseCompile)})`).join('; ')}`);
  const work = table(a['mainthread-work-breakdown']).slice(0, 5);
  if (work.length) lines.push(`main thread: ${work.map((w) => `${w.groupLabel ?? w.group} ${Math.round(w.duration)} ms`).join('; ')}`);
  return lines;
}
