import { createHash } from 'node:crypto';

function hue(s: string): number {
  return createHash('md5').update(s).digest().readUInt16BE(0) % 360;
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function initials(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const letters = words.slice(0, 2).map((w) => w[0] ?? '').join('');
  return (letters || name.slice(0, 2) || '?').toUpperCase();
}

/** A small square tile: a colour hashed from `key`, with `label` centred. */
export function tileSvg(key: string, label: string, size = 200): string {
  const h = hue(key);
  const fontSize = label.length > 3 ? Math.round(size / (label.length * 0.7)) : Math.round(size * 0.36);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},70%,55%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360},70%,35%)"/></linearGradient></defs>
<rect width="${size}" height="${size}" rx="${Math.round(size / 10)}" fill="url(#g)"/>
<text x="50%" y="54%" dominant-baseline="middle" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff">${esc(label)}</text>
</svg>`;
}

/** A vendor logo: a wide tile with the vendor code. */
export function logoSvg(vendor: string): string {
  const h = hue(vendor);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96">
<rect width="240" height="96" rx="12" fill="hsl(${h},60%,40%)"/>
<text x="50%" y="54%" dominant-baseline="middle" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${vendor.length > 6 ? 22 : 36}" fill="#fff">${esc(vendor)}</text>
</svg>`;
}
