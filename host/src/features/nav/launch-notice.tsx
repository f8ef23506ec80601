/** A trial account's launch warning or a failed launch (docs/product.md#game-launch), opened by game-launch.tsx. */
import { createPortal } from 'react-dom';
import { useTranslation } from '@tessera/shared/react-i18next';
import { Dialog } from '@tessera/shared/dialog';

export type LaunchNoticeKind = 'trial' | 'failed';

export function LaunchNoticeDialog({ notice, onClose }: { notice: LaunchNoticeKind | null; onClose(): void }) {
  const { t } = useTranslation('host');
  if (!notice) return null;
  // Into the body: the phone menu that launched it folds away (display: none) as the launch starts.
  return createPortal(
    <Dialog title={t(notice === 'trial' ? 'nav.trialTitle' : 'nav.launchFailedTitle')} onClose={onClose} testId="launch-warning">
      <p>{t(notice === 'trial' ? 'warnings.in_need_true_account' : 'nav.launchFailed')}</p>
      <div className="t-dialog__actions">
        <button type="button" className="t-btn t-btn--primary" onClick={onClose}>
          {t('warnings.in_increase_submit')}
        </button>
      </div>
    </Dialog>,
    document.body,
  );
}
