// The one webpack base every Tessera app builds with. Each app keeps its own federation config
// (name, exposes) and passes it here; loaders, output naming, minification and the shared-singleton
// list live in one place so the five builds cannot drift apart.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { ChunkIntegrityPlugin } from './chunk-integrity.mjs';
import { SortedFederationStatsPlugin, StableIdsPlugin, StableMinifierInputPlugin, StableSourceMapsPlugin } from './stable-ids.mjs';
import { MergeStartupPlugin } from './merge-startup.mjs';
import { PreloadStartupPlugin } from './preload.mjs';

const require = createRequire(import.meta.url);

/**
 * Libraries that must exist once per page. Each is matched by its exact import string, so subpaths
 * (react/jsx-runtime, react-dom/client) are listed on their own. `from` names the package.json
 * dependency whose version gives the required range. Every app shares every one, but an `optional` one only
 * where the app depends on it (an app without forms has no form library to share).
 */
export const SINGLETONS = [
  { key: 'react', from: 'react' },
  { key: 'react/jsx-runtime', from: 'react' },
  { key: 'react-dom', from: 'react-dom' },
  { key: 'react-dom/client', from: 'react-dom' },
  // react-router-dom, Redux Toolkit and react-i18next are shared through facades that re-export only what the
  // apps use (shared/src/facades): a shared module keeps every export, so sharing the libraries themselves kept
  // all of each. No app imports them directly (shared-facades.test.cjs).
  { key: '@tessera/shared/router', from: '@tessera/shared' },
  { key: 'redux', from: 'redux' },
  { key: 'react-redux', from: 'react-redux' },
  { key: 'redux-saga', from: 'redux-saga' },
  // Every saga imports its effects from here; unshared, each app carried its own copy of @redux-saga/core.
  { key: 'redux-saga/effects', from: 'redux-saga' },
  { key: '@tessera/shared/toolkit', from: '@tessera/shared' },
  { key: 'i18next', from: 'i18next' },
  { key: '@tessera/shared/react-i18next', from: '@tessera/shared' },
  { key: 'axios', from: 'axios' },
  { key: '@tessera/shared', from: '@tessera/shared' },
  // The centres' report kit (shared/src/report): once per page for the member and agent centres, and never loaded
  // by a page without one (the main entry above is on every page).
  { key: '@tessera/shared/report', from: '@tessera/shared' },
  // The dialog and safe HTML (shared/src/dialog.ts): no page's start needs them, so they load with the first dialog
  // or server HTML shown, once per page whichever app shows it.
  { key: '@tessera/shared/dialog', from: '@tessera/shared' },
  // The forms' validation rules (shared/src/validation/rules.ts): every form loads on demand, so a page loads them
  // with its first form, not with the main entry.
  { key: '@tessera/shared/validation', from: '@tessera/shared' },
  // The forms' library (with final-form inside, which no app imports itself), shared by the apps that have forms (the
  // host's login, the member centre's pages): unshared, the member centre fetched its own 8.6 KB brotli copy when it
  // opened, beside the one the login had loaded.
  { key: 'react-final-form', from: 'react-final-form', optional: true },
];

/**
 * A shared module sits in two async chunk groups (the share scope's provider and the consumer's fallback), and
 * under the size for a split of its own webpack left an identical chunk in each: home loaded react-dom, the
 * router facade and react-i18next twice. A library's or a facade's module in two async chunks gets one chunk of
 * its own, whatever its size. (The bench's stack floor builds with it too.)
 */
export const SPLIT_CHUNKS = {
  cacheGroups: {
    once: {
      test: /[\\/]node_modules[\\/]|[\\/]facades[\\/]/,
      chunks: 'async',
      minChunks: 2,
      minSize: 0,
      enforce: true,
      reuseExistingChunk: true,
      priority: 10,
    },
  },
};

