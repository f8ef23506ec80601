// The start-up merge on a real (tiny) federated host: its shared libraries, each a chunk of its own without the
// plugin, are one chunk with it, and its own start-up code (the bootstrap and a shared package of its own, as the
// shell and @tessera/shared) another, both preloaded; no consumer of a shared module is in either (a consumer merged
// with the copy it consumes would wait for its own chunk); and a library only a lazy part of the page uses is not
// merged in.
const { execFileSync } = require('node:child_process');
const { mkdirSync, mkdtempSync, writeFileSync, readFileSync, readdirSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

function write(dir, files) {
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
}

/** A folder holding the tiny host's sources. */
function sources() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'merge-startup-'));
  const lib = (name, body) => ({
    [`node_modules/${name}/package.json`]: JSON.stringify({ name, version: '1.0.0', main: 'index.js' }),
    [`node_modules/${name}/index.js`]: body,
  });
  write(dir, {
    'package.json': JSON.stringify({ name: 'host', version: '1.0.0', dependencies: { 'lib-a': '1.0.0', 'lib-b': '1.0.0', 'lib-late': '1.0.0' } }),
    'index.js': "import('./bootstrap.js');\n",
    'bootstrap.js': "import { a } from 'lib-a';\nimport { b } from 'lib-b';\nimport { kit } from 'kit';\ndocument.title = a() + b() + kit();\nwindow.onclick = () => import('./late.js');\n",
    // The app's own shared package (as @tessera/shared): app code, offered in the share scope, consuming lib-a; over
    // splitChunks' minimum size, so its provider and the bootstrap's fallback share one chunk, as @tessera/shared's do.
    'kit/index.js': `import { a } from 'lib-a';\nexport const kit = () => 'the app kit, shared, on ' + a() + '${'k'.repeat(25_000)}';\n`,
    'late.js': "import { late } from 'lib-late';\nlate();\n",
    'index.html': '<!doctype html><html><head></head><body></body></html>',
    ...lib('lib-a', 'export const a = () => "library a, long enough to be a chunk of its own";\n'),
    // lib-b imports lib-a: its chunk group holds the chunk that consumes lib-a.
    ...lib('lib-b', "import { a } from 'lib-a';\nexport const b = () => a() + ' and library b';\n"),
    ...lib('lib-late', 'export const late = () => "a library only the lazy part uses";\n'),
  });
  return dir;
}

/**
 * Builds the host without the plugin and with it, each in a folder of its own, in one child node (the plugins are
 * ESM; jest's loader is not), which loads webpack and module federation once for both.
 */
