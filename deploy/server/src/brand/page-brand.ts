/**
 * A merchant's brand in its pages' head: the palette as the theme's colour tokens (shared/src/theme/theme.css), so
 * the first paint is already in the merchant's colours, and what the host shows of the brand (name, logos, texts,
 * contacts) as an inert JSON element it reads at start (host/src/common/site-brand.ts). No app carries a
 * brand of its own.
 */
import { scriptJson } from '../assets/boot-data.js';
import type { PageBrand } from '@tessera/shared/contracts';
import { brandPictureKey, type Brand } from './brand.js';

export function pageBrand(brand: Brand): PageBrand {
  const v = brandPictureKey(brand);
  return {
    name: brand.name,
    shortName: brand.shortName,
    logo: { light: `/brand/logo-light.svg?v=${v}`, dark: `/brand/logo-dark.svg?v=${v}` },
    texts: brand.texts,
    support: brand.support,
  };
}

/**
 * The theme tokens the palette sets: on the dark theme its page, cards, text and accent; on the light theme its
 * accent only (the light theme's own page and text stay, and the brand's light accent reads on white). The
 * colours are `#rrggbb`, checked when stored (brand-schema.ts).
 */
export function brandStyle({ palette: p }: Brand): string {
  const dark = `--t-bg:${p.background};--t-surface:${p.surface};--t-text:${p.text};--t-accent:${p.primary};--t-accent-text:${p.primaryText};--t-focus-halo:${p.background}`;
  // Doubled :root: these win over theme.css wherever the page links it, and the two themes never overlap.
  return `<style id="tessera-brand-style">:root:root:not([data-theme='light']){${dark}}:root:root[data-theme='light']{--t-accent:${p.lightPrimary}}</style>`;
}

/** The style and the host's JSON, for the page's head. */
export function pageBrandTags(brand: Brand): string {
  return `${brandStyle(brand)}<script type="application/json" id="tessera-brand">${scriptJson(pageBrand(brand))}</script>`;
}
