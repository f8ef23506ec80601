import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { merchantForHost } from '../util/config.js';
import type { Cookies } from '../registry/overrides.js';
import { isCompressible } from './precompress.js';
import { cspText, NO_SNIFF, PAGE_CSP, pageHeaders, type CspDirectives } from '../plugins/helmet.js';
import { DEFAULT_BRAND, type BrandSource } from '../brand/brand.js';
import { acceptedTags, bannerGroupOf, firstBanner, injectBootData, languageOfTags, type BootData, type BootLanguage } from './boot-data.js';
import { localiseBootPage } from './boot-text.js';
import { BOOT_WATCH_JS, BOOT_WATCH_PATH, BOOT_WATCH_TAG } from './boot-watch.js';
import { Type } from 'typebox';
import { ErrorBody, NoFields } from '../registry/routes/schemas.js';
import { sendHtml } from './html-delivery.js';
import { injectPageHead, originOf, pageHeadTags } from './page-head.js';
import { hostTranslationLinks, injectRoutePreloads, routePreloadLinks, type RemoteRef } from './route-preloads.js';

export interface AssetsPluginOptions {
  dataDir: string;
  /** The merchant's current host version, or undefined when it has no release set or no host yet. */
  hostVersionFor: (merchant: string) => string | undefined | Promise<string | undefined>;
  merchantHosts?: Record<string, string>;
  /** Makes a version's files present under dataDir before they are served (a bucket store fetches them once). */
  ensureLocal?: (app: string, version: string) => Promise<boolean>;
  /** Dev-server origins this browser's override cookie names for the merchant (registry/overrides.ts devOriginsFor). */
  devOriginsFor?: (merchant: string, cookies: Cookies) => Promise<string[]>;
  /** The merchant's boot data in a language for a page path (boot-data-source.ts BootDataSource); never waits long. */
  bootDataFor?: (merchant: string, lang: BootLanguage, pathname: string) => Promise<BootData | undefined>;
  /** The merchant's released remotes (version, remoteEntry.js integrity), for a deep link's preloads. */
  remotesFor?: (merchant: string) => Promise<Partial<Record<string, RemoteRef>>>;
  /** The merchant's brand, for the page's head (title, description, icons, colours); the default brand without. */
  brandFor?: BrandSource;
  /** Whether the merchant's pages register the service worker (host/src/app/service-worker); none when absent. */
  workerFor?: (merchant: string) => Promise<'on' | 'off' | undefined>;
}

/** The CSP of every HTML page, as sent (plugins/helmet.ts PAGE_CSP; deploy/nginx/tessera.conf sends the same text). */
export const CSP = cspText(PAGE_CSP);

/**
 * The CSP of a page whose browser holds a dev-server override: the dev origins may also serve scripts,
 * styles, images and fonts, and be connected to (hot-reload websocket too). Other browsers get PAGE_CSP itself.
 */
export function devOriginsCsp(origins: readonly string[]): CspDirectives {
  if (!origins.length) return PAGE_CSP;
  const sockets = origins.map((o) => o.replace(/^http/, 'ws'));
  const widened: Record<string, readonly string[]> = { 'script-src': origins, 'style-src': origins, 'img-src': origins, 'connect-src': [...origins, ...sockets] };
  const csp: CspDirectives = {};
  for (const [name, values] of Object.entries(PAGE_CSP)) {
    if (name === 'object-src') csp['font-src'] = ["'self'", ...origins];
    csp[name] = [...values, ...(widened[name] ?? [])];
  }
  return csp;
}

/** The CSP header text of a dev-override page. */
export function cspWithDevOrigins(origins: readonly string[]): string {
  return cspText(devOriginsCsp(origins));
}

/** Prefixes that never fall back to the SPA's index.html. */
const NON_SPA = ['/wps', '/lgw', '/lotto', '/platform', '/ops', '/sandbox', '/cdn', '/host', '/remotes'];

/** Versioned paths never change (the registry refuses new content for a published version); only the page revalidates. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE_FILES = new Set(['index.html']);
/** Suffixes of the encoded siblings written at publish (precompress.ts). */
const ENCODED = /\.(br|gz)$/;

/**
 * Headers of a file under /host/<version>/ or /remotes/<name>/<version>/ (its security headers: staticSecurity).
 * `path` is the file actually sent, which is `x.js.br` when brotli was negotiated, so the policy is decided on the
 * source name.
 */
export function setAssetHeaders(res: { setHeader(name: string, value: string): unknown }, path: string): void {
  const source = basename(path).replace(ENCODED, '');
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cache-Control', REVALIDATE_FILES.has(source) ? 'no-cache' : IMMUTABLE);
  // An SVG says its own encoding (XML): no charset parameter, as nginx sends it (deploy/nginx/tessera.conf).
  if (/\.svg$/i.test(source)) res.setHeader('Content-Type', 'image/svg+xml');
  // The same URL answers br, gzip or identity: caches must key on Accept-Encoding.
  if (isCompressible(source)) res.setHeader('Vary', 'Accept-Encoding');
}

/**
 * The security headers of a file sent from /host/ or /remotes/: scripts and styles are only ever run as what their
 * Content-Type says, and an HTML file is a page like any other (nginx sends the same). Not on an error.
 */
