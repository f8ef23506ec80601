import { useLayoutEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createAppStore } from './store';

/** The exposed component's own store and sagas (architecture §3.1); the sagas stop on unmount. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [{ store, runSaga }] = useState(createAppStore);
  // A layout effect runs before the children's passive effects, so the sagas already listen
  // when a child dispatches its "opened" event on mount.
  useLayoutEffect(() => {
    const task = runSaga();
    return () => task.cancel();
  }, [runSaga]);
  return <Provider store={store}>{children}</Provider>;
}
