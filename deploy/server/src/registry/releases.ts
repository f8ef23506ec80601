import { changeOf } from './release-change.js';
import type { RegistryStore } from './store.js';
import { REMOTE_NAMES, isRemoteName, type ReleaseSet, type RemoteName, type RemoteRelease, type RemoteVersionRef } from './types.js';
import type { GatewayWireSettings } from '@tessera/shared/contracts';
import { parseGatewayWire } from '#shared/api/wire';
import { endpoints } from '#shared/api/endpoints';

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

async function ref(store: RegistryStore, app: RemoteName, version: unknown): Promise<RemoteVersionRef> {
  if (typeof version !== 'string' || !version) throw bad(`${app}: version is required`);
  const a = await store.artifacts.get(app, version);
  if (!a) throw bad(`${app}@${version} is not published`);
  return { version, entry: a.entry, integrity: a.integrity };
}

export interface SetReleaseBody {
  expectedRevision: number;
  host: { version: string };
  remotes: Record<string, { version: string; fallback?: { version: string } | null; canary?: { version: string; percent: number } | null }>;
  overrides?: { allowed?: boolean };
  /** The merchant's gateway wire settings (shared/src/api/wire.ts); absent keeps the current ones, null clears them. */
  gateway?: GatewayWireSettings | null;
}

/** A stale revision, saying who moved the set to the current one, when and how (release-change.ts). */
async function stale(tx: RegistryStore, merchant: string, expectedRevision: number, currentRevision: number): Promise<ReleaseError> {
  const moved = currentRevision > 0 ? await changeOf(tx, merchant, currentRevision) : undefined;
  const by = moved ? `: revision ${currentRevision} is ${moved.changedBy}'s change at ${moved.changedAt} (${moved.change})` : '';
  return new ReleaseError(409, 'stale_revision', `expected revision ${expectedRevision}, current is ${currentRevision}${by}`, { currentRevision, ...moved });
}

/**
 * Applies a change to a merchant's release set with compare-and-swap on the revision, in one transaction
 * (docs/architecture.md#database-and-instances): the current set is read with its row locked (PostgreSQL:
 * SELECT … FOR UPDATE, so another instance's change waits), stale → 409, else the new revision is written
 * only if the stored revision is still the one read (a conditional write, the guard on SQLite too), with its
 * history row and an audit row. `build` reads through the transaction's store.
 */
async function commit(
  store: RegistryStore,
  merchant: string,
  expectedRevision: number,
  actor: string,
  action: string,
  build: (current: ReleaseSet | undefined, tx: RegistryStore) => Promise<Omit<ReleaseSet, 'revision' | 'publishedAt' | 'merchant'>> | Omit<ReleaseSet, 'revision' | 'publishedAt' | 'merchant'>,
  note?: string,
): Promise<ReleaseSet> {
  return store.transaction(async (tx) => {
    const current = await tx.releases.get(merchant, { lock: true });
    const currentRevision = current?.revision ?? 0;
    if (expectedRevision !== currentRevision) throw await stale(tx, merchant, expectedRevision, currentRevision);
    const content = await build(current, tx);
    const next: ReleaseSet = {
      merchant,
      revision: currentRevision + 1,
      publishedAt: new Date().toISOString(),
      host: content.host,
      remotes: content.remotes,
      overrides: content.overrides,
    };
    // The gateway wire settings ride along every change unless the change sets them (setRelease).
    const gateway = 'gateway' in content ? content.gateway : current?.gateway;
    if (gateway) next.gateway = gateway;
    if (!(await tx.releases.put(next, currentRevision, actor))) throw await stale(tx, merchant, expectedRevision, await tx.releases.currentRevision(merchant));
    await tx.audit.add(actor, merchant, action, current ?? null, next, note);
    return next;
  });
}

