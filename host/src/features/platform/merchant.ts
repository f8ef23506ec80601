/**
 * The merchant is resolved by the platform server from the Host header and written into index.html
 * as <meta name="tessera-merchant">; default `demo`.
 */
import { session } from '@tessera/shared';

export const DEFAULT_MERCHANT = 'demo';
/** Platform code W (web) of the brand configuration (docs/product.md#brand). */
export const PLATFORM_CODE = 'W';

export function resolveMerchant(doc: Document = document): string {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="tessera-merchant"]');
  const value = meta?.content.trim();
  return value && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : DEFAULT_MERCHANT;
}

/** Writes the merchant keys (docs/product.md#session-storage); they survive logout. */
export function rememberMerchant(merchant: string): void {
  session.set('merchant', merchant);
  session.set('merchantCode', merchant);
  session.set('platform', PLATFORM_CODE);
}
