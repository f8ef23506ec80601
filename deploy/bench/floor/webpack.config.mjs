// The floor's three builds, with Tessera's toolchain (webpack, swc, Module Federation and the minifier
// from shared/build) and Tessera's singletons at Tessera's versions:
//   host   federated host, the remote registered at runtime   → dist/host   (served at /floor/host/)
//   remote one remote exposing ./Lobby, manifest + remoteEntry → dist/remote (served at /floor/remote/)
//   nofed  the same page as one app without federation         → dist/nofed  (served at /floor/nofed/)
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

export default [
  { ...base('host', '/floor/host/'), entry: { main: './host/index.js' }, plugins: [federation({ name: 'floor_host' }), html()] },
  {
    ...base('remote', 'auto'),
    entry: {},
    plugins: [federation({ name: 'floor_games', filename: 'remoteEntry.js', exposes: { './Lobby': './common/lobby.jsx' } })],
  },
  { ...base('nofed', '/floor/nofed/'), entry: { main: './nofed/index.jsx' }, plugins: [html()] },
];
