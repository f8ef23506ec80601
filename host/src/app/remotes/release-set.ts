/**
 * Where the remote loader gets the merchant's release set (docs/architecture.md#load-order): the platform's
 * `GET /platform/release/<merchant>.json`, with a timeout per attempt, retries with backoff, and the last good
 * set kept in local storage for when the platform cannot answer (docs/architecture.md#fallback). The answer is
 * checked against a schema first: a malformed set is a failure like a 500, never a crash in the loader.
 * Versions are immutable, so an older set still names builds that exist.
 */
import * as v from 'valibot';
import { REMOTE_NAMES, type ReleaseSet, type RemoteName } from '@tessera/shared';
import { bucketId } from './release-selection';

const SRI = v.pipe(v.string(), v.regex(/^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/));
const versionRef = { version: v.pipe(v.string(), v.minLength(1)), entry: v.pipe(v.string(), v.minLength(1)), integrity: SRI };
const remoteRelease = v.looseObject({
  ...versionRef,
  canary: v.optional(v.looseObject({ ...versionRef, percent: v.number() })),
  fallback: v.optional(v.looseObject(versionRef)),
});

const releaseSetSchema: v.GenericSchema<unknown, ReleaseSet> = v.looseObject({
  merchant: v.string(),
  revision: v.number(),
  publishedAt: v.string(),
  host: v.looseObject({ version: v.string() }),
  remotes: v.looseObject(Object.fromEntries(REMOTE_NAMES.map((name) => [name, v.optional(remoteRelease)])) as Record<RemoteName, v.OptionalSchema<typeof remoteRelease, undefined>>),
  overrides: v.looseObject({ allowed: v.boolean() }),
});

/** The release set if `value` has its shape, else `null`. */
export function parseReleaseSet(value: unknown): ReleaseSet | null {
  const result = v.safeParse(releaseSetSchema, value);
  return result.success ? result.output : null;
}

export class ReleaseSetError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ReleaseSetError';
  }
}

export const RELEASE_SET_DEFAULTS = { timeoutMs: 5_000, attempts: 3, backoffMs: 500 };

export interface ReleaseSetSourceOptions {
  merchant: string;
  /** One request; resolves to the parsed JSON body. Default: `fetch` of the platform URL. */
  request?: (merchant: string, signal: AbortSignal) => Promise<unknown>;
  /** Where the last good set is kept; `null` for none. Default: `localStorage`. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  timeoutMs?: number;
  attempts?: number;
  /** Wait before the 2nd attempt; doubles for each further one. */
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export const cacheKey = (merchant: string) => `tessera:release-set:${merchant}`;

/** Header of the release set's answer with this page load's telemetry ticket (docs/architecture.md#telemetry). */
export const TICKET_HEADER = 'Tessera-Telemetry-Ticket';

/**
 * This browser's canary bucket id, as a request header and as a cookie (the page's preload of the release set
 * cannot send a header): the server names the canary in the page load's ticket only when this browser's bucket
 * loads it (docs/architecture/releases.md#telemetry).
 */
export const BUCKET_ID_HEADER = 'Tessera-Bucket-Id';
export const BUCKET_COOKIE = 'tessera-bucket-id';

function rememberBucket(id: string): void {
  try {
    document.cookie = `${BUCKET_COOKIE}=${encodeURIComponent(id)}; Path=/platform/release; Max-Age=31536000; SameSite=Lax`;
  } catch {
    // no cookies: the header still names the bucket when the answer is not the preload's
  }
}

/** Whether a ticket was issued to a browser that named its bucket (its payload's `b`; the payload is not secret). */
function ticketNamesBucket(ticket: string): boolean {
  try {
    const payload = (ticket.split('.')[0] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    return 'b' in (JSON.parse(atob(payload)) as object);
  } catch {
    return false;
  }
}

const hasCanary = (body: unknown) => Object.values((body as { remotes?: Record<string, { canary?: unknown } | undefined> } | null)?.remotes ?? {}).some((r) => r?.canary);

async function platformRequest(merchant: string, signal: AbortSignal): Promise<unknown> {
  const id = bucketId(defaultStorage());
  rememberBucket(id);
  const url = `/platform/release/${encodeURIComponent(merchant)}.json`;
  const headers = { Accept: 'application/json', [BUCKET_ID_HEADER]: id };
  const res = await fetch(url, { signal, headers });
  if (!res.ok) throw new ReleaseSetError(`release set ${res.status}`);
  const body: unknown = await res.json();
  let ticket = res.headers.get(TICKET_HEADER);
  // The preload's answer of a first visit knew no bucket: while a canary runs, one more request gets a ticket
  // that names what this browser loads (later visits send the cookie with the preload).
  if (ticket && hasCanary(body) && !ticketNamesBucket(ticket)) {
    const again = await fetch(url, { signal, headers, cache: 'no-store' }).catch(() => undefined);
    ticket = (again?.ok ? again.headers.get(TICKET_HEADER) : null) ?? ticket;
  }
  return ticket && body && typeof body === 'object' ? { ...body, telemetryTicket: ticket } : body;
}

function defaultStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled: no cache, the network alone
  }
}

/**
 * A function the remote loader calls for the release set. Every caller of one page shares the same attempt;
 * a failed attempt (no network answer and no cached set) is forgotten, so the area's retry asks again.
 */
export function createReleaseSetSource(options: ReleaseSetSourceOptions): () => Promise<ReleaseSet> {
  const { merchant } = options;
  const request = options.request ?? platformRequest;
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const timeoutMs = options.timeoutMs ?? RELEASE_SET_DEFAULTS.timeoutMs;
  const attempts = Math.max(1, options.attempts ?? RELEASE_SET_DEFAULTS.attempts);
  const backoffMs = options.backoffMs ?? RELEASE_SET_DEFAULTS.backoffMs;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  async function once(): Promise<ReleaseSet> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new ReleaseSetError(`release set: no answer in ${timeoutMs} ms`));
      }, timeoutMs);
    });
    try {
      const body = await Promise.race([request(merchant, controller.signal), timeout]);
      const set = parseReleaseSet(body);
      if (!set) throw new ReleaseSetError('release set: malformed answer');
      return set;
    } finally {
      clearTimeout(timer);
    }
  }

  function cached(): ReleaseSet | null {
    try {
      const raw = storage?.getItem(cacheKey(merchant));
      const set = raw ? parseReleaseSet(JSON.parse(raw)) : null;
      if (!set || set.merchant !== merchant) return null;
      const { telemetryTicket: _ticket, ...copy } = set;
      return copy;
    } catch {
      return null;
    }
  }

  async function fetchWithRetry(): Promise<ReleaseSet> {
    let last: unknown;
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      if (attempt > 0) await sleep(backoffMs * 2 ** (attempt - 1));
      try {
        const set = await once();
        try {
          // Without the ticket: it belongs to this page load (and a copy is only read when the platform is away).
          const { telemetryTicket: _ticket, ...kept } = set;
          storage?.setItem(cacheKey(merchant), JSON.stringify(kept));
        } catch {
          // storage full or disabled: the page still works, only without the fallback copy
        }
        return set;
      } catch (e) {
        last = e;
      }
    }
    const copy = cached();
    if (copy) {
      console.warn('[remotes] release set unavailable, using the last good one', last);
      return copy;
    }
    throw last instanceof Error ? last : new ReleaseSetError('release set unavailable', { cause: last });
  }

  let current: Promise<ReleaseSet> | null = null;
  return () =>
    (current ??= fetchWithRetry().catch((e: unknown) => {
      current = null;
      throw e;
    }));
}
