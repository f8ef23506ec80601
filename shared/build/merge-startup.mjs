// The host's start-up libraries in one script. Each shared library (react-dom, the router, axios, i18next, redux…)
// is a chunk of its own, and every page loads all of them at start: compressed one by one, each file starts
// brotli's window empty, so the names and idioms they have in common are paid for in every file (about 8 KB of
// home's scripts). Merged, they are one file of the same modules, which is smaller and one request.
import { createRequire } from 'node:module';
import { startupChunks } from './preload.mjs';

const require = createRequire(import.meta.url);
const { compareChunksNatural } = require('webpack/lib/util/comparators');

const PLUGIN = 'TesseraMergeStartupPlugin';
/** The merged chunk's name, so its file says what it is (`start-libraries.<hash>.js`). */
export const START_LIBRARIES = 'start-libraries';
/**
 * Library code, the facades that re-export it (shared/src/facades) and the build's stand-ins for library files
 * (axios-without-fetch.mjs, beside this file).
 */
const LIBRARY = /[\\/]node_modules[\\/]|[\\/]facades[\\/]|[\\/]shared[\\/]build[\\/]/;

/**
 * Whether a start-up chunk may join the merged one: only libraries (the app's own code changes with every
 * release, the libraries only with an upgrade, so the merged file stays cached across the host's releases), and
 * no chunk that consumes a shared module. A consumer in the same chunk as the copy it consumes would wait for its
 * own chunk to load: loading a chunk first resolves the shared modules it consumes, and the host's copy of
 * React (say) is then that very chunk.
 */
function isMergeable(chunk, chunkGraph) {
  if (chunk.preventIntegration || chunkGraph.getNumberOfEntryModules(chunk) > 0) return false;
  let modules = 0;
  for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
    modules += 1;
    if (module.type === 'consume-shared-module') return false;
    const resource = module.nameForCondition?.();
    if (!resource || !LIBRARY.test(resource)) return false;
  }
  return modules > 0;
}

/**
 * Merges the host's start-up library chunks (preload.mjs's startupChunks) into one, after splitChunks has
 * given each shared library its chunk. Every chunk group that held one of them holds the merged chunk instead,
 * so whatever asks for a library (a remote consuming React, a lazy feature) finds it loaded. The share scope is
 * unchanged: each library is still offered and consumed on its own.
 */
export class MergeStartupPlugin {
  apply(compiler) {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.optimizeChunks.tap({ name: PLUGIN, stage: webpack.OptimizationStages.STAGE_ADVANCED + 1 }, () => {
        const { chunkGraph } = compilation;
        const chunks = [...startupChunks(compilation)].filter((chunk) => isMergeable(chunk, chunkGraph)).sort(compareChunksNatural(chunkGraph));
        if (chunks.length < 2) return;
        const [into, ...rest] = chunks;
        const unname = (chunk) => {
          if (chunk.name && compilation.namedChunks.get(chunk.name) === chunk) compilation.namedChunks.delete(chunk.name);
        };
        for (const chunk of rest) {
          if (!chunkGraph.canChunksBeIntegrated(into, chunk)) continue;
          unname(chunk);
          unname(into);
          chunkGraph.integrateChunks(into, chunk);
          compilation.chunks.delete(chunk);
        }
        unname(into);
        into.name = START_LIBRARIES;
        compilation.namedChunks.set(START_LIBRARIES, into);
      });
    });
  }
}
