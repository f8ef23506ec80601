// How deploy/'s Node sources resolve under jest, for the unit projects of jest.config.mjs and for the e2e suites
// (deploy/e2e/jest.config.cjs), whose rootDir is a folder directly under deploy/: imports with `.js` suffixes
// (NodeNext) reach the sources, `#shared/*` the shared pieces they run, and `@tessera/sandbox` the sandbox's
// sources (its dist/ in production).
module.exports = {
  '^(\\.{1,2}/.*)\\.js$': '$1',
  '^#shared/(.*)$': '<rootDir>/../../shared/src/$1',
  '^@tessera/sandbox$': '<rootDir>/../sandbox/src/plugin.ts',
  '^@tessera/sandbox/testing$': '<rootDir>/../sandbox/src/test-utils/index.ts',
  '^@tessera/sandbox/testing/http$': '<rootDir>/../sandbox/src/test-utils/http.ts',
};
