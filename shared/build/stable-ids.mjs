// Module and chunk ids that do not depend on where the workspace lives.
//
// webpack's `deterministic` ids hash each module's identifier made relative to the app folder, which is
// stable for ordinary files. Module Federation's runtime entry is not an ordinary file: the plugin writes
// it to `node_modules/.federation/entry.<hash>.js`, where the hash covers the ABSOLUTE path of the bundler
// runtime it imports. So the same version built in /a/tessera and /b/tessera got other ids for that
// module and for the container entry that includes it, another remoteEntry.js, another integrity, and
// the registry refused the re-publish with 409. These plugins are webpack's deterministic id plugins
// with that one name normalised; everything else (hash, id length, conflict handling) is the same.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { assignDeterministicIds, getFullChunkName, getFullModuleName, getUsedChunkIds, getUsedModuleIdsAndModules } = require('webpack/lib/ids/IdHelpers');
const { compareChunksNatural, compareModulesByPreOrderIndexOrIdentifier } = require('webpack/lib/util/comparators');

const PLUGIN = 'TesseraStableIdsPlugin';
/**
 * The federation runtime entry: its file name and its module identifier (`…/entry.<hash>.js|<hash>`) both
 * carry a hash of content that includes the absolute path of the runtime.
 */
const FEDERATION_ENTRY = /(\.federation\/entry)\.[0-9a-f]{8,}(\.js)(\|[0-9a-f]{8,})?/g;

/**
 * An absolute path inside a name. webpack relativises paths that start a name or a loader segment, but
 * federation modules put theirs mid-name: `provide module (default) react@19.3.1 = /abs/…/index.js`,
 * `consume shared module (default) react@^19 (singleton) (fallback: /abs/…)`, `container entry … /abs/…`.
 */
const ABSOLUTE_PATH = /(^|[\s=(,"'])(\/[^\s,)"'|!?]+)/g;

/** The name an id is hashed from: webpack's relative name, minus what depends on the machine. */
export function stableName(name, context) {
  return name
    .replace(ABSOLUTE_PATH, (_m, before, abs) => `${before}${path.relative(context, abs).split(path.sep).join('/') || '.'}`)
    .replace(FEDERATION_ENTRY, '$1$2');
}

/** Replaces `optimization.moduleIds` / `chunkIds: 'deterministic'` (set both to false when using it). */
export class StableIdsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      const { chunkGraph } = compilation;
      compilation.hooks.moduleIds.tap(PLUGIN, () => {
        const [usedIds, modules] = getUsedModuleIdsAndModules(compilation);
        assignDeterministicIds(
          modules,
          (module) => stableName(getFullModuleName(module, compiler.context, compiler.root), compiler.context),
          compareModulesByPreOrderIndexOrIdentifier(compilation.moduleGraph),
          (module, id) => {
            const size = usedIds.size;
            usedIds.add(`${id}`);
            if (size === usedIds.size) return false;
            chunkGraph.setModuleId(module, id);
            return true;
          },
          [10 ** 3],
          10,
          usedIds.size,
          0,
        );
      });
      compilation.hooks.chunkIds.tap(PLUGIN, (chunks) => {
        const usedIds = getUsedChunkIds(compilation);
        assignDeterministicIds(
          [...chunks].filter((chunk) => chunk.id === null),
          (chunk) => stableName(getFullChunkName(chunk, chunkGraph, compiler.context, compiler.root), compiler.context),
          compareChunksNatural(chunkGraph),
          (chunk, id) => {
            const size = usedIds.size;
            usedIds.add(`${id}`);
            if (size === usedIds.size) return false;
            chunk.id = id;
            chunk.ids = [id];
            return true;
          },
          [10 ** 3],
          10,
          usedIds.size,
        );
      });
    });
  }
}

/** Sorts every `usedIn` list of a federation stats/manifest object, in place. */
export function sortUsedIn(node) {
  if (Array.isArray(node)) node.forEach(sortUsedIn);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'usedIn' && Array.isArray(value) && value.every((v) => typeof v === 'string')) value.sort();
      else sortUsedIn(value);
    }
  }
  return node;
}

/**
 * The federation manifest plugin lists, per shared module, the exposes that use it in the order the
 * build happened to reach them, which varies from build to build; sorted, mf-stats.json and
 * mf-manifest.json are the same bytes every time.
 */
