import { VersionMarker, type LotteryPageProps } from '@tessera/shared';
import { AppProviders } from '../app/providers';
import { LotteryMenuView } from '../features/menu/lottery-menu-view';
import '../i18n';

/** Lottery page for /lottery /seaLottery /vnlottery /vnLottery (architecture §3.1). */
export default function LotteryPage({ path }: LotteryPageProps) {
  return (
    <AppProviders>
      <LotteryMenuView path={path} />
      <VersionMarker app="lottery" version={__TESSERA_VERSION__} />
    </AppProviders>
  );
}
