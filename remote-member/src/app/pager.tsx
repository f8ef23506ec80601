/** Previous / next paging of a record list; nothing when everything fits on one page. */
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

export function Pager({ pageNo, totalPages, onPage, testId }: { pageNo: number; totalPages: number; onPage(page: number): void; testId: string }) {
  const { t } = useTranslation(NS);
  if (totalPages <= 1) return null;
  return (
    <nav className="mc-pager" aria-label={t('records.pages')}>
      <button type="button" className="t-btn" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)} data-testid={`${testId}-prev`}>
        {t('records.prev')}
      </button>
      <span>{t('records.pageOf', { page: pageNo, pages: totalPages })}</span>
      <button type="button" className="t-btn" disabled={pageNo >= totalPages} onClick={() => onPage(pageNo + 1)} data-testid={`${testId}-next`}>
        {t('records.next')}
      </button>
    </nav>
  );
}
