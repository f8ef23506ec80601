/** The notice modal: one notice at a time, with previous/next through the list (docs/product.md#notices). */
import { useTranslation } from '@tessera/shared/react-i18next';
import { Dialog, SafeHtml } from '@tessera/shared/dialog';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { announcementsActions, selectAnnouncements } from './announcements-slice';

export function NoticeModal() {
  const { t } = useTranslation('host');
  const dispatch = useAppDispatch();
  const { notices, noticeIndex } = useAppSelector(selectAnnouncements);
  if (noticeIndex === null) return null;
  const notice = notices[noticeIndex];
  if (!notice) return null;
  return (
    <Dialog title={t('notices.title')} width={600} onClose={() => dispatch(announcementsActions.noticeClosed())} testId="notice-modal">
      <h3 className="h-notice-modal__title">{notice.title}</h3>
      <SafeHtml html={notice.content} className="h-rich" />
      <div className="t-dialog__actions">
        <span className="h-muted">{t('notices.position', { n: noticeIndex + 1, total: notices.length })}</span>
        <button type="button" className="t-btn" disabled={noticeIndex === 0} onClick={() => dispatch(announcementsActions.noticeOpened(noticeIndex - 1))}>
          {t('notices.previous')}
        </button>
        <button
          type="button"
          className="t-btn"
          disabled={noticeIndex >= notices.length - 1}
          onClick={() => dispatch(announcementsActions.noticeOpened(noticeIndex + 1))}
        >
          {t('notices.next')}
        </button>
      </div>
    </Dialog>
  );
}
