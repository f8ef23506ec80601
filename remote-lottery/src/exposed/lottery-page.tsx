import { VersionMarker, type LotteryPageProps } from '@tessera/shared';
import { LotteryScreen } from '../app/lottery-screen';
import { AppProviders } from '../app/providers';
import '../i18n';

/** Lottery page for /lottery /seaLottery /vnlottery /vnLottery (docs/architecture.md#exposed-modules). */
export default function LotteryPage({ path }: LotteryPageProps) {
  return (
    <AppProviders>
      <LotteryScreen path={path} />
      <VersionMarker app="lottery" version={__TESSERA_VERSION__} />
    </AppProviders>
  );
}
