/**
 * The ops console's fleet view (React): who is signed in and what they may do, alerts, every merchant's
 * versions with bulk pin/canary and the overrides switch, telemetry trend charts with live refresh, the
 * published versions, the live override links with revoke, and the audit with filters.
 */
import { useSyncExternalStore } from 'react';
import { AuditLog } from './audit-log';
import { FleetMatrix } from './fleet-matrix';
import { OpsAlerts } from './ops-alerts';
import { OverrideLinks } from './override-links';
import { PublishedVersions } from './published-versions';
import { SessionInfo } from './session-info';
import { TelemetryTrends } from './telemetry-trends';
import { SESSION_EVENT, api, currentToken, type ArtifactSummary, type MerchantSummary, type ReleaseSet, type Verification, type WhoAmI } from './api';
import { usePoll } from './use-poll';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(SESSION_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SESSION_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

interface Fleet {
  who: WhoAmI;
  releases: ReleaseSet[];
  artifacts: ArtifactSummary[];
  /** The last browser check (`release verify`) of each remote version, per merchant. */
  checks: Verification[];
}

async function loadFleet(): Promise<Fleet> {
  const [who, merchants, artifacts] = await Promise.all([api<WhoAmI>('GET', '/ops/whoami'), api<MerchantSummary[]>('GET', '/ops/merchants'), api<ArtifactSummary[]>('GET', '/ops/artifacts')]);
  const releases = await Promise.all(merchants.map((m) => api<ReleaseSet>('GET', `/ops/merchants/${encodeURIComponent(m.merchant)}/release`)));
  const checks = (await Promise.all(merchants.map((m) => api<Verification[]>('GET', `/ops/merchants/${encodeURIComponent(m.merchant)}/verifications`)))).flat();
  return { who, releases, artifacts, checks };
}

function SignedIn({ token }: { token: string }) {
  const { data, error } = usePoll(loadFleet, [token], 30_000);
  if (error && !data) {
    return (
      <p className="oc-error" role="alert">
        {error}
      </p>
    );
  }
  if (!data) return <p>Loading the fleet…</p>;
  return (
    <>
      <SessionInfo who={data.who} />
      <OpsAlerts />
      <FleetMatrix releases={data.releases} artifacts={data.artifacts} />
      <TelemetryTrends merchant="" />
      <PublishedVersions artifacts={data.artifacts} checks={data.checks} />
      <OverrideLinks />
      <AuditLog merchants={data.releases.map((r) => r.merchant)} />
    </>
  );
}

export function FleetApp() {
  const token = useSyncExternalStore(subscribe, currentToken);
  return token ? <SignedIn token={token} /> : null;
}
