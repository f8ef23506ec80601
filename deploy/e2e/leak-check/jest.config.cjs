// The e2e harness on two fixture suites (no platform needed), run by e2e/open-pages.e2e.ts to prove that a
// case leaving a tab open and a suite leaving a browser running fail, and that tidy ones pass.
const e2e = require('../jest.config.cjs');

module.exports = {
  ...e2e,
  rootDir: __dirname,
  testMatch: ['<rootDir>/*.fixture.ts'],
  setupFilesAfterEnv: ['<rootDir>/../close-after-each.ts'],
  testEnvironment: '<rootDir>/../environment.cjs',
  globalSetup: undefined,
  globalTeardown: undefined,
  testSequencer: undefined,
};
