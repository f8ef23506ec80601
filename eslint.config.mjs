// One lint setup for the workspace. Besides the usual rules it enforces the import boundaries
// (docs/architecture.md#import-rules): a remote imports only @tessera/shared (public entry), npm packages
// and its own src; the host reaches remotes only through federation; shared imports no app. Inside an
// app, a feature imports common/, i18n/ and shared, never another feature, centre/, app/ or exposed/.
// In the sandbox gateway, a route imports no other route: what routes share lives in domain/.
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const APPS = ['host', 'remote-games', 'remote-member', 'remote-agent', 'remote-lottery'];
/** Apps shaped as app/ + features/ (+ centre/) + exposed/, whose features are kept apart by lint. */
const FEATURE_APPS = ['host', 'remote-games', 'remote-member', 'remote-agent', 'remote-lottery'];

/** Patterns that reach into another app, by package name or by relative path. */
function foreignApps(self) {
  const others = APPS.filter((a) => a !== self);
  return [
    ...others.map((a) => ({ group: [`@tessera/${a}`, `@tessera/${a}/*`], message: `${self} may not import ${a} (docs/architecture.md#import-rules).` })),
    ...others.map((a) => ({ group: [`**/${a}/**`, `**/${a}`], message: `${self} may not import ${a} by path (docs/architecture.md#import-rules).` })),
    { group: ['@tessera/shared/src/*', '**/shared/src/**'], message: 'Import @tessera/shared through its public entry.' },
  ];
}

/**
 * A zone rule, like import/no-restricted-paths but for one layout (docs/architecture.md#app-layout), from the bottom:
 * common/ (what features share: the store's root reducer, typed hooks, report wrappers, money helpers), features/,
 * centre/ (composes a centre's pages), app/ (composes the app: providers, root saga, routes, shell), exposed/.
 * A file may import its own zone and those below it: a feature not another feature; nothing but exposed/ (and a
 * test, which may build the app's store) imports app/. Static, re-exported and dynamic imports alike.
 */
