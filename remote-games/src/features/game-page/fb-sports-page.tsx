import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { bus, toErrorInfo, useBusValue, type ErrorInfo } from '@tessera/shared';
import { EmptyState, FailureState, Spinner } from '@tessera/shared/kit';
import { TRIAL_ACCOUNT_TYPE, type LaunchSession } from '../../common/launch/launch-rules';
import { knownLaunchSession, thirdPartyGameUrl, toLaunchSession } from '../../common/launch/run-launch';
import { NS } from '../../i18n';
import { GameView } from './game-frame';

/** The sports vendor whose book `/fbsports` opens (docs/product.md#game-launch). */
export const FB_VENDOR = 'FB';

type FbState = { kind: 'loading' } | { kind: 'ready'; url: string } | { kind: 'failed'; error: ErrorInfo };

/**
 * `/fbsports`: the launch target of vendor FB. The page itself launches FB's sportsbook (launchGame) and
 * frames it under the header, like the game page; a visitor is asked to log in, a trial account is warned.
 */
export function FbSportsPage() {
  const { t } = useTranslation(NS);
  const title = t('gamePage.title.fbsports');
  const announced = useBusValue('session:changed');
  // Right after a page load the host may still be restoring the session: wait for its first word.
  const [restored, setRestored] = useState<LaunchSession | null>(null);
  useEffect(() => {
    let live = true;
    void knownLaunchSession().then((s) => live && setRestored(s));
    return () => {
      live = false;
    };
  }, []);
  const session = announced ? toLaunchSession(announced) : restored;
  const loggedIn = session?.loggedIn ?? false;
  const trial = session?.accountType === TRIAL_ACCOUNT_TYPE;

  const [state, setState] = useState<FbState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    setState({ kind: 'loading' });
    thirdPartyGameUrl({ vassalage: FB_VENDOR, gameType: 'SPORTS' }).then(
      (url) => live && setState({ kind: 'ready', url }),
      (e: unknown) => live && setState({ kind: 'failed', error: toErrorInfo(e) }),
    );
    return () => {
      live = false;
    };
  }, [loggedIn, attempt]);

  const logIn = useCallback(() => bus.emit('ui:open-login', { reason: 'launch' }), []);
  let body;
  if (!session) body = <Spinner />;
  else if (!loggedIn)
    body = (
      <div className="gp-notice" data-testid="fbsports-login">
        <EmptyState message={t('fbsports.login')} />
        <button type="button" className="t-btn t-btn--primary" onClick={logIn}>
          {t('games.login')}
        </button>
      </div>
    );
  // A trial account plays with its trial balance; only a gateway that refuses it (403) gets the warning.
  else if (trial && state.kind === 'failed' && state.error.status === 403)
    body = (
      <div className="gp-notice" data-testid="fbsports-trial">
        <EmptyState message={t('warnings.in_need_true_account')} />
      </div>
    );
  else if (state.kind === 'loading') body = <Spinner />;
  else if (state.kind === 'failed') body = <FailureState error={state.error} onRetry={() => setAttempt((a) => a + 1)} />;
  else body = <iframe className="gp-frame__game" src={state.url} title={title} allow="fullscreen; autoplay" data-testid="fbsports-game" />;

  return (
    <GameView url={null} title={title}>
      {body}
    </GameView>
  );
}
