// The chunk-integrity plugin on a real (tiny) webpack build: the runtime carries the sha256 of every chunk
// it may load and sets it on the script, an unknown chunk id gets an integrity nothing matches, and
// artifact.json lists every chunk file with its hash.
const { execFileSync } = require('node:child_process');
const { mkdtempSync, writeFileSync, readFileSync, readdirSync } = require('node:fs');
const { createHash } = require('node:crypto');
const os = require('node:os');
const path = require('node:path');

const sri = (buf) => `sha256-${createHash('sha256').update(buf).digest('base64')}`;

/** Builds a two-chunk app with the plugin in a child node (the plugin is ESM; jest's loader is not). */
function build() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chunk-integrity-'));
  writeFileSync(path.join(dir, 'index.js'), "import('./a.js').then((m) => m.default()); import('./b.js');\n");
  writeFileSync(path.join(dir, 'a.js'), 'export default function a() { return "chunk a"; }\n');
  writeFileSync(path.join(dir, 'b.js'), 'export const b = "chunk b";\n');
  const script = `
    import webpack from 'webpack';
    import { ChunkIntegrityPlugin, DENY_INTEGRITY } from ${JSON.stringify(path.join(__dirname, 'chunk-integrity.mjs'))};
    const emitArtifact = { apply(compiler) { compiler.hooks.thisCompilation.tap('artifact', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'artifact', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        compilation.emitAsset('artifact.json', new webpack.sources.RawSource(JSON.stringify({ app: 'x', version: '1.0.0' })));
      });
    }); } };
    const compiler = webpack({
      mode: 'production', context: ${JSON.stringify(dir)}, entry: { main: './index.js' },
      output: { path: ${JSON.stringify(path.join(dir, 'dist'))}, filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js', crossOriginLoading: 'anonymous' },
      plugins: [emitArtifact, new ChunkIntegrityPlugin()],
    });
    compiler.run((err, stats) => {
      if (err || stats.hasErrors()) { console.error(err || stats.toString()); process.exit(1); }
      console.log(JSON.stringify({ deny: DENY_INTEGRITY }));
    });
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: __dirname, encoding: 'utf8' });
  return { dist: path.join(dir, 'dist'), DENY_INTEGRITY: JSON.parse(out.trim().split('\n').pop()).deny };
}

test('every chunk script carries the sha256 of its bytes, recorded in the runtime and in artifact.json', () => {
  const { dist, DENY_INTEGRITY } = build();
  const files = readdirSync(dist).filter((f) => f.endsWith('.js'));
  const main = files.find((f) => f.startsWith('main.'));
  const chunks = files.filter((f) => f !== main);
  expect(chunks).toHaveLength(2);
  const runtime = readFileSync(path.join(dist, main), 'utf8');
  expect(runtime).not.toContain('__TESSERA_CHUNK_INTEGRITY__');
  for (const file of chunks) expect(runtime).toContain(JSON.stringify(sri(readFileSync(path.join(dist, file)))));
  expect(runtime).toContain(DENY_INTEGRITY);
  expect(runtime).toMatch(/\.integrity=/);
  const artifact = JSON.parse(readFileSync(path.join(dist, 'artifact.json'), 'utf8'));
  expect(artifact.app).toBe('x');
  expect(Object.keys(artifact.chunkIntegrity).sort()).toEqual(chunks.sort());
  for (const file of chunks) expect(artifact.chunkIntegrity[file]).toBe(sri(readFileSync(path.join(dist, file))));
}, 60_000);
