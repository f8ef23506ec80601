/**
 * Signed override links (docs/architecture.md#overrides): ops (CLI or console) issue a link that makes ONE browser load another published
 * version of one remote for one merchant, until it expires. The link carries
 * `base64url(payload).base64url(HMAC-SHA256)`; the key is derived from the ops token, so every instance
 * that shares the token (and only they) can verify it, and rotating the token revokes every link.
 * Redeeming the link stores the token in an HttpOnly cookie; the release-set answer to that browser then
 * names the override under `overrides.active`, which the host's release selection prefers.
 *
 * A link may instead point a remote at a developer's dev server (`dev`: its entry URL, e.g.
 * http://localhost:3102/remoteEntry.js). Such a link is issued only for a loopback origin or an origin the
 * server allows (TESSERA_DEV_ORIGINS), whatever the merchant's `overrides.allowed` says (that flag once let
 * ops sign links to any origin, whose script then ran in the site's origin), and lives at most
 * MAX_DEV_OVERRIDE_TTL_S; the browser holding
 * it gets that origin added to its page's CSP (devOriginsFor) and loads that entry without an integrity
 * check (a dev build changes on every save). Every other browser is unaffected.
 *
 * Every link issued has an id and a row (`override_links`), so ops can list and revoke it (CLI, console, API;
 * audited); a revoked link stops at the browser's next page load. A dev link runs code from outside the site,
 * so it also belongs to one browser: the first browser that opens it binds it (the hash of that browser's
 * random `tessera-browser` cookie), and a second browser is refused; the page load of a browser whose cookie
 * does not match is given no override and no relaxed CSP.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { RegistryStore } from './store.js';
import { isRemoteName, type RemoteName, type RemoteVersionRef } from './types.js';

export const OVERRIDE_COOKIE = 'tessera-override';
/** Longest lifetime of a link (and of the cookie it sets). */
export const MAX_OVERRIDE_TTL_S = 7 * 24 * 3600;
/** Longest lifetime of a dev-server link: a working day, not a week of a bearer capability that runs code. */
export const MAX_DEV_OVERRIDE_TTL_S = 12 * 3600;

export interface OverrideClaim {
  merchant: string;
  remote: RemoteName;
  version: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** A dev server's entry URL (then `version` is DEV_VERSION): nothing published, nothing to check. */
  dev?: string;
  /** The link's row in `override_links` (every link issued now has one; a dev link must). */
  id?: string;
}

export interface ActiveOverride extends RemoteVersionRef {
  expiresAt: string;
  /** Set for a dev-server override: `entry` is the dev server's absolute entry URL and `integrity` is empty. */
  dev?: true;
}

/** The version a dev-server override reports (in telemetry and the banner). */
export const DEV_VERSION = 'dev';

/** A dev server's entry: http(s), no credentials, query or fragment, ending in remoteEntry.js or mf-manifest.json. */
export function parseDevEntry(raw: unknown): URL | null {
  if (typeof raw !== 'string' || raw.length > 300) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash) return null;
  if (!/\/(remoteEntry\.js|mf-manifest\.json)$/.test(url.pathname)) return null;
  return url;
}

/** localhost, *.localhost, 127.0.0.0/8 and [::1]: a developer's own machine. */
export function isLoopback(url: URL): boolean {
  const h = url.hostname;
  return h === 'localhost' || h.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(h) || h === '[::1]';
}

/** `TESSERA_DEV_ORIGINS`: comma-separated origins (https://dev.team.example:8443) dev links may also point at. */
export function parseDevOrigins(raw: string | undefined): string[] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .map((v) => {
      const u = new URL(v);
      if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.origin !== v.replace(/\/$/, '')) throw new Error(`TESSERA_DEV_ORIGINS: ${v} is not an origin (scheme://host[:port])`);
      return u.origin;
    });
}

/** Why a dev link to `url` may not be issued, or null when it may (a loopback origin or one of TESSERA_DEV_ORIGINS). */
export function devOriginRefusal(url: URL, allowedOrigins: readonly string[]): string | null {
  if (isLoopback(url) || allowedOrigins.includes(url.origin)) return null;
  return `${url.origin} is not a dev origin this server allows (localhost or TESSERA_DEV_ORIGINS)`;
}

/** A URL as it may be logged: the value of an override link's `token` left out (the link is a bearer capability). */
export function redactToken(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

export function overrideKey(opsToken: string): Buffer {
  return createHmac('sha256', opsToken).update('tessera override links v1').digest();
}

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function signOverride(key: Buffer, claim: OverrideClaim): string {
  const payload = Buffer.from(
    JSON.stringify({ m: claim.merchant, r: claim.remote, v: claim.version, e: claim.exp, ...(claim.dev ? { d: claim.dev } : {}), ...(claim.id ? { i: claim.id } : {}) }),
  ).toString('base64url');
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
    if (o.i !== undefined && (typeof o.i !== 'string' || !/^[A-Za-z0-9_-]{1,32}$/.test(o.i))) return null;
    const id = typeof o.i === 'string' ? { id: o.i } : {};
    if (o.d !== undefined) {
      const dev = parseDevEntry(o.d);
      // A dev link without an id could be neither revoked nor bound to one browser.
      return dev && o.v === DEV_VERSION && id.id ? { merchant: o.m, remote: o.r, version: DEV_VERSION, exp: o.e, dev: dev.href, ...id } : null;
    }
    return { merchant: o.m, remote: o.r, version: o.v, exp: o.e, ...id };
  } catch {
    return null;
  }
}

