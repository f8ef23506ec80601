/** Loading, empty and error states shared by every app, so each area looks and reads the same. */
import { useTranslation } from 'react-i18next';

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
