/**
 * Launches from the host's nav through the games remote's `games/launch` (docs/product.md#game-launch):
 * one set of launch rules for the nav, the home and the lobbies. The module checks login (the login popup
 * opens over the bus) and navigates; what it refuses shows here: a trial account's warning
 * (in_need_true_account, confirmed with in_increase_submit) or a failure.
 */
import { useCallback, useContext, useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from '@tessera/shared/router';
import { useTranslation } from '@tessera/shared/react-i18next';
import { Dialog, exposedModulePath, type LaunchModule, type LaunchTarget } from '@tessera/shared';
import { RemoteLoaderContext } from '../../app/remotes/remote-area';

export type LaunchNoticeKind = 'trial' | 'failed';

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

export function LaunchNotice({ notice, onClose }: { notice: LaunchNoticeKind | null; onClose(): void }) {
  const { t } = useTranslation('host');
  if (!notice) return null;
  // Into the body: the phone menu that launched it folds away (display: none) as the launch starts.
  return createPortal(
    <Dialog title={t(notice === 'trial' ? 'nav.trialTitle' : 'nav.launchFailedTitle')} onClose={onClose} testId="launch-warning">
      <p>{t(notice === 'trial' ? 'warnings.in_need_true_account' : 'nav.launchFailed')}</p>
      <div className="t-dialog__actions">
        <button type="button" className="t-btn t-btn--primary" onClick={onClose}>
          {t('warnings.in_increase_submit')}
        </button>
      </div>
    </Dialog>,
    document.body,
  );
}
