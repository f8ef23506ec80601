// The suites share one server and its sandbox data. platform.e2e.ts checks the platform as a fresh
// merchant sees it, so it runs first, before the other suites move money and change accounts.
const path = require('node:path');
// pnpm keeps @jest/test-sequencer inside jest's own dependencies: resolve it from there.
const core = require.resolve('@jest/core', { paths: [path.dirname(require.resolve('jest/package.json'))] });
const Sequencer = require(require.resolve('@jest/test-sequencer', { paths: [path.dirname(core)] })).default;

module.exports = class PlatformFirst extends Sequencer {
  sort(tests) {
    const first = (t) => (t.path.endsWith('platform.e2e.ts') ? 0 : 1);
    return [...tests].sort((a, b) => first(a) - first(b) || a.path.localeCompare(b.path));
  }
};
