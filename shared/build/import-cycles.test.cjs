// No import circle in any package (docs/architecture.md#import-rules): a module that reaches itself again
// through its imports, static, re-exported or lazy (`import()`), means two layers lean on each other, and a
// lazy page that comes back to its store through the page table loads in an order nobody chose. Type-only
// imports are erased by the compiler and so cannot close a circle at run time; they are left out.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const ROOT = path.resolve(__dirname, '../..');
const PACKAGES = ['host/src', 'remote-games/src', 'remote-member/src', 'remote-agent/src', 'remote-lottery/src', 'shared/src', 'deploy/server/src', 'deploy/sandbox/src'];
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js'];
const SHARED_EXPORTS = require('../package.json').exports;

/** The import specifiers of one source that load code at run time: static, re-exported, `import()`. */
function runtimeImports(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  const allTypes = (clause) =>
    clause.isTypeOnly ||
    (!clause.name && clause.namedBindings?.kind === ts.SyntaxKind.NamedImports && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((e) => e.isTypeOnly));
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.importClause || !allTypes(node.importClause)) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typesOnly = node.isTypeOnly || (node.exportClause && ts.isNamedExports(node.exportClause) && node.exportClause.elements.every((e) => e.isTypeOnly));
      if (!typesOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The file a specifier names, or undefined for a package other than @tessera/shared (it cannot import back). */
function resolve(from, specifier) {
  let base;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (specifier === '@tessera/shared' || specifier.startsWith('@tessera/shared/')) {
    const target = SHARED_EXPORTS['.' + specifier.slice('@tessera/shared'.length)];
    return target ? path.resolve(ROOT, 'shared', target) : undefined;
  } else if (specifier.startsWith('#shared/')) base = path.resolve(ROOT, 'shared/src', specifier.slice('#shared/'.length));
  else return undefined;
  const stem = base.replace(/\.(js|mjs)$/, '');
  const candidates = [base, ...EXTENSIONS.map((e) => stem + e), ...EXTENSIONS.map((e) => path.join(base, 'index' + e))];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
}

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** The package's modules (tests and test helpers too) and their run-time imports inside the package. */
function graphOf(dir) {
  const graph = new Map();
  const own = path.join(ROOT, dir) + path.sep;
  const pending = sourceFiles(path.join(ROOT, dir));
  while (pending.length) {
    const file = pending.pop();
    if (graph.has(file) || !/\.(ts|tsx|mts)$/.test(file)) continue;
    const edges = runtimeImports(file, fs.readFileSync(file, 'utf8'))
      .map((s) => resolve(file, s))
      // Another package cannot import back into this one (apps import shared, never the other way round).
      .filter((f) => f && f.startsWith(own));
    graph.set(file, edges);
    pending.push(...edges);
  }
  return graph;
}

/** The circles of a graph, one per strongly connected component (Tarjan), each as one path round it. */
function circles(graph) {
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const connect = (v) => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!order.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), order.get(w)));
    }
    if (low.get(v) === order.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      const selfLoop = (graph.get(v) ?? []).includes(v);
      if (component.length > 1 || selfLoop) components.push(component);
    }
  };
  for (const v of graph.keys()) if (!order.has(v)) connect(v);
  return components.map((component) => pathRound(graph, new Set(component), component[component.length - 1]));
}

/** One shortest path from a module back to itself inside its component, to name in the failure. */
function pathRound(graph, members, start) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const v = queue.shift();
    for (const w of graph.get(v) ?? []) {
      if (!members.has(w)) continue;
      if (w === start) {
        const route = [v];
        for (let p = previous.get(v); p; p = previous.get(p)) route.unshift(p);
        return [...route, start].map((f) => path.relative(ROOT, f));
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [path.relative(ROOT, start)];
}

describe('import circles', () => {
  it('finds a circle through a lazy import, and none through a type-only one', () => {
    const graph = new Map([
      ['/a.ts', ['/b.ts']],
      ['/b.ts', ['/c.ts']],
      ['/c.ts', ['/a.ts']],
      ['/d.ts', []],
    ]);
    expect(circles(graph).map((c) => c.length)).toEqual([4]);
    const lazy = runtimeImports('/x.ts', "import type { A } from './a';\nimport { type B } from './b';\nexport type { C } from './c';\nconst v = () => import('./d');\nexport * from './e';\nimport './f';\n");
    expect(lazy).toEqual(['./d', './e', './f']);
  });

  it.each(PACKAGES)('%s has none, static or lazy', (dir) => {
    expect(circles(graphOf(dir))).toEqual([]);
  });
});
