import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export function resolveDataDir(dir = process.env.TESSERA_DATA_DIR): string {
  return resolve(process.cwd(), dir || '.tessera');
}

/**
 * The ops bearer token: `TESSERA_OPS_TOKEN`, else `<dataDir>/ops-token`, else a new random one stored
 * there with mode 0600 and printed once (`onCreate`).
 */
export function resolveOpsToken(dataDir: string, envToken = process.env.TESSERA_OPS_TOKEN, onCreate?: (token: string, file: string) => void): string {
  if (envToken) return envToken;
  const file = join(dataDir, 'ops-token');
  if (existsSync(file)) {
    const token = readFileSync(file, 'utf8').trim();
    if (token) return token;
  }
  mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(24).toString('hex');
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  onCreate?.(token, file);
  return token;
}

/** Parses `TESSERA_MERCHANT_HOSTS` (JSON map hostname → merchant). */
export function parseMerchantHosts(raw = process.env.TESSERA_MERCHANT_HOSTS): Record<string, string> | undefined {
  if (!raw) return undefined;
  const parsed: unknown = JSON.parse(raw);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('TESSERA_MERCHANT_HOSTS must be a JSON object');
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(parsed)) if (typeof v === 'string') out[k.toLowerCase()] = v;
  return out;
}

/** Merchant of a request's Host header: the explicit map first, else `demo2.*` → demo2, anything else → demo. */
export function merchantForHost(hostHeader: string | undefined, map?: Record<string, string>): string {
  let host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) host = host.slice(0, host.indexOf(']') + 1);
  else host = host.replace(/:\d+$/, '');
  const mapped = map?.[host];
  if (mapped) return mapped;
  return host.startsWith('demo2.') ? 'demo2' : 'demo';
}
