/**
 * Named, scoped ops credentials (docs/architecture.md#ops-credentials). A credential is a random token
 * handed out once; the registry keeps only its SHA-256 (the token has 256 bits of entropy, so a plain
 * digest cannot be reversed or guessed), its name, and its scopes:
 *
 * - `admin`: everything, including credentials themselves and the sandbox controls;
 * - `release:<merchant>` / `release:*`: that merchant's (every merchant's) release-set changes and links;
 * - `remote:<app>`: one app team: publishing that app and issuing its override links (dev and published)
 *   for any merchant. `remote:host` is the host team's (publishing the host);
 * - `sandbox`: the sandbox gateway's test controls (`/sandbox/…`: system status, module switches, captcha and
 *   SMS answers), for a test pipeline that should not hold admin.
 * - `metrics`: scraping `GET /ops/metrics` (Prometheus), for a merchant's monitoring that should hold nothing else.
 * - `verify`: recording browser checks (`tessera release verify`), for a check pipeline apart from the teams: a
 *   credential that also builds the remote (`remote:<app>`), or that published the version, may not record its check.
 *
 * Every credential may read (artifacts, release sets, audit, telemetry). The bootstrap token
 * (TESSERA_OPS_TOKEN / <dataDir>/ops-token) is an admin credential named `bootstrap`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { MERCHANT_RE } from './releases.js';
import type { CredentialRecord, RegistryStore } from './store.js';
import { APP_NAMES, isAppName } from './types.js';

/** Who made an ops call: the credential's name and what it may do. */
export interface Principal {
  name: string;
  scopes: readonly string[];
  /** The bootstrap token (admin; its name may carry the caller's self-declared X-Ops-Actor). */
  bootstrap: boolean;
}

export const BOOTSTRAP_NAME = 'bootstrap';
export const CREDENTIAL_NAME_RE = /^[a-z0-9][a-z0-9._-]{0,63}$/i;
/** The longest a credential may live when it is given a lifetime (a year); without one it lives until revoked. */
export const MAX_CREDENTIAL_TTL_S = 365 * 86_400;
/** Tokens start with this, so a leaked one is recognisable (secret scanners, logs). */
export const TOKEN_PREFIX = 'tsk_';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Why a scope is malformed, or undefined when it is well formed. */
export function scopeProblem(scope: unknown): string | undefined {
  if (typeof scope !== 'string') return 'a scope must be a string';
  if (scope === 'admin' || scope === 'sandbox' || scope === 'metrics' || scope === 'verify') return undefined;
  const m = /^(remote|release):(.+)$/.exec(scope);
  if (!m) return `unknown scope "${scope}" (admin, release:<merchant>, release:*, remote:<app>, sandbox, metrics, verify)`;
  if (m[1] === 'remote' && !isAppName(m[2])) return `unknown app in "${scope}" (${APP_NAMES.join(', ')})`;
  if (m[1] === 'release' && m[2] !== '*' && !MERCHANT_RE.test(m[2] ?? '')) return `invalid merchant in "${scope}"`;
  return undefined;
}

const has = (p: Principal, scope: string) => p.scopes.includes('admin') || p.scopes.includes(scope);

export const can = {
  admin: (p: Principal) => p.scopes.includes('admin'),
  /** Publishing a version of `app`. */
  publish: (p: Principal, app: string) => has(p, `remote:${app}`),
  /** Changing `merchant`'s release set (pin, canary, promote, rollback, set, overrides switch). */
  release: (p: Principal, merchant: string) => has(p, 'release:*') || has(p, `release:${merchant}`),
  /** An override link of `remote` for `merchant`: its team, or whoever may change that merchant's releases. */
  link: (p: Principal, merchant: string, remote: string) => can.publish(p, remote) || can.release(p, merchant),
  /** The sandbox gateway's test controls. */
  sandbox: (p: Principal) => has(p, 'sandbox'),
  /** Scraping the Prometheus metrics. */
  metrics: (p: Principal) => has(p, 'metrics'),
  /** Recording a browser check of `remote`: the `verify` scope (or admin), and never the team that builds it. */
  verify: (p: Principal, remote: string) => has(p, 'verify') && !p.scopes.includes(`remote:${remote}`),
};

