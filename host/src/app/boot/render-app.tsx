/** The first render: React's renderer and the providers, evaluated only when the start-up reaches them (start-app.tsx). */
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { createBrowserRouter } from '@tessera/shared/router';
import { Providers } from '../providers';
import type { RemoteLoader } from '../remotes/remote-loader';
import type { HostStore } from '../store';

export function renderApp({ store, loader, router }: { store: HostStore; loader: RemoteLoader; router: ReturnType<typeof createBrowserRouter> }): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  // A transition: React renders the first page in slices, yielding to the browser between them, instead of one
  // long task (the boot shell stays up meanwhile, so nothing is seen half-done).
  const root = createRoot(container);
  startTransition(() => root.render(<Providers store={store} loader={loader} router={router} />));
}
