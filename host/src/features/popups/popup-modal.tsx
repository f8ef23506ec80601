/** The announcement popup (docs/product.md#modals): one at a time, the gateway's HTML sanitised. */
import { useTranslation } from '@tessera/shared/react-i18next';
import { Dialog, SafeHtml } from '@tessera/shared/dialog';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { popupsActions, selectPopups } from './popups-slice';

export function PopupModal() {
  const { t } = useTranslation('host');
  const dispatch = useAppDispatch();
  const { queue } = useAppSelector(selectPopups);
  const popup = queue[0];
  if (!popup) return null;
  const close = () => dispatch(popupsActions.closed(popup.id));
  return (
    // Keyed by popup: the next one is a new dialog, announced afresh.
    <Dialog key={popup.id} title={popup.title} width={520} onClose={close} testId="announcement-popup">
      <SafeHtml html={popup.content} className="h-rich" />
      <div className="t-dialog__actions">
        {queue.length > 1 && <span className="h-muted">{t('popups.more', { count: queue.length - 1 })}</span>}
        <button type="button" className="t-btn t-btn--primary" onClick={close}>
          {t('popups.ok')}
        </button>
      </div>
    </Dialog>
  );
}
