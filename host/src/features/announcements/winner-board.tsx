/** The winners board of the home page: masked players, game and prize, biggest first (docs/product.md#home). */
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@tessera/shared';
import { Icon } from '../../app/icon';
import { useAppSelector } from '../../app/store';
import { selectWinners } from './announcements-slice';

export function WinnerBoard() {
  const { t } = useTranslation('host');
  const { status, list } = useAppSelector(selectWinners);
  if (status !== 'ready' || list.length === 0) return null;
  return (
    <section className="h-winners" aria-labelledby="winners-title" data-testid="winner-board">
      <h2 id="winners-title">
        <Icon name="trophy" size={22} /> {t('winners.title')}
      </h2>
      <table className="h-winners__table">
        <thead>
          <tr>
            <th scope="col">{t('winners.player')}</th>
            <th scope="col">{t('winners.game')}</th>
            <th scope="col">{t('winners.prize')}</th>
          </tr>
        </thead>
        <tbody>
          {list.slice(0, 10).map((w, i) => (
            <tr key={`${w.player}-${w.gameName}-${i}`}>
              <td>{w.player}</td>
              <td className="h-winners__game">
                {w.vo?.iconUrl && <img src={w.vo.iconUrl} alt="" width={28} height={28} loading="lazy" />}
                {w.gameName}
              </td>
              <td className="h-winners__prize">{formatMoney(w.prize)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
