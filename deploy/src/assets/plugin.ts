import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { merchantForHost } from '../util/config.js';

export interface AssetsPluginOptions {
  dataDir: string;
  /** The merchant's current host version, or undefined when it has no release set or no host yet. */
  hostVersionFor: (merchant: string) => string | undefined;
  merchantHosts?: Record<string, string>;
}

export const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; frame-src 'self' https:; object-src 'none'; base-uri 'self'";

/** Prefixes that never fall back to the SPA's index.html. */
const NON_SPA = ['/wps', '/lgw', '/lotto', '/platform', '/ops', '/sandbox', '/cdn', '/host', '/remotes'];

const NO_CACHE_FILES = new Set(['mf-manifest.json', 'artifact.json', 'remoteEntry.js', 'index.html']);

function setAssetHeaders(res: { setHeader(name: string, value: string): unknown }, path: string): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cache-Control', NO_CACHE_FILES.has(basename(path)) ? 'no-cache' : 'public, max-age=31536000, immutable');
}

function isSpaRequest(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = req.url.split('?')[0] ?? '/';
  if (NON_SPA.some((p) => path === p || path.startsWith(`${p}/`))) return false;
  const accept = req.headers.accept ?? '';
  if (accept.includes('text/html')) return true;
  // curl and the like: */* or nothing, for a route-like path (no file extension)
  return (accept === '' || accept.includes('*/*')) && !/\.[a-z0-9]{1,8}$/i.test(path);
}

function escapeAttr(s: string): string {
  return s.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c] ?? c);
}

export function injectMerchantMeta(html: string, merchant: string): string {
  const meta = `<meta name="tessera-merchant" content="${escapeAttr(merchant)}">`;
  const m = /<head(\s[^>]*)?>/i.exec(html);
  if (!m) return meta + html;
  const at = m.index + m[0].length;
  return html.slice(0, at) + meta + html.slice(at);
}

const NOT_PUBLISHED = `<!doctype html><html><head><meta charset="utf-8"><title>Not published</title></head>
<body><h1>This site is not published yet</h1><p>No release is available for this address. Please try again later.</p></body></html>`;

/**
 * Immutable artifacts under /host and /remotes, and the SPA's index.html for every page route.
 * Not encapsulated (like fastify-plugin) because it installs the server's not-found handler.
 */
export async function assetsPlugin(app: FastifyInstance, opts: AssetsPluginOptions): Promise<void> {
  const hostRoot = join(opts.dataDir, 'artifacts', 'host');
  const remotesRoot = join(opts.dataDir, 'artifacts', 'remotes');
  mkdirSync(hostRoot, { recursive: true });
  mkdirSync(remotesRoot, { recursive: true });

  await app.register(fastifyStatic, { root: hostRoot, prefix: '/host/', setHeaders: setAssetHeaders, index: false, etag: true, cacheControl: false });
  await app.register(fastifyStatic, {
    root: remotesRoot,
    prefix: '/remotes/',
    setHeaders: setAssetHeaders,
    index: false,
    decorateReply: false,
    etag: true,
    cacheControl: false,
  });
  // Preflight for cross-origin module loads.
  app.options('/remotes/*', async (_req, reply) =>
    reply.code(204).header('Access-Control-Allow-Origin', '*').header('Access-Control-Allow-Methods', 'GET, HEAD').send(),
  );

  const indexCache = new Map<string, string>();
  const indexHtml = (version: string): string | undefined => {
    let html = indexCache.get(version);
    if (html === undefined) {
      const file = join(hostRoot, version, 'index.html');
      if (!existsSync(file)) return undefined;
      html = readFileSync(file, 'utf8');
      indexCache.set(version, html); // artifacts are immutable
    }
    return html;
  };

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    if (!isSpaRequest(req)) return reply.code(404).send({ error: 'not_found', message: `${req.method} ${req.url.split('?')[0]} not found` });
    const merchant = merchantForHost(req.headers.host, opts.merchantHosts);
    const version = opts.hostVersionFor(merchant);
    const html = version ? indexHtml(version) : undefined;
    reply.header('Cache-Control', 'no-cache').header('Content-Security-Policy', CSP).header('X-Content-Type-Options', 'nosniff');
    if (!html) return reply.code(503).type('text/html; charset=utf-8').send(NOT_PUBLISHED);
    return reply.code(200).type('text/html; charset=utf-8').send(injectMerchantMeta(html, merchant));
  });
}

Object.assign(assetsPlugin, { [Symbol.for('skip-override')]: true });
