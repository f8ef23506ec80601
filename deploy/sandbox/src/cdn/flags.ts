/**
 * Country flags of the image CDN (TCG_PROD_IMAGES/COUNTRY_FLAG/<countryCode>.png, docs/product.md#register):
 * drawn from the flag-icons set (MIT) with rounded corners and a hairline edge, so white flags stay visible
 * on the light theme. An unknown code gets a neutral globe rather than a broken image.
 */
import type { FastifyInstance } from 'fastify';
import { icons as FLAGS } from '@iconify-json/flag';
import { icons as NOTO } from '@iconify-json/noto';
import { placeIcon } from './artwork.js';
import type { pngCache } from './render.js';

const W = 64;
const H = 48;

export function flagSvg(countryCode: string): string {
  const code = countryCode.toLowerCase();
  const icon = FLAGS.icons[`${code}-4x3`];
  const frame = `<rect x="0.5" y="0.5" width="${W - 1}" height="${H - 1}" rx="6" fill="none" stroke="#000" stroke-opacity="0.25"/>`;
  if (!icon) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><rect width="${W}" height="${H}" rx="6" fill="#dfe6ee"/>${placeIcon(NOTO, 'globe-showing-asia-australia', 14, 6, 36)}${frame}</svg>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs><clipPath id="r"><rect width="${W}" height="${H}" rx="6"/></clipPath></defs>` +
    `<g clip-path="url(#r)"><svg width="${W}" height="${H}" viewBox="0 0 ${icon.width ?? 640} ${icon.height ?? 480}" preserveAspectRatio="none">${icon.body}</svg></g>${frame}</svg>`
  );
}

export function mountFlags(app: FastifyInstance, cache: ReturnType<typeof pngCache>): void {
  app.get<{ Params: { file: string } }>('/cdn/TCG_PROD_IMAGES/COUNTRY_FLAG/:file', async (req, reply) => {
    const code = /^([A-Za-z]{2})(?:\.png)?$/.exec(req.params.file)?.[1]?.toUpperCase() ?? 'XX';
    const png = cache.get(`flag:${code}`, () => flagSvg(code));
    return reply.header('Cache-Control', 'public, max-age=604800, immutable').header('Access-Control-Allow-Origin', '*').type('image/png').send(png);
  });
}
