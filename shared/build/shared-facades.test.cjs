// Shaken shared libraries: react-router-dom, Redux Toolkit and react-i18next reach the apps only through the
// facades in shared/src/facades, and a facade, not the library, is the federation singleton. Webpack keeps only
// what a facade re-exports, so one page holds one shaken copy, provided by whichever app loads first. These
// checks make sure that copy can never lack a name another app uses: every name any app imports from a facade is
// among the facade's exports, no app imports a faced library directly (it would bring a second, unshared copy),
// and every app shares the facades and none of the faced libraries.
const { execFileSync } = require('node:child_process');
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const ROOT = path.resolve(__dirname, '../..');
const APPS = ['host', 'remote-games', 'remote-member', 'remote-agent', 'remote-lottery'];
const SOURCE_ROOTS = [...APPS, 'shared'].map((dir) => path.join(ROOT, dir, 'src'));
const FACADE_DIR = path.join(ROOT, 'shared/src/facades');
/** Facade import string → the library it shakes. */
const FACADES = {
  '@tessera/shared/router': 'react-router-dom',
  '@tessera/shared/toolkit': '@reduxjs/toolkit',
  '@tessera/shared/react-i18next': 'react-i18next',
};
const facadeFile = (spec) => path.join(FACADE_DIR, `${spec.split('/').pop()}.ts`);

function parse(file) {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(tsx?|mjs|cjs|js)$/.test(e.name) ? [p] : [];
  });
}

