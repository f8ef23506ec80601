import { type LotteryPageProps } from '@tessera/shared';
import { VersionMarker } from '@tessera/shared/kit';
import { LotteryScreen } from '../app/lottery-screen';
import { AppProviders } from '../app/providers';
import type { AppStore } from '../app/store';
import { takeBootMenu } from '../features/menu/boot-menu';
import { menuBooted } from '../features/menu/menu-slice';
import '../i18n';

/** Lottery page for /lottery /seaLottery /vnlottery /vnLottery (docs/architecture.md#exposed-modules). */
export default function LotteryPage({ path }: LotteryPageProps) {
  // The page opened here: its first render shows the menu the server wrote into it (features/menu/boot-menu.ts).
  const init = (store: AppStore) => {
    const boot = takeBootMenu(path);
    if (boot) store.dispatch(menuBooted(boot));
  };
  return (
    <AppProviders init={init}>
      <LotteryScreen path={path} />
      <VersionMarker app="lottery" version={__TESSERA_VERSION__} />
    </AppProviders>
  );
}
