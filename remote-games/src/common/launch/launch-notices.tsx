/**
 * What a launch may leave to show (docs/product.md#game-launch): a `VASSALAGE` entry's popup game list, the
 * trial account's warning (in_need_true_account, as the host words it) or a failure.
 */
import { useTranslation } from '@tessera/shared/react-i18next';
import { Dialog, TrialAccountDialog } from '@tessera/shared/dialog';
import { NS } from '../../i18n';
import type { LaunchTarget } from './launch-rules';
import type { LaunchRefusal, VendorList } from './use-launch';
import { VendorGamesDialog } from './vendor-games-dialog';

/** The trial account's warning, with its one confirm button. */
export function TrialWarning({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(NS);
  return <TrialAccountDialog message={t('warnings.in_need_true_account')} onClose={onClose} testId="trial-warning" />;
}

interface LaunchNoticesProps {
  refusal: LaunchRefusal | null;
  vendorList: VendorList | null;
  busy: boolean;
  launch(target: LaunchTarget, title?: string): void;
  dismiss(): void;
  closeVendorList(): void;
}

export function LaunchNotices({ refusal, vendorList, busy, launch, dismiss, closeVendorList }: LaunchNoticesProps) {
  const { t } = useTranslation(NS);
  return (
    <>
      {vendorList && (
        <VendorGamesDialog
          vassalage={vendorList.vassalage}
          gameType={vendorList.gameType}
          vendorName={vendorList.vendorName}
          busy={busy}
          onClose={closeVendorList}
          onLaunch={(g) => launch({ vassalage: g.vassalage, gameType: g.gameType, gameCode: g.gameCode, gameId: g.gameId, nodeId: g.nodeId }, g.gameName)}
        />
      )}
      {refusal?.kind === 'trial-blocked' && <TrialWarning onClose={dismiss} />}
      {refusal?.kind === 'failed' && (
        <Dialog title={t('launch.failedTitle')} onClose={dismiss} testId="launch-error">
          <p>{t(refusal.error.i18nKey, { ns: 'common' })}</p>
        </Dialog>
      )}
    </>
  );
}
