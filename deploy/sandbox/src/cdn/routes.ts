import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Repo } from '../repo/index.js';
import { mountLotteryCdn } from './lottery.js';
import { LANES } from '../seed/catalog.js';
import { defaultIconSvg, gameTileSvg, genericArtSvg, vendorLogoSvg, type LogoVariant } from './artwork.js';
import { mountGamePage } from './game-page.js';
import { negotiateWebp, pngCache } from './render.js';
import { mountBanners } from './banners.js';
import { mountFlags } from './flags.js';
import { mountPointRewardArt } from './point-rewards.js';
import { mountRedEnvelopeArt } from './red-envelope.js';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

const pngReply = (reply: FastifyReply, png: Buffer) =>
  reply.header('Cache-Control', 'public, max-age=604800, immutable').header('Access-Control-Allow-Origin', '*').type('image/png').send(png);

const VENDORS = new Map(LANES.flatMap((lane) => lane.vendors.map((v) => [v.code, v] as const)).reverse());
const VARIANTS = new Set<LogoVariant>(['COLOR', 'DEFAULT', 'ACTIVE', 'WHITE', 'GRAY', 'PURPLE']);

/** `JL-COLOR` / `RNG-JL` / `JL` → the vendor code and the logo variant. */
function parseVendorFile(file: string): { code: string; variant: LogoVariant } {
  const base = file.replace(/\.[a-z0-9]+$/i, '');
  const suffix = /-([A-Z]+)$/.exec(base)?.[1] as LogoVariant | undefined;
  const variant = suffix && VARIANTS.has(suffix) ? suffix : 'COLOR';
  const rest = suffix && VARIANTS.has(suffix) ? base.slice(0, -suffix.length - 1) : base;
  // SUBMENU_IMG names are `<TYPE>-<vendor>`; vendor codes may hold underscores but no dashes.
  const code = VENDORS.has(rest) ? rest : (rest.split('-').pop() ?? rest);
  return { code, variant };
}

/**
 * The image CDN (/cdn): every picture the gateway's answers point at, drawn from its path
 * (docs/architecture.md#sandbox-layout): game tiles, vendor logos, the default game icon, and a generic
 * picture for any other path. Also the sandbox game that launchGame points at (game-page.ts).
 */
export function mountCdn(app: FastifyInstance, repo: Repo, cacheDir?: string): void {
  negotiateWebp(app, cacheDir);
  mountLotteryCdn(app, repo);
  const cache = pngCache(cacheDir);
  mountGamePage(app, repo, cache, (code) => VENDORS.get(code)?.displayName ?? code);
  mountBanners(app, cache);
  mountFlags(app, cache);
  mountPointRewardArt(app, cache);
  mountRedEnvelopeArt(app, cache);
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get('/cdn/TCG_GAME_ICONS/default.png', { schema: { querystring: Type.Object({}) } }, async (_req, reply) => pngReply(reply, cache.get('default-icon', () => defaultIconSvg())));
  const icon = { params: Type.Object({ vendor: Type.String({ maxLength: 64 }), file: Type.String({ maxLength: 128 }) }) };
  typed.get('/cdn/TCG_GAME_ICONS/:vendor/:file', { schema: icon }, async (req, reply) => {
    const code = req.params.file.replace(/\.[a-z0-9]+$/i, '');
    const game = repo.games.byCode(code);
    const tile = game ?? { code, name: code, vendor: req.params.vendor, gameType: VENDORS.get(req.params.vendor)?.gameType ?? 'RNG' };
    return pngReply(reply, cache.get(`game:${tile.vendor}:${tile.code}`, () => gameTileSvg(tile)));
  });
  // Any picture path: its words are drawn, so it is capped.
  const anyPath = { params: Type.Object({ '*': Type.String({ maxLength: 512 }) }) };
  typed.get('/cdn/TCG_PROD_IMAGES/*', { schema: anyPath }, async (req, reply) => {
    const path = req.params['*'] ?? '';
    const file = path.split('/').pop() ?? '';
    if (/VENDOR|SUBMENU_IMG/.test(path)) {
      const { code, variant } = parseVendorFile(file);
      const vendor = VENDORS.get(code) ?? { code, displayName: code, gameType: /^([A-Z]+)_LIST_VENDOR/.exec(path)?.[1] ?? 'RNG' };
      return pngReply(reply, cache.get(`logo:${code}:${variant}`, () => vendorLogoSvg(vendor, variant)));
    }
    return pngReply(reply, cache.get(`art:${path}`, () => genericArtSvg(path)));
  });
  typed.get('/cdn/*', { schema: anyPath }, async (req, reply) => {
    const path = req.params['*'] ?? '';
    return pngReply(reply, cache.get(`art:${path}`, () => genericArtSvg(path)));
  });
}
