import type { ReactNode } from 'react';
import { RemoteStoreProvider } from '@tessera/shared';
import { createAppStore } from '../common/store';
import { rootSaga } from './root-saga';

const createStore = () => createAppStore(rootSaga);

/** The exposed component's own store and sagas (docs/architecture.md#remote-stores); the sagas stop on unmount. */
export function AppProviders({ children }: { children: ReactNode }) {
  return <RemoteStoreProvider create={createStore}>{children}</RemoteStoreProvider>;
}