/** Every module a file reaches: static imports, re-exports, `import()`, `require()` and jest's module calls. */
function imports(sf) {
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const names = [];
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly;
      const clause = ts.isImportDeclaration(node) ? node.importClause : undefined;
      if (clause?.name) names.push({ name: 'default', type: typeOnly });
      const bindings = clause?.namedBindings ?? (ts.isExportDeclaration(node) ? node.exportClause : undefined);
      if (bindings && (ts.isNamespaceImport(bindings) || ts.isNamespaceExport(bindings))) names.push({ name: '*', type: typeOnly });
      if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))) {
        for (const el of bindings.elements) names.push({ name: (el.propertyName ?? el.name).text, type: typeOnly || el.isTypeOnly });
      }
      if (ts.isExportDeclaration(node) && !node.exportClause) names.push({ name: '*', type: typeOnly });
      found.push({ spec: node.moduleSpecifier.text, names, line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    } else if (ts.isCallExpression(node) && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      const callee = node.expression.getText(sf);
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword || /^(require|jest\.(mock|requireActual|doMock|unmock))$/.test(callee)) {
        found.push({ spec: node.arguments[0].text, names: [{ name: '*', type: false }], line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** The names a facade re-exports, with whether each is a type only. */
function facadeExports(spec) {
  const out = new Map();
  for (const imp of imports(parse(facadeFile(spec)))) {
    expect(imp.spec).toBe(FACADES[spec]);
    for (const { name, type } of imp.names) {
      expect(name).not.toBe('*'); // `export *` would keep the whole library again
      out.set(name, Boolean(type) && out.get(name) !== false);
    }
  }
  return out;
}

const all = SOURCE_ROOTS.flatMap(sourceFiles)
  .filter((f) => path.dirname(f) !== FACADE_DIR)
  .map((f) => ({ file: path.relative(ROOT, f), imports: imports(parse(f)) }));

describe('shared library facades', () => {
  test('the sources were found (the check is not vacuous)', () => {
    expect(all.length).toBeGreaterThan(200);
    const users = all.filter((f) => f.imports.some((i) => i.spec in FACADES));
    expect(users.length).toBeGreaterThan(100);
  });

  test('no app imports a faced library, or a subpath of one, other than through its facade', () => {
    const libs = Object.values(FACADES);
    const direct = all.flatMap(({ file, imports: list }) =>
      list.filter((i) => libs.some((lib) => i.spec === lib || i.spec.startsWith(`${lib}/`))).map((i) => `${file}:${i.line} ${i.spec}`),
    );
    expect(direct).toEqual([]);
  });

  test.each(Object.keys(FACADES))('every name any app imports from %s is among its exports', (spec) => {
    const exported = facadeExports(spec);
    const missing = [];
    for (const { file, imports: list } of all) {
      for (const imp of list.filter((i) => i.spec === spec)) {
        for (const { name, type } of imp.names) {
          // A value import needs a value export; a type import is satisfied by either.
          if (!exported.has(name) || (!type && exported.get(name))) missing.push(`${file}:${imp.line} ${type ? 'type ' : ''}${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  test('every app shares each facade as a singleton and none of the faced libraries', () => {
    // sharedConfig lives in an ES module; read every app's from a child node (jest's loader takes CommonJS here).
    const script = `
      import { sharedConfig, SINGLETONS } from ${JSON.stringify(path.join(__dirname, 'index.mjs'))};
      const apps = ${JSON.stringify(APPS)};
      console.log(JSON.stringify({ SINGLETONS, configs: Object.fromEntries(apps.map((a) => [a, sharedConfig(${JSON.stringify(ROOT)} + '/' + a)])) }));
    `;
    const { SINGLETONS, configs } = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
    for (const app of APPS) {
      const shared = configs[app];
      for (const [spec, lib] of Object.entries(FACADES)) {
        expect([app, spec, shared[spec]?.singleton]).toEqual([app, spec, true]);
        expect([app, lib, shared[lib]]).toEqual([app, lib, undefined]);
      }
      expect([app, REPORT_KIT, shared[REPORT_KIT]?.singleton]).toEqual([app, REPORT_KIT, true]);
      expect([app, RULES, shared[RULES]?.singleton]).toEqual([app, RULES, true]);
      expect([app, DIALOG, shared[DIALOG]?.singleton]).toEqual([app, DIALOG, true]);
      // The kit is plain code: each app bundles the parts it uses.
      expect([app, KIT, shared[KIT]]).toEqual([app, KIT, undefined]);
    }
    // Built alike: the same shared keys, with the same versions, in every app; an optional one (the forms' library)
    // in the apps that depend on it, at the host's version.
    const optional = new Set(SINGLETONS.filter((s) => s.optional).map((s) => s.key));
    const summary = (app, keep) => JSON.stringify(Object.entries(configs[app]).filter(([k]) => keep(k)).map(([k, v]) => [k, v.version ?? v.requiredVersion]).sort());
    for (const app of APPS) {
      expect([app, summary(app, (k) => !optional.has(k))]).toEqual([app, summary('host', (k) => !optional.has(k))]);
      expect([app, summary(app, (k) => optional.has(k))]).toEqual([app, summary('host', (k) => optional.has(k) && k in configs[app])]);
    }
    // The member centre's forms reuse the host's copy of the forms' library.
    for (const app of ['host', 'remote-member']) for (const key of optional) expect([app, key, configs[app][key]?.singleton]).toEqual([app, key, true]);
  });
});

/**
 * The centres' report kit is a singleton of its own beside the main entry. A module both reach by relative imports
 * would be bundled twice, once in each shared chunk, with its state (the bus, i18n, `ApiError` for `instanceof`):
 * the kit reaches the main entry's modules by the package name instead.
 */
const REPORT_KIT = '@tessera/shared/report';
/** The forms' validation rules: a singleton of their own too, loaded with a page's first form. */
const RULES = '@tessera/shared/validation';
/** The dialog and safe HTML: a singleton loaded with the first dialog or server HTML shown. */
const DIALOG = '@tessera/shared/dialog';
/** Stateless components and formatting, bundled by each app (not shared). */
const KIT = '@tessera/shared/kit';
const SHARED_SRC = path.join(ROOT, 'shared/src');

/** The files an entry reaches through relative imports that stay in the bundle (type-only imports are erased). */
function relativeClosure(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imp of imports(parse(file))) {
      if (!imp.spec.startsWith('.') || imp.names.every((n) => n.type)) continue;
      const base = path.resolve(path.dirname(file), imp.spec);
      const target = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => existsSync(f));
      if (target) visit(target);
    }
  };
  visit(entry);
  return seen;
}

describe('the validation rules entry', () => {
  const main = relativeClosure(path.join(SHARED_SRC, 'index.ts'));
  const rules = relativeClosure(path.join(SHARED_SRC, 'validation/rules.ts'));

  test('no module is bundled in both, and the main entry no longer carries the rules', () => {
    expect([...rules].map((f) => path.relative(SHARED_SRC, f))).toEqual(['validation/rules.ts']);
    expect(main.has(path.join(SHARED_SRC, 'validation/rules.ts'))).toBe(false);
  });

  test('the package exports it under the name it is shared by', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8'));
    expect(pkg.exports['./validation']).toBe('./src/validation/rules.ts');
  });
});

describe('the report kit entry', () => {
  const main = relativeClosure(path.join(SHARED_SRC, 'index.ts'));
  const kit = relativeClosure(path.join(SHARED_SRC, 'report/index.ts'));

  test('both entries were walked (the check is not vacuous)', () => {
    // The main entry keeps the page's state (the dialog and the kit left it): walked, it reaches each stateful module.
    expect(main.size).toBeGreaterThan(20);
    expect([...main].map((f) => path.relative(SHARED_SRC, f))).toEqual(expect.arrayContaining(['api/client.ts', 'i18n/i18n.ts', 'bus/bus.ts', 'session/session.ts']));
    expect([...kit].map((f) => path.relative(SHARED_SRC, f))).toEqual(expect.arrayContaining(['ui/data-table.tsx', 'format/periods.ts', 'store/report.ts']));
  });

  test('no module is bundled in both: the kit reaches the main entry through `@tessera/shared`', () => {
    expect([...kit].filter((f) => main.has(f)).map((f) => path.relative(SHARED_SRC, f))).toEqual([]);
  });

  test('the package exports it under the name it is shared by', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8'));
    expect(pkg.exports['./report']).toBe('./src/report/index.ts');
  });
});

describe('the kit and the dialog entries', () => {
  const rel = (files) => [...files].map((f) => path.relative(SHARED_SRC, f));
  const main = relativeClosure(path.join(SHARED_SRC, 'index.ts'));
  const kit = relativeClosure(path.join(SHARED_SRC, 'kit.ts'));
  const dialog = relativeClosure(path.join(SHARED_SRC, 'dialog.ts'));
  const centre = relativeClosure(path.join(SHARED_SRC, 'centre.ts'));

  test('both were walked (the checks are not vacuous)', () => {
    expect(rel(kit)).toEqual(expect.arrayContaining(['ui/states.tsx', 'format/money.ts', 'ui/pager.tsx']));
    expect(rel(dialog)).toEqual(expect.arrayContaining(['ui/dialog.tsx', 'ui/use-dialog.ts', 'ui/safe-html.tsx']));
    expect(rel(centre)).toEqual(expect.arrayContaining(['ui/side-menu.tsx', 'store/centre-page.ts']));
  });

  test('neither bundles a module of the main entry (its state would split in two): they reach it as `@tessera/shared`', () => {
    expect(rel([...kit].filter((f) => main.has(f)))).toEqual([]);
    expect(rel([...dialog].filter((f) => main.has(f)))).toEqual([]);
    expect(rel([...centre].filter((f) => main.has(f)))).toEqual([]);
    // Nor does the centres' frame reach into the report kit: it opens without it.
    expect(rel([...centre].filter((f) => relativeClosure(path.join(SHARED_SRC, 'report/index.ts')).has(f) && !f.match(/side-menu|centre-page/)))).toEqual([]);
    // The dialog is one per page only if no app bundles its modules through the kit either.
    expect(rel([...dialog].filter((f) => kit.has(f)))).toEqual([]);
  });

  test('the package exports them under the names they are imported by', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8'));
    expect([pkg.exports['./kit'], pkg.exports['./dialog'], pkg.exports['./centre']]).toEqual(['./src/kit.ts', './src/dialog.ts', './src/centre.ts']);
  });
});
