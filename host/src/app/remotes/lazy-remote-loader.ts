/**
 * The remote loader with its code (release selection, integrity, telemetry) fetched along with the first remote
 * a page shows, not with the page: home's remotes wait until the visitor nears them (./near-viewport.tsx).
 */
import type { RemoteLoader, RemoteLoaderOptions } from './remote-loader';

export function createLazyRemoteLoader(options: RemoteLoaderOptions): RemoteLoader {
  let loader: Promise<RemoteLoader> | undefined;
  let ready: RemoteLoader | undefined;
  const real = (): Promise<RemoteLoader> =>
    (loader ??= import('./remote-loader').then(
      (m) => (ready = m.createRemoteLoader(options)),
      (e: unknown) => {
        // The chunk did not come (offline): the next load asks again.
        loader = undefined;
        throw e;
      },
    ));
  return {
    // Asked only of a remote that has loaded, so its loader is here by then.
    versionOf: (remote) => ready?.versionOf?.(remote),
    load: <T>(remote: Parameters<RemoteLoader['load']>[0], expose: string) => real().then((l) => l.load<T>(remote, expose)),
    reportRenderCrash(remote, expose, error) {
      // A crash report is telemetry: if the loader cannot come, there was no remote to crash.
      real().then((l) => l.reportRenderCrash(remote, expose, error), () => undefined);
    },
  };
}
