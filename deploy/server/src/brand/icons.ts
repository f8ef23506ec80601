/**
 * A brand's pictures for browsers and home screens, drawn from its icon SVG with sharp: the favicon (16, 32 and
 * 48 px in one .ico), the apple-touch-icon (opaque, iOS rounds it) and the manifest's icons, plain and maskable
 * (the logo inside the 80 % safe circle on the brand's background). Each is drawn once per brand picture key,
 * kept on disk (instances may share the folder) and in memory.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type SharpFn from 'sharp';

// The picture libraries load with the first icon drawn, not at start: a server in proxy mode never draws one.
const sharpOf = async (): Promise<typeof SharpFn> => (await import('sharp')).default;
import { brandPictureKey, iconSvgOf, type Brand } from './brand.js';

export const ICON_FILES = ['favicon.ico', 'apple-touch-icon.png', 'icon-192.png', 'icon-512.png', 'maskable-192.png', 'maskable-512.png'] as const;
export type IconFile = (typeof ICON_FILES)[number];

export function isIconFile(name: string): name is IconFile {
  return (ICON_FILES as readonly string[]).includes(name);
}

export const ICON_TYPES: Record<IconFile, string> = {
  'favicon.ico': 'image/x-icon',
  'apple-touch-icon.png': 'image/png',
  'icon-192.png': 'image/png',
  'icon-512.png': 'image/png',
  'maskable-192.png': 'image/png',
  'maskable-512.png': 'image/png',
};

/** The SVG drawn at `size` px square, the drawing centred and scaled to fit `scale` of it, over `background`. */
async function draw(svg: string, size: number, scale: number, background?: string): Promise<Buffer> {
  const inner = Math.round(size * scale);
  const sharp = await sharpOf();
  // A density high enough that the SVG is rasterised at (or above) the target size, never scaled up from less.
  const logo = await sharp(Buffer.from(svg), { density: 72 * Math.max(1, inner / 32) })
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const pad = Math.floor((size - inner) / 2);
  return sharp({ create: { width: size, height: size, channels: 4, background: background ?? { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: logo, left: pad, top: pad }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * One picture of a brand. A maskable icon's drawing stays inside the safe circle (diameter 80 %): a square
 * drawing fits it at 0.8 / √2 ≈ 56 % of the side.
 */
export async function renderIcon(brand: Brand, file: IconFile): Promise<Buffer> {
  const svg = iconSvgOf(brand);
  const bg = brand.palette.background;
  switch (file) {
    case 'favicon.ico':
      return (await import('png-to-ico')).default(await Promise.all([16, 32, 48].map((s) => draw(svg, s, 1))));
    case 'apple-touch-icon.png':
      return (await sharpOf())(await draw(svg, 180, 0.72, bg)).flatten({ background: bg }).png().toBuffer();
    case 'icon-192.png':
      return draw(svg, 192, 1);
    case 'icon-512.png':
      return draw(svg, 512, 1);
    case 'maskable-192.png':
      return draw(svg, 192, 0.56, bg);
    case 'maskable-512.png':
      return draw(svg, 512, 0.56, bg);
  }
}

/** Drawn pictures: in memory (the most recent ones) over a folder keyed by the brand's picture key. */
export class BrandIcons {
  private readonly memory = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly dir: string,
    private readonly keep = 96,
  ) {}

  /** The picture and its key (which changes with the brand's pictures: a cache-busting version and an ETag). */
  async get(brand: Brand, file: IconFile): Promise<{ key: string; body: Buffer }> {
    const key = brandPictureKey(brand);
    const id = `${key}/${file}`;
    let body = this.memory.get(id);
    if (!body) {
      body = this.load(brand, key, file);
      // A failed drawing is not kept: the next request tries again.
      body.catch(() => this.memory.delete(id));
      this.memory.set(id, body);
      if (this.memory.size > this.keep) this.memory.delete(this.memory.keys().next().value!);
    }
    return { key, body: await body };
  }

  private async load(brand: Brand, key: string, file: IconFile): Promise<Buffer> {
    const path = join(this.dir, key, file);
    const cached = await readFile(path).catch(() => undefined);
    if (cached) return cached;
    const body = await renderIcon(brand, file);
    await mkdir(join(this.dir, key), { recursive: true });
    // Written aside then renamed: another instance never reads half a file.
    const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, body);
    await rename(tmp, path);
    return body;
  }
}
