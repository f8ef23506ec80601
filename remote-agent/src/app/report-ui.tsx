/** Parts every agent report shows the same way: period presets, pager, amounts, load states. */
import { EmptyState, ErrorState, formatAmount, Spinner, type ErrorInfo, type LoadStatus } from '@tessera/shared';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { firstDayOfWeek, localeOf, presetPeriod, PRESETS, type Period, type Preset } from './period';

/** The preset buttons; `active` is the chosen preset (none after a custom range). */
export function PeriodPresets({ active, onChange }: { active: Preset | null; onChange(preset: Preset, period: Period): void }) {
  const { t, i18n } = useTranslation(NS);
  const firstDay = firstDayOfWeek(localeOf(i18n.language));
  return (
    <div className="ac-presets" role="group" aria-label={t('period.label')}>
      {PRESETS.map((p) => (
        <button
          key={p}
          type="button"
          className={`ac-chip${p === active ? ' ac-chip--on' : ''}`}
          aria-pressed={p === active}
          onClick={() => onChange(p, presetPeriod(p, firstDay))}
        >
          {t(`period.${p}`)}
        </button>
      ))}
    </div>
  );
}

/** An amount with 2 decimals and separators (docs/product.md#constants); signed ones coloured. */
export function Amount({ value, signed = false }: { value: number; signed?: boolean }) {
  const cls = signed && value !== 0 ? (value > 0 ? ' ac-amount--up' : ' ac-amount--down') : '';
  return <span className={`ac-amount${cls}`}>{formatAmount(value)}</span>;
}

export function Pager({ page, size, total, onPage }: { page: number; size: number; total: number; onPage(page: number): void }) {
  const { t } = useTranslation(NS);
  const pages = Math.max(1, Math.ceil(total / size));
  if (total <= size) return null;
  return (
    <nav className="ac-pager" aria-label={t('pager.label')}>
      <button type="button" className="t-btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.prev')}
      </button>
      <span>{t('pager.status', { page, pages, total })}</span>
      <button type="button" className="t-btn" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}

/** The message of a failure: the agent remote's own text for the agent calls' codes, else the shared one. */
export function useErrorText(): (error: ErrorInfo) => string {
  const { t } = useTranslation(NS);
  return (error) => {
    const own = error.code ? CODE_KEYS[error.code] : undefined;
    return own ? t(own) : t(error.i18nKey, { ns: 'common' });
  };
}

/** Error codes of the agent calls that have a text of their own. */
const CODE_KEYS: Record<string, ParseKeys<'agent'>> = {
  'agent.not.agent': 'codes.notAgent',
  'agent.not.downline': 'codes.notDownline',
  'agent.no.upline': 'codes.noUpline',
  'register.username.invalid': 'codes.usernameInvalid',
  'register.password.invalid': 'codes.passwordInvalid',
  'register.password.mismatch': 'codes.passwordMismatch',
  'register.username.taken': 'codes.usernameTaken',
  'contract.state': 'codes.contractState',
  'contract.not.found': 'codes.contractNotFound',
};

/** Loading, failed and empty states around a report's content. */
export function ReportBody({
  status,
  error,
  empty,
  onRetry,
  children,
}: {
  status: LoadStatus;
  error: ErrorInfo | null;
  empty: boolean;
  onRetry(): void;
  children: ReactNode;
}) {
  const errorText = useErrorText();
  if (status === 'failed' && error) return <ErrorState message={errorText(error)} hint={error.message} onRetry={onRetry} />;
  if (status !== 'ready' && empty) return <Spinner />;
  if (empty) return <EmptyState />;
  return <div aria-busy={status === 'loading' || undefined}>{children}</div>;
}

export function formatTime(at: number, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

/** A table that scrolls sideways on a phone: a labelled region that takes focus, so keyboards can scroll it. */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ac-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