/** axios's fetch adapter, by resolved path, and what every app builds in its place. */
export const AXIOS_FETCH_ADAPTER = /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;
const AXIOS_WITHOUT_FETCH = path.join(import.meta.dirname, 'axios-without-fetch.mjs');
/** axios without its fetch adapter, which a browser with XMLHttpRequest never uses (axios-without-fetch.mjs). */
export const axiosWithoutFetch = () => new webpack.NormalModuleReplacementPlugin(AXIOS_FETCH_ADAPTER, AXIOS_WITHOUT_FETCH);
/**
 * swc's minifier: about half terser's CPU for the same bytes. The non-determinism that once sent this back to
 * terser was swc's parallel character-frequency pass for mangled names (a @swc/core 1.13.2 visitor, removed in
 * 1.13.3); the workspace pins a later @swc/core, and reproducible-build.test.ts builds a remote in two folders and
 * compares every byte, so a rebuilt version keeps its integrity (docs/architecture.md#publishing-checks). A second
 * compress pass: 0.8 KB less brotli on home for no measurable build time.
 */
export const appMinimizer = () => new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 }, mangle: true } });

/** The ESM build of MF's runtime-core provider plugin (the package's `import` condition). */
function externalRuntimeProvider() {
  const fromEnhanced = createRequire(require.resolve('@module-federation/enhanced/webpack'));
  return fromEnhanced.resolve('@module-federation/inject-external-runtime-core-plugin').replace(/index\.cjs$/, 'index.js');
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Caret range for a dependency. `workspace:` and `catalog:` are pnpm protocols, not semver ranges: those take the
 * caret range of the installed package's real version (the catalog pins the shared singletons exactly).
 */
function rangeFor(appDir, pkg, dep) {
  const spec = pkg.dependencies?.[dep];
  if (!spec) return undefined;
  if (spec.startsWith('workspace:') || spec.startsWith('catalog:')) {
    const depPkg = readJson(require.resolve(`${dep}/package.json`, { paths: [appDir] }));
    return `^${depPkg.version}`;
  }
  return /^\d/.test(spec) ? `^${spec}` : spec;
}

export function sharedConfig(appDir) {
  const pkg = readJson(path.join(appDir, 'package.json'));
  const shared = {};
  for (const { key, from } of SINGLETONS) {
    const requiredVersion = rangeFor(appDir, pkg, from);
    if (!requiredVersion) continue;
    shared[key] = { singleton: true, requiredVersion };
    // A subpath (redux-saga/effects) has no version of its own to read, nor has a file whose nearest package.json is
    // not the package's (react-final-form's dist/package.json): it is its package's version.
    shared[key].version = readJson(require.resolve(`${from}/package.json`, { paths: [appDir] })).version;
  }
  return shared;
}

/** The `@tessera/shared` version an app compiles against: the contract publishing checks against the host's. */
function sharedContractVersion(appDir) {
  return readJson(require.resolve('@tessera/shared/package.json', { paths: [appDir] })).version;
}

/**
 * Emits `artifact.json` beside the manifest: which app, which federation name and version this build is, and the
 * shared contract it was built against.
 * Builds are reproducible (content hashes, no timestamps), which makes re-publishing an identical build safe.
 * The registry's publish step reads it and checks it against the manifest.
 */
class ArtifactInfoPlugin {
  constructor(info) {
    this.info = info;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ArtifactInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ArtifactInfoPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          // No timestamp: the same source must give the same bytes, so re-publishing it is a no-op.
          const body = JSON.stringify(this.info, null, 2);
          compilation.emitAsset('artifact.json', new webpack.sources.RawSource(body));
        },
      );
    });
  }
}

/** `1.1.0` → `1.1.0-dev`; a version that already says dev (`0.0.0-dev.3f2a`) stays as it is. */
export function devVersion(version) {
  return /-(?:.*\.)?dev(?:$|[.-])/.test(version) ? version : `${version}-dev`;
}

/**
 * @param {object} o
 * @param {string} o.appDir        the app's folder (import.meta.dirname of its webpack config)
 * @param {'host'|'remote'} o.kind
 * @param {{ name: string, exposes?: Record<string,string> }} o.federation  the app's federation config
 * @param {string} [o.title]       host only: document title
 */
