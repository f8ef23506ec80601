/**
 * The slide puzzle of the sandbox's GeeTest (domain/geetest.ts): one of the seeded promotion pictures, the
 * piece cut out of it with sharp at a random place, and the gap it leaves shaded. Only the piece's outline is
 * drawn here; the picture is the CDN's own artwork.
 */
import { randomInt } from 'node:crypto';
import type Sharp from 'sharp';
import { artSvg } from '../cdn/banners.js';
import { svgToPng } from '../cdn/render.js';
import { PROMOTION_ART } from '../seed/content.js';

/** The puzzle picture's size, in the pixels the slide is measured in. */
export const PUZZLE_WIDTH = 320;
export const PUZZLE_HEIGHT = 160;
/** The piece's box: a 40 px square with a knob on its top and on its right. */
export const PIECE_WIDTH = 48;
export const PIECE_HEIGHT = 52;
/** The piece starts at the left edge; its gap is never that close, so an unmoved piece never passes. */
const MIN_GAP_X = 80;

const PIECE_PATH = 'M1,12 H13 A7,7 0 1 1 27,12 H40 V25 A7,7 0 1 1 40,39 V51 H1 Z';
const shape = (paint: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${PIECE_WIDTH}" height="${PIECE_HEIGHT}"><path d="${PIECE_PATH}" ${paint}/></svg>`);

export interface Puzzle {
  /** Where the gap is (the answer): the piece's left edge, in picture pixels. */
  x: number;
  /** The piece's top, the same in the picture and on the track. */
  y: number;
  background: Buffer;
  piece: Buffer;
}

let sharpModule: Promise<{ default: typeof Sharp }> | undefined;
const pictures = new Map<string, Buffer>();

/** The seeded picture `name` at the puzzle's size (drawn once per process). */
async function picture(sharp: typeof Sharp, name: string): Promise<Buffer> {
  const hit = pictures.get(name);
  if (hit) return hit;
  const art = PROMOTION_ART[name];
  if (!art) throw new Error(`no promotion picture ${name}`);
  const png = await sharp(svgToPng(artSvg(art, 600, 240))).resize(PUZZLE_WIDTH, PUZZLE_HEIGHT, { fit: 'cover', position: 'right' }).png().toBuffer();
  pictures.set(name, png);
  return png;
}

/** A new puzzle: a random seeded picture, a random gap. */
export async function newPuzzle(): Promise<Puzzle> {
  sharpModule ??= import('sharp');
  const { default: sharp } = await sharpModule;
  const names = Object.keys(PROMOTION_ART);
  const base = await picture(sharp, names[randomInt(names.length)] ?? '');
  const x = randomInt(MIN_GAP_X, PUZZLE_WIDTH - PIECE_WIDTH - 4);
  const y = randomInt(4, PUZZLE_HEIGHT - PIECE_HEIGHT - 4);
  const [piece, background] = await Promise.all([
    sharp(base)
      .extract({ left: x, top: y, width: PIECE_WIDTH, height: PIECE_HEIGHT })
      .composite([
        { input: shape('fill="#fff"'), blend: 'dest-in' },
        { input: shape('fill="none" stroke="#fff" stroke-opacity="0.9" stroke-width="2"') },
      ])
      .png()
      .toBuffer(),
    sharp(base)
      .composite([{ input: shape('fill="#000" fill-opacity="0.55" stroke="#fff" stroke-opacity="0.7" stroke-width="1.5"'), left: x, top: y }])
      .png()
      .toBuffer(),
  ]);
  return { x, y, background, piece };
}
