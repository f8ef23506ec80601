import { useTranslation } from '@tessera/shared/react-i18next';
import { EmptyState, FailureState, formatDateTime, Spinner } from '@tessera/shared/kit';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
import { NS } from '../../i18n';
import { DrawResult } from './draw-result';
import { drawsRetried, selectDraws } from './draws-slice';

/** The latest opened draws of one game (up to 100), newest first. */
export function DrawHistory({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const draws = useAppSelector(selectDraws);
  if (draws.status === 'failed' && draws.error) {
    return <FailureState error={draws.error} onRetry={() => dispatch(drawsRetried())} />;
  }
  if (draws.status !== 'ready') {
    // As tall as the history usually is (100 draws fill .lt-history), so the tabs below do not move.
    return (
      <div className="lt-history-loading">
        <Spinner />
      </div>
    );
  }
  const game = draws.byGame[gameCode];
  if (!game || game.numeros.length === 0) return <EmptyState message={t('draws.none')} />;
  return (
    // Focusable so a keyboard can scroll the 100 rows.
    <div className="lt-history" tabIndex={0} role="region" aria-label={t('draws.historyCaption', { count: game.numeros.length })}>
      <table>
        <caption className="lt-visually-hidden">{t('draws.historyCaption', { count: game.numeros.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('draws.numero')}</th>
            <th scope="col">{t('draws.time')}</th>
            <th scope="col">{t('draws.result')}</th>
          </tr>
        </thead>
        <tbody>
          {game.numeros.map((d) => (
            <tr key={d.numero}>
              <td>{d.numero}</td>
              <td>{formatDateTime(d.openTime)}</td>
              <td>
                <DrawResult result={d.result} label={d.result} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
