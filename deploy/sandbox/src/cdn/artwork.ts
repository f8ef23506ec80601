/**
 * Generated artwork of the sandbox CDN: game tiles and vendor logos composed from two real icon sets
 * (Noto emoji for the colour motif, game-icons.net for the line glyphs; game-icons is CC BY 3.0 and is
 * credited on the help page) over gradients per vendor and game type. Everything is deterministic per
 * code, so the same game always shows the same tile.
 */
import { createHash } from 'node:crypto';
import { icons as GAME_ICONS, type IconifyJSON } from '@iconify-json/game-icons';
import { icons as NOTO } from '@iconify-json/noto';

export interface TileGame {
  code: string;
  name: string;
  vendor: string;
  gameType: string;
}

export function hash(s: string): number {
  return createHash('md5').update(s).digest().readUInt32BE(0);
}

export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * An icon's body and box, following aliases. (@iconify/utils does this, but it ships as ESM only and
 * the sandbox also runs under the CommonJS test runner; these two sets use no rotations or flips.)
 */
function getIconData(set: IconifyJSON, name: string): { body: string; width: number; height: number } | null {
  const alias = set.aliases?.[name];
  const icon = set.icons[alias?.parent ?? name];
  if (!icon) return null;
  return { body: icon.body, width: icon.width ?? set.width ?? 16, height: icon.height ?? set.height ?? 16 };
}

/** An icon of a set as an inner <svg> placed at (x, y) with the given size; its ids made unique per use. */
export function placeIcon(set: IconifyJSON, name: string, x: number, y: number, size: number, extra = ''): string {
  const data = getIconData(set, name);
  if (!data) return '';
  const prefix = `${name.replace(/[^a-z0-9]/gi, '')}${Math.round(x)}x${Math.round(y)}`;
  const body = data.body.replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`).replace(/(url\(#|href="#)([^)"]+)/g, `$1${prefix}$2`);
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 ${data.width} ${data.height}" ${extra}>${body}</svg>`;
}

/** A picture's gradient background and its glow (the radial gradient `glow`, which the picture places). */
export interface Backdrop {
  /** The background's colours, top left to bottom right (top to bottom when `vertical`). */
  from: string;
  to: string;
  vertical?: boolean;
  /** The glow's centre and radius (fractions of the picture), its colour and its strength at the centre. */
  glow: { cx: number; cy: number; r: number; color: string; opacity: number };
}

/** A picture's opening: the <svg>, its `bg` and `glow` gradients and the background; the caller draws on and closes it. */
export function svgWithBackdrop(width: number, height: number, b: Backdrop): string {
  const { cx, cy, r, color, opacity } = b.glow;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="${b.vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${b.from}"/><stop offset="1" stop-color="${b.to}"/></linearGradient>
<radialGradient id="glow" cx="${cx}" cy="${cy}" r="${r}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>`;
}

/** The Noto motif for a word of a game's name. */
const MOTIF_BY_WORD: Record<string, string> = {
  dragon: 'dragon', tiger: 'tiger-face', phoenix: 'fire', panda: 'panda', empress: 'crown', pharaoh: 'crown',
  buffalo: 'water-buffalo', koi: 'tropical-fish', lion: 'lion', wolf: 'wolf', genie: 'genie', pirate: 'pirate-flag',
  samurai: 'crossed-swords', monkey: 'monkey-face', eagle: 'eagle', treasure: 'money-bag', temple: 'japanese-castle',
  galaxy: 'ringed-planet', candy: 'candy', fruit: 'cherries', gem: 'gem-stone', ninja: 'ninja', queen: 'crown',
  viking: 'shield', golden: 'coin', lucky: 'four-leaf-clover', fortune: 'money-bag', jackpot: 'slot-machine',
  fire: 'fire', thunder: 'high-voltage', crystal: 'crystal-ball', magic: 'magic-wand', frozen: 'snowflake',
  emerald: 'gem-stone', ruby: 'gem-stone', royal: 'crown', mystic: 'crystal-ball', ocean: 'whale', shark: 'shark',
  fishing: 'tropical-fish', fish: 'blowfish', dinosaur: 't-rex', boom: 'bomb', bombing: 'bomb', baccarat: 'joker',
  roulette: 'bullseye', blackjack: 'spade-suit', poker: 'joker', mahjong: 'mahjong-red-dragon', dice: 'game-die',
  'sic': 'game-die', wheel: 'ferris-wheel', tongits: 'spade-suit', pusoy: 'club-suit',
  rummy: 'diamond-suit', texas: 'spade-suit', holdem: 'spade-suit', niu: 'money-bag', gow: 'mahjong-red-dragon', big: 'club-suit', teen: 'heart-suit', andar: 'diamond-suit', fan: 'coin', landlord: 'house',
  lotto: 'ticket', lottery: 'ticket', keno: 'admission-tickets', cockfight: 'rooster', soccer: 'soccer-ball',
  esports: 'video-game', sports: 'soccer-ball',
};

