// The e2e suites' environment: jest's node environment plus one check after a suite's last afterAll, which
// fails the suite when a browser it launched is still running (support.ts keeps the list on the test
// file's global). setupFilesAfterEnv hooks cannot do it: their afterAll runs before the suite's own.
const path = require('node:path');
// pnpm keeps jest-environment-node inside jest's own dependencies: resolve it from there (as sequencer.cjs).
const core = require.resolve('@jest/core', { paths: [path.dirname(require.resolve('jest/package.json'))] });
const config = require.resolve('jest-config', { paths: [path.dirname(core)] });
const NodeEnvironment = require(require.resolve('jest-environment-node', { paths: [path.dirname(config)] })).TestEnvironment;

class E2eEnvironment extends NodeEnvironment {
  async handleTestEvent(event, state) {
    if (event.name !== 'run_finish') return;
    const open = this.global.__TESSERA_E2E_OPEN__;
    if (!open) return;
    const left = await open.leftAtEnd();
    if (left.length > 0) {
      state.unhandledErrors.push(new Error(`the suite left open (closed now): ${left.join('; ')}. Close kept pages and browsers in afterAll.`));
    }
  }
}

module.exports = E2eEnvironment;
