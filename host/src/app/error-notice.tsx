/**
 * A failure as the player sees it (docs/product.md#errors): the localised message of its code, the
 * gateway's own words only when no message of ours fits, and the follow-up the failure calls for: log in
 * again, contact customer service, or try again.
 */
import { useTranslation } from '@tessera/shared/react-i18next';
import type { ErrorInfo, ErrorKey } from '@tessera/shared';
import { loginRequested } from './app-actions';
import { CustomerServiceButton } from './shell/customer-service-button';
import { useAppDispatch } from './store';

export type ErrorAction = 'login' | 'customerService' | 'retry' | null;

/** What to offer after a failure, by its message (docs/product.md#errors). */
export function errorAction(error: ErrorInfo): ErrorAction {
  switch (error.i18nKey) {
    case 'errors.notLoggedIn':
      return 'login';
    case 'errors.quotaExceeded':
    case 'errors.notAllowed':
    case 'errors.invalidDomain':
    case 'errors.ipBlocked':
    case 'errors.loginForbidden':
    case 'errors.maintenance':
      return 'customerService';
    case 'errors.network':
    case 'errors.timeout':
    case 'errors.invalidAnswer':
    case 'errors.systemBusy':
      return 'retry';
    default:
      return null;
  }
}

/** The text of a failure: ours when its code has one, else the gateway's message, else a generic one. */
export function errorMessage(error: ErrorInfo, tc: (key: ErrorKey) => string): string {
  if (error.i18nKey !== 'errors.unknown') return tc(error.i18nKey);
  return error.message || tc('errors.unknown');
}

export interface ErrorNoticeProps {
  error: ErrorInfo;
  /** Offered for failures worth repeating (network, timeout, unreadable answer). */
  onRetry?: () => void;
  className?: string;
  testId?: string;
}

export function ErrorNotice({ error, onRetry, className = '', testId = 'error-notice' }: ErrorNoticeProps) {
  const { t: tc } = useTranslation('common');
  const { t } = useTranslation('host');
  const dispatch = useAppDispatch();
  const action = errorAction(error);
  return (
    <div className={`h-error-notice ${className}`.trim()} data-testid={testId} data-error={error.code ?? error.kind}>
      <p className="t-error-text" role="alert">
        {errorMessage(error, tc)}
      </p>
      {action === 'login' && (
        <button type="button" className="t-btn" onClick={() => dispatch(loginRequested())} data-testid="error-action-login">
          {t('errorActions.login')}
        </button>
      )}
      {action === 'customerService' && <CustomerServiceButton className="t-btn" />}
      {action === 'retry' && onRetry && (
        <button type="button" className="t-btn" onClick={onRetry} data-testid="error-action-retry">
          {tc('actions.retry')}
        </button>
      )}
    </div>
  );
}