function buildBoth() {
  const dirs = [sources(), sources()];
  const shared = Object.fromEntries(['lib-a', 'lib-b', 'lib-late'].map((k) => [k, { singleton: true, requiredVersion: '^1.0.0' }]));
  shared.kit = { import: './kit/index.js', singleton: true, version: '1.0.0', requiredVersion: '^1.0.0' };
  const script = `
    import webpack from 'webpack';
    import HtmlWebpackPlugin from 'html-webpack-plugin';
    import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
    import { SPLIT_CHUNKS } from ${JSON.stringify(path.join(__dirname, 'index.mjs'))};
    import { MergeStartupPlugin } from ${JSON.stringify(path.join(__dirname, 'merge-startup.mjs'))};
    import { PreloadStartupPlugin } from ${JSON.stringify(path.join(__dirname, 'preload.mjs'))};
    const build = (dir, merge) => new Promise((resolve) => webpack({
      mode: 'production', context: dir, entry: { main: './index.js' },
      output: { path: dir + '/dist', publicPath: '/', filename: '[name].js', chunkFilename: '[id].js', uniqueName: 'host' },
      optimization: { splitChunks: SPLIT_CHUNKS, minimize: false, chunkIds: 'deterministic', moduleIds: 'named' },
      plugins: [
        new ModuleFederationPlugin({ name: 'host', remotes: {}, shared: ${JSON.stringify(shared)}, dts: false }),
        new HtmlWebpackPlugin({ template: './index.html' }),
        ...(merge ? [new MergeStartupPlugin()] : []),
        new PreloadStartupPlugin(),
      ],
    }).run((err, stats) => {
      if (err || stats.hasErrors()) { console.error(err || stats.toString()); process.exit(1); }
      const { chunks } = stats.toJson({ all: false, chunks: true, chunkModules: true });
      resolve(chunks.map((c) => ({ names: c.names, files: c.files, modules: c.modules.map((m) => ({ name: m.name, type: m.moduleType })) })));
    }));
    const dirs = ${JSON.stringify(dirs)};
    console.log(JSON.stringify([await build(dirs[0], false), await build(dirs[1], true)]));
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: __dirname, encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop()).map((chunks, i) => {
    const html = readFileSync(path.join(dirs[i], 'dist', 'index.html'), 'utf8');
    const preloads = [...html.matchAll(/<link rel="preload" as="script" href="\/([^"]+)"/g)].map((m) => m[1]);
    return { chunks, preloads, files: readdirSync(path.join(dirs[i], 'dist')).filter((f) => f.endsWith('.js')) };
  });
}

const holding = (chunks, pattern) => chunks.filter((c) => c.modules.some((m) => pattern.test(m.name ?? '')));
const libA = /^\.\/node_modules\/lib-a\/index\.js$/;
const libB = /^\.\/node_modules\/lib-b\/index\.js$/;
const libLate = /^\.\/node_modules\/lib-late\/index\.js$/;
const kit = /^\.\/kit\/index\.js$/;
const bootstrap = /^\.\/bootstrap\.js$/;

let without;
let withIt;
beforeAll(() => {
  [without, withIt] = buildBoth();
}, 120_000);

test('without the plugin each shared library is a start-up chunk of its own', () => {
  const { chunks, preloads } = without;
  const [a] = holding(chunks, libA);
  const [b] = holding(chunks, libB);
  expect(a).not.toBe(b);
  expect(holding(chunks, kit)[0]).not.toBe(holding(chunks, bootstrap)[0]);
  for (const chunk of [a, b, ...holding(chunks, kit), ...holding(chunks, bootstrap)]) expect(preloads).toEqual(expect.arrayContaining(chunk.files));
});

test('with it the start-up libraries are one preloaded chunk and the app’s start-up code another, without consumers or lazy libraries', () => {
  const { chunks, preloads } = withIt;
  const merged = chunks.filter((c) => c.names.includes('start-libraries'));
  expect(merged).toHaveLength(1);
  const [start] = merged;
  expect(holding(chunks, libA)).toEqual([start]);
  expect(holding(chunks, libB)).toEqual([start]);
  expect(preloads).toEqual(expect.arrayContaining(start.files));
  // The app's start-up code: the bootstrap and its shared kit, apart from the libraries.
  const app = chunks.filter((c) => c.names.includes('start-app'));
  expect(app).toHaveLength(1);
  expect(holding(chunks, kit)).toEqual(app);
  expect(holding(chunks, bootstrap)).toEqual(app);
  expect(preloads).toEqual(expect.arrayContaining(app[0].files));
  // Consumers are in neither: the consumer of lib-a (the bootstrap's and the kit's) is in a chunk of its own.
  for (const chunk of [start, app[0]]) expect(chunk.modules.some((m) => m.type === 'consume-shared-module')).toBe(false);
  const consumers = chunks.filter((c) => c.modules.some((m) => m.type === 'consume-shared-module' && /lib-a/.test(m.name)));
  expect(consumers.length).toBeGreaterThan(0);
  // The library only the lazy part uses is neither merged nor preloaded.
  const late = holding(chunks, libLate);
  expect(late.length).toBeGreaterThan(0);
  for (const chunk of late) {
    expect(chunk).not.toBe(start);
    for (const file of chunk.files) expect(preloads).not.toContain(file);
  }
});
