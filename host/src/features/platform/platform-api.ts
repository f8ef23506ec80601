/**
 * Calls to the platform server itself (not the WPS gateway): the merchant's release set and telemetry.
 */
import type { ReleaseSet, TelemetryEvent } from '@tessera/shared';

export async function fetchReleaseSet(merchant: string, signal?: AbortSignal): Promise<ReleaseSet> {
  const res = await fetch(`/platform/release/${encodeURIComponent(merchant)}.json`, {
    signal,
    headers: { Accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`release set ${res.status}`);
  const body = (await res.json()) as ReleaseSet;
  if (!body || typeof body !== 'object' || typeof body.remotes !== 'object') throw new Error('bad release set');
  return body;
}

/**
 * Fire-and-forget: telemetry must never slow down or break the page. A beacon outlives the page without
 * showing up as an aborted request when the player navigates away; fetch is the fallback.
 */
export function postTelemetry(event: TelemetryEvent): void {
  try {
    const body = new Blob([JSON.stringify(event)], { type: 'application/json' });
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon('/platform/telemetry', body)) return;
    void fetch('/platform/telemetry', {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(event),
    }).catch(() => undefined);
  } catch {
    // ignore: no telemetry is better than a broken page
  }
}
