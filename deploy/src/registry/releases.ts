import type { RegistryStore } from './store.js';
import { REMOTE_NAMES, isRemoteName, type ReleaseSet, type RemoteName, type RemoteRelease, type RemoteVersionRef } from './types.js';

export class ReleaseError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const bad = (message: string) => new ReleaseError(400, 'invalid_release', message);

export const MERCHANT_RE = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

function checkMerchant(merchant: string): void {
  if (!MERCHANT_RE.test(merchant)) throw bad(`invalid merchant code "${merchant}"`);
}

function checkExpected(v: unknown): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) throw bad('expectedRevision (a non-negative integer) is required');
  return v;
}

function ref(store: RegistryStore, app: RemoteName, version: unknown): RemoteVersionRef {
  if (typeof version !== 'string' || !version) throw bad(`${app}: version is required`);
  const a = store.getArtifact(app, version);
  if (!a) throw bad(`${app}@${version} is not published`);
  return { version, entry: a.entry, integrity: a.integrity };
}

export interface SetReleaseBody {
  expectedRevision: number;
  host: { version: string };
  remotes: Record<string, { version: string; fallback?: { version: string } | null; canary?: { version: string; percent: number } | null }>;
  overrides?: { allowed?: boolean };
}

/**
 * Applies a change to a merchant's release set with compare-and-swap on the revision, in one SQLite
 * transaction: stale → 409, else writes the new revision, its history row and an audit row.
 */
function commit(
  store: RegistryStore,
  merchant: string,
  expectedRevision: number,
  actor: string,
  action: string,
  build: (current: ReleaseSet | undefined) => Omit<ReleaseSet, 'revision' | 'publishedAt' | 'merchant'>,
  note?: string,
): ReleaseSet {
  const tx = store.db.transaction(() => {
    const current = store.getRelease(merchant);
    const currentRevision = current?.revision ?? 0;
    if (expectedRevision !== currentRevision) {
      throw new ReleaseError(409, 'stale_revision', `expected revision ${expectedRevision}, current is ${currentRevision}`, { currentRevision });
    }
    const content = build(current);
    const next: ReleaseSet = {
      merchant,
      revision: currentRevision + 1,
      publishedAt: new Date().toISOString(),
      host: content.host,
      remotes: content.remotes,
      overrides: content.overrides,
    };
    const json = JSON.stringify(next);
    store.db
      .prepare(
        `INSERT INTO merchants (merchant, revision, release_json, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT(merchant) DO UPDATE SET revision = excluded.revision, release_json = excluded.release_json, updated_at = excluded.updated_at`,
      )
      .run(merchant, next.revision, json, next.publishedAt);
    store.db
      .prepare('INSERT INTO revisions (merchant, revision, release_json, at, actor) VALUES (?, ?, ?, ?, ?)')
      .run(merchant, next.revision, json, next.publishedAt, actor);
    store.addAudit(actor, merchant, action, current ?? null, next, note);
    return next;
  });
  return tx.immediate();
}

export function setRelease(store: RegistryStore, merchant: string, body: SetReleaseBody, actor: string): ReleaseSet {
  checkMerchant(merchant);
  if (!body || typeof body !== 'object') throw bad('body must be a JSON object');
  const expected = checkExpected(body.expectedRevision);
  const hostVersion = body.host?.version;
  if (typeof hostVersion !== 'string' || !store.getArtifact('host', hostVersion)) throw bad(`host@${String(hostVersion)} is not published`);
  if (!body.remotes || typeof body.remotes !== 'object') throw bad('remotes is required');
  const remotes: Partial<Record<RemoteName, RemoteRelease>> = {};
  for (const [name, r] of Object.entries(body.remotes)) {
    if (!isRemoteName(name)) throw bad(`unknown remote "${name}" (${REMOTE_NAMES.join(', ')})`);
    const rel: RemoteRelease = ref(store, name, r?.version);
    if (r.fallback) rel.fallback = ref(store, name, r.fallback.version);
    if (r.canary) {
      const percent = r.canary.percent;
      if (typeof percent !== 'number' || percent < 0 || percent > 100) throw bad(`${name}: canary percent must be 0..100`);
      rel.canary = { ...ref(store, name, r.canary.version), percent };
    }
    remotes[name] = rel;
  }
  const allowed = body.overrides?.allowed;
  if (allowed !== undefined && typeof allowed !== 'boolean') throw bad('overrides.allowed must be a boolean');
  return commit(store, merchant, expected, actor, 'set', (current) => ({
    host: { version: hostVersion },
    remotes,
    overrides: { allowed: allowed ?? current?.overrides.allowed ?? false },
  }));
}

export interface PinBody {
  expectedRevision: number;
  remote: string;
  version: string;
  fallback?: string | null;
}

