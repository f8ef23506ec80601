import { useEffect } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { useNavigate } from '@tessera/shared/router';
import { EmptyState, FailureState, Spinner } from '@tessera/shared/kit';
import { GameStrip } from '../../common/game-strip';
import { pathOf } from '../../common/lottery-paths';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
import { NS } from '../../i18n';
import { popularWidgetOpened, selectPopular } from './popular-slice';


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
    return <FailureState error={popular.error} onRetry={() => dispatch(popularWidgetOpened())} />;
  }
  if (popular.status !== 'ready') return <Spinner />;
  if (popular.games.length === 0) return <EmptyState message={t('empty')} />;
  // The host's home section shows the visible heading; the strip keeps its name for assistive technology.
  return (
    <GameStrip title={t('popular.widgetTitle')} titleHidden games={popular.games.slice(0, limit)} onSelect={(game) => navigate(pathOf(game))} testId="lottery-popular-widget" />
  );
}
