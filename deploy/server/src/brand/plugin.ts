/**
 * A merchant's pictures and web app manifest, by the site's host name: `/favicon.ico`, `/apple-touch-icon.png`,
 * `/brand/<icon or logo>` and `/manifest.webmanifest?lang=`. A URL with the brand's current picture key (`?v=`,
 * as the page and the manifest write it) is immutable; the fixed names browsers ask for by themselves revalidate.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Type, type Static } from 'typebox';
import { acceptedTags, BOOT_LANGUAGES, languageOfTags, type BootLanguage } from '../assets/boot-data.js';
import { IMMUTABLE } from '../assets/plugin.js';
import { NO_SNIFF, SVG_PICTURE } from '../plugins/helmet.js';
import { merchantForHost } from '../util/config.js';
import { brandPictureKey, type Brand, type BrandSource } from './brand.js';
import { BrandIcons, ICON_FILES, ICON_TYPES, type IconFile } from './icons.js';
import { webAppManifest } from './manifest.js';

export interface BrandPluginOptions {
  brandFor: BrandSource;
  /** Where drawn icons are kept (shared by instances that share the data dir). */
  iconDir: string;
  merchantHosts?: Record<string, string>;
  /** False when the merchant's ops switched the service worker off (the kill switch); on by default. */
  workerEnabledFor?: (merchant: string) => Promise<boolean>;
  /** The built worker (service-worker.webpack.config.cjs); default dist/service-worker/sw.js beside this module. */
  workerScript?: string;
}

/** The built worker beside the built server (dist/brand → dist/service-worker). */
export const WORKER_SCRIPT = fileURLToPath(new URL('../service-worker/sw.js', import.meta.url));

/**
 * What /sw.js is when the merchant's worker is switched off: a worker that takes over, clears every cache of the
 * site, takes its pages from the old worker (so they can be navigated), unregisters itself and reloads them from the
 * network (a browser checks /sw.js on its next visit).
 */
export const KILL_SWITCH_WORKER = `self.addEventListener('install',function(){self.skipWaiting()});
self.addEventListener('activate',function(e){e.waitUntil(caches.keys().then(function(ks){return Promise.all(ks.map(function(k){return caches.delete(k)}))})
.then(function(){return self.clients.claim()}).then(function(){return self.registration.unregister()}).then(function(){return self.clients.matchAll({type:'window'})})
.then(function(cs){cs.forEach(function(c){c.navigate(c.url)})}))});`;

const Version = Type.Object({ v: Type.Optional(Type.String({ maxLength: 32 })) });
const LOGOS = ['logo-light.svg', 'logo-dark.svg'] as const;
const BrandFile = Type.Object({ file: Type.Union([...ICON_FILES, ...LOGOS].map((f) => Type.Literal(f))) });
const ManifestQuery = Type.Object({ lang: Type.Optional(Type.Union(BOOT_LANGUAGES.map((l) => Type.Literal(l)))) });

/** The fixed names browsers fetch without being told (old iOS asks for the precomposed one). */
const ROOT_FILES: Record<string, IconFile> = {
  '/favicon.ico': 'favicon.ico',
  '/apple-touch-icon.png': 'apple-touch-icon.png',
  '/apple-touch-icon-precomposed.png': 'apple-touch-icon.png',
};

export async function brandPlugin(app: FastifyInstance, opts: BrandPluginOptions): Promise<void> {
  const icons = new BrandIcons(opts.iconDir);
  const brandOf = (req: FastifyRequest): Promise<Brand> => opts.brandFor(merchantForHost(req.headers.host, opts.merchantHosts));

  /** Cache headers and ETag of a brand's file; true when the browser's copy is current (304 sent). */
  const cached = (req: FastifyRequest, reply: FastifyReply, key: string, file: string, v: string | undefined): boolean => {
    const etag = `"${key}-${file}"`;
    // The current key's URL never changes content; any other (or none) revalidates within the hour.
    reply.header('Cache-Control', v === key ? IMMUTABLE : 'public, max-age=3600, must-revalidate').header('ETag', etag);
    if (req.headers['if-none-match']?.split(',').some((t) => t.trim() === etag)) {
      void reply.code(304).send();
      return true;
    }
    return false;
  };

  const sendIcon = async (req: FastifyRequest, reply: FastifyReply, file: IconFile, v: string | undefined) => {
    const brand = await brandOf(req);
    const key = brandPictureKey(brand);
    if (cached(req, reply, key, file, v)) return reply;
    const { body } = await icons.get(brand, file);
    return reply.type(ICON_TYPES[file]).send(body);
  };

  for (const [url, file] of Object.entries(ROOT_FILES)) {
    app.get<{ Querystring: Static<typeof Version> }>(url, { schema: { querystring: Version } }, (req, reply) => sendIcon(req, reply, file, req.query.v));
  }

  app.get<{ Params: Static<typeof BrandFile>; Querystring: Static<typeof Version> }>(
    '/brand/:file',
    { schema: { params: BrandFile, querystring: Version } },
    async (req, reply) => {
      const { file } = req.params;
      if (file !== 'logo-light.svg' && file !== 'logo-dark.svg') return sendIcon(req, reply, file, req.query.v);
      const brand = await brandOf(req);
      if (cached(req, reply, brandPictureKey(brand), file, req.query.v)) return reply;
      reply.helmet(SVG_PICTURE);
      return reply
        .type('image/svg+xml')
        .send(file === 'logo-light.svg' ? brand.logo.light : brand.logo.dark);
    },
  );

  const workerFile = opts.workerScript ?? WORKER_SCRIPT;
  let worker: Buffer | undefined;
  app.get<{ Querystring: Static<typeof Version> }>('/sw.js', { schema: { querystring: Version } }, async (req, reply) => {
    const merchant = merchantForHost(req.headers.host, opts.merchantHosts);
    const enabled = (await opts.workerEnabledFor?.(merchant)) ?? true;
    if (enabled && !worker && existsSync(workerFile)) worker = readFileSync(workerFile);
    // Not built (a server run from its sources): no worker, as with none published.
    if (enabled && !worker) return reply.code(404).send({ error: 'not_found', message: 'no service worker built' });
    reply.helmet(NO_SNIFF);
    // Checked on every visit (the page registers it with updateViaCache 'none'): a change reaches players at once.
    return reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Service-Worker-Allowed', '/')
      .send(enabled ? worker : KILL_SWITCH_WORKER);
  });

  app.get<{ Querystring: Static<typeof ManifestQuery> }>('/manifest.webmanifest', { schema: { querystring: ManifestQuery } }, async (req, reply) => {
    const lang: BootLanguage = req.query.lang ?? languageOfTags(acceptedTags(req.headers['accept-language']));
    // A brand change reaches an installed app when the browser next checks its manifest.
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language')
      .send(JSON.stringify(webAppManifest(await brandOf(req), lang)));
  });
}
