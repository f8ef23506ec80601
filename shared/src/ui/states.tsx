/** Loading, empty and error states shared by every app, so each area looks and reads the same. */
import type { ReactNode } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { isNotOffered, type ErrorInfo } from '@tessera/shared';
import type { LoadStatus } from '../api/load-status';
import { formatAmount, formatMoney } from '../format/money';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="t-state" role="status" aria-live="polite">
      <span className="t-spinner" aria-hidden="true" /> <span>{label ?? t('actions.loading')}</span>
    </div>
  );
}

export function EmptyState({ message }: { message?: string }) {
  const { t } = useTranslation('common');
  return <div className="t-state">{message ?? t('empty')}</div>;
}

/**
 * A feature this site does not offer (the gateway answered 404 or `function.not.available`): said plainly, with
 * no retry and not as an error, since asking again changes nothing.
 */
export function NotOfferedState() {
  const { t } = useTranslation('common');
  return (
    <div className="t-state t-state--not-offered" role="status" data-testid="not-offered">
      <p>{t('notOffered.title')}</p>
      <p className="t-state__hint">{t('notOffered.hint')}</p>
    </div>
  );
}

export function ErrorState({ message, hint, onRetry }: { message: string; hint?: string; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="t-state t-state--error" role="alert">
      <p>{message}</p>
      {hint && <p className="t-state__hint">{hint}</p>}
      {onRetry && (
        <button type="button" className="t-btn t-btn--primary" onClick={onRetry}>
          {t('actions.retry')}
        </button>
      )}
    </div>
  );
}

/**
 * A failed area as it shows: "not available on this site" for a call the gateway does not offer (no retry),
 * else the error, in `message` or the common words of its key, with the optional `hint` and a retry.
 */
export function FailureState({ error, message, hint, onRetry }: { error: ErrorInfo | null; message?: string; hint?: string; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  if (isNotOffered(error)) return <NotOfferedState />;
  return <ErrorState message={message ?? t(error?.i18nKey ?? 'errors.unknown')} hint={hint} onRetry={onRetry} />;
}

/**
 * The states around loaded content: the error (with retry) after a failure, the spinner while nothing has
 * come yet, the empty state when what came is empty, else the content (marked busy while it reloads).
 */
export function LoadStates({
  status,
  error,
  empty,
  errorText,
  onRetry,
  loadingLabel,
  emptyMessage,
  children,
}: {
  status: LoadStatus;
  error: ErrorInfo | null;
  empty: boolean;
  errorText?: (error: ErrorInfo) => string;
  onRetry?: () => void;
  loadingLabel?: string;
  emptyMessage?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  if (status === 'failed' && isNotOffered(error)) return <NotOfferedState />;
  if (status === 'failed' && error) return <ErrorState message={errorText ? errorText(error) : t(error.i18nKey)} hint={error.message} onRetry={onRetry} />;
  if (status !== 'ready' && empty) return <Spinner label={loadingLabel} />;
  if (empty) return <EmptyState message={emptyMessage} />;
  return <div aria-busy={status === 'loading' || undefined}>{children}</div>;
}

/** An amount in the reader's language (with the currency symbol when given); signed ones coloured. */
export function Amount({ value, signed = false, currency }: { value: number; signed?: boolean; currency?: string }) {
  const cls = signed && value !== 0 ? (value > 0 ? ' t-up' : ' t-down') : '';
  return <span className={`t-amount${cls}`}>{currency === undefined ? formatAmount(value) : formatMoney(value, currency)}</span>;
}
