/**
 * A bulk change of the fleet view (fleet-matrix.tsx) as data: what it is called, the set it should make of each
 * merchant's (for the confirmation's diffs, as the server makes them) and the call that makes it. Plain, tested
 * without a browser (bulk-change.test.ts).
 */
import { ApiError, api, type ReleaseSet, type Remote } from './api';
import { previews } from './release-diff';

export type Action = 'canary' | 'pin' | 'canary-off' | 'host';
export const ACTIONS: Record<Action, string> = { canary: 'Canary', pin: 'Pin', 'canary-off': 'Canary off', host: 'Host version' };

export interface BulkChange {
  action: Action;
  remote: Remote;
  version: string;
  percent: number;
}

/** The confirmation's title: the change, its target version and every merchant it applies to. */
export function bulkTitle({ action, remote, version, percent }: BulkChange, merchants: readonly string[]): string {
  const what = action === 'pin' ? `Pin ${remote} ${version}` : action === 'canary' ? `Canary ${remote} ${version} at ${percent}%` : action === 'canary-off' ? `Canary off for ${remote}` : `Host version ${version}`;
  return `${what} on ${merchants.join(', ')}`;
}

/** The set the change should make of `r`; `r` itself when it has no such remote (the server refuses that one). */
export function bulkPreview(r: ReleaseSet, { action, remote, version, percent }: BulkChange): ReleaseSet {
  if (action === 'host') return { ...r, host: { ...r.host, version } };
  if (!r.remotes[remote]) return r;
  if (action === 'pin') return previews.pin(r, remote, version);
  if (action === 'canary') return previews.canary(r, remote, version, percent);
  return previews.canaryOff(r, remote);
}

/** Applies the change to one merchant, naming the revision it was shown (compare-and-swap). */
export async function applyOne(release: ReleaseSet, { action, remote, version, percent }: BulkChange): Promise<ReleaseSet> {
  const path = `/ops/merchants/${encodeURIComponent(release.merchant)}`;
  const expectedRevision = release.revision;
  if (action === 'pin') return api('POST', `${path}/release/pin`, { expectedRevision, remote, version });
  if (action === 'canary') return api('POST', `${path}/release/canary`, { expectedRevision, remote, version, percent });
  if (action === 'canary-off') return api('POST', `${path}/release/canary`, { expectedRevision, remote, version: null });
  const remotes = Object.fromEntries(
    Object.entries(release.remotes).map(([name, r]) => [
      name,
      { version: r!.version, ...(r!.fallback ? { fallback: { version: r!.fallback.version } } : {}), ...(r!.canary ? { canary: { version: r!.canary.version, percent: r!.canary.percent } } : {}) },
    ]),
  );
  return api('PUT', `${path}/release`, { expectedRevision, host: { version }, remotes });
}

/** A merchant's failure in words: a set changed meanwhile says so and the way out. */
export function describeFailure(e: unknown): string {
  if (e instanceof ApiError && e.body.error === 'stale_revision') return `changed meanwhile (now revision ${e.body.currentRevision ?? '?'}); nothing applied, reload and retry`;
  return e instanceof Error ? e.message : String(e);
}
