/**
 * The web app manifest of a merchant's site in one language: what a phone installs to its home screen (name,
 * icons drawn from the brand's logo, colours) and where a launch from there starts. `start_url` carries
 * `source=pwa`, so a launch from the home screen can be told from a visit.
 */
import type { BootLanguage } from '../assets/boot-data.js';
import { BOOT_TEXT } from '../assets/boot-text.js';
import { HEAD_TEXT, DESCRIPTIONS } from '../assets/page-head-text.js';
import { brandPictureKey, type Brand } from './brand.js';

export const START_URL = '/?source=pwa';

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  orientation: 'any';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }[];
  shortcuts: { name: string; short_name: string; url: string; icons: { src: string; sizes: string; type: string }[] }[];
}

export function webAppManifest(brand: Brand, lang: BootLanguage): WebAppManifest {
  const v = brandPictureKey(brand);
  const text = HEAD_TEXT[lang];
  const icon = (size: number, purpose: 'any' | 'maskable') => ({
    src: `/brand/${purpose === 'any' ? 'icon' : 'maskable'}-${size}.png?v=${v}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  const shortcut = (name: string, url: string) => ({ name, short_name: name, url, icons: [{ src: `/brand/icon-192.png?v=${v}`, sizes: '192x192', type: 'image/png' }] });
  return {
    // One app per site whatever the language or the start URL's query.
    id: '/',
    name: brand.name,
    short_name: brand.shortName,
    description: DESCRIPTIONS[lang].home.replaceAll('{brand}', brand.name),
    lang: BOOT_TEXT[lang].tag,
    start_url: START_URL,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: brand.palette.surface,
    background_color: brand.palette.background,
    icons: [icon(192, 'any'), icon(512, 'any'), icon(192, 'maskable'), icon(512, 'maskable')],
    shortcuts: [
      // A member centre opened by its URL (host/src/features/overlays): a visitor is asked to log in first.
      shortcut(text['account.deposit'], '/?mc=depositv2&source=pwa'),
      shortcut(text['nav.rng'], '/rng?source=pwa'),
      shortcut(text['nav.lottery'], '/lottery?source=pwa'),
    ],
  };
}
