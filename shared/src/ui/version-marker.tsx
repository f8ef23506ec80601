import { useEffect } from 'react';

/** Which builds this page already named in the console, so a remote mounted twice logs once. */
const logged = new Set<string>();

/**
 * The build marker of an app (`games v1.0.0`): how ops and tests see which version a merchant got,
 * without showing it to players. It is a hidden element with the label in `data-version` (tests read the
 * attribute, ops read it in the inspector) and one console line. The version is a prop because this
 * module is a singleton built into the host: its own build constants would name the host's version.
 */
export function VersionMarker({ app, version, testId = 'remote-version' }: { app: string; version: string; testId?: string }) {
  const label = `${app} v${version}`;
  useEffect(() => {
    if (logged.has(label)) return;
    logged.add(label);
    console.info(`[tessera] build ${label}`);
  }, [label]);
  return <span hidden data-testid={testId} data-version={label} />;
}