export async function setRelease(store: RegistryStore, merchant: string, body: SetReleaseBody, actor: string): Promise<ReleaseSet> {
  checkMerchant(merchant);
  if (!body || typeof body !== 'object') throw bad('body must be a JSON object');
  const expected = checkExpected(body.expectedRevision);
  const hostVersion = body.host?.version;
  if (typeof hostVersion !== 'string' || !(await store.artifacts.get('host', hostVersion))) throw bad(`host@${String(hostVersion)} is not published`);
  if (!body.remotes || typeof body.remotes !== 'object') throw bad('remotes is required');
  const remotes: Partial<Record<RemoteName, RemoteRelease>> = {};
  for (const [name, r] of Object.entries(body.remotes)) {
    if (!isRemoteName(name)) throw bad(`unknown remote "${name}" (${REMOTE_NAMES.join(', ')})`);
    const rel: RemoteRelease = await ref(store, name, r?.version);
    if (r.fallback) rel.fallback = await ref(store, name, r.fallback.version);
    if (r.canary) {
      const percent = r.canary.percent;
      if (typeof percent !== 'number' || percent < 0 || percent > 100) throw bad(`${name}: canary percent must be 0..100`);
      rel.canary = { ...(await ref(store, name, r.canary.version)), percent };
    }
    remotes[name] = rel;
  }
  const allowed = body.overrides?.allowed;
  if (allowed !== undefined && typeof allowed !== 'boolean') throw bad('overrides.allowed must be a boolean');
  let gateway: GatewayWireSettings | undefined;
  if (body.gateway !== undefined && body.gateway !== null) {
    try {
      parseGatewayWire(body.gateway, endpoints);
    } catch (e) {
      throw bad(e instanceof Error ? e.message : 'gateway is invalid');
    }
    gateway = body.gateway;
  }
  return commit(store, merchant, expected, actor, 'set', async (current, tx) => {
    for (const [name, version] of newlyServed(current, remotes)) await requireVerified(tx, merchant, name, version);
    return {
    host: { version: hostVersion },
    remotes,
    overrides: { allowed: allowed ?? current?.overrides.allowed ?? false },
    ...(body.gateway !== undefined ? { gateway } : {}),
    };
  });
}

export interface PinBody {
  expectedRevision: number;
  remote: string;
  version: string;
  fallback?: string | null;
}

/**
 * A merchant whose policy requires it gets a remote version to its players (pin, promote, a canary at any
 * percent, a release-set update) only after a passing `release verify` of that version on its site (409
 * `verification_required` otherwise). Override links stay personal and rollbacks restore what was live.
 */
async function requireVerified(tx: RegistryStore, merchant: string, remote: string, version: string): Promise<void> {
  if (!(await tx.policies.get(merchant)).requireVerifiedRelease) return;
  const [last] = await tx.verifications.last(merchant, { remote, version });
  if (last?.ok) return;
  throw new ReleaseError(
    409,
    'verification_required',
    `${merchant} requires a passing browser check before a version reaches its players: ${remote}@${version} ${last ? `failed its last check (${last.at})` : 'has not been checked'}; run: tessera release verify ${merchant} ${remote} ${version}`,
  );
}

/** The remote versions a new release set serves that the current one does not (main, fallback or canary). */
function newlyServed(current: ReleaseSet | undefined, remotes: Partial<Record<RemoteName, RemoteRelease>>): [RemoteName, string][] {
  const out: [RemoteName, string][] = [];
  for (const [name, rel] of Object.entries(remotes) as [RemoteName, RemoteRelease][]) {
    const before = current?.remotes[name];
    const live = new Set([before?.version, before?.fallback?.version, before?.canary?.version].filter(Boolean));
    for (const v of new Set([rel.version, rel.fallback?.version, rel.canary?.version])) if (v && !live.has(v)) out.push([name, v]);
  }
  return out;
}

export async function pinRemote(store: RegistryStore, merchant: string, body: PinBody, actor: string): Promise<ReleaseSet> {
  checkMerchant(merchant);
  const expected = checkExpected(body?.expectedRevision);
  if (!isRemoteName(body.remote)) throw bad(`unknown remote "${String(body.remote)}"`);
  const remote = body.remote;
  const main = await ref(store, remote, body.version);
  let explicitFallback: RemoteVersionRef | null | undefined;
  if (body.fallback === null) explicitFallback = null;
  else if (body.fallback !== undefined) explicitFallback = await ref(store, remote, body.fallback);
  return commit(store, merchant, expected, actor, 'pin', async (current, tx) => {
    if (!current) throw new ReleaseError(404, 'no_release', `merchant ${merchant} has no release set; use PUT first`);
    await requireVerified(tx, merchant, remote, main.version);
    const previous = current.remotes[remote];
    const rel: RemoteRelease = { ...main };
    if (explicitFallback) rel.fallback = explicitFallback;
    else if (explicitFallback === undefined && previous && previous.version !== main.version) {
      rel.fallback = { version: previous.version, entry: previous.entry, integrity: previous.integrity };
    }
    return { host: current.host, remotes: { ...current.remotes, [remote]: rel }, overrides: current.overrides };
  });
}