/** A request's cookies by name, as @fastify/cookie parses them (`req.cookies`). */
export type Cookies = Partial<Record<string, string>>;

/** The tokens kept in the override cookie (several remotes or merchants; `~` never occurs in base64url). */
export function cookieTokens(cookies: Cookies): string[] {
  return (cookies[OVERRIDE_COOKIE] ?? '').split('~').filter(Boolean).slice(0, 16);
}

/** Valid claims of a cookie, the last one per merchant and remote. */
export function cookieClaims(key: Buffer, cookies: Cookies, nowMs = Date.now()): { token: string; claim: OverrideClaim }[] {
  const byTarget = new Map<string, { token: string; claim: OverrideClaim }>();
  for (const token of cookieTokens(cookies)) {
    const claim = verifyOverride(key, token, nowMs);
    if (claim) byTarget.set(`${claim.merchant}\u0000${claim.remote}`, { token, claim });
  }
  return [...byTarget.values()];
}

/** The cookie with this browser's random id, which a dev link is bound to. */
export const BROWSER_COOKIE = 'tessera-browser';

/** Hex, so an id never starts with '-' and reads as an option when an operator types `tessera override revoke <id>`. */
export const newLinkId = () => randomBytes(12).toString('hex');
export const newBrowserId = () => randomBytes(24).toString('base64url');
export const browserHash = (id: string) => createHash('sha256').update(id).digest('hex');

/** This browser's id from its cookie, if it has a well-formed one. */
export function browserIdOf(cookies: Cookies): string | undefined {
  const v = cookies[BROWSER_COOKIE];
  return v && /^[A-Za-z0-9_-]{32}$/.test(v) ? v : undefined;
}

/** The browser id cookie's options (HttpOnly, a year: it names the browser, it grants nothing by itself). */
export const browserCookieOptions = (secure: boolean): CookieSerializeOptions => ({ path: '/', maxAge: 365 * 86_400, httpOnly: true, sameSite: 'lax', secure });

/**
 * Whether a claim may act for this browser now: its link is not revoked and, for a dev link, bound to this
 * browser. A published-version link issued before links had ids has no row and stays usable until it expires.
 */
export async function claimUsable(store: RegistryStore, claim: OverrideClaim, cookies: Cookies): Promise<boolean> {
  if (!claim.id) return !claim.dev;
  const link = await store.overrides.get(claim.id);
  if (!link || link.revokedAt) return false;
  if (!claim.dev) return true;
  const browser = browserIdOf(cookies);
  return !!browser && link.browserHash === browserHash(browser);
}

/** The cookie's claims that may act for this browser (claimUsable), the last one per merchant and remote. */
export async function usableClaims(store: RegistryStore, key: Buffer, cookies: Cookies, nowMs = Date.now()): Promise<{ token: string; claim: OverrideClaim }[]> {
  const out: { token: string; claim: OverrideClaim }[] = [];
  for (const c of cookieClaims(key, cookies, nowMs)) if (await claimUsable(store, c.claim, cookies)) out.push(c);
  return out;
}

/** The overrides this browser's cookie grants for `merchant`, as refs of published versions. */
export async function activeOverrides(
  store: RegistryStore,
  key: Buffer,
  merchant: string,
  cookies: Cookies,
  nowMs = Date.now(),
): Promise<Partial<Record<RemoteName, ActiveOverride>>> {
  const out: Partial<Record<RemoteName, ActiveOverride>> = {};
  for (const { claim } of await usableClaims(store, key, cookies, nowMs)) {
    if (claim.merchant !== merchant) continue;
    if (claim.dev) {
      out[claim.remote] = { version: DEV_VERSION, entry: claim.dev, integrity: '', dev: true, expiresAt: new Date(claim.exp * 1000).toISOString() };
      continue;
    }
    const a = await store.artifacts.get(claim.remote, claim.version);
    if (!a) continue;
    out[claim.remote] = { version: a.version, entry: a.entry, integrity: a.integrity, expiresAt: new Date(claim.exp * 1000).toISOString() };
  }
  return out;
}

/** The dev-server origins this browser's cookie names for `merchant`: its page's CSP allows them, and only them. */
export async function devOriginsFor(store: RegistryStore, key: Buffer, merchant: string, cookies: Cookies, nowMs = Date.now()): Promise<string[]> {
  const origins = new Set<string>();
  for (const { claim } of await usableClaims(store, key, cookies, nowMs)) if (claim.dev && claim.merchant === merchant) origins.add(new URL(claim.dev).origin);
  return [...origins].sort();
}

/** The override cookie's options (HttpOnly: page scripts never see it; Lax: sent on the link's navigation). */
export const overrideCookieOptions = (maxAgeS: number, secure: boolean): CookieSerializeOptions => ({
  path: '/',
  maxAge: Math.max(0, Math.floor(maxAgeS)),
  httpOnly: true,
  sameSite: 'lax',
  secure,
});
