/**
 * What the player is told while the platform cannot be reached: offline, or the server not answering, what
 * still shows (the last known balance and pages) and a retry that checks at once. Polite, not a dialog: the
 * page stays usable for what it already has.
 */
import { useTranslation } from '@tessera/shared/react-i18next';
import { useAppDispatch, useAppSelector } from '../store';
import { connectionActions, selectConnection } from './connection-slice';

export function ConnectionNotice() {
  const { t } = useTranslation('host');
  const { t: tc } = useTranslation('common');
  const dispatch = useAppDispatch();
  const { status, checking } = useAppSelector(selectConnection);
  if (status === 'online') return null;
  return (
    <div className="h-connection" role="alert" data-testid="connection-notice" data-status={status}>
      <span className="h-connection__icon" aria-hidden="true">
        {status === 'offline' ? '⚠' : '⟲'}
      </span>
      <p className="h-connection__text">
        <strong>{t(status === 'offline' ? 'connection.offline' : 'connection.unreachable')}</strong>{' '}
        <span>{t(status === 'offline' ? 'connection.offlineHint' : 'connection.unreachableHint')}</span>
      </p>
      <button type="button" className="t-btn h-connection__retry" onClick={() => dispatch(connectionActions.retryRequested())} disabled={checking} aria-busy={checking} data-testid="connection-retry">
        {checking ? t('connection.checking') : tc('actions.retry')}
      </button>
    </div>
  );
}
