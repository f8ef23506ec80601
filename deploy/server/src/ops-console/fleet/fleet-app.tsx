/**
 * The signed-in console, in the order someone on call needs it: what needs a person now (incidents), the fleet
 * (every merchant's versions, bulk changes), one merchant's details when asked for, then telemetry, players'
 * experience, published versions, live override links, the audit as diffs, credentials, and who is signed in.
 */
import type { ReactNode } from 'react';
import { api, type ArtifactSummary, type MerchantSummary, type ReleaseSet, type Verification, type WhoAmI } from './api';
import { AuditLog } from './audit-log';
import { CredentialsSection } from './credentials-section';
import { FleetMatrix } from './fleet-matrix';
import { Incidents } from './incidents';
import { OverrideLinks } from './override-links';
import { PlayersExperience } from './players-experience';
import { PublishedVersions } from './published-versions';
import { SessionInfo } from './session-info';
import { TelemetryTrends } from './telemetry-trends';
import { usePoll } from './use-poll';
import { ErrorAlert } from './error-alert';

interface Fleet {
  releases: ReleaseSet[];
  artifacts: ArtifactSummary[];
  /** The last browser check (`release verify`) of each remote version, per merchant. */
  checks: Verification[];
}

async function loadFleet(): Promise<Fleet> {
  const [merchants, artifacts] = await Promise.all([api<MerchantSummary[]>('GET', '/ops/merchants'), api<ArtifactSummary[]>('GET', '/ops/artifacts')]);
  const releases = await Promise.all(merchants.map((m) => api<ReleaseSet>('GET', `/ops/merchants/${encodeURIComponent(m.merchant)}/release`)));
  const checks = (await Promise.all(merchants.map((m) => api<Verification[]>('GET', `/ops/merchants/${encodeURIComponent(m.merchant)}/verifications`)))).flat();
  return { releases, artifacts, checks };
}

/** `details`: the merchant details, placed after the fleet; `onOpen` shows one merchant's. */
export function FleetApp({ who, details, onOpen }: { who: WhoAmI; details: ReactNode; onOpen: (merchant: string) => void }) {
  const { data, error } = usePoll(loadFleet, [], 30_000);
  const merchants = data?.releases.map((r) => r.merchant) ?? [];
  return (
    <>
      <ErrorAlert error={data ? null : error} />
      {data ? <Incidents releases={data.releases} checks={data.checks} onOpen={onOpen} /> : <p>Loading the fleet…</p>}
      {data ? <FleetMatrix releases={data.releases} artifacts={data.artifacts} onOpen={onOpen} /> : null}
      {/* Held back (its answers loading meanwhile) until the fleet is in: the incidents and the fleet table arrive above
          it, and would move its merchant buttons from under the pointer of someone already clicking one. */}
      <div hidden={!data}>{details}</div>
      {data ? (
        <>
          <TelemetryTrends merchant="" />
          <PlayersExperience merchants={merchants} />
          <PublishedVersions artifacts={data.artifacts} checks={data.checks} />
          <OverrideLinks />
          <AuditLog merchants={merchants} />
          <CredentialsSection merchants={merchants} />
        </>
      ) : null}
      <SessionInfo who={who} />
    </>
  );
}