const featureZonesRule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      otherFeature: "Feature '{{from}}' may not import feature '{{to}}': move what both need to common/ or shared (docs/architecture.md#import-rules).",
      composer: "Feature '{{from}}' may not import {{to}}/: centre/ and exposed/ compose features, not the other way round (docs/architecture.md#import-rules).",
      up: "{{from}}/ may not import {{to}}/, a layer above it: move what both need to common/ (docs/architecture.md#import-rules).",
    },
  },
  create(context) {
    const file = context.filename.split(path.sep).join('/');
    const match = /^(.*\/src)\/(features|centre|common)\/(?:([^/]+)\/)?/.exec(file);
    if (!match) return {};
    const [, srcDir, self, feature] = match;
    const isTest = /\.test\.tsx?$/.test(file);
    const above = { common: ['features', 'centre', 'app', 'exposed'], features: ['app'], centre: ['app', 'exposed'] }[self];
    const check = (node) => {
      const source = node?.type === 'Literal' ? node.value : undefined;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const [zone, name] = path.posix.relative(srcDir, path.posix.join(path.posix.dirname(file), source)).split('/');
      if (self === 'features' && zone === 'features' && name && name !== feature) {
        context.report({ node, messageId: 'otherFeature', data: { from: feature, to: name } });
      } else if (self === 'features' && (zone === 'centre' || zone === 'exposed')) {
        context.report({ node, messageId: 'composer', data: { from: feature, to: zone } });
      } else if (above.includes(zone) && !(isTest && zone === 'app') && !(zone === 'app' && srcDir.endsWith('host/src'))) {
        context.report({ node, messageId: 'up', data: { from: self, to: zone } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // A module augmentation is an import in all but name: it ties the file to the module it names.
      TSModuleDeclaration: (node) => check(node.id),
    };
  },
};

/**
 * The sandbox's layers (docs/architecture.md#sandbox-layout): routes/ call domain/, which calls repo/. A route
 * file imports no other route file: a rule two routes need lives in domain/. Only routes/index.ts, which
 * registers the routes, imports them; every other file reaches routes/ through it (plugin.ts mounts it), and
 * domain/ imports neither routes/ nor control/ nor plugin.ts. Tests are exempt: a test may drive any route.
 */
const sandboxLayersRule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      otherRoute: "Route '{{from}}' may not import route '{{to}}': move what both need to domain/ (docs/architecture.md#sandbox-layout).",
      intoRoutes: "'{{from}}' may import routes/ only through routes/index.ts: move what it needs to domain/ (docs/architecture.md#sandbox-layout).",
      domainUp: "domain/ may not import '{{to}}': routes/ and control/ call domain/, not the other way round (docs/architecture.md#sandbox-layout).",
    },
  },
  create(context) {
    const file = context.filename.split(path.sep).join('/');
    const match = /^(.*?\/?deploy\/sandbox\/src)\/(.+)\.ts$/.exec(file);
    if (!match || /\.test$/.test(match[2])) return {};
    const [, srcDir, self] = match;
    const zone = self.split('/')[0];
    const check = (node) => {
      const source = node?.type === 'Literal' ? node.value : undefined;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.posix.relative(srcDir, path.posix.join(path.posix.dirname(file), source)).replace(/\.(js|ts)$/, '');
      const [targetZone, ...rest] = target.split('/');
      if (zone === 'domain' && (targetZone === 'routes' || targetZone === 'control' || target === 'plugin')) {
        context.report({ node, messageId: 'domainUp', data: { to: target } });
      } else if (targetZone === 'routes' && zone === 'routes' && self !== 'routes/index') {
        context.report({ node, messageId: 'otherRoute', data: { from: self.slice('routes/'.length), to: rest.join('/') } });
      } else if (targetZone === 'routes' && zone !== 'routes' && zone !== 'domain' && target !== 'routes/index') {
        context.report({ node, messageId: 'intoRoutes', data: { from: self } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/** Attributes a person reads or hears; their literal values must be translation keys like the text. */
const TEXT_ATTRIBUTES = new Set(['alt', 'title', 'placeholder', 'label', 'aria-label', 'aria-description', 'aria-placeholder', 'aria-roledescription', 'aria-valuetext']);

/**
 * Like eslint-plugin-i18next's `no-literal-string` in jsx-text-only mode, plus the readable attributes: a word in
 * JSX text (`<p>Hello</p>`, `{'Hello'}`) or in such an attribute must come from `t()` (docs/product.md#languages).
 * Text without letters (symbols, numbers, punctuation) is allowed.
 */
const noLiteralJsxTextRule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { literal: 'User-visible text "{{text}}" must be a translation key: t(\'…\') with the text in every locale file.' },
  },
  create(context) {
    const check = (node, text) => {
      const value = text.replace(/\s+/g, ' ').trim();
      if (/\p{L}/u.test(value)) context.report({ node, messageId: 'literal', data: { text: value.slice(0, 40) } });
    };
    const literalText = (node) => {
      if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
      if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked ?? '';
      return undefined;
    };
    const inJsxChildren = (node) => node.parent?.type === 'JSXElement' || node.parent?.type === 'JSXFragment';
    return {
      JSXText: (node) => check(node, node.value),
      JSXExpressionContainer(node) {
        const text = literalText(node.expression);
        if (text !== undefined && inJsxChildren(node)) check(node, text);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : undefined;
        if (!name || !TEXT_ATTRIBUTES.has(name) || !node.value) return;
        const text = node.value.type === 'JSXExpressionContainer' ? literalText(node.value.expression) : literalText(node.value);
        if (text !== undefined) check(node.value, text);
      },
    };
  },
};

/** Turns the feature zones on for one app (see FEATURE_APPS). */
function featureZones(app) {
  return { files: [`${app}/src/**/*.{ts,tsx}`], rules: { 'tessera/feature-zones': 'error' } };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.tessera/**', 'coverage/**', '**/*.cjs', '.e2e-*/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, tessera: { rules: { 'feature-zones': featureZonesRule, 'no-literal-jsx-text': noLiteralJsxTextRule, 'sandbox-layers': sandboxLayersRule } } },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // A lazily injected slice declares itself with `interface LazyLoadedSlices extends WithSlice<…> {}`.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  { files: ['**/*.mjs'], languageOptions: { globals: globals.node } },
  ...APPS.map((app) => ({
    files: [`${app}/src/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: foreignApps(app) }] },
  })),
  ...FEATURE_APPS.map(featureZones),
  { files: ['deploy/sandbox/src/**/*.ts'], rules: { 'tessera/sandbox-layers': 'error' } },
  // Type-aware rules where a promise left unhandled loses a request or a money move: the servers and every saga.
  {
    files: ['deploy/server/src/**/*.{ts,tsx}', 'deploy/sandbox/src/**/*.ts', '**/src/**/*-saga.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        // The programs these files belong to (the server's console and service worker have their own).
        project: ['deploy/server/tsconfig.json', 'deploy/server/tsconfig.fleet.json', 'deploy/server/tsconfig.worker.json', 'deploy/sandbox/tsconfig.json', 'tsconfig.sagas.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  // Every string a player sees is a translation key; tests and the ops console (English only) aside.
  {
    files: [...APPS.map((app) => `${app}/src/**/*.tsx`), 'shared/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/testing/**'],
    rules: { 'tessera/no-literal-jsx-text': 'error' },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@tessera/*', '!@tessera/shared'], message: 'shared imports no app (docs/architecture.md#import-rules).' }] }],
    },
  },
);