function staticSecurity(req: FastifyRequest, reply: FastifyReply): void {
  if (reply.statusCode === 200 || reply.statusCode === 206 || reply.statusCode === 304) {
    const path = req.url.split('?')[0] ?? '';
    reply.helmet(/\.html?$/i.test(path) ? pageHeaders() : NO_SNIFF);
  }
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

/**
 * The merchant for the host's boot, and a preload of its release set: the host asks for it first thing,
 * but only once its scripts have run; the preload starts it with them. Same URL, mode and credentials as
 * the host's `fetch` (host/src/app/remotes/release-set.ts), so the browser reuses the answer. Then the boot
 * watch (boot-watch.ts), before the host's scripts.
 */
export function injectMerchantMeta(html: string, merchant: string): string {
  const releaseSet = `/platform/release/${encodeURIComponent(merchant)}.json`;
  const meta =
    `<meta name="tessera-merchant" content="${escapeAttr(merchant)}">` +
    `<link rel="preload" as="fetch" href="${escapeAttr(releaseSet)}" crossorigin="anonymous">` +
    BOOT_WATCH_TAG;
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

  // A version this instance has not served yet may be only in the artifact bucket: fetched before serving.
  const ensureLocal = opts.ensureLocal;
  if (ensureLocal) {
    app.addHook('onRequest', async (req) => {
      const m = /^\/(?:host\/([^/?]+)|remotes\/([a-z]+)\/([^/?]+))\//.exec(req.url);
      if (!m) return;
      const [app_, version] = m[1] ? ['host', m[1]] : [m[2]!, m[3]!];
      if (/^[\w.+-]{1,64}$/.test(version)) await ensureLocal(app_, version);
    });
  }
  // preCompressed: serve `x.br` / `x.gz` written at publish when Accept-Encoding allows (br first).
  await app.register(async (files) => {
    files.addHook('onSend', (req, reply, payload, done) => {
      staticSecurity(req, reply);
      done(null, payload);
    });
    await files.register(fastifyStatic, {
      root: hostRoot,
      prefix: '/host/',
      setHeaders: setAssetHeaders,
      index: false,
      etag: true,
      cacheControl: false,
      preCompressed: true,
    });
    await files.register(fastifyStatic, {
      root: remotesRoot,
      prefix: '/remotes/',
      setHeaders: setAssetHeaders,
      index: false,
      decorateReply: false,
      etag: true,
      cacheControl: false,
      preCompressed: true,
    });
  });
  // The boot watch (boot-watch.ts): a short cache, as its text may change with the server; a few hundred bytes.
  app.get(
    BOOT_WATCH_PATH,
    { config: { inputError: 'invalid_request' }, schema: { querystring: NoFields, response: { 200: Type.String(), '4xx': ErrorBody } } },
    async (_req, reply) => reply.header('Cache-Control', 'public, max-age=300').type('text/javascript; charset=utf-8').send(BOOT_WATCH_JS),
  );
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
    const version = await opts.hostVersionFor(merchant);
    if (version && ensureLocal) await ensureLocal('host', version);
    const html = version ? indexHtml(version) : undefined;
    const devOrigins = (await opts.devOriginsFor?.(merchant, req.cookies)) ?? [];
    reply.helmet(pageHeaders(devOriginsCsp(devOrigins)));
    // Only this browser's page is relaxed, and never kept by a shared cache.
    reply.header('Cache-Control', devOrigins.length ? 'private, no-cache' : 'no-cache');
    if (!html) return reply.code(503).type('text/html; charset=utf-8').send(NOT_PUBLISHED);
    // The page differs by the browser's language (start-up text, banner): shared caches key on it.
    reply.header('Vary', 'Accept-Language');
    const lang = languageOfTags(acceptedTags(req.headers['accept-language']));
    const path = req.url.split('?')[0] ?? '/';
    const boot = opts.bootDataFor ? await opts.bootDataFor(merchant, lang, path).catch(() => undefined) : undefined;
    let page = injectBootData(localiseBootPage(injectMerchantMeta(html, merchant), lang), boot, path);
    // The host's translations in the page language: its first render waits for them (maintenance screen too).
    page = injectRoutePreloads(page, hostTranslationLinks(hostRoot, version!, lang));
    // A deep link to a remote's page fetches that remote at once; not when the site is known to be closed.
    const closed = boot && (boot.status.maintenance || boot.status.regionRestriction);
    if (opts.remotesFor && !closed) page = injectRoutePreloads(page, routePreloadLinks(remotesRoot, path, await opts.remotesFor(merchant).catch(() => ({})), lang));
    const brand = (await opts.brandFor?.(merchant).catch(() => undefined)) ?? DEFAULT_BRAND;
    const image = closed ? undefined : firstBanner(boot, bannerGroupOf(path))?.url;
    const worker = await opts.workerFor?.(merchant).catch(() => undefined);
    page = injectPageHead(page, pageHeadTags({ brand, lang, pathname: path, origin: originOf(req.protocol, req.headers.host), image, worker }));
    return sendHtml(req, reply, page);
  });
}

Object.assign(assetsPlugin, { [Symbol.for('skip-override')]: true });
