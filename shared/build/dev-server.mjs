#!/usr/bin/env node
// `pnpm --filter @tessera/remote-member dev` (every app's `dev` script): the app's own webpack config in
// development mode, served by webpack-dev-server on a fixed port per app, with source maps and hot reload.
// A remote is meant to be opened inside the real platform site through a dev override link (README: "A
// remote team's first ten minutes"), so it answers CORS for any origin and its hot-reload client talks to
// this server, not to the page's origin. The host's dev server serves the shell and proxies the platform.
//
// Settings: TESSERA_DEV_PORT (else the app's fixed port), TESSERA_PLATFORM (host only: the platform server
// to proxy, default http://localhost:8080).
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';

/** One fixed port per app, so an override link issued once keeps working across restarts. */
export const DEV_PORTS = { host: 3100, games: 3101, member: 3102, agent: 3103, lottery: 3104 };

/** `@tessera/remote-member` → `member`, `@tessera/host` → `host`. */
export function appNameOf(pkgName) {
  const m = /^@tessera\/(?:remote-)?([a-z]+)$/.exec(pkgName ?? '');
  if (!m || !(m[1] in DEV_PORTS)) throw new Error(`${pkgName}: not a Tessera app (host or remote-<name>)`);
  return m[1];
}

export function devPort(app, env = process.env) {
  const raw = env.TESSERA_DEV_PORT;
  if (raw === undefined || raw === '') return DEV_PORTS[app];
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`TESSERA_DEV_PORT=${raw} is not a port number`);
  return port;
}

/** webpack-dev-server options for one app (exported for the tests). */
export function devServerOptions({ app, port, publicPath, platform }) {
  const isHost = app === 'host';
  return {
    port,
    host: 'localhost',
    hot: true,
    // Code changes that no module accepts (a production host has no React Refresh) reload the page.
    liveReload: true,
    allowedHosts: 'all',
    static: false,
    // The platform page (any merchant's origin) loads this remote's scripts with crossorigin="anonymous".
    headers: {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': '*',
      // Chromium's Private Network Access: a public site may load from this loopback server.
      'Access-Control-Allow-Private-Network': 'true',
      'Cache-Control': 'no-store',
    },
    client: {
      // The page's origin is the platform's: the hot-reload socket must name this server.
      webSocketURL: `ws://localhost:${port}/ws`,
      overlay: { errors: true, warnings: false, runtimeErrors: false },
      logging: 'warn',
    },
    devMiddleware: { publicPath: isHost ? publicPath : '/' },
    ...(isHost
      ? {
          historyApiFallback: { index: `${publicPath}index.html`, rewrites: [{ from: /^\/(?!host\/)/, to: `${publicPath}index.html` }] },
          proxy: [{ context: ['/platform', '/wps', '/lgw', '/lotto', '/cdn', '/sandbox', '/remotes', '/ops'], target: platform, changeOrigin: true, ws: false }],
        }
      : {}),
  };
}

async function main() {
  const appDir = process.cwd();
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const app = appNameOf(pkg.name);
  const port = devPort(app);
  const { default: configFn } = await import(pathToFileURL(path.join(appDir, 'webpack.config.mjs')).href);
  const config = typeof configFn === 'function' ? configFn({}, { mode: 'development' }) : configFn;
  const platform = process.env.TESSERA_PLATFORM || 'http://localhost:8080';
  const publicPath = typeof config.output?.publicPath === 'string' && config.output.publicPath !== 'auto' ? config.output.publicPath : '/';
  const compiler = webpack({ ...config, stats: 'errors-warnings' });
  const server = new WebpackDevServer(devServerOptions({ app, port, publicPath, platform }), compiler);
  await server.start();
  const actual = server.server?.address()?.port ?? port;
  const entry = `http://localhost:${actual}/remoteEntry.js`;
  const lines =
    app === 'host'
      ? [`[tessera-dev] host on http://localhost:${actual}${publicPath}  (platform: ${platform})`]
      : [
          `[tessera-dev] ${app} on ${entry}  (source maps, hot reload)`,
          '[tessera-dev] see it in the platform site, in your browser only:',
          `  node deploy/server/dist/cli.js override dev <merchant> ${app} ${entry}`,
        ];
  process.stdout.write(`${lines.join('\n')}\n`);
  const stop = () => void server.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e) => {
    process.stderr.write(`[tessera-dev] ${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  });
}