export async function rollback(store: RegistryStore, merchant: string, body: { expectedRevision: number; toRevision: number }, actor: string): Promise<ReleaseSet> {
  checkMerchant(merchant);
  const expected = checkExpected(body?.expectedRevision);
  const to = body.toRevision;
  if (typeof to !== 'number' || !Number.isInteger(to) || to < 1) throw bad('toRevision (a positive integer) is required');
  return commit(store, merchant, expected, actor, 'rollback', async (_current, tx) => {
    const target = await tx.releases.getRevision(merchant, to);
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
export async function setCanary(store: RegistryStore, merchant: string, body: CanaryBody, actor: string, action = 'canary', note?: string): Promise<ReleaseSet> {
  checkMerchant(merchant);
  const expected = checkExpected(body?.expectedRevision);
  if (!isRemoteName(body.remote)) throw bad(`unknown remote "${String(body.remote)}"`);
  const remote = body.remote;
  let canary: RemoteRelease['canary'] | undefined;
  if (body.version !== null) {
    const percent = body.percent;
    if (typeof percent !== 'number' || !Number.isFinite(percent) || percent < 0 || percent > 100) throw bad('percent must be a number 0..100');
    canary = { ...(await ref(store, remote, body.version)), percent };
  }
  return commit(store, merchant, expected, actor, action, async (current, tx) => {
    const previous = current?.remotes[remote];
    if (!current || !previous) throw new ReleaseError(404, 'no_release', `merchant ${merchant} has no ${remote} release; pin it first`);
    if (canary && canary.version === previous.version) throw bad(`${remote}@${canary.version} is already the pinned version`);
    // Switching a canary off is never gated (the automatic rollback does it); starting one is, at any percent.
    if (canary) await requireVerified(tx, merchant, remote, canary.version);
    const { canary: _old, ...rest } = previous;
    const rel: RemoteRelease = canary ? { ...rest, canary } : rest;
    return { host: current.host, remotes: { ...current.remotes, [remote]: rel }, overrides: current.overrides };
  }, note);
}

/** Makes a remote's canary its pinned version (the old pinned version becomes the fallback). */
export async function promoteCanary(store: RegistryStore, merchant: string, body: { expectedRevision: number; remote: string }, actor: string): Promise<ReleaseSet> {
  checkMerchant(merchant);
  const expected = checkExpected(body?.expectedRevision);
  if (!isRemoteName(body.remote)) throw bad(`unknown remote "${String(body.remote)}"`);
  const remote = body.remote;
  return commit(store, merchant, expected, actor, 'promote', async (current, tx) => {
    const previous = current?.remotes[remote];
    if (!current || !previous?.canary) throw new ReleaseError(409, 'no_canary', `${merchant} has no ${remote} canary to promote`);
    await requireVerified(tx, merchant, remote, previous.canary.version);
    const { percent: _p, ...next } = previous.canary;
    const rel: RemoteRelease = { ...next, fallback: { version: previous.version, entry: previous.entry, integrity: previous.integrity } };
    return { host: current.host, remotes: { ...current.remotes, [remote]: rel }, overrides: current.overrides };
  });
}

/** Turns overrides by `?tessera-override=` on or off for a merchant (signed links work either way). */
export async function setOverridesAllowed(store: RegistryStore, merchant: string, body: { expectedRevision: number; allowed: boolean }, actor: string): Promise<ReleaseSet> {
  checkMerchant(merchant);
  const expected = checkExpected(body?.expectedRevision);
  if (typeof body.allowed !== 'boolean') throw bad('allowed must be a boolean');
  return commit(store, merchant, expected, actor, 'overrides', (current) => {
    if (!current) throw new ReleaseError(404, 'no_release', `merchant ${merchant} has no release set`);
    return { host: current.host, remotes: current.remotes, overrides: { ...current.overrides, allowed: body.allowed } };
  });
}
