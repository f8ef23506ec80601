/**
 * Renders an exposed component of a remote. The remote loads when this first mounts (routes and
 * overlays mount it only when needed); while it loads a spinner shows, and if it cannot load (or throws
 * while rendering) this area alone shows its fallback with a retry: header, routing and other remotes
 * keep working. A failure while the connection is lost says so, and the area loads again once it is back.
 */
import { Component, createContext, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { exposedModulePath, type ExposedModule, type ExposedModules, type RemoteName } from '@tessera/shared';
import { ErrorState, Spinner } from '@tessera/shared/kit';
import { useConnection } from '../connection/connection-context';
import type { RemoteLoader } from './remote-loader';

export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

type LoadState<M> = { status: 'loading' } | { status: 'ready'; module: M } | { status: 'error'; error: unknown };

export function useRemoteModule<M>(remote: RemoteName, expose: string): { state: LoadState<M>; retry(): void } {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('RemoteLoaderContext is missing');
  const [state, setState] = useState<LoadState<M>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loader.load<M>(remote, expose).then(
      (module) => live && setState({ status: 'ready', module }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [loader, remote, expose, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}

/**
 * Catches a remote that throws while rendering, so the failure stays inside its area, and reports the crash
 * (telemetry `render`: automatic rollback counts it like a failed load).
 */
class RemoteBoundary extends Component<{ fallback(retry: () => void): ReactNode; onCrash(error: unknown): void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[remote] render failed', error);
    this.props.onCrash(error);
  }
  override render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}

export interface RemoteAreaProps<K extends ExposedModule> {
  /** Which exposed module, e.g. `games/Lobby`: it names the remote, the expose path and the props type. */
  module: K;
  props: ExposedModules[K];
  /** Wraps the loading and fallback states (an overlay gives them its own dialog frame). */
  frame?: (content: ReactNode) => ReactNode;
}

export function RemoteArea<K extends ExposedModule>({ module, props, frame = (c) => c }: RemoteAreaProps<K>) {
  const { t } = useTranslation('common');
  const { t: th } = useTranslation('host');
  const { remote, expose } = exposedModulePath(module);
  const { state, retry } = useRemoteModule<{ default: ComponentType<ExposedModules[K]> }>(remote, expose);
  const loader = useContext(RemoteLoaderContext);
  const connection = useConnection();
  const failed = state.status === 'error';
  const { suspect } = connection;
  // A remote that did not load may mean the connection is gone: the watch checks before anyone is told.
  useEffect(() => {
    if (failed) suspect();
  }, [failed, suspect]);
  // Back online: an area that failed meanwhile loads again by itself.
  const [seenRestorations, setSeenRestorations] = useState(connection.restorations);
  if (seenRestorations !== connection.restorations) {
    setSeenRestorations(connection.restorations);
    if (failed) retry();
  }
  const lost = connection.status !== 'online';
  const fallback = (onRetry: () => void) =>
    frame(
      <div className="h-remote-fallback" data-testid={`remote-fallback-${remote}`} data-connection={connection.status}>
        {lost ? (
          <ErrorState
            message={th(connection.status === 'offline' ? 'connection.offline' : 'connection.unreachable')}
            hint={th('connection.areaHint')}
            onRetry={onRetry}
          />
        ) : (
          <ErrorState message={t('remote.unavailable')} hint={t('remote.unavailableHint')} onRetry={onRetry} />
        )}
      </div>,
    );
  if (state.status === 'loading') return frame(<Spinner />);
  if (state.status === 'error') return fallback(retry);
  const Exposed = state.module.default;
  return (
    <RemoteBoundary fallback={fallback} onCrash={(error) => loader?.reportRenderCrash(remote, expose, error)}>
      {/* Marks the remote's part of the page, so field data names the app (and version) owning an element
          (app/field/field-attribution.ts); `display: contents` keeps the layout as if it were not there. */}
      <div className="h-remote-area" data-tessera-app={remote} data-tessera-version={loader?.versionOf?.(remote)}>
        <Exposed {...props} />
      </div>
    </RemoteBoundary>
  );
}
