// The screen audit (audit/screens.audit.ts): the e2e harness (global setup, environment, close-after-each) on
// the audit's own files, which `npm test` does not run.
const e2e = require('./jest.config.cjs');

module.exports = { ...e2e, testMatch: ['<rootDir>/audit/**/*.audit.ts'], maxWorkers: 1 };
