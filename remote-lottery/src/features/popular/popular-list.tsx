import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '@tessera/shared';
import { useAppSelector } from '../../app/hooks';
import { NS } from '../../i18n';
import { selectPopular } from './popular-slice';
import { GameStrip } from '../../app/game-strip';

/** The popular lottery games (20), a strip above the menu; a click shows that game. */
export function PopularList({ onSelect }: { onSelect(game: LotteryGame): void }) {
  const { t } = useTranslation(NS);
  const popular = useAppSelector(selectPopular);
  // The menu below is the page's content; a failed or empty popular strip just stays away.
  if (popular.status !== 'ready' || popular.games.length === 0) return null;
  return <GameStrip title={t('popular.title')} games={popular.games} onSelect={onSelect} testId="lottery-popular" />;
}
