/**
 * Artwork of the points mall's rewards (/cdn/TCG_PROD_IMAGES/POINT_REWARD/<art>.png, 320×320): the
 * reward's Noto motif on a gradient with a faint game-icons gift pattern and a sparkle, drawn by resvg and
 * cached like the game tiles. `art` is a Noto icon name from seed/points.ts; the hue follows from it.
 */
import type { FastifyInstance } from 'fastify';
import { icons as GAME_ICONS } from '@iconify-json/game-icons';
import { icons as NOTO } from '@iconify-json/noto';
import { POINT_REWARDS } from '../seed/points.js';
import { hash, placeIcon, svgWithBackdrop } from './artwork.js';
import type { pngCache } from './render.js';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

const ARTS = new Set(POINT_REWARDS.map((r) => r.art));

export function rewardArtSvg(art: string, size = 320): string {
  const h = hash(`reward:${art}`) % 360;
  const s = size;
  const pattern = [
    [0.05, 0.05, 0.18],
    [0.78, 0.08, 0.16],
    [0.06, 0.76, 0.16],
    [0.77, 0.77, 0.18],
  ]
    .map(([x, y, w]) => placeIcon(GAME_ICONS, 'present', x! * s, y! * s, w! * s, 'color="#ffffff" opacity="0.18"'))
    .join('');
  return `${svgWithBackdrop(s, s, { from: `hsl(${h},68%,56%)`, to: `hsl(${(h + 45) % 360},70%,26%)`, glow: { cx: 0.5, cy: 0.5, r: 0.45, color: '#fffbe6', opacity: 0.8 } })}
${pattern}
<circle cx="${s / 2}" cy="${s / 2}" r="${s * 0.4}" fill="url(#glow)"/>
${placeIcon(NOTO, art, s * 0.2, s * 0.2, s * 0.6)}
${placeIcon(NOTO, 'sparkles', s * 0.66, s * 0.14, s * 0.18)}
</svg>`;
}

export function mountPointRewardArt(app: FastifyInstance, cache: ReturnType<typeof pngCache>): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/cdn/TCG_PROD_IMAGES/POINT_REWARD/:file', { schema: { params: Type.Object({ file: Type.String({ maxLength: 128 }) }) } }, async (req, reply) => {
    const art = req.params.file.replace(/\.png$/i, '');
    if (!ARTS.has(art)) return reply.code(404).send({ error: 'not_found' });
    return reply
      .header('Cache-Control', 'public, max-age=604800, immutable')
      .header('Access-Control-Allow-Origin', '*')
      .type('image/png')
      .send(cache.get(`reward:${art}`, () => rewardArtSvg(art)));
  });
}
