/**
 * Shared-contract versions (docs/architecture.md#publishing-checks): `@tessera/shared` carries the contracts
 * between the apps (bus events, release sets, exposed-module props, the API client), versioned by its
 * package.json. Each build records the version it compiled against (`sharedContract` in artifact.json,
 * written by shared/build; older builds only have it in the manifest's shared list). At run time the page
 * has ONE copy of `@tessera/shared`, the host's, so a remote is only publishable if the host provides a
 * contract it was built for: same major (same minor below 1.0) and not older than the remote's.
 */
import semver from 'semver';
import { ArtifactError } from './artifact-error.js';

export const SHARED_PACKAGE = '@tessera/shared';

export interface ManifestLike {
  shared?: { name: string; version?: string }[];
}

/** The shared-contract version a build was made against, if it says. */
export function contractVersion(artifactJson: Record<string, unknown> | undefined, manifest: ManifestLike | undefined): string | undefined {
  const recorded = artifactJson?.sharedContract;
  if (typeof recorded === 'string' && semver.valid(recorded)) return recorded;
  const declared = manifest?.shared?.find((s) => s.name === SHARED_PACKAGE)?.version;
  return typeof declared === 'string' && semver.valid(declared) ? declared : undefined;
}

/** Whether a host providing `hostContract` satisfies a remote built against `remoteContract`. */
export function hostSatisfies(hostContract: string, remoteContract: string): boolean {
  return semver.satisfies(hostContract, `^${remoteContract}`, { includePrerelease: true });
}

/**
 * Refuses (422 contract_mismatch) a remote built against a shared contract the latest host does not
 * satisfy, before any other compatibility check, with what to do about it. Without a host yet, or a
 * version on either side, there is nothing to compare (the singleton checks still apply).
 */
export function checkContract(
  remote: { app: string; version: string; artifactJson: Record<string, unknown>; manifest: ManifestLike },
  host: { version: string; manifest: unknown } | undefined,
): void {
  const built = contractVersion(remote.artifactJson, remote.manifest);
  const provided = host ? contractVersion(undefined, host.manifest as ManifestLike) : undefined;
  if (!host || !built || !provided || hostSatisfies(provided, built)) return;
  throw new ArtifactError(
    422,
    'contract_mismatch',
    `${remote.app}@${remote.version} was built against ${SHARED_PACKAGE} ${built}, but host ${host.version} provides ${provided} ` +
      `(a remote needs a host with ${SHARED_PACKAGE} ^${built}). Rebuild the remote against ${SHARED_PACKAGE} ${provided}, or publish a host built with ${built} first.`,
  );
}
