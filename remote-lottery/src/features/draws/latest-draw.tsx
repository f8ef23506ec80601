import { useTranslation } from '@tessera/shared/react-i18next';
import { useAppSelector } from '../../common/hooks';
import { NS } from '../../i18n';
import { Countdown } from './countdown';
import { DrawResult } from './draw-result';
import { selectDraws, selectGameDraws } from './draws-slice';

/** A game's latest result and the countdown to its next draw (on its card and in its details). */
export function LatestDraw({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation(NS);
  const game = useAppSelector(selectGameDraws(gameCode));
  const { skewMs, status } = useAppSelector(selectDraws);
  if (!game) {
    // Until the draws arrive, a placeholder as tall as a result row and a countdown keeps the card still.
    return status === 'idle' || status === 'loading' ? (
      <span className="lt-latest" aria-hidden="true" data-testid="latest-draw-loading">
        <span className="lt-skeleton lt-skeleton--balls" />
        <span className="lt-skeleton lt-skeleton--countdown" />
      </span>
    ) : null;
  }
  const latest = game.numeros[0];
  return (
    <span className="lt-latest">
      {latest && <DrawResult result={latest.result} label={t('draws.resultOf', { numero: latest.numero, result: latest.result })} />}
      <Countdown openTime={game.next.openTime} skewMs={skewMs} />
    </span>
  );
}