export function pinRemote(store: RegistryStore, merchant: string, body: PinBody, actor: string): ReleaseSet {
  checkMerchant(merchant);
  const expected = checkExpected(body?.expectedRevision);
  if (!isRemoteName(body.remote)) throw bad(`unknown remote "${String(body.remote)}"`);
  const remote = body.remote;
  const main = ref(store, remote, body.version);
  let explicitFallback: RemoteVersionRef | null | undefined;
  if (body.fallback === null) explicitFallback = null;
  else if (body.fallback !== undefined) explicitFallback = ref(store, remote, body.fallback);
  return commit(store, merchant, expected, actor, 'pin', (current) => {
    if (!current) throw new ReleaseError(404, 'no_release', `merchant ${merchant} has no release set; use PUT first`);
    const previous = current.remotes[remote];
    const rel: RemoteRelease = { ...main };
    if (explicitFallback) rel.fallback = explicitFallback;
    else if (explicitFallback === undefined && previous && previous.version !== main.version) {
      rel.fallback = { version: previous.version, entry: previous.entry, integrity: previous.integrity };
    }
    return { host: current.host, remotes: { ...current.remotes, [remote]: rel }, overrides: current.overrides };
  });
}

export function rollback(store: RegistryStore, merchant: string, body: { expectedRevision: number; toRevision: number }, actor: string): ReleaseSet {
  checkMerchant(merchant);
  const expected = checkExpected(body?.expectedRevision);
  const to = body.toRevision;
  if (typeof to !== 'number' || !Number.isInteger(to) || to < 1) throw bad('toRevision (a positive integer) is required');
  return commit(store, merchant, expected, actor, 'rollback', () => {
    const target = store.getRevision(merchant, to);
    if (!target) throw new ReleaseError(404, 'no_revision', `merchant ${merchant} has no revision ${to}`);
    return { host: target.host, remotes: target.remotes, overrides: target.overrides };
  });
}

export interface CanaryBody {
  expectedRevision: number;
  remote: string;
  /** The canary's version; `null` switches the canary off. */
  version: string | null;
  percent?: number;
}

/**
 * Sets (or, with `version: null`, removes) one remote's canary: `percent` of the merchant's browsers, each
 * in a stable bucket (host/src/app/remotes/release-selection.ts), load it instead of the pinned version.
 */
export function setCanary(store: RegistryStore, merchant: string, body: CanaryBody, actor: string, action = 'canary', note?: string): ReleaseSet {
  checkMerchant(merchant);
  const expected = checkExpected(body?.expectedRevision);
  if (!isRemoteName(body.remote)) throw bad(`unknown remote "${String(body.remote)}"`);
  const remote = body.remote;
  let canary: RemoteRelease['canary'] | undefined;
  if (body.version !== null) {
    const percent = body.percent;
    if (typeof percent !== 'number' || !Number.isFinite(percent) || percent < 0 || percent > 100) throw bad('percent must be a number 0..100');
    canary = { ...ref(store, remote, body.version), percent };
  }
  return commit(store, merchant, expected, actor, action, (current) => {
    const previous = current?.remotes[remote];
    if (!current || !previous) throw new ReleaseError(404, 'no_release', `merchant ${merchant} has no ${remote} release; pin it first`);
    if (canary && canary.version === previous.version) throw bad(`${remote}@${canary.version} is already the pinned version`);
    const { canary: _old, ...rest } = previous;
    const rel: RemoteRelease = canary ? { ...rest, canary } : rest;
    return { host: current.host, remotes: { ...current.remotes, [remote]: rel }, overrides: current.overrides };
  }, note);
}

/** Makes a remote's canary its pinned version (the old pinned version becomes the fallback). */
export function promoteCanary(store: RegistryStore, merchant: string, body: { expectedRevision: number; remote: string }, actor: string): ReleaseSet {
  checkMerchant(merchant);
  const expected = checkExpected(body?.expectedRevision);
  if (!isRemoteName(body.remote)) throw bad(`unknown remote "${String(body.remote)}"`);
  const remote = body.remote;
  return commit(store, merchant, expected, actor, 'promote', (current) => {
    const previous = current?.remotes[remote];
    if (!current || !previous?.canary) throw new ReleaseError(409, 'no_canary', `${merchant} has no ${remote} canary to promote`);
    const { percent: _p, ...next } = previous.canary;
    const rel: RemoteRelease = { ...next, fallback: { version: previous.version, entry: previous.entry, integrity: previous.integrity } };
    return { host: current.host, remotes: { ...current.remotes, [remote]: rel }, overrides: current.overrides };
  });
}

/** Turns overrides by `?tessera-override=` on or off for a merchant (signed links work either way). */
export function setOverridesAllowed(store: RegistryStore, merchant: string, body: { expectedRevision: number; allowed: boolean }, actor: string): ReleaseSet {
  checkMerchant(merchant);
  const expected = checkExpected(body?.expectedRevision);
  if (typeof body.allowed !== 'boolean') throw bad('allowed must be a boolean');
  return commit(store, merchant, expected, actor, 'overrides', (current) => {
    if (!current) throw new ReleaseError(404, 'no_release', `merchant ${merchant} has no release set`);
    return { host: current.host, remotes: current.remotes, overrides: { ...current.overrides, allowed: body.allowed } };
  });
}
