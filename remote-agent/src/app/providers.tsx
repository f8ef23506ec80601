import { useLayoutEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createAppStore } from './store';

/** The remote's own store and saga middleware, created on mount; the root saga stops on unmount. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [{ store, runSaga }] = useState(createAppStore);
  // A layout effect, so the sagas listen before any child's passive effect dispatches its first event.
  useLayoutEffect(() => {
    const task = runSaga();
    return () => task.cancel();
  }, [runSaga]);
  return <Provider store={store}>{children}</Provider>;
}
