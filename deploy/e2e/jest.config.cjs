// End-to-end tests: real Chromium (puppeteer-core) against the built platform served by deploy/,
// with a fresh data dir (fresh sandbox database and registry) made by global-setup.mjs.
module.exports = {
  rootDir: __dirname,
  // Node plus a check that fails a suite leaving a browser running; after each case the pages it opened close.
  testEnvironment: '<rootDir>/environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/close-after-each.ts'],
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }] },
  // Suites import the server's and the sandbox's test helpers from source, as the unit projects do (jest.config.mjs).
  moduleNameMapper: require('../jest.module-map.cjs'),
  globalSetup: '<rootDir>/global-setup.mjs',
  globalTeardown: '<rootDir>/global-teardown.mjs',
  testTimeout: 120_000,
  // Two workers, each with its own platform (global-setup.mjs): a case mostly waits on its pages.
  maxWorkers: 2,
  testSequencer: '<rootDir>/sequencer.cjs',
};
