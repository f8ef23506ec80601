/**
 * The visible build marker of a remote (`games v1.0.0`): how ops and tests see which version a
 * merchant got. The version is a prop because this module is a singleton built into the host: its own
 * build constants would name the host's version, not the remote's.
 */
export function VersionMarker({ app, version, variant = 'page' }: { app: string; version: string; variant?: 'page' | 'dialog' }) {
  return (
    <footer className={`t-version t-version--${variant}`} data-testid="remote-version">
      {app} v{version}
    </footer>
  );
}
