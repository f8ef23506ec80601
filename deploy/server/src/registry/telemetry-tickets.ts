/**
 * Telemetry tickets (docs/architecture.md#telemetry): the release set's answer hands each page load a ticket,
 * signed with a key only the servers hold, naming the merchant, the remote versions that load may report
 * (main, canary, fallback and its redeemed overrides), a random id and an expiry. The intake counts a report
 * only with a valid ticket that names its version, once per ticket, remote and kind; reports without one
 * are answered alike (nothing tells a forger what counted) but only feed the alert for ops.
 *
 * A ticket names only what that browser was served: the canary version only when the browser's bucket (from the
 * bucket id the host sends, the shared contract's rule) falls in the canary, and it carries the network it was
 * issued to, so decisions count networks (telemetry.ts, checkCanaries), and tickets per network are capped.
 *
 * A ticket is `<payload>.<mac>`: base64url JSON `{ m, v: { remote: [versions] }, b: { remote: bucket }, n, i, e }`
 * and its HMAC-SHA256.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { canaryBucket } from '#shared/contracts/release-set';
import type { ReleaseSet, RemoteName, TelemetryEvent } from './types.js';

/** Response header of `GET /platform/release/<merchant>.json` carrying the ticket (kept out of the body, so its ETag holds). */
export const TICKET_HEADER = 'tessera-telemetry-ticket';
/** How long a ticket may report: a page open for an afternoon still reports a render crash. */
export const TICKET_TTL_S = 6 * 3600;
/**
 * Request header (and cookie, for the page's preload, which sends no header) with the browser's canary bucket id
 * (`tessera:bucket-id`), so its ticket names what it loads.
 */
export const BUCKET_ID_HEADER = 'tessera-bucket-id';
const BUCKET_ID_RE = /^[A-Za-z0-9._-]{1,64}$/;
export const BUCKET_COOKIE = 'tessera-bucket-id';

/**
 * The bucket id a request names (header, else the cookie as @fastify/cookie parsed it), when it is one (anything
 * else: no canary in the ticket).
 */
export function bucketIdOf(header: unknown, cookies: Partial<Record<string, string | undefined>> = {}): string | undefined {
  for (const v of [header, cookies[BUCKET_COOKIE]]) if (typeof v === 'string' && BUCKET_ID_RE.test(v)) return v;
  return undefined;
}

export interface TicketClaims {
  merchant: string;
  versions: Partial<Record<string, string[]>>;
  id: string;
  /** The network (/24, /64) the ticket was issued to: the network its reports count for. */
  network?: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** The signing key, derived from the ops token every instance shares (so any instance takes any instance's ticket). */
export function ticketKey(opsToken: string): Buffer {
  return createHmac('sha256', opsToken).update('tessera telemetry tickets v1').digest();
}

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/**
 * Every version a browser given `release` may load and so report, per remote; with `bucketId`, the canary only
 * for remotes whose bucket is in it (without one, none: a browser that names no bucket is not counted for canaries).
 */
export function reportableVersions(release: ReleaseSet, bucketId?: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (remote: string, version: string | undefined) => {
    if (!version) return;
    const list = (out[remote] ??= []);
    if (!list.includes(version)) list.push(version);
  };
  for (const [remote, r] of Object.entries(release.remotes)) {
    add(remote, r?.version);
    if (r?.canary && bucketId !== undefined && canaryBucket(bucketId, release.merchant, remote as RemoteName) < r.canary.percent) add(remote, r.canary.version);
    add(remote, r?.fallback?.version);
  }
  // A redeemed link's published version (a dev server's loads are not reported).
  for (const [remote, a] of Object.entries(release.overrides.active ?? {})) if (a && !a.dev) add(remote, a.version);
  return out;
}

/** What a ticket is issued for: the browser's bucket id (when it sent one) and the network it came from. */
export interface TicketRequest {
  bucketId?: string;
  network: string;
}

export function issueTicket(key: Buffer, release: ReleaseSet, served: TicketRequest, nowMs = Date.now(), ttlS = TICKET_TTL_S): string {
  const claims = {
    m: release.merchant,
    v: reportableVersions(release, served.bucketId),
    ...(served.bucketId !== undefined ? { b: Object.fromEntries(Object.keys(release.remotes).map((r) => [r, canaryBucket(served.bucketId!, release.merchant, r as RemoteName)])) } : {}),
    n: served.network,
    i: randomBytes(12).toString('base64url'),
    e: Math.floor(nowMs / 1000) + ttlS,
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${mac(key, payload)}`;
}

/** The claims of a well-signed, unexpired ticket; undefined otherwise. */
export function verifyTicket(key: Buffer, ticket: unknown, nowMs = Date.now()): TicketClaims | undefined {
  if (typeof ticket !== 'string' || ticket.length > 2048) return undefined;
  const [payload, sig, extra] = ticket.split('.');
  if (!payload || !sig || extra !== undefined) return undefined;
  const want = Buffer.from(mac(key, payload));
  const got = Buffer.from(sig);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return undefined;
  try {
    const o = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { m?: unknown; v?: unknown; i?: unknown; e?: unknown; n?: unknown };
    if (typeof o.m !== 'string' || typeof o.i !== 'string' || typeof o.e !== 'number' || !o.v || typeof o.v !== 'object') return undefined;
    if (o.e * 1000 <= nowMs) return undefined;
    return { merchant: o.m, versions: o.v as TicketClaims['versions'], id: o.i, exp: o.e, ...(typeof o.n === 'string' ? { network: o.n } : {}) };
  } catch {
    return undefined;
  }
}

/** Whether a valid ticket's page load may report `e` (its merchant, and a version it was handed for that remote). */
export function ticketCovers(claims: TicketClaims, e: Pick<TelemetryEvent, 'merchant' | 'remote' | 'version'>): boolean {
  return claims.merchant === e.merchant && (claims.versions[e.remote] ?? []).includes(e.version);
}
