/**
 * The merchant's brand as the server writes it into the page (deploy/server/src/brand/page-brand.ts): an inert
 * `<script type="application/json" id="tessera-brand">`. The header's name and logo, the tab titles, the footer's
 * licence and copyright lines and the support contacts come from here: no app carries a brand of its own.
 */
import type { BrandSupport, BrandTexts, PageBrand } from '@tessera/shared/contracts';

/**
 * The page's brand: the shared contract's `PageBrand`, read from JSON the page carries, so the logo is absent on a
 * page no server wrote and a text is looked up by any language code.
 */
export interface SiteBrand extends Omit<PageBrand, 'logo' | 'texts'> {
  logo?: PageBrand['logo'];
  texts: Partial<Record<string, BrandTexts>>;
}

/** The platform's own name: a page the platform server did not write (a dev server's) has no merchant brand. */
const PLATFORM_BRAND: SiteBrand = { name: 'Tessera', shortName: 'Tessera', texts: {}, support: {} };

/** The page's brand; the platform's when the page has none or it is malformed (never throws). */
export function readSiteBrand(doc: Document = document): SiteBrand {
  const text = doc.getElementById('tessera-brand')?.textContent;
  if (!text) return PLATFORM_BRAND;
  try {
    const data = JSON.parse(text) as Partial<SiteBrand> | null;
    if (!data || typeof data.name !== 'string' || !data.name) return PLATFORM_BRAND;
    return { ...PLATFORM_BRAND, ...data, texts: data.texts ?? {}, support: data.support ?? {} };
  } catch {
    return PLATFORM_BRAND;
  }
}

let current: SiteBrand | undefined;
/** The brand of this page load (a change reaches the next load). */
export function siteBrand(): SiteBrand {
  current ??= readSiteBrand();
  return current;
}

/** One of the brand's texts in `lang`, else in English, else undefined (the caller's own default). */
export function brandText(brand: SiteBrand, lang: string, key: keyof BrandTexts): string | undefined {
  return brand.texts[lang]?.[key] ?? brand.texts.en?.[key];
}

/** The support contacts as links, in a fixed order. */
export function supportLinks(support: BrandSupport): { kind: keyof BrandSupport; label: string; href: string }[] {
  const links: { kind: keyof BrandSupport; label: string; href: string }[] = [];
  if (support.email) links.push({ kind: 'email', label: support.email, href: `mailto:${support.email}` });
  if (support.phone) links.push({ kind: 'phone', label: support.phone, href: `tel:${support.phone.replace(/[\s-]/g, '')}` });
  if (support.telegram) links.push({ kind: 'telegram', label: `Telegram ${support.telegram}`, href: `https://t.me/${support.telegram.replace(/^@/, '')}` });
  if (support.whatsapp) links.push({ kind: 'whatsapp', label: `WhatsApp ${support.whatsapp}`, href: `https://wa.me/${support.whatsapp.replace(/^\+/, '')}` });
  return links;
}
