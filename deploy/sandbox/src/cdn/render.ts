/** SVG to PNG through resvg, cached on disk in the data dir: a picture is drawn once per key. */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { FastifyInstance } from 'fastify';
import type Sharp from 'sharp';

const BOLD_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
/** Bumped when the artwork changes, so cached pictures of an older drawing are not served. */
const ART_VERSION = 'v4';

// Fonts for the banners' other scripts (cdn/banners.ts), where the system has them: Chinese and Japanese
// (fonts-wqy-microhei), Thai (fonts-thai-tlwg).
const CJK_FONT = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';
const THAI_FONT = '/usr/share/fonts/truetype/tlwg/Loma-Bold.ttf';
/** Whether Thai text can be drawn; without the font it would come out as boxes. */
export const CAN_DRAW_THAI = existsSync(THAI_FONT);
/** Whether Chinese and Japanese text can be drawn (same reason). */
export const CAN_DRAW_CJK = existsSync(CJK_FONT);

// A named font file renders in a few ms; scanning the system fonts on every picture would not.
const FONT_OPTIONS = existsSync(BOLD_FONT)
  ? { loadSystemFonts: false, fontFiles: [BOLD_FONT], defaultFontFamily: 'DejaVu Sans' }
  : { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' };
// The CJK font costs about 100 ms a picture to load, so only a picture with such text loads them.
const WIDE_FONT_OPTIONS = { ...FONT_OPTIONS, fontFiles: [...(FONT_OPTIONS.fontFiles ?? []), ...[CJK_FONT, THAI_FONT].filter((f) => existsSync(f))] };
const WIDE_SCRIPT = /[\u0e00-\u0e7f\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/;

export function svgToPng(svg: string): Buffer {
  return new Resvg(svg, { font: WIDE_SCRIPT.test(svg) ? WIDE_FONT_OPTIONS : FONT_OPTIONS }).render().asPng();
}

/**
 * Bytes by key: a file under `dir` (written aside then renamed, so a concurrent reader never sees half a
 * file), the last 500 also in memory; only in memory without a dir.
 */
function fileCache(dir: string | undefined, ext: string) {
  if (dir) mkdirSync(dir, { recursive: true });
  const memory = new Map<string, Buffer>();
  const MEMORY_MAX = 500;
  const remember = (key: string, bytes: Buffer) => {
    if (memory.size >= MEMORY_MAX) memory.delete(memory.keys().next().value as string);
    memory.set(key, bytes);
    return bytes;
  };
  const fileOf = (key: string) => (dir ? join(dir, `${createHash('sha1').update(key).digest('hex')}.${ext}`) : undefined);
  return {
    get(key: string): Buffer | undefined {
      const hit = memory.get(key);
      if (hit) return hit;
      const file = fileOf(key);
      return file && existsSync(file) ? remember(key, readFileSync(file)) : undefined;
    },
    set(key: string, bytes: Buffer): Buffer {
      const file = fileOf(key);
      if (file) {
        const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
        writeFileSync(tmp, bytes);
        renameSync(tmp, file);
      }
      return remember(key, bytes);
    },
  };
}

/**
 * Draws and caches PNGs under `<cacheDir>/<version>/`; without a folder, only in memory. A picture depends on its
 * key alone and is written by rename, so instances may share one folder and any of them draws it once.
 */
export function pngCache(cacheDir: string | undefined) {
  const files = fileCache(cacheDir ? join(cacheDir, ART_VERSION) : undefined, 'png');
  return {
    /** The PNG for `key`, drawn by `draw()` on first use. */
    get(key: string, draw: () => string): Buffer {
      return files.get(key) ?? files.set(key, svgToPng(draw()));
    },
  };
}

/**
 * Content negotiation of the pictures, as an image CDN does it: a browser that accepts WebP gets the same
 * picture as WebP (about a seventh of the PNG's bytes for this artwork), any other client the PNG, both
 * under the same `.png` address with `Vary: Accept`. Each picture is converted once, by its hash, and kept
 * beside the PNGs. Applies to every `image/png` answer of the instance it is added to.
 */
export function negotiateWebp(app: FastifyInstance, cacheDir: string | undefined): void {
  const files = fileCache(cacheDir ? join(cacheDir, ART_VERSION, 'webp') : undefined, 'webp');
  let sharp: Promise<{ default: typeof Sharp }> | undefined;
  async function toWebp(png: Buffer): Promise<Buffer> {
    const key = createHash('sha1').update(png).digest('hex');
    const hit = files.get(key);
    if (hit) return hit;
    sharp ??= import('sharp');
    const { default: convert } = await sharp;
    return files.set(key, await convert(png).webp({ quality: 80 }).toBuffer());
  }
  app.addHook('onSend', async (req, reply, payload) => {
    if (!Buffer.isBuffer(payload) || !String(reply.getHeader('content-type') ?? '').startsWith('image/png')) return payload;
    reply.header('Vary', 'Accept');
    if (!/\bimage\/webp\b/.test(req.headers.accept ?? '')) return payload;
    const webp = await toWebp(payload);
    reply.header('Content-Type', 'image/webp');
    return webp;
  });
}
