/**
 * Names of the shell's icons. Their paths (the game-icons set, game-icons.net, CC BY 3.0, via
 * @iconify-json/game-icons, 512x512) live in the sprite icons.svg beside this file, one `<symbol>` per name:
 * a static file the browser caches, not 26 KB of path strings in the shell's script.
 */
export const ICON_NAMES = [
  'gift',
  'headset',
  'invite',
  'phone',
  'plane',
  'chat',
  'megaphone',
  'coins',
  'flame',
  'help',
  'download',
  'trophy',
  'envelope',
  'close',
  'menu',
  'sun',
  'moon',
  'clock',
  'user',
  'wallet',
  'lock',
  'crown',
  'dice',
  'arrow',
  'signal',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
