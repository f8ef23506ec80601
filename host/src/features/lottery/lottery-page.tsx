/** Lottery pages (/lottery /seaLottery /vnlottery /vnLottery): the lottery remote's page, header only. */
import { useLocation } from '@tessera/shared/router';
import { RemoteArea } from '../../app/remotes/remote-area';

export const LOTTERY_PATHS = ['lottery', 'seaLottery', 'vnlottery', 'vnLottery'] as const;

export function LotteryPage() {
  const path = useLocation().pathname;
  return <RemoteArea module="lottery/LotteryPage" props={{ path }} />;
}