/** Motifs by game type, picked by hash when no word of the name names one. */
const MOTIFS_BY_TYPE: Record<string, string[]> = {
  RNG: ['slot-machine', 'cherries', 'gem-stone', 'money-bag', 'crown', 'four-leaf-clover', 'star', 'watermelon', 'grapes', 'bell', 'coin', 'fire', 'rocket', 'unicorn', 'octopus', 'red-envelope', 'firecracker', 'peach', 'tangerine', 'glowing-star'],
  FISH: ['tropical-fish', 'blowfish', 'shark', 'whale', 'octopus', 'crab', 'lobster', 'squid', 'dolphin', 'fish'],
  LIVE: ['joker', 'spade-suit', 'heart-suit', 'diamond-suit', 'club-suit', 'game-die', 'bullseye', 'money-bag'],
  PVP: ['club-suit', 'mahjong-red-dragon', 'joker', 'spade-suit', 'game-die', 'trophy'],
  SPORTS: ['soccer-ball', 'basketball', 'trophy', 'video-game', 'sports-medal'],
  COCKFIGHT: ['rooster', 'rooster', 'trophy', 'crossed-swords'],
  LOTT: ['ticket', 'admission-tickets', 'four-leaf-clover', 'money-bag'],
  ELOTT: ['ticket', 'admission-tickets', 'game-die', 'star'],
};

/** The game-icons glyph that marks a lane (pattern on tiles, mark on logos). */
const GLYPH_BY_TYPE: Record<string, string[]> = {
  RNG: ['rolling-dices', 'diamonds-smile', 'crown', 'coins', 'clover', 'fire-gem'],
  FISH: ['fishing-hook', 'shark-jaws', 'lucky-fisherman', 'angler-fish'],
  LIVE: ['poker-hand', 'ace', 'card-random', 'spades'],
  PVP: ['poker-hand', 'chess-knight', 'card-random', 'perspective-dice-six-faces-random'],
  SPORTS: ['soccer-ball', 'trophy-cup', 'joystick', 'target-arrows'],
  COCKFIGHT: ['rooster', 'sword-clash'],
  LOTT: ['three-keys', 'clover', 'crystal-ball'],
  ELOTT: ['crystal-ball', 'lotus', 'rolling-dices'],
};
const FALLBACK_GLYPHS = ['rolling-dices', 'crown', 'coins', 'clover', 'lotus', 'gamepad'];

function motifFor(game: TileGame): string {
  // The second word is the noun of a seeded slot name ("Golden Dragon Fortune"), so it is tried first.
  const words = game.name.toLowerCase().split(/[^a-z]+/).filter(Boolean);
  for (const word of [...words.slice(1, 2), ...words.slice(0, 1), ...words.slice(2)]) {
    const motif = MOTIF_BY_WORD[word];
    if (motif && getIconData(NOTO, motif)) return motif;
  }
  const list = (MOTIFS_BY_TYPE[game.gameType] ?? MOTIFS_BY_TYPE.RNG!).filter((m) => getIconData(NOTO, m));
  return list[hash(game.code) % list.length] ?? 'slot-machine';
}

function glyphFor(gameType: string, key: string): string {
  const list = (GLYPH_BY_TYPE[gameType] ?? FALLBACK_GLYPHS).filter((g) => getIconData(GAME_ICONS, g));
  return list[hash(key) % list.length] ?? 'rolling-dices';
}

/** A vendor's hue: every tile of one vendor shares its colour family; the game shifts it a little. */
export function vendorHue(vendor: string): number {
  return hash(`vendor:${vendor}`) % 360;
}

const TYPE_HUE_SHIFT: Record<string, number> = { RNG: 0, FISH: 190, LIVE: 330, PVP: 140, SPORTS: 100, COCKFIGHT: 15, LOTT: 50, ELOTT: 270 };

