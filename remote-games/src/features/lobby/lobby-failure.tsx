/** A lobby call that failed: the error in words with a retry, and a login button when the session is gone. */
import { useTranslation } from '@tessera/shared/react-i18next';
import { type ErrorInfo } from '@tessera/shared';
import { FailureState } from '@tessera/shared/kit';
import { NS } from '../../i18n';
import { askForLogin } from './lobby-api';

export function LobbyFailure({ error, onRetry }: { error: ErrorInfo; onRetry: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <FailureState error={error} hint={error.message} onRetry={onRetry} />
      {error.kind === 'unauthorized' && (
        <p className="gm-login">
          <button type="button" className="t-btn t-btn--primary" onClick={() => askForLogin('lobby')}>
            {t('games.login')}
          </button>
        </p>
      )}
    </>
  );
}
