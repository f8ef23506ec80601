import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export function resolveDataDir(dir = process.env.TESSERA_DATA_DIR): string {
  return resolve(process.cwd(), dir || '.tessera');
}

/** `TESSERA_DATABASE_URL`: the registry's PostgreSQL (`postgres://…`); unset or empty keeps SQLite in the data dir. */
export function resolveDatabaseUrl(raw = process.env.TESSERA_DATABASE_URL): string | undefined {
  const url = raw?.trim();
  if (!url) return undefined;
  if (!/^postgres(ql)?:\/\//i.test(url)) throw new Error('TESSERA_DATABASE_URL must be a postgres:// (or postgresql://) URL');
  return url;
}

/** `TESSERA_REDIS_URL`: Redis or Valkey for the instances' shared attempt counters (`redis://` or `rediss://`); unset: none. */
export function resolveRedisUrl(raw = process.env.TESSERA_REDIS_URL): string | undefined {
  const url = raw?.trim();
  if (!url) return undefined;
  if (!/^rediss?:\/\//i.test(url)) throw new Error('TESSERA_REDIS_URL must be a redis:// (or rediss://) URL');
  return url;
}

/** `TESSERA_ARTIFACTS_DIR`: the folder of published files that every instance mounts; default the data dir. */
export function resolveArtifactsDir(dataDir: string, raw = process.env.TESSERA_ARTIFACTS_DIR): string {
  return raw?.trim() ? resolve(process.cwd(), raw.trim()) : dataDir;
}

/**
 * The ops-token file the CLI reads: `<TESSERA_DATA_DIR>/ops-token` when that variable is set, else the
 * nearest `.tessera/ops-token` from `cwd` upwards (`npm start` keeps it in the repository's `.tessera`, and
 * the CLI is often run from a package folder below it).
 */
export function findOpsTokenFile(cwd = process.cwd(), dataDirEnv = process.env.TESSERA_DATA_DIR): string | undefined {
  if (dataDirEnv) {
    const file = join(resolve(cwd, dataDirEnv), 'ops-token');
    return existsSync(file) ? file : undefined;
  }
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    const file = join(dir, '.tessera', 'ops-token');
    if (existsSync(file)) return file;
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * The ops bearer token: `TESSERA_OPS_TOKEN`, else `<dataDir>/ops-token`, else a new random one stored
 * there with mode 0600 and printed once (`onCreate`).
 */
export function resolveOpsToken(dataDir: string, envToken = process.env.TESSERA_OPS_TOKEN, onCreate?: (token: string, file: string) => void): string {
  if (envToken) return assertStrongOpsToken(envToken);
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

/** Shortest ops token accepted from the environment. */
export const OPS_TOKEN_MIN_LENGTH = 24;

/**
 * Refuses a weak `TESSERA_OPS_TOKEN`: shorter than OPS_TOKEN_MIN_LENGTH, under 3 bits of entropy per
 * character (few distinct characters), or one short piece repeated (`passwordpasswordpassword`). The
 * generated token (48 hex characters) passes.
 */
export function assertStrongOpsToken(token: string, source = 'TESSERA_OPS_TOKEN'): string {
  const advice = `use a random value, e.g. \`openssl rand -hex 24\``;
  if (token.length < OPS_TOKEN_MIN_LENGTH) throw new Error(`${source} is too short (${token.length} characters, at least ${OPS_TOKEN_MIN_LENGTH}); ${advice}`);
  const counts = new Map<string, number>();
  for (const c of token) counts.set(c, (counts.get(c) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) bits -= (n / token.length) * Math.log2(n / token.length);
  const repeated = /^(.{1,12}?)\1+$/s.test(token);
  if (bits < 3 || repeated) throw new Error(`${source} is too predictable (repeated characters or a repeated pattern); ${advice}`);
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
