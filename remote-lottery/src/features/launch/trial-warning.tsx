import { useTranslation } from '@tessera/shared/react-i18next';
import { Dialog } from '@tessera/shared/dialog';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { NS } from '../../i18n';
import { selectLaunch, trialWarningClosed } from './launch-slice';

/**
 * A trial account's launch: the "real account needed" warning with its one confirm button, as the other
 * protected actions word it (docs/product.md#roles).
 */
export function TrialWarning() {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const { trialWarning } = useAppSelector(selectLaunch);
  if (!trialWarning) return null;
  const close = () => dispatch(trialWarningClosed());
  return (
    <Dialog title={t('launch.trialTitle')} onClose={close} testId="lottery-trial-warning">
      <p>{t('launch.trialWarning')}</p>
      <div className="t-dialog__actions">
        <button type="button" className="t-btn t-btn--primary" onClick={close}>
          {t('launch.trialOk')}
        </button>
      </div>
    </Dialog>
  );
}
