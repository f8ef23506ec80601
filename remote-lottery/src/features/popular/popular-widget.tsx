import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EmptyState, ErrorState, Spinner, type LotteryGame } from '@tessera/shared';
import { GameStrip } from '../../app/game-strip';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { NS } from '../../i18n';
import { popularWidgetOpened, selectPopular } from './popular-slice';

/** Where a popular game is played: SEA games on /seaLottery, the others on /lottery (docs/product.md#game-launch). */
export const pathOf = (game: LotteryGame): string =>
  `${game.gameGroupCode === 'SEA' ? '/seaLottery' : '/lottery'}?gameCode=${encodeURIComponent(game.gameCode)}`;

/** The home page's popular lottery widget: up to `limit` games; a click opens that game's lottery page. */
export function PopularWidget({ limit }: { limit: number }) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const popular = useAppSelector(selectPopular);
  useEffect(() => {
    dispatch(popularWidgetOpened());
  }, [dispatch]);
  if (popular.status === 'failed' && popular.error) {
    return <ErrorState message={t(popular.error.i18nKey, { ns: 'common' })} onRetry={() => dispatch(popularWidgetOpened())} />;
  }
  if (popular.status !== 'ready') return <Spinner />;
  if (popular.games.length === 0) return <EmptyState message={t('empty')} />;
  return <GameStrip title={t('popular.widgetTitle')} games={popular.games.slice(0, limit)} onSelect={(game) => navigate(pathOf(game))} testId="lottery-popular-widget" />;
}