export function createAppConfig({ appDir, kind, federation, title = 'Tessera' }) {
  const pkg = readJson(path.join(appDir, 'package.json'));
  // MF_BUILD_VERSION is what Module Federation writes into the manifest; one variable drives both.
  const version = process.env.MF_BUILD_VERSION || pkg.version;
  process.env.MF_BUILD_VERSION = version;
  const isHost = kind === 'host';
  const appName = isHost ? 'host' : federation.name;

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // A development build (the dev server) names itself `1.1.0-dev` in its marker and manifest, so a team
    // never mistakes it for the published 1.1.0; the host's folder keeps the plain version.
    const builtVersion = production ? version : devVersion(version);
    process.env.MF_BUILD_VERSION = builtVersion;
    return {
      mode: production ? 'production' : 'development',
      context: appDir,
      // A remote needs no page entry of its own: the container entry comes from the federation plugin.
      entry: isHost ? { main: './src/index.ts' } : {},
      // Hidden source maps in production: no sourceMappingURL in the scripts; publishing keeps the maps for ops only.
      // Without sources content: with it, the minifier's input map carried the federation runtime entry's
      // absolute import and remoteEntry.js came out mangled differently in another folder (not reproducible).
      // Development (the dev server): full source maps without eval, which the platform's CSP refuses.
      devtool: production ? 'hidden-nosources-source-map' : 'cheap-module-source-map',
      target: 'web',
      // No `global` shim: it carries a Function('return this') fallback a strict CSP would refuse.
      node: { global: false },
      output: {
        path: path.join(appDir, 'dist'),
        // The host is served from its own versioned folder; a remote's location is only known at runtime.
        publicPath: isHost ? `/host/${version}/` : 'auto',
        uniqueName: `tessera_${appName}`,
        filename: '[name].[contenthash:8].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        crossOriginLoading: 'anonymous',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  // Production JSX for a remote's dev server too (see nodeEnv below); swc-loader would pick jsxDEV.
                  transform: { react: { runtime: 'automatic', development: !production && isHost } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federation.name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: federation.exposes }),
          // Remotes are never named at build time: the host registers them from the release set.
          remotes: {},
          shared: sharedConfig(appDir),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // One federation runtime per page: the host provides its runtime-core on a global and the remotes
          // use it instead of each carrying a copy in remoteEntry.js (all apps pin the same MF version).
          // The host adds the providing plugin itself (what `experiments.provideExternalRuntime` does) in
          // its ESM build: the option picks the CommonJS one, which put a second runtime-core in main.js.
          // Every app runs only in a browser: `target: 'web'` compiles out the runtime's Node loaders (script and
          // module loading through node's vm and fetch), which a page never calls.
          ...(isHost
            ? { runtimePlugins: [externalRuntimeProvider()], experiments: { optimization: { target: 'web' } } }
            : { experiments: { externalRuntime: true, optimization: { target: 'web' } } }),
        }),
        axiosWithoutFetch(),
        new MiniCssExtractPlugin({
          filename: '[name].[contenthash:8].css',
          chunkFilename: '[name].[contenthash:8].css',
        }),
        new webpack.DefinePlugin({
          __TESSERA_APP__: JSON.stringify(appName),
          __TESSERA_VERSION__: JSON.stringify(builtVersion),
        }),
        new ArtifactInfoPlugin({ app: appName, federationName: federation.name, version: builtVersion, sharedContract: sharedContractVersion(appDir) }),
        // Dev builds are never published and change on every save (their hot updates would be refused).
        ...(production ? [new ChunkIntegrityPlugin()] : []),
        // Ids independent of the workspace's folder, so a version builds to the same bytes anywhere.
        ...(production ? [new StableIdsPlugin(), new StableMinifierInputPlugin(), new SortedFederationStatsPlugin(), new StableSourceMapsPlugin()] : []),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({ template: './src/index.html', title, scriptLoading: 'defer' }),
              // Production only: the dev server's chunks stay one per module for its hot updates.
              ...(production ? [new MergeStartupPlugin()] : []),
              new PreloadStartupPlugin(),
            ]
          : []),
      ],
      optimization: {
        // Production ids come from StableIdsPlugin (webpack's deterministic ids, folder-independent).
        ...(production ? { moduleIds: false, chunkIds: false } : {}),
        // A remote's dev server runs inside the live site, whose host shares production React: the remote's
        // own copies (react/jsx-runtime among them) must be production builds too, or they call dev-only
        // internals the host's React lacks ("dispatcher.getOwner is not a function").
        ...(!production && !isHost ? { nodeEnv: 'production' } : {}),
        splitChunks: SPLIT_CHUNKS,
        minimize: production,
        minimizer: [appMinimizer()],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}
