/**
 * Signed override links (docs/architecture.md#overrides): ops (CLI or console) issue a link that makes ONE browser load another published
 * version of one remote for one merchant, until it expires. The link carries
 * `base64url(payload).base64url(HMAC-SHA256)`; the key is derived from the ops token, so every instance
 * that shares the token (and only they) can verify it, and rotating the token revokes every link.
 * Redeeming the link stores the token in an HttpOnly cookie; the release-set answer to that browser then
 * names the override under `overrides.active`, which the host's release selection prefers.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RegistryStore } from './store.js';
import { isRemoteName, type RemoteName, type RemoteVersionRef } from './types.js';

export const OVERRIDE_COOKIE = 'tessera-override';
/** Longest lifetime of a link (and of the cookie it sets). */
export const MAX_OVERRIDE_TTL_S = 7 * 24 * 3600;

export interface OverrideClaim {
  merchant: string;
  remote: RemoteName;
  version: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export interface ActiveOverride extends RemoteVersionRef {
  expiresAt: string;
}

export function overrideKey(opsToken: string): Buffer {
  return createHmac('sha256', opsToken).update('tessera override links v1').digest();
}

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function signOverride(key: Buffer, claim: OverrideClaim): string {
  const payload = Buffer.from(JSON.stringify({ m: claim.merchant, r: claim.remote, v: claim.version, e: claim.exp })).toString('base64url');
  return `${payload}.${mac(key, payload)}`;
}

/** The claim of a well-signed, unexpired token, else null. */
export function verifyOverride(key: Buffer, token: string, nowMs = Date.now()): OverrideClaim | null {
  const m = /^([A-Za-z0-9_-]{1,600})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m?.[1] || !m[2]) return null;
  const expected = Buffer.from(mac(key, m[1]));
  const given = Buffer.from(m[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const o = JSON.parse(Buffer.from(m[1], 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof o.m !== 'string' || !isRemoteName(o.r) || typeof o.v !== 'string' || typeof o.e !== 'number') return null;
    if (o.e * 1000 <= nowMs) return null;
    return { merchant: o.m, remote: o.r, version: o.v, exp: o.e };
  } catch {
    return null;
  }
}

/** The tokens kept in the override cookie (several remotes or merchants; `~` never occurs in base64url). */
export function cookieTokens(cookieHeader: string | undefined): string[] {
  if (!cookieHeader) return [];
  for (const part of cookieHeader.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === OVERRIDE_COOKIE) return part.slice(i + 1).trim().split('~').filter(Boolean).slice(0, 16);
  }
  return [];
}

/** Valid claims of a cookie, the last one per merchant and remote. */
export function cookieClaims(key: Buffer, cookieHeader: string | undefined, nowMs = Date.now()): { token: string; claim: OverrideClaim }[] {
  const byTarget = new Map<string, { token: string; claim: OverrideClaim }>();
  for (const token of cookieTokens(cookieHeader)) {
    const claim = verifyOverride(key, token, nowMs);
    if (claim) byTarget.set(`${claim.merchant}\u0000${claim.remote}`, { token, claim });
  }
  return [...byTarget.values()];
}

/** The overrides this browser's cookie grants for `merchant`, as refs of published versions. */
export async function activeOverrides(
  store: RegistryStore,
  key: Buffer,
  merchant: string,
  cookieHeader: string | undefined,
  nowMs = Date.now(),
): Promise<Partial<Record<RemoteName, ActiveOverride>>> {
  const out: Partial<Record<RemoteName, ActiveOverride>> = {};
  for (const { claim } of cookieClaims(key, cookieHeader, nowMs)) {
    if (claim.merchant !== merchant) continue;
    const a = await store.getArtifact(claim.remote, claim.version);
    if (!a) continue;
    out[claim.remote] = { version: a.version, entry: a.entry, integrity: a.integrity, expiresAt: new Date(claim.exp * 1000).toISOString() };
  }
  return out;
}

/** Set-Cookie value holding `tokens` (HttpOnly: page scripts never see it; Lax: sent on the link's navigation). */
export function overrideCookie(tokens: string[], maxAgeS: number, secure: boolean): string {
  const value = tokens.join('~');
  return `${OVERRIDE_COOKIE}=${value}; Path=/; Max-Age=${Math.max(0, Math.floor(maxAgeS))}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
