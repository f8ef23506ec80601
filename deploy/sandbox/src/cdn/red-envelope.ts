/**
 * Artwork of the red-envelope popup (/cdn/TCG_PROD_IMAGES/RED_ENVELOPE/<state>.png, 480×360): the Noto
 * red envelope on a lantern-red gradient with coins and firecrackers; `closed` for the offer, `opened` for
 * the reveal. Drawn by resvg and cached like the other artwork.
 */
import type { FastifyInstance } from 'fastify';
import { icons as NOTO } from '@iconify-json/noto';
import { placeIcon, svgWithBackdrop } from './artwork.js';
import type { pngCache } from './render.js';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

export const RED_ENVELOPE_ARTS = ['closed', 'opened'] as const;
type Art = (typeof RED_ENVELOPE_ARTS)[number];

export function redEnvelopeSvg(art: Art, w = 480, h = 360): string {
  const main = art === 'closed' ? 'red-envelope' : 'money-bag';
  const ring = [
    ['coin', 0.06, 0.1, 0.14],
    ['firecracker', 0.8, 0.08, 0.14],
    ['coin', 0.82, 0.7, 0.12],
    ['sparkles', 0.08, 0.72, 0.14],
  ] as const;
  return `${svgWithBackdrop(w, h, { from: '#c8102e', to: '#6d0615', vertical: true, glow: { cx: 0.5, cy: 0.5, r: 0.5, color: '#ffd54f', opacity: 0.75 } })}
<circle cx="${w / 2}" cy="${h / 2}" r="${h * 0.45}" fill="url(#glow)"/>
${ring.map(([name, x, y, s]) => placeIcon(NOTO, name, x * w, y * h, s * w)).join('')}
${placeIcon(NOTO, main, (w - h * 0.62) / 2, h * 0.19, h * 0.62)}
</svg>`;
}

export function mountRedEnvelopeArt(app: FastifyInstance, cache: ReturnType<typeof pngCache>): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/cdn/TCG_PROD_IMAGES/RED_ENVELOPE/:file', { schema: { params: Type.Object({ file: Type.String({ maxLength: 128 }) }) } }, async (req, reply) => {
    const art = req.params.file.replace(/\.png$/i, '') as Art;
    if (!RED_ENVELOPE_ARTS.includes(art)) return reply.code(404).send({ error: 'not_found' });
    return reply
      .header('Cache-Control', 'public, max-age=604800, immutable')
      .header('Access-Control-Allow-Origin', '*')
      .type('image/png')
      .send(cache.get(`red-envelope:${art}`, () => redEnvelopeSvg(art)));
  });
}
