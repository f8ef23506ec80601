import type { FastifyRequest } from 'fastify';
import type { Repo } from '../repo/index.js';
import { GatewayError } from './envelope.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The merchant of a sandbox gateway call (its `Merchant` header, checked); '' elsewhere. */
    merchant: string;
  }
  interface FastifyContextConfig {
    /** The call answers while its merchant is under maintenance (the maintenance page needs it). */
    openInMaintenance?: boolean;
  }
}

const GATEWAY_PREFIXES = ['/wps', '/lgw', '/lotto'];

/** Whether a URL belongs to the gateway (/wps, /lgw, /lotto) rather than the CDN or the test controls. */
export const isGatewayUrl = (url: string) => GATEWAY_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`));

/** The values of every `Merchant` header on the raw request (duplicates are an error on the real gateway). */
function merchantHeaders(req: FastifyRequest): string[] {
  const raw = req.raw.rawHeaders;
  const values: string[] = [];
  for (let i = 0; i < raw.length; i += 2) if (raw[i]?.toLowerCase() === 'merchant') values.push(raw[i + 1] ?? '');
  return values;
}

/**
 * An onRequest hook for every gateway call, routed or not: exactly one `Merchant` header naming a known
 * merchant (sets `req.merchant`), and while that merchant is under maintenance only the calls marked
 * `openInMaintenance` answer.
 */
export function merchantGate(repo: Repo) {
  return async (req: FastifyRequest): Promise<void> => {
    if (!isGatewayUrl(req.url)) return;
    const values = merchantHeaders(req);
    const code = values[0]?.trim() ?? '';
    if (values.length !== 1 || !code) {
      throw new GatewayError(400, 'function.not.available', values.length > 1 ? 'duplicated Merchant header' : 'Merchant header required');
    }
    const m = repo.merchants.find(code);
    if (!m) throw new GatewayError(400, 'function.not.available', `unknown merchant ${code}`);
    req.merchant = m.code;
    if (m.status === 1 && !req.routeOptions.config.openInMaintenance) throw new GatewayError(400, 'function.not.available', 'merchant is under maintenance');
  };
}