export class SortedFederationStatsPlugin {
  apply(compiler) {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        for (const file of ['mf-stats.json', 'mf-manifest.json']) {
          const asset = compilation.getAsset(file);
          if (!asset) continue;
          const sorted = sortUsedIn(JSON.parse(asset.source.source().toString()));
          compilation.updateAsset(file, new webpack.sources.RawSource(JSON.stringify(sorted, null, 2)));
        }
      });
    });
  }
}

/**
 * Scripts whose minifier input does not depend on the folder. swc's mangler picks short names from its whole
 * input, and two things in that input depend on the folder although neither ships: the chunk hashes the runtime
 * holds before real content hashing (a chunk with a module of the workspace package hashes its absolute path),
 * and a concatenated module's comment naming the federation entry, `.federation/entry.<hash of a path>.js`.
 * Another folder gave other names in remoteEntry.js. Before the minifier each early hash becomes a placeholder
 * of the same length derived from its file's name without the hash, and the comment loses its hash; after it,
 * the placeholders become the early hashes again, for real content hashing to replace. Same-length
 * replacements through ReplaceSource, so the maps still hold.
 */
export class StableMinifierInputPlugin {
  apply(compiler) {
    const { webpack } = compiler;
    const { Compilation, sources } = webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      /** early hash → placeholder, for this compilation */
      let placeholders = new Map();
      const rewrite = (from, extra) => {
        const keys = [...from.keys()];
        if (keys.length === 0 && !extra) return;
        const pattern = new RegExp([...keys, ...(extra ? [extra.source] : [])].join('|'), 'g');
        for (const asset of compilation.getAssets()) {
          if (!asset.name.endsWith('.js')) continue;
          const text = asset.source.source().toString();
          let source;
          for (const m of text.matchAll(pattern)) {
            source ??= new sources.ReplaceSource(asset.source);
            const to = from.get(m[0]) ?? m[0].replace(FEDERATION_ENTRY, '$1$2');
            FEDERATION_ENTRY.lastIndex = 0;
            source.replace(m.index, m.index + m[0].length - 1, to);
          }
          if (source) compilation.updateAsset(asset.name, source);
        }
      };
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE - 1 }, () => {
        placeholders = new Map();
        for (const asset of compilation.getAssets()) {
          const hashes = [asset.info.contenthash ?? []].flat();
          for (const hash of hashes) {
            if (!/^[0-9a-f]{6,}$/.test(hash) || !asset.name.includes(hash) || placeholders.has(hash)) continue;
            const key = asset.name.replace(hash, '#');
            placeholders.set(hash, createHash('sha256').update(key).digest('hex').slice(0, hash.length));
          }
        }
        rewrite(placeholders, FEDERATION_ENTRY);
      });
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        rewrite(new Map([...placeholders].map(([hash, placeholder]) => [placeholder, hash])));
      });
    });
  }
}

/**
 * Source maps without the machine in them: the federation runtime entry's name carries a hash of an
 * absolute path and its source imports the runtime by absolute path, and a map's `file` is the name the
 * chunk had before real content hashing (which depends on those). Rewritten: the entry as
 * `.federation/entry.js`, its import relative to the app, `file` the name the script really has, and the
 * runtime modules' text (which holds those early hashes) left out.
 */
export class StableSourceMapsPlugin {
  apply(compiler) {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        for (const asset of compilation.getAssets()) {
          if (!asset.name.endsWith('.js.map')) continue;
          const map = JSON.parse(asset.source.source().toString());
          map.file = path.posix.basename(asset.name.slice(0, -'.map'.length));
          (map.sources ?? []).forEach((source, i) => {
            // webpack's runtime as generated, with chunk hashes from before real content hashing: not the
            // code that ships (that has the real hashes) and not worth debugging; dropped, not kept stale.
            if (/\/webpack\/runtime\//.test(source) && map.sourcesContent) map.sourcesContent[i] = null;
            if (!FEDERATION_ENTRY.test(source)) return;
            FEDERATION_ENTRY.lastIndex = 0;
            map.sources[i] = stableName(source, compiler.context);
            const content = map.sourcesContent?.[i];
            if (typeof content === 'string') {
              map.sourcesContent[i] = content.replace(/(['"])(\/[^'"\n]+)\1/g, (_m, q, abs) => `${q}${path.relative(compiler.context, abs).split(path.sep).join('/')}${q}`);
            }
          });
          FEDERATION_ENTRY.lastIndex = 0;
          compilation.updateAsset(asset.name, new webpack.sources.RawSource(JSON.stringify(map)));
        }
      });
    });
  }
}