/** The error body of a 403, naming what was needed. */
export const forbidden = (p: Principal, needed: string) => ({
  error: 'forbidden',
  message: `credential ${p.name} (${p.scopes.join(', ') || 'no scopes'}) may not do this: it needs ${needed}`,
});

export class CredentialError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** What the API shows of a credential: never its hash. */
export type CredentialView = Omit<CredentialRecord, 'tokenHash'> & { active: boolean };
export const credentialView = (c: CredentialRecord, now = Date.now()): CredentialView => {
  const { tokenHash: _hash, ...rest } = c;
  return { ...rest, active: !c.revokedAt && (!c.expiresAt || Date.parse(c.expiresAt) > now) };
};

/** Creates a credential; the token is in the answer only (shown once). */
export async function createCredential(
  store: RegistryStore,
  body: { name?: unknown; scopes?: unknown; ttlSeconds?: unknown },
  createdBy: string,
  now = Date.now(),
): Promise<{ credential: CredentialView; token: string }> {
  const { name, scopes, ttlSeconds } = body ?? {};
  if (typeof name !== 'string' || !CREDENTIAL_NAME_RE.test(name)) {
    throw new CredentialError(400, 'invalid_credential', 'name must be 1 to 64 letters, digits, dots, dashes or underscores');
  }
  if (name === BOOTSTRAP_NAME) throw new CredentialError(400, 'invalid_credential', `"${BOOTSTRAP_NAME}" is the bootstrap token's name`);
  if (!Array.isArray(scopes) || scopes.length === 0 || scopes.length > 50) throw new CredentialError(400, 'invalid_credential', 'scopes must be a list of 1 to 50 scopes');
  for (const s of scopes) {
    const problem = scopeProblem(s);
    if (problem) throw new CredentialError(400, 'invalid_credential', problem);
  }
  let expiresAt: string | null = null;
  if (ttlSeconds !== undefined && ttlSeconds !== null) {
    if (typeof ttlSeconds !== 'number' || !Number.isInteger(ttlSeconds) || ttlSeconds < 60 || ttlSeconds > MAX_CREDENTIAL_TTL_S) {
      throw new CredentialError(400, 'invalid_credential', `ttlSeconds must be an integer 60..${MAX_CREDENTIAL_TTL_S} (1 minute to 365 days)`);
    }
    expiresAt = new Date(now + ttlSeconds * 1000).toISOString();
  }
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const record: CredentialRecord = {
    name,
    tokenHash: hashToken(token),
    scopes: [...new Set(scopes as string[])],
    createdAt: new Date(now).toISOString(),
    createdBy,
    expiresAt,
    revokedAt: null,
    lastUsedAt: null,
  };
  if (!(await store.credentials.insert(record))) throw new CredentialError(409, 'credential_exists', `a credential named ${name} exists (or existed: names are kept for the audit)`);
  return { credential: credentialView(record, now), token };
}

/**
 * Finds the live credential a presented token belongs to. Marks its last use at most once a minute per
 * credential, so a busy client does not write on every call.
 */
export function credentialLookup(store: RegistryStore): (token: string) => Promise<Principal | undefined> {
  const touched = new Map<string, number>();
  return async (token) => {
    if (!token.startsWith(TOKEN_PREFIX)) return undefined;
    const c = await store.credentials.byHash(hashToken(token));
    const now = Date.now();
    if (!c || c.revokedAt || (c.expiresAt && Date.parse(c.expiresAt) <= now)) return undefined;
    if ((touched.get(c.name) ?? 0) < now - 60_000) {
      touched.set(c.name, now);
      await store.credentials.touch(c.name, new Date(now).toISOString());
    }
    return { name: c.name, scopes: c.scopes, bootstrap: false };
  };
}
