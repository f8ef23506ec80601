/** The whitelabel modules a merchant has switched on (seed/catalog.ts; the test controls switch them). */
import { GatewayError } from '../gateway/envelope.js';
import type { Repo } from '../repo/index.js';

/** The merchant's module switches by id; an unknown merchant has none. */
export function merchantModules(repo: Repo, merchant: string): Record<string, boolean> {
  return repo.merchants.find(merchant)?.modules ?? {};
}

/** Refuses the call with function.not.available unless the merchant has `modId` switched on. */
export function requireModule(repo: Repo, merchant: string, modId: string): void {
  if (!merchantModules(repo, merchant)[modId]) throw new GatewayError(200, 'function.not.available', 'This function is not available');
}
