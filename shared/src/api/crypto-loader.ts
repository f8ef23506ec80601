/**
 * The gateway's encryption (crypto.ts, with crypto-js's DES) as its own chunk, loaded by the first call that
 * needs it: a visitor's first page makes no encrypted call, so it does not download it.
 */
import type * as CryptoModule from './crypto';

export type Crypto = typeof CryptoModule;

let loading: Promise<Crypto> | undefined;

export function loadCrypto(): Promise<Crypto> {
  loading ??= import('./crypto').catch((e: unknown) => {
    loading = undefined; // a failed download is tried again by the next call
    throw e;
  });
  return loading;
}
