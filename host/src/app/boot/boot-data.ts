/**
 * The server's boot data in the page (deploy/server/src/assets/boot-data.ts writes it): an inert
 * `<script type="application/json" id="tessera-boot">`, so the CSP without inline scripts holds.
 */
import type { Banner, Language, SystemStatus } from '@tessera/shared';

/** What the page carries. A contract with deploy/server/src/assets/boot-data.ts `BootData`. */
export interface BootData {
  v: 1;
  /** The language the banners were asked for. */
  lang: string;
  /** `/wps/system/status` without `location`. */
  status: SystemStatus;
  /** The site's banners, only when it is open. */
  banners?: Banner[];
  /** On a lottery page, its menu: read by the lottery remote (remote-lottery/src/features/menu/boot-menu.ts), not here. */
  lottery?: unknown;
}

/** The page's boot data, or undefined when it has none or it is not of this version (never throws). */
export function readBootData(doc: Document = document): BootData | undefined {
  const text = doc.getElementById('tessera-boot')?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as Partial<BootData> | null;
    if (!data || data.v !== 1 || !data.status || typeof data.status !== 'object') return undefined;
    return data as BootData;
  } catch {
    return undefined;
  }
}

/**
 * What the first render takes from it: the status always; the banners only when the site is open and they are
 * in the language the app starts in (another language's artwork would be swapped a moment later).
 */
export function bootPayload(data: BootData | undefined, lang: Language): { status: SystemStatus; banners?: Banner[] } | undefined {
  if (!data) return undefined;
  const open = !data.status.maintenance && !data.status.regionRestriction;
  const banners = open && data.lang === lang && Array.isArray(data.banners) ? data.banners : undefined;
  return banners ? { status: data.status, banners } : { status: data.status };
}
