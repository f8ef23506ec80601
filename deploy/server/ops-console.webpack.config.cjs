// The ops console (src/ops-console/fleet, React + chart.js) → dist/ops-console/console.js, the one script the
// console page loads (ops-console/plugin.ts). Its own small build: the server itself is plain tsc.
const path = require('node:path');

module.exports = {
  mode: 'production',
  entry: path.resolve(__dirname, 'src/ops-console/fleet/main.tsx'),
  output: { path: path.resolve(__dirname, 'dist/ops-console'), filename: 'console.js', clean: false },
  devtool: false,
  resolve: {
    extensions: ['.tsx', '.ts', '.js'],
    // Server modules import each other as `./x.js` (NodeNext): the sources are .ts.
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
        },
      },
    ],
  },
  performance: { hints: false },
};
