/**
 * The per-merchant view's words for release sets: a readable diff between two sets (what a confirmation and
 * the history and audit show), the set an action would produce (its preview, as the server would make it),
 * and an API error in words. Plain data, tested without a browser.
 */
import { ApiError, REMOTES, type ReleaseSet } from './api';

type RemoteRelease = NonNullable<ReleaseSet['remotes'][keyof ReleaseSet['remotes']]>;

export interface DiffLine {
  what: string;
  del: string;
  add: string;
}

export function describeRemote(r: RemoteRelease | undefined): string {
  if (!r) return '(none)';
  return `${r.version}${r.fallback ? `, fallback ${r.fallback.version}` : ''}${r.canary ? `, canary ${r.canary.version} at ${r.canary.percent}%` : ''}`;
}

/** Lines that differ between two release sets: `member: − 1.0.0 + 1.1.0, fallback 1.0.0`. */
export function releaseDiff(before: ReleaseSet | null, after: ReleaseSet | null): DiffLine[] {
  const out: DiffLine[] = [];
  if (before?.host.version !== after?.host.version) out.push({ what: 'host', del: before?.host.version ?? '(none)', add: after?.host.version ?? '(none)' });
  for (const name of REMOTES) {
    const a = describeRemote(before?.remotes[name]);
    const b = describeRemote(after?.remotes[name]);
    if (a !== b) out.push({ what: name, del: a, add: b });
  }
  if (Boolean(before?.overrides.allowed) !== Boolean(after?.overrides.allowed)) {
    out.push({ what: 'overrides allowed', del: String(Boolean(before?.overrides.allowed)), add: String(Boolean(after?.overrides.allowed)) });
  }
  return out;
}

const copy = (r: ReleaseSet): ReleaseSet => JSON.parse(JSON.stringify(r)) as ReleaseSet;
type Remote = (typeof REMOTES)[number];

/** What each action makes of the set, as the server does it (registry/releases.ts). */
export const previews = {
  /** The pinned version becomes the fallback; a canary ends. */
  pin(r: ReleaseSet, remote: Remote, version: string): ReleaseSet {
    const n = copy(r);
    const cur = r.remotes[remote]!;
    n.remotes[remote] = { version, entry: cur.entry, integrity: cur.integrity, fallback: { version: cur.version, entry: cur.entry, integrity: cur.integrity } };
    return n;
  },
  canary(r: ReleaseSet, remote: Remote, version: string, percent: number): ReleaseSet {
    const n = copy(r);
    const cur = n.remotes[remote]!;
    cur.canary = { version, entry: cur.entry, integrity: cur.integrity, percent };
    return n;
  },
  /** The canary becomes the pinned version, the pinned one its fallback. */
  promote(r: ReleaseSet, remote: Remote): ReleaseSet {
    const n = copy(r);
    const cur = r.remotes[remote]!;
    const { canary, ...rest } = cur;
    if (canary) n.remotes[remote] = { version: canary.version, entry: canary.entry, integrity: canary.integrity, fallback: { version: rest.version, entry: rest.entry, integrity: rest.integrity } };
    return n;
  },
  canaryOff(r: ReleaseSet, remote: Remote): ReleaseSet {
    const n = copy(r);
    delete n.remotes[remote]!.canary;
    return n;
  },
};

/** An API failure in words: a stale revision says what happened and the way out. */
export function errorText(e: unknown): string {
  if (e instanceof ApiError) {
    if (e.status === 409 && e.body.error === 'stale_revision') {
      return `Someone else changed this release set (it is now at revision ${e.body.currentRevision ?? '?'}). Nothing was applied: reload it, check the change, and try again.`;
    }
    if (e.status === 401) return 'The ops token was refused. Sign in again.';
    return `${e.status} ${e.body.error ?? 'error'}: ${e.body.message ?? ''}`;
  }
  return e instanceof Error ? e.message : String(e);
}
