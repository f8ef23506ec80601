/**
 * The connection as parts outside the store's reach see it (the remote areas render without a store in their
 * tests): its status, how many times it came back, and a way to report a suspicion.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { connectionActions, selectConnection, type ConnectionState, type ConnectionStatus } from './connection-slice';

export interface ConnectionView {
  status: ConnectionStatus;
  restorations: number;
  suspect(): void;
}

const ALWAYS_ONLINE: ConnectionView = { status: 'online', restorations: 0, suspect: () => undefined };

export const ConnectionContext = createContext<ConnectionView>(ALWAYS_ONLINE);

export const useConnection = () => useContext(ConnectionContext);

/** Provides the store's connection state; inside the redux Provider. */
export function ConnectionProvider({ children }: { children: ReactNode }) {
  const dispatch = useDispatch();
  const { status, restorations } = useSelector((s: { connection: ConnectionState }) => selectConnection(s));
  const view = useMemo<ConnectionView>(() => ({ status, restorations, suspect: () => dispatch(connectionActions.suspected()) }), [dispatch, status, restorations]);
  return <ConnectionContext.Provider value={view}>{children}</ConnectionContext.Provider>;
}
