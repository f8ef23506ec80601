/**
 * Which version of a remote THIS browser loads (docs/architecture.md#canary, docs/architecture.md#overrides), in order:
 * 1. a signed override link this browser redeemed (the server names it under `overrides.active`): a
 *    published version, or a developer's dev server (`dev`: its entry, loaded without an integrity check);
 * 2. when the merchant allows overrides, `?tessera-override=<remote>@<version>` (kept in session storage:
 *    for this tab until it closes or is cleared, never for later visits), whose entry and integrity the
 *    platform looks up;
 * 3. the canary, when this browser's bucket for the remote is below the canary's `percent`;
 * 4. the pinned version.
 * An override or canary falls back to the pinned version if it cannot load, and a banner says an
 * override is on, with a button that clears it.
 */
import i18next from 'i18next';
import { formatDateTime } from '@tessera/shared/kit';
import { keepAboveDialogs } from './banner-layer';
import { BUCKET_ID_KEY, canaryBucket, type ReleaseSet, type RemoteName, type RemoteRelease, type RemoteVersionRef } from '@tessera/shared';

export const overrideKey = (merchant: string) => `tessera:overrides:${merchant}`;
export const OVERRIDE_PARAM = 'tessera-override';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SelectionEnv {
  /** Where the canary bucket id is kept (local storage: a browser stays on its side). */
  storage: Store | null;
  /** Where `?tessera-override=` values are kept (session storage); default `storage`. */
  overrideStorage?: Store | null;
  /** The page's query string, read once for `?tessera-override=`. */
  search: string;
  now: () => number;
  /** Looks up a published version for an unsigned override. */
  lookup: (merchant: string, remote: RemoteName, version: string) => Promise<RemoteVersionRef>;
  /** Called with each override this browser uses (the banner). */
  onOverride: (o: ActiveOverrideInfo) => void;
}

export interface ActiveOverrideInfo {
  remote: RemoteName;
  version: string;
  source: 'link' | 'query' | 'dev';
  expiresAt?: string;
  /** A dev override's server, e.g. http://localhost:3102. */
  origin?: string;
  /** The dev server did not answer: the published version shows instead (the banner says so). */
  unreachable?: true;
}

/** What this browser loads for a remote; `dev` marks a dev server's entry (no integrity to check, no telemetry). */
export type SelectedRelease = RemoteRelease & { dev?: true };

/** A random id per browser, kept in local storage; without storage, a new one per page. */
export function bucketId(storage: Store | null): string {
  try {
    const existing = storage?.getItem(BUCKET_ID_KEY);
    if (existing) return existing;
  } catch {
    // storage disabled: a bucket for this page only
  }
  const id = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
  try {
    storage?.setItem(BUCKET_ID_KEY, id);
  } catch {
    // not kept; the bucket is still stable for this page
  }
  return id;
}

export { BUCKET_ID_KEY };

/** 0..99: this browser's bucket for one merchant's remote (the shared contract's rule). */
export const bucketOf = canaryBucket;

/** Overrides kept for a merchant: remote → version. */
export function storedOverrides(storage: Store | null, merchant: string): Partial<Record<RemoteName, string>> {
  try {
    const raw = storage?.getItem(overrideKey(merchant));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Partial<Record<RemoteName, string>>) : {};
  } catch {
    return {};
  }
}

const OVERRIDE_RE = /^(games|member|agent|lottery)@([A-Za-z0-9._+-]{1,64})$/;

/** Stores the `?tessera-override=` values of the query (several allowed, comma-separated). */
export function rememberQueryOverrides(storage: Store | null, merchant: string, search: string): void {
  const values = new URLSearchParams(search).getAll(OVERRIDE_PARAM).flatMap((v) => v.split(','));
  if (!values.length) return;
  const kept = storedOverrides(storage, merchant);
  for (const v of values) {
    const m = OVERRIDE_RE.exec(v.trim());
    if (m?.[1] && m[2]) kept[m[1] as RemoteName] = m[2];
  }
  try {
    storage?.setItem(overrideKey(merchant), JSON.stringify(kept));
  } catch {
    // not kept: the override lasts for this page
  }
}

function absoluteUrl(v: string): URL | null {
  try {
    return new URL(v);
  } catch {
    return null;
  }
}

const asRef = (r: RemoteVersionRef): RemoteVersionRef => ({ version: r.version, entry: r.entry, integrity: r.integrity });

export function createReleaseSelection(env: SelectionEnv) {
  let remembered = false;
  const overrides = env.overrideStorage === undefined ? env.storage : env.overrideStorage;
  return async function selectRelease(set: ReleaseSet, remote: RemoteName): Promise<SelectedRelease | undefined> {
    const stable = set.remotes[remote];
    if (!stable) return undefined;
    const withStableFallback = (ref: RemoteVersionRef): RemoteRelease => ({ ...asRef(ref), fallback: asRef(stable) });

    const link = set.overrides.active?.[remote];
    if (link?.dev && Date.parse(link.expiresAt) > env.now()) {
      // Only an absolute http(s) entry: the server checked the origin when it signed the link.
      const url = absoluteUrl(link.entry);
      if (url && (url.protocol === 'http:' || url.protocol === 'https:')) {
        env.onOverride({ remote, version: link.version, source: 'dev', origin: url.origin, expiresAt: link.expiresAt });
        return { version: link.version, entry: url.href, integrity: '', dev: true, fallback: asRef(stable) };
      }
    }
    if (link && !link.dev && Date.parse(link.expiresAt) > env.now()) {
      env.onOverride({ remote, version: link.version, source: 'link', expiresAt: link.expiresAt });
      return withStableFallback(link);
    }

    if (set.overrides.allowed) {
      if (!remembered) {
        remembered = true;
        rememberQueryOverrides(overrides, set.merchant, env.search);
      }
      const version = storedOverrides(overrides, set.merchant)[remote];
      if (version && version !== stable.version) {
        try {
          const ref = await env.lookup(set.merchant, remote, version);
          env.onOverride({ remote, version, source: 'query' });
          return withStableFallback(ref);
        } catch (e) {
          console.warn(`[remotes] override ${remote}@${version} unavailable, loading the release set's version`, e);
        }
      }
    }

    if (stable.canary && bucketOf(bucketId(env.storage), set.merchant, remote) < stable.canary.percent) {
      const { fallback: _f, canary: _c, ...pinned } = stable;
      return { ...asRef(stable.canary), fallback: asRef(pinned) };
    }
    return stable;
  };
}

