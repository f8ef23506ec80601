import { useTranslation } from '@tessera/shared/react-i18next';
import type { LotteryGame } from '@tessera/shared';
import { useAppSelector } from '../../common/hooks';
import { NS } from '../../i18n';
import { selectPopular } from './popular-slice';
import { GameStrip, GameStripSkeleton } from '../../common/game-strip';

/**
 * The popular lottery games (20), a strip above the menu; a click shows that game. While `pending` (the
 * list will be asked for once the menu has its prize mode) or loading, a same-size skeleton holds its place
 * so the menu below does not move when it arrives.
 */
export function PopularList({ onSelect, pending = false }: { onSelect(game: LotteryGame): void; pending?: boolean }) {
  const { t } = useTranslation(NS);
  const popular = useAppSelector(selectPopular);
  if (popular.status === 'loading' || (popular.status === 'idle' && pending)) {
    return <GameStripSkeleton title={t('popular.title')} testId="lottery-popular-loading" />;
  }
  // The menu below is the page's content; a failed or empty popular strip just stays away.
  if (popular.status !== 'ready' || popular.games.length === 0) return null;
  return <GameStrip title={t('popular.title')} games={popular.games} onSelect={onSelect} testId="lottery-popular" />;
}
