import { useTranslation } from '@tessera/shared/react-i18next';
import type { LotteryGame } from '@tessera/shared';
import { GameStrip } from '../../common/game-strip';
import { useAppSelector } from '../../common/hooks';
import { NS } from '../../i18n';
import { selectRecent } from './recent-slice';

/** The player's recently played lottery games (login only); a click shows that game. */
export function RecentList({ onSelect }: { onSelect(game: LotteryGame): void }) {
  const { t } = useTranslation(NS);
  const recent = useAppSelector(selectRecent);
  if (recent.status !== 'ready' || recent.games.length === 0) return null;
  return <GameStrip title={t('recent.title')} games={recent.games} onSelect={onSelect} testId="lottery-recent" />;
}
