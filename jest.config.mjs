// Unit and component tests of every package. End-to-end tests have their own config (deploy/e2e).
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { '\\.css$': '<rootDir>/../jest.css-stub.cjs' },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
};
const web = (dir) => ({
  ...common,
  displayName: dir,
  rootDir: dir,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.ts'],
  globals: { __TESSERA_APP__: dir, __TESSERA_VERSION__: '0.0.0-test' },
});

export default {
  projects: [
    web('shared'),
    web('host'),
    web('remote-games'),
    web('remote-member'),
    web('remote-agent'),
    web('remote-lottery'),
    { displayName: 'lint-rules', rootDir: 'shared/build', testEnvironment: 'node', testMatch: ['<rootDir>/*.test.cjs'], transform: {} },
    // kysely ships ES modules only: swc turns them into CommonJS for jest like the sources.
    { ...common, displayName: 'deploy', rootDir: 'deploy', testEnvironment: 'node', testMatch: ['<rootDir>/src/**/*.test.ts'], transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/kysely@|kysely/)'], moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '^#shared/(.*)$': '<rootDir>/../shared/src/api/$1.ts' } },
  ],
};
