import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { NS } from '../../i18n';
import { Countdown } from './countdown';
import { DrawResult } from './draw-result';
import { selectDraws, selectGameDraws } from './draws-slice';

/** A game's latest result and the countdown to its next draw (on its card and in its details). */
export function LatestDraw({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation(NS);
  const game = useAppSelector(selectGameDraws(gameCode));
  const { skewMs } = useAppSelector(selectDraws);
  if (!game) return null;
  const latest = game.numeros[0];
  return (
    <span className="lt-latest">
      {latest && <DrawResult result={latest.result} label={t('draws.resultOf', { numero: latest.numero, result: latest.result })} />}
      <Countdown openTime={game.next.openTime} skewMs={skewMs} />
    </span>
  );
}
