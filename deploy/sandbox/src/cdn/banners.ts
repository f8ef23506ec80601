/**
 * Banner and promotion artwork of the sandbox CDN (docs/product.md#banners): per banner group a headline,
 * a line of copy and a scene of Noto emoji over a game-icons pattern and a gradient, drawn to PNG by resvg
 * and cached like the game tiles. Deterministic per file name, so a banner looks the same after a restart.
 */
import type { FastifyInstance } from 'fastify';
import { icons as GAME_ICONS } from '@iconify-json/game-icons';
import { icons as NOTO } from '@iconify-json/noto';
import { artLanguage, BANNER_ART_TRANSLATIONS, localiseArt, PROMOTION_ART_TRANSLATIONS } from '../seed/banners-i18n.js';
import { BANNER_ART, PROMOTION_ART, type Art } from '../seed/content.js';
import { esc, placeIcon, svgWithBackdrop } from './artwork.js';
import { CAN_DRAW_CJK, CAN_DRAW_THAI, type pngCache } from './render.js';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

/** DejaVu for Latin and Vietnamese, WenQuanYi Micro Hei for Chinese and Japanese, Loma for Thai (render.ts loads them). */
const FONTS = 'DejaVu Sans, WenQuanYi Micro Hei, Loma';

/** A text's width in average Latin characters: CJK and full-width characters count about two. */
const ems = (text: string) => [...text].reduce((n, c) => n + (/[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(c) ? 1.9 : 1), 0);

/** A wide picture: gradient, a faint pattern of the glyph, the headline and copy left, the motifs right. */
export function artSvg(art: Art, width: number, height: number): string {
  const [h1, h2] = art.hues;
  const pattern: string[] = [];
  const step = height / 3;
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < Math.ceil(width / step) + 1; col += 1) {
      pattern.push(placeIcon(GAME_ICONS, art.glyph, col * step + (row % 2) * (step / 2) - step / 4, row * step - step / 3, step * 0.5, 'color="#ffffff" opacity="0.07"'));
    }
  }
  const big = height * 0.78;
  const motifs = art.motifs
    .map((m, i) => {
      const size = i === 0 ? big : big * 0.46;
      const x = i === 0 ? width - big - width * 0.05 : width - big - width * 0.05 - size * 0.55 + (i - 1) * size * 1.9;
      const y = i === 0 ? (height - big) / 2 : height - size - height * 0.06 - (i - 1) * height * 0.45;
      return placeIcon(NOTO, m, x, y, size);
    })
    .join('');
  // The headline fits left of the motif: DejaVu Bold averages about 0.62 em per character, a CJK one a full em.
  const title = Math.min(height * 0.17, (width * 0.52) / (ems(art.title) * 0.66));
  const copy = Math.min(height * 0.07, (width * 0.56) / (ems(art.copy) * 0.55));
  return `${svgWithBackdrop(width, height, { from: `hsl(${h1},70%,38%)`, to: `hsl(${h2},75%,16%)`, glow: { cx: 0.78, cy: 0.5, r: 0.45, color: '#fff6c2', opacity: 0.55 } })}
${pattern.join('')}
<rect width="${width}" height="${height}" fill="url(#glow)"/>
${motifs}
<text x="${width * 0.06}" y="${height * 0.2}" font-family="${FONTS}" font-weight="700" font-size="${height * 0.07}" fill="#ffd54f" letter-spacing="3">${esc(art.kicker.toUpperCase())}</text>
<text x="${width * 0.06}" y="${height * 0.2 + title * 1.2}" font-family="${FONTS}" font-weight="700" font-size="${title}" fill="#ffffff">${esc(art.title)}</text>
<text x="${width * 0.06}" y="${height * 0.2 + title * 1.2 + height * 0.14}" font-family="${FONTS}" font-size="${copy}" fill="#f1f1f1">${esc(art.copy)}</text>
<rect x="${width * 0.06}" y="${height * 0.72}" width="${height * 0.62}" height="${height * 0.13}" rx="${height * 0.065}" fill="#ffd54f"/>
<text x="${width * 0.06 + height * 0.31}" y="${height * 0.805}" text-anchor="middle" font-family="${FONTS}" font-weight="700" font-size="${height * 0.06}" fill="#3e2700">${esc(art.cta)}</text>
</svg>`;
}

/**
 * The language a picture is drawn in: Thai, Chinese and Japanese only where the machine has a font for them
 * (fonts-thai-tlwg, fonts-wqy-microhei); otherwise the English picture, never boxes.
 */
function pictureLanguage(lang: unknown): string | null {
  const code = artLanguage(lang);
  if (code === 'TH' && !CAN_DRAW_THAI) return null;
  if ((code === 'CN' || code === 'JA') && !CAN_DRAW_CJK) return null;
  return code;
}

/** Serves /cdn/TCG_PROD_IMAGES/BANNER/<name>.png (1200×360) and /cdn/TCG_PROD_IMAGES/PROMOTION/<name>.png (600×240). */
export function mountBanners(app: FastifyInstance, cache: ReturnType<typeof pngCache>): void {
  // `lang` (a gateway language code) words the picture; each language is its own cached picture.
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const schema = { params: Type.Object({ file: Type.String({ maxLength: 128 }) }), querystring: Type.Object({ lang: Type.Optional(Type.String({ maxLength: 16 })) }) };
  const kinds = [
    { folder: 'BANNER', key: 'banner', arts: BANNER_ART, translations: BANNER_ART_TRANSLATIONS, width: 1200, height: 360 },
    { folder: 'PROMOTION', key: 'promo', arts: PROMOTION_ART, translations: PROMOTION_ART_TRANSLATIONS, width: 600, height: 240 },
  ];
  for (const { folder, key, arts, translations, width, height } of kinds) {
    typed.get(`/cdn/TCG_PROD_IMAGES/${folder}/:file`, { schema }, async (req, reply) => {
      const name = req.params.file.replace(/\.png$/i, '');
      const art = arts[name];
      if (!art) return reply.code(404).send({ error: 'not_found' });
      const lang = pictureLanguage(req.query.lang);
      const png = cache.get(`${key}:${name}${lang ? `:${lang}` : ''}`, () => artSvg(localiseArt(translations, name, art, lang), width, height));
      return reply.header('Cache-Control', 'public, max-age=604800, immutable').type('image/png').send(png);
    });
  }
}
