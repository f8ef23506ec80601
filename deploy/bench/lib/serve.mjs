// Serving both sides the way production does: Tessera through its own server (fresh data dir, every app
// published, so brotli/gzip files are written at publish), the floor through the same static setup
// (@fastify/static with the precompressed files, the same cache headers, index.html revalidated).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ensureReleaseSets, publishAll, startServer } from '../../scripts/platform.mjs';
import { precompressDir } from '../../server/dist/assets/precompress.js';
import { setAssetHeaders } from '../../server/dist/assets/plugin.js';

// The floor's static server is the platform server's own fastify and @fastify/static (dependencies of
// @tessera/server, which this package depends on), so both sides serve files the same way.
const fromServer = createRequire(path.resolve(import.meta.dirname, '../../server/package.json'));
const { default: Fastify } = await import(fromServer.resolve('fastify'));
const { default: fastifyStatic } = await import(fromServer.resolve('@fastify/static'));

export { freePort } from '../../scripts/platform.mjs';

export const FLOOR_DIST = path.resolve(import.meta.dirname, '../floor/dist');

export async function startTessera(port) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-'));
  const token = randomBytes(16).toString('hex');
  const { child, server } = await startServer({ port, dataDir, token, stdio: ['ignore', 'ignore', 'inherit'], env: { TESSERA_LOG_LEVEL: 'warn' } });
  const log = () => undefined;
  const versions = await publishAll({ server, token, log });
  await ensureReleaseSets({ server, token, versions, log });
  return { url: `http://localhost:${port}`, versions, dataDir, stop: () => child.kill() };
}

/**
 * One floor site: `/floor/<part>/…` immutable and precompressed, every other GET the page of `page`
 * (no-cache), as Tessera's server does for its SPA routes.
 */
export async function startFloor(port, { page, parts }) {
  for (const part of parts) await precompressDir(path.join(FLOOR_DIST, part));
  const app = Fastify({ logger: false });
  for (const [i, part] of parts.entries()) {
    await app.register(fastifyStatic, {
      root: path.join(FLOOR_DIST, part),
      prefix: `/floor/${part}/`,
      decorateReply: i === 0,
      index: false,
      etag: true,
      cacheControl: false,
      preCompressed: true,
      setHeaders: setAssetHeaders,
    });
  }
  const html = readFileSync(path.join(FLOOR_DIST, page, 'index.html'), 'utf8');
  app.setNotFoundHandler((req, reply) => {
    if (req.method !== 'GET' || /\.[a-z0-9]+$/i.test(req.url.split('?')[0])) return reply.code(404).send('not found');
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
  await app.listen({ port, host: '127.0.0.1' });
  return { url: `http://localhost:${port}`, stop: () => app.close() };
}

export function floorBuilt() {
  return ['host', 'remote', 'nofed', 'stack-host', 'stack-remote'].every((p) => existsSync(path.join(FLOOR_DIST, p, p.endsWith('remote') ? 'remoteEntry.js' : 'index.html')));
}
