// One lint setup for the workspace. Besides the usual rules it enforces the import boundaries of
// architecture §2: a remote imports only @tessera/shared (public entry), npm packages and its own src;
// the host reaches remotes only through federation; shared imports no app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const APPS = ['host', 'remote-games', 'remote-member', 'remote-agent', 'remote-lottery'];

/** Patterns that reach into another app, by package name or by relative path. */
function foreignApps(self) {
  const others = APPS.filter((a) => a !== self);
  return [
    ...others.map((a) => ({ group: [`@tessera/${a}`, `@tessera/${a}/*`], message: `${self} may not import ${a} (architecture §2).` })),
    ...others.map((a) => ({ group: [`**/${a}/**`, `**/${a}`], message: `${self} may not import ${a} by path (architecture §2).` })),
    { group: ['@tessera/shared/src/*', '**/shared/src/**'], message: 'Import @tessera/shared through its public entry.' },
  ];
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.tessera/**', 'coverage/**', '**/*.cjs', '.e2e-*/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['**/*.mjs'], languageOptions: { globals: globals.node } },
  ...APPS.map((app) => ({
    files: [`${app}/src/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: foreignApps(app) }] },
  })),
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@tessera/*', '!@tessera/shared'], message: 'shared imports no app (architecture §2).' }] }],
    },
  },
);
