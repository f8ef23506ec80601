/**
 * Launches from the host's nav through the games remote's `games/launch` (docs/product.md#game-launch):
 * one set of launch rules for the nav, the home and the lobbies. The module checks login (the login popup
 * opens over the bus) and navigates; what it refuses shows here: a trial account's warning
 * (in_need_true_account, confirmed with in_increase_submit) or a failure.
 */
import { useCallback, useContext, useState } from 'react';
import { useNavigate } from '@tessera/shared/router';
import { exposedModulePath, type LaunchModule, type LaunchTarget } from '@tessera/shared';
import { lazyExport } from '../../app/lazy-export';
import { RemoteLoaderContext } from '../../app/remotes/remote-area';
import { WhenOpened } from '../../app/shell/when-opened';
import type { LaunchNoticeKind } from './launch-notice';

export type { LaunchNoticeKind } from './launch-notice';

const LaunchNoticeDialog = lazyExport(() => import(/* webpackChunkName: "launch-notice" */ './launch-notice'), 'LaunchNoticeDialog');

export function useGameLaunch() {
  const loader = useContext(RemoteLoaderContext);
  const navigate = useNavigate();
  const [notice, setNotice] = useState<LaunchNoticeKind | null>(null);
  const launch = useCallback(
    async (target: LaunchTarget, title?: string) => {
      try {
        if (!loader) throw new Error('RemoteLoaderContext is missing');
        const { remote, expose } = exposedModulePath('games/launch');
        const module = await loader.load<LaunchModule>(remote, expose);
        const result = await module.launch(target, { navigate: (to) => void navigate(to), title });
        if (result.kind === 'trial-blocked') setNotice('trial');
        else if (result.kind === 'failed') setNotice('failed');
      } catch (e) {
        // The games remote could not load: the launch could not even be decided.
        console.error('[nav] launch failed', e);
        setNotice('failed');
      }
    },
    [loader, navigate],
  );
  return { launch, notice, dismiss: () => setNotice(null) };
}

/** What a launch refused, in a dialog whose code loads with the first refusal (most visits never meet one). */
export function LaunchNotice({ notice, onClose }: { notice: LaunchNoticeKind | null; onClose(): void }) {
  return (
    <WhenOpened open={notice !== null} fallback={null}>
      <LaunchNoticeDialog notice={notice} onClose={onClose} />
    </WhenOpened>
  );
}
