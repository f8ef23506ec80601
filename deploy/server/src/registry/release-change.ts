/**
 * Who moved a merchant's release set to a revision, when, and what they changed: what a `stale_revision` refusal
 * tells the caller, so the person whose change was refused knows what to look at before trying again.
 */
import type { RegistryStore } from './store.js';
import type { ReleaseSet, RemoteRelease } from './types.js';

/** A remote's release in a few words: `1.1.0`, `1.1.0 + canary 1.2.0 at 10%`, `none`. */
const words = (r: RemoteRelease | undefined) => (r ? `${r.version}${r.canary ? ` + canary ${r.canary.version} at ${r.canary.percent}%` : ''}` : 'none');

/** What differs from `before` to `after`, one part per app: `member 1.0.0 → 1.1.0`; `(no version changed)` when nothing did. */
export function describeChange(before: ReleaseSet | null, after: ReleaseSet): string {
  const parts: string[] = [];
  if (before?.host.version !== after.host.version) parts.push(`host ${before?.host.version ?? 'none'} → ${after.host.version}`);
  const names = [...new Set([...Object.keys(before?.remotes ?? {}), ...Object.keys(after.remotes)])] as (keyof ReleaseSet['remotes'])[];
  for (const name of names) {
    const [was, now] = [words(before?.remotes[name]), words(after.remotes[name])];
    if (was !== now) parts.push(`${name} ${was} → ${now}`);
  }
  if (Boolean(before?.overrides.allowed) !== Boolean(after.overrides.allowed)) parts.push(`overrides ${after.overrides.allowed ? 'allowed' : 'off'}`);
  return parts.join('; ') || '(no version changed)';
}

export interface RevisionChange {
  changedBy: string;
  changedAt: string;
  /** The audit's action and what it changed: `pin: member 1.0.0 → 1.1.0`. */
  change: string;
}

/** The change that made `revision` of `merchant`'s set, from the audit (undefined when the audit has no such row). */
export async function changeOf(store: RegistryStore, merchant: string, revision: number): Promise<RevisionChange | undefined> {
  // The newest rows of this merchant: the current revision's change is among them unless many non-release rows followed it.
  const row = (await store.audit.list(50, { merchant })).find((r) => (r.after as ReleaseSet | null)?.revision === revision);
  if (!row) return undefined;
  return { changedBy: row.actor, changedAt: row.at, change: `${row.action}: ${describeChange(row.before as ReleaseSet | null, row.after as ReleaseSet)}` };
}
