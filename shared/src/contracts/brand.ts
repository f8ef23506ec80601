/**
 * A merchant's brand (docs/architecture.md): the shape the platform server stores and checks
 * (deploy/server/src/brand/), the ops console edits, and the part of it the server writes into every page for the
 * host to read (`PageBrand`, host/src/common/site-brand.ts). Types only: the server and the console import them too.
 */

/** The apps' languages (deploy/server/src/assets/boot-data.ts BOOT_LANGUAGES; brand-schema.ts checks they agree). */
export type BrandLanguage = 'en' | 'cn' | 'vi' | 'ja' | 'th' | 'ty' | 'id';

export interface BrandPalette {
  /** Accent on the dark theme: buttons, links, the header's name. */
  primary: string;
  /** Text on an accent button (4.5:1 on `primary`). */
  primaryText: string;
  /** Accent on the light theme (4.5:1 on white). */
  lightPrimary: string;
  /** The page's background, and the manifest's background colour (splash screen). */
  background: string;
  /** Bars and cards over the background; the manifest's theme colour. */
  surface: string;
  /** Text on the background. */
  text: string;
}

/** Words of a brand in one language; an absent field falls back to English's. */
export interface BrandTexts {
  /** The licence line of the footer and help page. */
  licence?: string;
  /** The footer's copyright line. */
  footer?: string;
}

export interface BrandSupport {
  email?: string;
  phone?: string;
  telegram?: string;
  whatsapp?: string;
}

/** A merchant's brand as ops set it. */
export interface Brand {
  /** Full name: titles, the manifest's name, the header. */
  name: string;
  /** At most 12 characters: the name under a home-screen icon. */
  shortName: string;
  /** SVG documents: `light` sits on a light background, `dark` on a dark one. */
  logo: { light: string; dark: string };
  /** SVG of the favicon and the home-screen icons; the dark logo when absent. */
  icon?: string;
  palette: BrandPalette;
  texts: Partial<Record<BrandLanguage, BrandTexts>>;
  support: BrandSupport;
}

/**
 * What the host reads of the brand: the server writes it into the page as an inert
 * `<script type="application/json" id="tessera-brand">` (deploy/server/src/brand/page-brand.ts).
 */
export interface PageBrand {
  name: string;
  shortName: string;
  /** URLs of the logos (immutable: they carry the brand's picture key). */
  logo: { light: string; dark: string };
  texts: Brand['texts'];
  support: BrandSupport;
}
