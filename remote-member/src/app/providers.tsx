import type { ReactNode } from 'react';
import { RemoteStoreProvider } from '@tessera/shared';
import { createAppStore } from '../common/store';

/** The exposed component's own store and sagas (docs/architecture.md#remote-stores); the sagas stop on unmount. */
export function AppProviders({ children }: { children: ReactNode }) {
  return <RemoteStoreProvider create={createAppStore}>{children}</RemoteStoreProvider>;
}
