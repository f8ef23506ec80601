/** /noticePage: every notice, 9 per page; a title expands or collapses its text (docs/product.md#notices). */
import { useState } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { EmptyState, FailureState, formatDate, Spinner } from '@tessera/shared/kit';
import { SafeHtml } from '@tessera/shared/dialog';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { announcementsActions, selectAnnouncements } from './announcements-slice';

export const NOTICES_PER_PAGE = 9;

export function NoticePage() {
  const { t } = useTranslation('host');
  const dispatch = useAppDispatch();
  const { status, error, notices } = useAppSelector(selectAnnouncements);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const pages = Math.max(1, Math.ceil(notices.length / NOTICES_PER_PAGE));
  const shown = notices.slice((page - 1) * NOTICES_PER_PAGE, page * NOTICES_PER_PAGE);

  return (
    <section className="h-page" data-testid="notice-page">
      <h1>{t('notices.pageTitle')}</h1>
      {(status === 'loading' || status === 'idle') && <Spinner />}
      {status === 'failed' && error && <FailureState error={error} hint={error.message} onRetry={() => dispatch(announcementsActions.requested())} />}
      {status === 'ready' && notices.length === 0 && <EmptyState message={t('notices.empty')} />}
      {status === 'ready' && notices.length > 0 && (
        <>
          <ul className="h-notice-list">
            {shown.map((n) => {
              const expanded = open === n.id;
              return (
                <li key={n.id} className={`h-notice-list__item${expanded ? ' is-open' : ''}`}>
                  <button
                    type="button"
                    className="h-notice-list__title"
                    aria-expanded={expanded}
                    aria-controls={`notice-${n.id}`}
                    onClick={() => setOpen(expanded ? null : n.id)}
                  >
                    <span>{n.title}</span>
                    {n.createTime && <time className="h-muted">{formatDate(n.createTime)}</time>}
                  </button>
                  {expanded && <SafeHtml id={`notice-${n.id}`} html={n.content} className="h-rich h-notice-list__body" />}
                </li>
              );
            })}
          </ul>
          {pages > 1 && (
            <nav className="h-pager" aria-label={t('pager.label')}>
              <button type="button" className="t-btn" disabled={page === 1} onClick={() => setPage(page - 1)}>
                {t('pager.prev')}
              </button>
              <span aria-live="polite">{t('pager.position', { page, pages })}</span>
              <button type="button" className="t-btn" disabled={page === pages} onClick={() => setPage(page + 1)}>
                {t('pager.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
