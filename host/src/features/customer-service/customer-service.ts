/**
 * Customer service (docs/product.md#customer-service): VIP service above club rank 4, else live chat,
 * opened in a 440x750 popup. Links come sealed from system status and are decrypted only when opened.
 */
import { loadCrypto, type CustomerServiceLink } from '@tessera/shared';

/** Club rank above which the member gets the VIP line (docs/product.md#constants). */
export const VIP_RANK_THRESHOLD = 4;
export const POPUP_FEATURES = 'width=440,height=750,noopener,noreferrer';

/** The link to open for a member of `rankLevel` (undefined for a visitor), or null when none is configured. */
export function pickServiceLink(links: readonly CustomerServiceLink[], rankLevel: number | undefined): CustomerServiceLink | null {
  const byType = (type: string) => links.find((l) => l.csType.toUpperCase() === type);
  if ((rankLevel ?? 0) > VIP_RANK_THRESHOLD) {
    const vip = byType('VIP');
    if (vip) return vip;
  }
  return byType('LIVECHAT') ?? links[0] ?? null;
}

/** The decrypted address, or null when it is not an http(s) URL (a broken or hostile link is never opened). */
export async function serviceUrl(link: CustomerServiceLink): Promise<string | null> {
  try {
    const { decryptServiceLink } = await loadCrypto();
    const url = new URL(decryptServiceLink(link.path));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Opens the member's service line. The decryption code loads on first use (the button warms it on hover or
 * focus); the click's user activation outlasts that short wait, so the popup is still allowed.
 */
export async function openCustomerService(links: readonly CustomerServiceLink[], rankLevel: number | undefined): Promise<boolean> {
  const link = pickServiceLink(links, rankLevel);
  const url = link && (await serviceUrl(link));
  if (!url) return false;
  window.open(url, 'tessera-cs', POPUP_FEATURES);
  return true;
}
