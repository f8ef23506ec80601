/**
 * Hover, focus or touch on a nav item fetches the remote its page renders (entry, expose and their chunks)
 * without mounting it, so the click finds it loaded (docs/architecture.md#load-order).
 */
import { useCallback, useContext, useRef } from 'react';
import { exposedModulePath, type ExposedModule } from '@tessera/shared';
import { LOBBY_PATHS } from '../../features/lobby/lobby-page';
import { LOTTERY_PATHS } from '../../features/lottery/lottery-page';
import { RemoteLoaderContext } from '../remotes/remote-area';

/** Game pages of the games remote reached from the nav (routes.tsx's GAME_PATHS). */
const GAME_PAGE_PATHS: readonly string[] = ['sports', 'esports', 'ds88', 'elott'];

/** The exposed module a nav path's page renders, or null when it renders none. */
export function remoteModuleForPath(path: string): ExposedModule | null {
  const name = path.replace(/^\//, '').split(/[?#]/)[0] ?? '';
  if ((LOBBY_PATHS as readonly string[]).includes(name)) return 'games/Lobby';
  if ((LOTTERY_PATHS as readonly string[]).includes(name)) return 'lottery/LotteryPage';
  if (GAME_PAGE_PATHS.includes(name)) return 'games/GamePage';
  return null;
}

/** A callback for the nav's intent events: the first intent per module starts its load. */
export function usePrefetchRemote(): (path: string) => void {
  const loader = useContext(RemoteLoaderContext);
  const started = useRef(new Set<ExposedModule>());
  return useCallback(
    (path: string) => {
      const module = remoteModuleForPath(path);
      if (!loader || !module || started.current.has(module)) return;
      started.current.add(module);
      const { remote, expose } = exposedModulePath(module);
      // A failed prefetch is forgotten: the page's own load retries and shows its fallback if need be.
      loader.load(remote, expose).catch(() => started.current.delete(module));
    },
    [loader],
  );
}
