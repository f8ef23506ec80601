// The site's service worker (src/service-worker/sw.ts with the Workbox modules it uses) → dist/service-worker/sw.js,
// served at /sw.js (brand/plugin.ts). One classic script: a worker registered without `type: 'module'`.
const path = require('node:path');

module.exports = {
  mode: 'production',
  target: 'webworker',
  entry: path.resolve(__dirname, 'src/service-worker/sw.ts'),
  output: { path: path.resolve(__dirname, 'dist/service-worker'), filename: 'sw.js', clean: false },
  devtool: false,
  resolve: {
    extensions: ['.ts', '.js'],
    // Server modules import each other as `./x.js` (NodeNext): the sources are .ts.
    extensionAlias: { '.js': ['.ts', '.js'] },
  },
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } } },
      },
    ],
  },
  performance: { hints: false },
};
