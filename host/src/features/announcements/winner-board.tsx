/**
 * The winners board of the home page (docs/product.md#home): masked players, game and prize, biggest first
 * (the client sorts by winAmount, docs/gateway.md#content-calls), with its loading, empty and error states.
 * Rows may carry only the gateway's `vo`; the flat fields are the sandbox's extra.
 */
import { useTranslation } from '@tessera/shared/react-i18next';
import { type WinnerEntry } from '@tessera/shared';
import { formatMoney, NotOfferedState, Spinner } from '@tessera/shared/kit';
import { Icon } from '../../app/icon';
import { useAppSelector } from '../../app/store';
import { selectWinners } from './announcements-slice';

/** Rows the board shows. */
export const WINNERS_SHOWN = 10;

export interface WinnerRow {
  player: string;
  game: string;
  prize: number;
  icon?: string;
}

export function winnerRows(list: readonly WinnerEntry[]): WinnerRow[] {
  return list
    .map((w) => ({ player: w.vo?.customerName ?? w.player, game: w.vo?.gameName ?? w.gameName, prize: Number(w.vo?.winAmount ?? w.prize) || 0, icon: w.vo?.iconUrl }))
    .filter((r) => r.player && r.game)
    .sort((a, b) => b.prize - a.prize)
    .slice(0, WINNERS_SHOWN);
}

export function WinnerBoard() {
  const { t } = useTranslation('host');
  const { status, list, notOffered } = useAppSelector(selectWinners);
  const rows = winnerRows(list);
  let body;
  if (status === 'failed' && notOffered) body = <NotOfferedState />;
  else if (status === 'failed') body = <p className="t-state">{t('winners.failed')}</p>;
  else if (status !== 'ready') body = <Spinner label={t('winners.loading')} />;
  else if (rows.length === 0) body = <p className="t-state">{t('winners.empty')}</p>;
  else {
    body = (
      <table className="h-winners__table">
        <thead>
          <tr>
            <th scope="col">{t('winners.player')}</th>
            <th scope="col">{t('winners.game')}</th>
            <th scope="col">{t('winners.prize')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((w, i) => (
            <tr key={`${w.player}-${w.game}-${i}`} data-testid="winner-row">
              <td>{w.player}</td>
              <td className="h-winners__game">
                {w.icon && <img src={w.icon} alt="" width={28} height={28} loading="lazy" />}
                {w.game}
              </td>
              <td className="h-winners__prize">{formatMoney(w.prize)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <section className="h-winners" aria-labelledby="winners-title" aria-busy={status === 'idle' || status === 'loading'} data-testid="winner-board" data-status={status}>
      <h2 id="winners-title">
        <Icon name="trophy" size={22} /> {t('winners.title')}
      </h2>
      {body}
    </section>
  );
}
