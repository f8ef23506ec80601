import type { ReactNode } from 'react';
import { RemoteStoreProvider } from '@tessera/shared';
import { createAppStore, type AppStore } from './store';

/**
 * The exposed component's own store and sagas (docs/architecture.md#remote-stores); the sagas stop on unmount.
 * `init` gets the new store before anything renders from it.
 */
export function AppProviders({ children, init }: { children: ReactNode; init?: (store: AppStore) => void }) {
  const create = () => {
    const handle = createAppStore();
    init?.(handle.store);
    return handle;
  };
  return <RemoteStoreProvider create={create}>{children}</RemoteStoreProvider>;
}
