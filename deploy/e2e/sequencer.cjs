// The suites of a worker share one server and its sandbox data (global-setup.mjs). platform.e2e.ts checks the
// platform as a fresh merchant sees it, so it runs first, on a server no other suite has touched yet. The rest
// run longest first (jest's recorded durations, else file size), so two workers end together.
const path = require('node:path');
// pnpm keeps @jest/test-sequencer inside jest's own dependencies: resolve it from there.
const core = require.resolve('@jest/core', { paths: [path.dirname(require.resolve('jest/package.json'))] });
const Sequencer = require(require.resolve('@jest/test-sequencer', { paths: [path.dirname(core)] })).default;

/**
 * Seconds a suite whose length its file size hides took (a fresh clone has no recorded durations): started
 * right after platform.e2e.ts, the longest first, instead of late, where it would end the run on one worker
 * alone. field.e2e.ts spends its time in one case's 70 page loads in three browsers, release-verify.e2e.ts in the
 * browser checks of `tessera release verify`, not in their own lines (idle machine, 2 cores).
 */
const KNOWN_SECONDS = { 'field.e2e.ts': 100, 'release-verify.e2e.ts': 50 };

module.exports = class PlatformFirst extends Sequencer {
  async sort(tests) {
    const longestFirst = await super.sort(tests);
    const known = (t) => (t.duration == null ? (KNOWN_SECONDS[path.basename(t.path)] ?? 0) : 0);
    const first = (t) => (t.path.endsWith('platform.e2e.ts') ? 0 : known(t) > 0 ? 1 : 2);
    return [...longestFirst].sort((a, b) => first(a) - first(b) || known(b) - known(a));
  }
};
