import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from '@tessera/shared/router';
import { ConnectionProvider } from './connection/connection-context';
import { RemoteLoaderContext } from './remotes/remote-area';
import type { RemoteLoader } from './remotes/remote-loader';
import type { HostStore } from './store';

export function Providers({ store, loader, router }: { store: HostStore; loader: RemoteLoader; router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <ConnectionProvider>
          <RemoteLoaderContext.Provider value={loader}>
            <RouterProvider router={router} />
          </RemoteLoaderContext.Provider>
        </ConnectionProvider>
      </Provider>
    </StrictMode>
  );
}
