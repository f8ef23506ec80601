// The suites of a worker share one server and its sandbox data (global-setup.mjs). platform.e2e.ts checks the
// platform as a fresh merchant sees it, so it runs first, on a server no other suite has touched yet. The rest
// run longest first (jest's recorded durations, else file size), so two workers end together.
const path = require('node:path');
// pnpm keeps @jest/test-sequencer inside jest's own dependencies: resolve it from there.
const core = require.resolve('@jest/core', { paths: [path.dirname(require.resolve('jest/package.json'))] });
const Sequencer = require(require.resolve('@jest/test-sequencer', { paths: [path.dirname(core)] })).default;

module.exports = class PlatformFirst extends Sequencer {
  async sort(tests) {
    const longestFirst = await super.sort(tests);
    const first = (t) => (t.path.endsWith('platform.e2e.ts') ? 0 : 1);
    return [...longestFirst].sort((a, b) => first(a) - first(b));
  }
};
