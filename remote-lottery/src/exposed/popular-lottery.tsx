import type { PopularLotteryProps } from '@tessera/shared';
import { AppProviders } from '../app/providers';
import { PopularWidget } from '../features/popular/popular-widget';
import '../features/menu/lottery.css';
import '../i18n';

/** Home-page widget: the popular lottery games (docs/architecture.md#exposed-modules). */
export default function PopularLottery({ limit = 20 }: PopularLotteryProps) {
  return (
    <AppProviders>
      <div className="lt-widget">
        <PopularWidget limit={limit} />
      </div>
    </AppProviders>
  );
}