/** A square game tile (size px): gradient, a faint lane pattern, the motif and the vendor badge. */
export function gameTileSvg(game: TileGame, size = 320): string {
  const h = (vendorHue(game.vendor) + (TYPE_HUE_SHIFT[game.gameType] ?? 0) + (hash(game.code) % 36) - 18 + 360) % 360;
  const h2 = (h + 40) % 360;
  const glyph = glyphFor(game.gameType, game.code);
  const motif = motifFor(game);
  const s = size;
  const pattern = [
    [0.04, 0.06, 0.22],
    [0.76, 0.04, 0.2],
    [0.02, 0.72, 0.24],
    [0.78, 0.74, 0.2],
  ]
    .map(([x, y, w]) => placeIcon(GAME_ICONS, glyph, x! * s, y! * s, w! * s, 'color="#ffffff" opacity="0.16"'))
    .join('');
  const badge = game.vendor.slice(0, 5);
  return `${svgWithBackdrop(s, s, { from: `hsl(${h},72%,52%)`, to: `hsl(${h2},70%,24%)`, glow: { cx: 0.5, cy: 0.48, r: 0.42, color: '#fff7d6', opacity: 0.75 } })}
${pattern}
<circle cx="${s / 2}" cy="${s * 0.48}" r="${s * 0.4}" fill="url(#glow)"/>
<circle cx="${s / 2}" cy="${s * 0.48}" r="${s * 0.33}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${s * 0.012}" stroke-dasharray="${s * 0.03} ${s * 0.02}"/>
${placeIcon(NOTO, motif, s * 0.22, s * 0.2, s * 0.56)}
<rect x="${s * 0.05}" y="${s * 0.83}" rx="${s * 0.04}" width="${s * (0.06 + badge.length * 0.055)}" height="${s * 0.11}" fill="#000000" fill-opacity="0.45"/>
<text x="${s * 0.08}" y="${s * 0.912}" font-family="DejaVu Sans" font-weight="700" font-size="${s * 0.07}" fill="#ffffff">${esc(badge)}</text>
</svg>`;
}

export type LogoVariant = 'COLOR' | 'DEFAULT' | 'ACTIVE' | 'WHITE' | 'GRAY' | 'PURPLE';

/** A vendor logo (240×96): the lane glyph in a roundel beside the vendor's name. */
export function vendorLogoSvg(vendor: { code: string; displayName: string; gameType: string }, variant: LogoVariant = 'COLOR'): string {
  const h = vendorHue(vendor.code);
  const gray = variant === 'GRAY';
  const white = variant === 'WHITE';
  const sat = gray ? 0 : 70;
  const h2 = variant === 'PURPLE' ? 275 : (h + 35) % 360;
  const name = vendor.displayName.length > 16 ? vendor.code : vendor.displayName;
  // DejaVu Sans Bold runs about 0.68 em per character; the name gets the 136 px right of the roundel.
  const fontSize = Math.min(28, Math.floor(136 / (name.length * 0.68)));
  const glyph = glyphFor(vendor.gameType, vendor.code);
  const background = white
    ? ''
    : `<rect width="240" height="96" rx="16" fill="url(#lg)"/><rect x="2" y="2" width="236" height="92" rx="14" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="2"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96">
<defs><linearGradient id="lg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},${sat}%,${variant === 'ACTIVE' ? 52 : 42}%)"/><stop offset="1" stop-color="hsl(${h2},${sat}%,22%)"/></linearGradient>
<linearGradient id="ring" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe082"/><stop offset="1" stop-color="#ff8f00"/></linearGradient></defs>
${background}
<circle cx="48" cy="48" r="32" fill="${gray ? '#9e9e9e' : 'url(#ring)'}"/>
${placeIcon(GAME_ICONS, glyph, 26, 26, 44, `color="${gray ? '#ffffff' : `hsl(${h},70%,22%)`}"`)}
<text x="92" y="${48 + fontSize * 0.36}" font-family="DejaVu Sans" font-weight="700" font-size="${fontSize}" fill="#ffffff">${esc(name)}</text>
</svg>`;
}

/** The default game icon shown when a tile's image fails (docs/product.md#lobbies: lazy images' error icon). */
export function defaultIconSvg(size = 320): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#37474f"/><stop offset="1" stop-color="#102027"/></linearGradient></defs>
<rect width="${size}" height="${size}" fill="url(#bg)"/>
${placeIcon(GAME_ICONS, 'rolling-dices', size * 0.25, size * 0.25, size * 0.5, 'color="#b0bec5"')}
</svg>`;
}

/** Any other CDN picture (a path the gateway may point at): a motif by hash, never initials. */
export function genericArtSvg(key: string, width = 640, height = 320): string {
  const h = hash(key) % 360;
  const list = MOTIFS_BY_TYPE.RNG!.filter((m) => getIconData(NOTO, m));
  const motif = list[hash(`m${key}`) % list.length] ?? 'slot-machine';
  const m = Math.min(width, height) * 0.6;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},65%,45%)"/><stop offset="1" stop-color="hsl(${(h + 50) % 360},65%,20%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${placeIcon(NOTO, motif, (width - m) / 2, (height - m) / 2, m)}
</svg>`;
}

/** A reel symbol of the sandbox game: a Noto icon on white. */
export function symbolSvg(name: string, size = 160): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${placeIcon(NOTO, name, size * 0.08, size * 0.08, size * 0.84)}</svg>`;
}
