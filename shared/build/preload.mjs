// Preload links for what the host's first render needs. The host's entry only starts the federation
// runtime and then imports its bootstrap (the async boundary that lets shared singletons be negotiated),
// so without help the browser learns about the bootstrap chunk and the shared libraries only after
// main.js has run: one more round trip before anything renders. These links let it fetch them at once.
import { sri } from './chunk-integrity.mjs';

const PLUGIN = 'TesseraPreloadPlugin';

/**
 * The chunks the entry loads at start: the async boundary's group, and the fallback (the host's own copy) of every
 * shared module that group consumes, and of every one those copies consume in turn (`@tessera/shared` consumes axios
 * and i18next). Valid from the chunk graph's optimisation on (merge-startup.mjs uses it there).
 */
export function startupChunks(compilation, entryName = 'main') {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  const chunks = new Set();
  if (!entry) return chunks;
  const entryChunks = new Set(entry.chunks);
  const seen = new Set();
  const visitGroup = (group) => {
    if (seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      if (entryChunks.has(chunk)) continue;
      chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        for (const block of module.blocks) {
          const fallback = chunkGraph.getBlockChunkGroup(block);
          if (fallback) visitGroup(fallback);
        }
      }
    }
  };
  for (const chunk of entry.chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      // The share scope's providers: each offers the host's copy of a shared module, loaded only when something
      // consumes it (the validation rules with the first form), so none is a start-up chunk by itself.
      if (module.type === 'provide-module') continue;
      for (const block of module.blocks) {
        const group = chunkGraph.getBlockChunkGroup(block);
        if (group) visitGroup(group);
      }
    }
  }
  return chunks;
}

/** Files (scripts and stylesheets) of startupChunks(). */
export function startupFiles(compilation, entryName = 'main') {
  const files = new Set();
  for (const chunk of startupChunks(compilation, entryName)) {
    for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
  }
  return [...files].sort();
}

/**
 * Adds `<link rel="preload">` for startupFiles() to index.html. Done on the final page and the final chunk
 * bytes (REPORT stage, after minification, real content hashes and the chunk integrity map), because a
 * preload is only reused by a script with the same integrity and CORS mode as the one webpack creates
 * (ChunkIntegrityPlugin: sha256 + crossorigin=anonymous); anything else would fetch every chunk twice.
 */
export class PreloadStartupPlugin {
  constructor({ page = 'index.html' } = {}) {
    this.page = page;
  }
  apply(compiler) {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const page = compilation.getAsset(this.page);
        if (!page) return;
        const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '';
        const links = startupFiles(compilation).map((file) => {
          const href = escapeAttr(publicPath + file);
          // Low: the page's largest paint (the banner the server paints in the boot shell, fetchpriority=high)
          // is fetched ahead of them rather than sharing the phone's bandwidth with 200 KB of script.
          if (file.endsWith('.css')) return `<link rel="preload" as="style" href="${href}" fetchpriority="low">`;
          const integrity = sri(compilation.getAsset(file).source.buffer());
          return `<link rel="preload" as="script" href="${href}" crossorigin="anonymous" integrity="${integrity}" fetchpriority="low">`;
        });
        if (!links.length) return;
        const html = page.source.source().toString();
        const at = html.indexOf('</head>');
        if (at < 0) return;
        compilation.updateAsset(this.page, new webpack.sources.RawSource(html.slice(0, at) + links.join('') + html.slice(at)));
      });
    });
  }
}

function escapeAttr(s) {
  return s.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c]);
}
