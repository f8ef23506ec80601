/** The guard's warning (trial account, not an agent), shown over the page until dismissed. */
import { useTranslation } from '@tessera/shared/react-i18next';
import { Dialog } from '@tessera/shared/dialog';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { overlaysActions, selectOverlays } from './overlays-slice';

export function WarningDialog() {
  const { t } = useTranslation('host');
  const dispatch = useAppDispatch();
  const { warning } = useAppSelector(selectOverlays);
  if (!warning) return null;
  const dismiss = () => dispatch(overlaysActions.warningDismissed());
  return (
    <Dialog title={t('account.memberCentre')} onClose={dismiss} testId="warning-dialog">
      <p>{t(`warnings.${warning}`)}</p>
      <div className="t-dialog__actions">
        <button type="button" className="t-btn t-btn--primary" onClick={dismiss}>
          {t('warnings.in_increase_submit')}
        </button>
      </div>
    </Dialog>
  );
}
