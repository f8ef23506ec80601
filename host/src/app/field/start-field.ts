/**
 * Loaded once the page has settled (start-app.tsx): decides whether this page load measures (the merchant's sample
 * rate, which ops set) and only then loads the collector with web-vitals, so a page that does not measure loads
 * nothing more. Nothing here runs before the page is idle.
 */
import type { Bus, ReleaseSet } from '@tessera/shared';
import type { RemoteLoader } from '../remotes/remote-loader';

export interface FieldStart {
  releaseSet: () => Promise<ReleaseSet>;
  loader: Pick<RemoteLoader, 'versionOf'>;
  bus: Pick<Bus, 'on'>;
  random?: () => number;
}

/** Resolves with the collector's flush when this page load measures, undefined otherwise. */
export async function startField({ releaseSet, loader, bus, random = Math.random }: FieldStart): Promise<(() => void) | undefined> {
  try {
    const set = await releaseSet();
    // Without a ticket nothing would count.
    if (!set.telemetryTicket) return undefined;
    const res = await fetch(`/platform/field/settings/${encodeURIComponent(set.merchant)}.json`, { headers: { Accept: 'application/json' } });
    const rate = res.ok ? ((await res.json()) as { sampleRate?: unknown }).sampleRate : 0;
    if (typeof rate !== 'number' || !(random() < rate)) return undefined;
    const { collectField } = await import(/* webpackChunkName: "field" */ './field-collector');
    return collectField({
      merchant: set.merchant,
      ticket: set.telemetryTicket,
      hostVersion: set.host.version,
      versionOf: (app) => (app === 'host' ? set.host.version : loader.versionOf?.(app)),
      bus,
    });
  } catch {
    // Field data must never break the page.
    return undefined;
  }
}
