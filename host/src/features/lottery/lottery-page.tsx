/** Lottery pages (/lottery /seaLottery /vnlottery /vnLottery): the lottery remote's page, header only. */
import { useLocation } from '@tessera/shared/router';
import { RemoteArea } from '../../app/remotes/remote-area';

/** The lottery remote's page: /lottery (the nav's lottery category), /lott (the spec's LOTT target), and the regional lobbies. */
export const LOTTERY_PATHS = ['lottery', 'lott', 'seaLottery', 'vnlottery', 'vnLottery'] as const;

export function LotteryPage() {
  const path = useLocation().pathname;
  return <RemoteArea module="lottery/LotteryPage" props={{ path }} />;
}