async function platformLookup(merchant: string, remote: RemoteName, version: string): Promise<RemoteVersionRef> {
  const path = [merchant, remote, version].map(encodeURIComponent).join('/');
  const res = await fetch(`/platform/override-ref/${path}`, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`override lookup ${res.status}`);
  const body = (await res.json()) as RemoteVersionRef;
  if (typeof body.entry !== 'string' || typeof body.integrity !== 'string') throw new Error('override lookup: malformed answer');
  return { version, entry: body.entry, integrity: body.integrity };
}

function defaultStorage(): Store | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Query overrides live for the tab's session only: a link someone once opened must not stick for later visits. */
function sessionStore(): Store | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Removes every override of this browser (session, an older version's local copy, and signed) and reloads on the release set's versions. */
export async function clearOverrides(merchant: string, storage: Store | null = sessionStore()): Promise<void> {
  for (const s of [storage, defaultStorage()]) {
    try {
      s?.removeItem(overrideKey(merchant));
    } catch {
      // nothing kept
    }
  }
  await fetch('/platform/override/clear', { method: 'POST' }).catch(() => undefined);
  const url = new URL(window.location.href);
  url.searchParams.delete(OVERRIDE_PARAM);
  window.location.replace(url.href);
}

const BANNER_ID = 'tessera-override-banner';

/** `member from http://localhost:3102`, `member 1.1.0 (link until …)`, `member 1.1.0`. */
function overrideLabel(o: ActiveOverrideInfo): string {
  if (o.source === 'dev' && o.origin && o.unreachable) return i18next.t('host:override.devDown', { remote: o.remote, origin: o.origin });
  if (o.source === 'dev' && o.origin) return i18next.t('host:override.fromDev', { remote: o.remote, origin: o.origin });
  if (o.source === 'link' && o.expiresAt) {
    return i18next.t('host:override.linkUntil', { remote: o.remote, version: o.version, date: formatDateTime(o.expiresAt) });
  }
  return i18next.t('host:override.version', { remote: o.remote, version: o.version });
}

/**
 * The banner that says an override is on. Plain DOM on purpose: it must show whichever part of the page
 * loads the overridden remote, outside any app's React tree; styles go through CSSOM, which the CSP allows.
 */
export function showOverrideBanner(o: ActiveOverrideInfo, merchant: string, doc: Document = document): void {
  let banner = doc.getElementById(BANNER_ID);
  if (!banner) {
    banner = doc.createElement('div');
    banner.id = BANNER_ID;
    banner.setAttribute('role', 'status');
    banner.dataset.testid = 'override-banner';
    Object.assign(banner.style, {
      position: 'fixed',
      left: '0',
      right: '0',
      bottom: '0',
      zIndex: '2147483000',
      display: 'flex',
      gap: '12px',
      alignItems: 'center',
      justifyContent: 'center',
      padding: '8px 12px',
      background: '#5b2a86',
      color: '#ffffff',
      font: '14px/1.4 system-ui, sans-serif',
    });
    const text = doc.createElement('span');
    text.className = 'tessera-override-banner__text';
    const button = doc.createElement('button');
    button.type = 'button';
    button.dataset.testid = 'override-clear';
    Object.assign(button.style, { background: '#ffffff', color: '#3b1a58', border: '0', borderRadius: '4px', padding: '4px 10px', cursor: 'pointer', font: 'inherit' });
    button.addEventListener('click', () => void clearOverrides(merchant));
    banner.append(text, button);
    doc.body.append(banner);
    keepAboveDialogs(banner, doc);
  }
  const text = banner.querySelector('.tessera-override-banner__text');
  if (!text) return;
  // Labelled on every call, in the page's language now (the banner outlives a language switch).
  const clear = banner.querySelector<HTMLButtonElement>('[data-testid="override-clear"]');
  if (clear) clear.textContent = i18next.t('host:override.clear');
  const items = new Map((banner.dataset.items ? (JSON.parse(banner.dataset.items) as [string, string][]) : []).map(([k, v]) => [k, v]));
  items.set(o.remote, overrideLabel(o));
  banner.dataset.items = JSON.stringify([...items]);
  text.textContent = i18next.t('host:override.on', { items: [...items.values()].join(', ') });
}

let browserSelection: ReturnType<typeof createReleaseSelection> | undefined;

/** The selection of this page (browser storage, query and platform). */
export function selectRelease(set: ReleaseSet, remote: RemoteName): Promise<SelectedRelease | undefined> {
  browserSelection ??= createReleaseSelection({
    storage: defaultStorage(),
    overrideStorage: sessionStore(),
    search: globalThis.location?.search ?? '',
    now: () => Date.now(),
    lookup: platformLookup,
    onOverride: (o) => showOverrideBanner(o, set.merchant),
  });
  return browserSelection(set, remote);
}
