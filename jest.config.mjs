import path from 'node:path';
import nodeModuleMap from './deploy/jest.module-map.cjs';
// Unit and component tests of every package. End-to-end tests have their own config (deploy/e2e).
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
];
const common = {
  transform: { '^.+\\.(t|m?j)sx?$': swc },
  moduleNameMapper: {
    '\\.css$': '<rootDir>/../jest.css-stub.cjs',
    '\\.svg$': '<rootDir>/../jest.asset-stub.cjs',
    // The shared package's own sources reach its facades by package name, as the apps do (jest has no self-reference).
    '^@tessera/shared/(router|toolkit|react-i18next)$': '<rootDir>/../shared/src/facades/$1.ts',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
  // Nothing here reads a build's output, and `npm test` builds while these tests run: their module map leaves it out.
  modulePathIgnorePatterns: ['<rootDir>/dist/'],
};
const web = (dir) => ({
  ...common,
  displayName: dir,
  rootDir: dir,
  // shared/build holds the build's own tests (Node, no DOM): the lint-rules project runs them, once.
  testPathIgnorePatterns: [...common.testPathIgnorePatterns, '<rootDir>/build/'],
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.ts'],
  globals: { __TESSERA_APP__: dir, __TESSERA_VERSION__: '0.0.0-test' },
});

/**
 * A Node package of deploy/: its sources import with `.js` suffixes (NodeNext) and reach the shared pieces they
 * run as `#shared/*`, and the sandbox as `@tessera/sandbox` (its sources here, its dist/ in production).
 */
const node = (dir, extra = {}) => ({
  ...common,
  displayName: path.basename(dir),
  rootDir: dir,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  moduleNameMapper: nodeModuleMap,
  ...extra,
});

export default {
  // Many node cases start a server and seed a sandbox database: seconds on a busy 2-core machine, so jest's 5 s
  // default would fail them for load, not for a fault (speed is measured in deploy/bench, never here). A
  // project's own testTimeout is not read by jest's runner, so it is set for the run.
  testTimeout: 30_000,
  projects: [
    web('shared'),
    web('host'),
    web('remote-games'),
    web('remote-member'),
    web('remote-agent'),
    web('remote-lottery'),
    { displayName: 'docs', rootDir: 'docs', testEnvironment: 'node', testMatch: ['<rootDir>/*.test.cjs'], transform: {} },
    { displayName: 'scripts', rootDir: 'deploy/scripts', testEnvironment: 'node', testMatch: ['<rootDir>/*.test.cjs'], transform: {} },
    { displayName: 'lint-rules', rootDir: 'shared/build', testEnvironment: 'node', testMatch: ['<rootDir>/*.test.cjs'], transform: {} },
    // kysely, typebox and png-to-ico ship ES modules only: swc turns them into CommonJS for jest like the sources.
    node('deploy/server', { transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/(kysely|typebox|png-to-ico|color|color-string|color-convert|color-name)@|(kysely|typebox|png-to-ico|color|color-string|color-convert|color-name)/)'] }),
    node('deploy/sandbox', { transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/typebox@|typebox/)'] }),
  ],
};
