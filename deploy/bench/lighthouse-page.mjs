#!/usr/bin/env node
// Lighthouse on chosen pages, one at a time, with what lies behind the figures: the LCP element and its breakdown,
// the critical chain, the long tasks and the scripts' CPU (lib/lighthouse.mjs lcpDiagnosis). Serves Tessera as
// the bench does (needs `corepack pnpm build` and the server's build), or measures a site already running (--url).
// Each run's report is kept (default /tmp/tessera-lighthouse/) for the Lighthouse viewer or a closer look.
//
//   node deploy/bench/lighthouse-page.mjs /                       mobile, one run
//   node deploy/bench/lighthouse-page.mjs / /rng --runs=3         median of 3 per page
//   node deploy/bench/lighthouse-page.mjs /lottery --preset=desktop --url=http://localhost:8080 --keep=/tmp/lh
//   --cold: without first asking once for each page and its preloaded picture (lib/lighthouse.mjs warmPage)
const args = process.argv.slice(2);
const opt = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const paths = args.filter((a) => !a.startsWith('--'));
const runs = Number(opt('runs', '1'));
const presets = opt('preset', 'mobile').split(',');
const keep = opt('keep', '/tmp/tessera-lighthouse');

const { lighthouseRuns, lcpDiagnosis } = await import('./lib/lighthouse.mjs');
const { readFileSync } = await import('node:fs');
let site = opt('url');
let stop = () => undefined;
if (!site) {
  const { startTessera, freePort } = await import('./lib/serve.mjs');
  const tessera = await startTessera(await freePort());
  site = tessera.url;
  stop = tessera.stop;
}
try {
  const targets = (paths.length ? paths : ['/']).map((p) => ({ key: p, url: site + p }));
  const out = await lighthouseRuns(targets, { runs, presets, keep, log: console.log, warm: !args.includes('--cold') });
  for (const [key, result] of Object.entries(out)) {
    for (const [i, sample] of result.samples.entries()) {
      console.log(`\n${key}, run ${i + 1} (${sample.report})`);
      for (const line of lcpDiagnosis(JSON.parse(readFileSync(sample.report, 'utf8')))) console.log(`  ${line}`);
    }
  }
} finally {
  stop();
}
