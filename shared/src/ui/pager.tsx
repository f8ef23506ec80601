/** Previous / next paging of a report; nothing when everything fits on one page. */
import { useTranslation } from '@tessera/shared/react-i18next';

export interface PagerProps {
  page: number;
  pages: number;
  onPage(page: number): void;
  /** With the total, the status reads "Page 2 of 5 (61 in all)". */
  total?: number;
  /** Prefix of the buttons' test ids (`<prefix>-prev`, `<prefix>-next`). */
  testId?: string;
  className?: string;
}

export function Pager({ page, pages, onPage, total, testId, className = 't-pager' }: PagerProps) {
  const { t } = useTranslation('common');
  if (pages <= 1) return null;
  return (
    <nav className={className} aria-label={t('report.pages')}>
      <button type="button" className="t-btn" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid={testId && `${testId}-prev`}>
        {t('report.prev')}
      </button>
      <span>{total === undefined ? t('report.pageOf', { page, pages }) : t('report.pageOfTotal', { page, pages, total })}</span>
      <button type="button" className="t-btn" disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid={testId && `${testId}-next`}>
        {t('report.next')}
      </button>
    </nav>
  );
}
