// The host's start-up code in two scripts. Each shared library (react-dom, the router, axios, i18next, redux…)
// is a chunk of its own, and so are the shell and `@tessera/shared`, and every page loads all of them at start:
// compressed one by one, each file starts brotli's window empty, so the names and idioms they have in common are
// paid for in every file (about 9 KB of home's scripts). Merged, they are the same modules in fewer files.
import { createRequire } from 'node:module';
import { startupChunks } from './preload.mjs';

const require = createRequire(import.meta.url);
const { compareChunksNatural } = require('webpack/lib/util/comparators');

const PLUGIN = 'TesseraMergeStartupPlugin';
/**
 * The merged chunks' names, so their files say what they are. The libraries and the app's own code stay apart:
 * the app's code changes with every release, the libraries only with an upgrade, so theirs stays cached across the
 * host's releases.
 */
export const START_LIBRARIES = 'start-libraries';
export const START_APP = 'start-app';
/**
 * Library code, the facades that re-export it (shared/src/facades) and the build's stand-ins for library files
 * (axios-without-fetch.mjs, beside this file).
 */
const LIBRARY = /[\\/]node_modules[\\/]|[\\/]facades[\\/]|[\\/]shared[\\/]build[\\/]/;

const isConsumer = (module) => module.type === 'consume-shared-module';

/** 'library', 'app', or undefined for a chunk that is not merged (an entry's, or one of consumers only). */
function kindOf(chunk, chunkGraph) {
  if (chunk.preventIntegration || chunkGraph.getNumberOfEntryModules(chunk) > 0) return undefined;
  let kind;
  for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
    if (isConsumer(module)) return undefined;
    const resource = module.nameForCondition?.();
    if (!resource || !LIBRARY.test(resource)) kind = 'app';
    else kind ??= 'library';
  }
  return kind;
}

/**
 * Merges the host's start-up chunks (preload.mjs's startupChunks), after splitChunks has given each shared module
 * its chunk, into one of libraries and one of the app's code. Every chunk group that held one of them holds the
 * merged chunk instead, so whatever asks for a library (a remote consuming React, a lazy feature) finds it loaded.
 * The share scope is unchanged: each library is still offered and consumed on its own.
 *
 * A chunk's consumers of shared modules first move to a chunk of their own, in the same groups, and are never
 * merged: a consumer in the same chunk as the copy it consumes would wait for its own chunk to load (loading a
 * chunk first resolves the shared modules it consumes, and the host's copy of React, say, would be that very chunk).
 */
export class MergeStartupPlugin {
  apply(compiler) {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.optimizeChunks.tap({ name: PLUGIN, stage: webpack.OptimizationStages.STAGE_ADVANCED + 1 }, () => {
        const { chunkGraph } = compilation;
        const startup = [...startupChunks(compilation)].sort(compareChunksNatural(chunkGraph));
        for (const chunk of startup) {
          if (chunk.preventIntegration || chunkGraph.getNumberOfEntryModules(chunk) > 0) continue;
          const modules = [...chunkGraph.getChunkModulesIterable(chunk)];
          const consumers = modules.filter(isConsumer);
          if (!consumers.length || consumers.length === modules.length) continue;
          const own = compilation.addChunk();
          chunk.split(own);
          for (const module of consumers) {
            chunkGraph.disconnectChunkAndModule(chunk, module);
            chunkGraph.connectChunkAndModule(own, module);
          }
        }
        for (const [kind, name] of [['library', START_LIBRARIES], ['app', START_APP]]) {
          merge(compilation, startup.filter((chunk) => kindOf(chunk, chunkGraph) === kind), name);
        }
      });
    });
  }
}

function merge(compilation, chunks, name) {
  const { chunkGraph } = compilation;
  if (chunks.length < 2) return;
  const [into, ...rest] = chunks;
  const unname = (chunk) => {
    if (chunk.name && compilation.namedChunks.get(chunk.name) === chunk) compilation.namedChunks.delete(chunk.name);
  };
  unname(into);
  for (const chunk of rest) {
    if (!chunkGraph.canChunksBeIntegrated(into, chunk)) continue;
    unname(chunk);
    chunkGraph.integrateChunks(into, chunk);
    compilation.chunks.delete(chunk);
  }
  into.name = name;
  compilation.namedChunks.set(name, into);
}
