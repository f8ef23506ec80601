// Subresource integrity for every chunk a build loads at runtime (docs/architecture.md#publishing-checks).
//
// The release set carries the integrity of a remote's remoteEntry.js, and the host checks it. That entry
// then loads the remote's other chunks itself (webpack's `__webpack_require__.l`), which nothing checked:
// replacing an exposed module's chunk on the server ran arbitrary JS in the page. This plugin closes the
// chain the way webpack-subresource-integrity does, adapted to remotes loaded at runtime:
//
// 1. the runtime's script loader sets `integrity` and `crossOrigin` on every chunk script it creates, from
//    a map chunk id -> sha256 embedded in the runtime; an id the map does not know gets an integrity no
//    file can match (default deny: a loader asked for an unexpected script refuses it);
// 2. after minification and real content hashing, when chunk bytes are final, the map is computed and
//    written into the runtime file (remoteEntry.js, or the host's main.js). So remoteEntry.js, checked
//    against the release set, vouches for every chunk it loads;
// 3. the same hashes, by file name, go into artifact.json (`chunkIntegrity`), for the registry to verify
//    at publish.
import { createHash } from 'node:crypto';

const NAME = 'TesseraChunkIntegrity';
/** Replaced, after minification, by the object literal of the map (quotes may change when minified). */
const PLACEHOLDER = '__TESSERA_CHUNK_INTEGRITY__';
const PLACEHOLDER_RE = /(["'])__TESSERA_CHUNK_INTEGRITY__\1/g;
/** A well-formed sha256 that no file has: an unlisted chunk is refused, not loaded unchecked. */
export const DENY_INTEGRITY = `sha256-${Buffer.alloc(32).toString('base64')}`;

/**
 * A chunk's subresource integrity. sha256, not the sha384 of the release sets' entries: the map of every chunk's
 * digest sits in the runtime every page loads first, where a digest does not compress (64 of them were 3.1 KB brotli
 * of the host's main.js as sha384), and sha256 is as sound for integrity.
 */
export function sri(content) {
  return `sha256-${createHash('sha256').update(content).digest('base64')}`;
}

/** The runtime code appended where `__webpack_require__.l` creates a script (chunkId is in scope there). */
export function integrityCode() {
  return [
    `script.integrity = (${JSON.stringify(PLACEHOLDER)})[chunkId] || ${JSON.stringify(DENY_INTEGRITY)};`,
    // SRI needs a CORS-mode fetch when the chunk comes from another origin; same-origin is unaffected.
    'script.crossOrigin = "anonymous";',
  ].join('\n');
}

const integrityByCompilation = new WeakMap();
const jsFileOf = (chunk) => [...chunk.files].find((f) => f.endsWith('.js'));

export class ChunkIntegrityPlugin {
  apply(compiler) {
    // The compiler's own webpack: hooks registries are per webpack copy, and the CLI's may not be ours.
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      webpack.runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(NAME, (source) => `${source}\n${integrityCode()}`);

      compilation.hooks.processAssets.tap(
        // After terser (OPTIMIZE_SIZE) and real content hashing (OPTIMIZE_HASH): the bytes browsers get.
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const text = (file) => compilation.getAsset(file)?.source.source().toString() ?? '';
          const runtimeFiles = new Set();
          const byChunk = {};
          const byFile = {};
          for (const chunk of compilation.chunks) {
            const file = jsFileOf(chunk);
            if (!file || chunk.id === null) continue;
            if (text(file).includes(PLACEHOLDER)) {
              runtimeFiles.add(file);
              continue;
            }
            const integrity = sri(compilation.getAsset(file).source.buffer());
            byChunk[chunk.id] = integrity;
            byFile[file] = integrity;
          }
          const literal = `(${JSON.stringify(byChunk)})`;
          for (const file of runtimeFiles) {
            const updated = text(file).replace(PLACEHOLDER_RE, literal);
            compilation.updateAsset(file, new webpack.sources.RawSource(updated));
          }
          integrityByCompilation.set(compilation, byFile);
        },
      );

      compilation.hooks.processAssets.tap(
        // After ArtifactInfoPlugin emitted artifact.json (REPORT).
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        () => {
          const asset = compilation.getAsset('artifact.json');
          const byFile = integrityByCompilation.get(compilation);
          if (!asset || !byFile) return;
          const info = JSON.parse(asset.source.source().toString());
          const sorted = Object.fromEntries(Object.entries(byFile).sort(([a], [b]) => a.localeCompare(b)));
          const body = JSON.stringify({ ...info, chunkIntegrity: sorted }, null, 2);
          compilation.updateAsset('artifact.json', new webpack.sources.RawSource(body));
        },
      );
    });
  }
}
