/**
 * Game vendor lanes, read by the header nav, the lobbies and the lottery prize mode. Cached in session
 * storage under `gameVendor` (docs/product.md#session-storage) unless a flush is asked for (after login, docs/product.md#header-and-nav), and one
 * request serves every caller that asks while it is under way.
 */
import { api } from './client';
import { CACHE_KEYS } from '../session/session';
import type { VendorLane, VendorLanesValue } from './types';

/** Vendor request platform default (docs/product.md#constants). */
export const VENDOR_PLATFORM = 'html5-desktop';

let inflight: Promise<VendorLane[]> | null = null;

function cached(): VendorLane[] | null {
  try {
    const raw = sessionStorage.getItem(CACHE_KEYS.gameVendor);
    const lanes = raw ? (JSON.parse(raw) as unknown) : null;
    return Array.isArray(lanes) ? (lanes as VendorLane[]) : null;
  } catch {
    return null;
  }
}

/** A caller's abort ends its own wait only: the shared request goes on for the others. */
function abortable<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

export function fetchVendorLanes(options: { flush?: boolean; signal?: AbortSignal } = {}): Promise<VendorLane[]> {
  if (!options.flush) {
    const lanes = cached();
    if (lanes) return Promise.resolve(lanes);
    if (inflight) return abortable(inflight, options.signal);
  }
  const request = api
    .call('gameVendors', { platform: VENDOR_PLATFORM, ...(options.flush ? { flush: true } : {}) })
    .then((value: VendorLanesValue) => {
      const lanes = value?.data?.lanes ?? [];
      sessionStorage.setItem(CACHE_KEYS.gameVendor, JSON.stringify(lanes));
      return lanes;
    })
    .finally(() => {
      if (inflight === request) inflight = null;
    });
  inflight = request;
  return abortable(request, options.signal);
}
