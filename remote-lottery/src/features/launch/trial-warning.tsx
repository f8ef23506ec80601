import { useTranslation } from '@tessera/shared/react-i18next';
import { TrialAccountDialog } from '@tessera/shared/dialog';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
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
  return <TrialAccountDialog message={t('launch.trialWarning')} onClose={() => dispatch(trialWarningClosed())} testId="lottery-trial-warning" />;
}
