/**
 * A merchant's brand: what makes its site its own (name, logos, colours, texts, contacts). The server writes it
 * into the page's head, the web app manifest and the home-screen icons; the host reads it from the boot data.
 */
import { createHash } from 'node:crypto';
import type { Brand } from '@tessera/shared/contracts';

export type { Brand, BrandPalette, BrandSupport, BrandTexts } from '@tessera/shared/contracts';

const T_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#f5b82e"/><path d="M9 9h14v4h-5v11h-4V13H9z" fill="#1a1300"/></svg>';

/** The platform's own brand: what a merchant without settings shows (the look the apps were built with). */
export const DEFAULT_BRAND: Brand = {
  name: 'Tessera',
  shortName: 'Tessera',
  logo: { light: T_ICON, dark: T_ICON },
  palette: { primary: '#f5b82e', primaryText: '#1a1300', lightPrimary: '#8a5a00', background: '#0f1420', surface: '#182033', text: '#e8ecf4' },
  texts: {},
  support: {},
};

/** The SVG the icons are drawn from. */
export function iconSvgOf(brand: Brand): string {
  return brand.icon ?? brand.logo.dark;
}

/** A short hash of what a brand's pictures are made of: a changed logo or colour gives new icon URLs. */
export function brandPictureKey(brand: Brand): string {
  return createHash('sha256')
    .update(JSON.stringify([iconSvgOf(brand), brand.logo.light, brand.logo.dark, brand.palette]))
    .digest('base64url')
    .slice(0, 12);
}

/** Where a page learns a merchant's brand (the registry's settings; the default brand when it has none). */
export type BrandSource = (merchant: string) => Promise<Brand>;
