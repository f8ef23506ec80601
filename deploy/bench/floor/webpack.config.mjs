// The floor's three builds, with Tessera's toolchain (webpack, swc, Module Federation and the minifier
// from shared/build) and Tessera's singletons at Tessera's versions:
//   host   federated host, the remote registered at runtime   → dist/host   (served at /floor/host/)
//   remote one remote exposing ./Lobby, manifest + remoteEntry → dist/remote (served at /floor/remote/)
//   nofed  the same page as one app without federation         → dist/nofed  (served at /floor/nofed/)
//   stack-host, stack-remote  the stack floor: host and remote that also carry every other singleton Tessera's
//          stack mandates (Redux Toolkit, axios, i18next, react-i18next) doing the least, with router, toolkit
//          and react-i18next shared through facades as Tessera shares them → dist/stack-host, dist/stack-remote
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const HERE = import.meta.dirname;
const ROOT = path.resolve(HERE, '../../..');
// Resolve the toolchain where Tessera's apps get it, and the libraries where the host gets them.
const require = createRequire(path.join(ROOT, 'shared/build/index.mjs'));
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HOST_MODULES = path.join(ROOT, 'host/node_modules');
const { SPLIT_CHUNKS, appMinimizer, axiosWithoutFetch } = await import(path.join(ROOT, 'shared/build/index.mjs'));

const SINGLETONS = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['react-router-dom', 'react-router-dom'],
  ['redux', 'redux'],
  ['react-redux', 'react-redux'],
  ['redux-saga', 'redux-saga'],
  ['redux-saga/effects', 'redux-saga'],
];
// The host's package.json says `catalog:` (a pnpm protocol, not a range): take the version the host installed.
const hostRequire = createRequire(path.join(ROOT, 'host/package.json'));
const installedVersion = (dep) => JSON.parse(readFileSync(hostRequire.resolve(`${dep}/package.json`), 'utf8')).version;
const shared = Object.fromEntries(SINGLETONS.map(([key, from]) => [key, { singleton: true, requiredVersion: `^${installedVersion(from)}` }]));

// The stack floor shares what Tessera shares (shared/build/index.mjs), facades in place of the libraries they shake.
const FACADES = { 'floor-stack/router': 'router.js', 'floor-stack/toolkit': 'toolkit.js', 'floor-stack/react-i18next': 'react-i18next.js' };
const stackShared = {
  ...Object.fromEntries(Object.entries(shared).filter(([key]) => key !== 'react-router-dom')),
  ...Object.fromEntries(['i18next', 'axios'].map((key) => [key, { singleton: true, requiredVersion: `^${installedVersion(key)}` }])),
  ...Object.fromEntries(Object.keys(FACADES).map((key) => [key, { singleton: true, version: '1.0.0', requiredVersion: '^1.0.0' }])),
};
const stackAlias = Object.fromEntries(Object.entries(FACADES).map(([key, file]) => [`${key}$`, path.join(HERE, 'stack/facades', file)]));

function base(name, publicPath) {
  return {
    name,
    mode: 'production',
    context: HERE,
    devtool: false,
    target: 'web',
    node: { global: false },
    output: {
      path: path.join(HERE, 'dist', name),
      publicPath,
      uniqueName: `floor_${name}`,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      crossOriginLoading: 'anonymous',
      clean: true,
    },
    resolve: { extensions: ['.jsx', '.js', '.mjs'], modules: [HOST_MODULES, 'node_modules'] },
    module: {
      rules: [
        {
          test: /\.jsx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: { jsc: { parser: { syntax: 'ecmascript', jsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2020' } },
          },
        },
      ],
    },
    optimization: {
      minimize: true,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

const html = () => new HtmlWebpackPlugin({ template: './common/index.html', scriptLoading: 'defer' });
const federation = (opts) =>
  new ModuleFederationPlugin({ remotes: {}, shared, shareStrategy: 'loaded-first', manifest: true, dts: false, ...opts });
// Built as Tessera's apps are (shared/build/index.mjs): facades by alias, each shared module in one chunk, axios
// without its fetch adapter, the federation runtime without its Node loaders and the minifier's second pass. What
// the apps' build leaves out, the floor's leaves out too, so the ratio measures the apps' code, not a build setting.
const stack = (config) => ({
  ...config,
  resolve: { ...config.resolve, alias: stackAlias },
  optimization: { ...config.optimization, splitChunks: SPLIT_CHUNKS, minimizer: [appMinimizer()] },
});
const stackFederation = (opts) => federation({ shared: stackShared, experiments: { optimization: { target: 'web' } }, ...opts });

export default [
  { ...base('host', '/floor/host/'), entry: { main: './host/index.js' }, plugins: [federation({ name: 'floor_host' }), html()] },
  {
    ...base('remote', 'auto'),
    entry: {},
    plugins: [federation({ name: 'floor_games', filename: 'remoteEntry.js', exposes: { './Lobby': './common/lobby.jsx' } })],
  },
  { ...base('nofed', '/floor/nofed/'), entry: { main: './nofed/index.jsx' }, plugins: [html()] },
  {
    ...stack(base('stack-host', '/floor/stack-host/')),
    entry: { main: './stack/index.js' },
    plugins: [stackFederation({ name: 'floor_stack_host' }), axiosWithoutFetch(), html()],
  },
  {
    ...stack(base('stack-remote', 'auto')),
    entry: {},
    plugins: [stackFederation({ name: 'floor_stack_games', filename: 'remoteEntry.js', exposes: { './Lobby': './common/lobby.jsx' } }), axiosWithoutFetch()],
  },
];
