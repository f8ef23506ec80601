import { useBusValue, useInjectSaga, type Mission, type MissionLeaderboardValue } from '@tessera/shared';
import { EmptyState, ErrorState, formatDateTime, formatMoney, Spinner } from '@tessera/shared/kit';
import dayjs from 'dayjs';
import { useEffect, useId } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { errorText } from '../../common/error-text';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
import { NS } from '../../i18n';
import { missionLeaderboardSaga } from './mission-leaderboard-saga';
import { missionsOpened, selectBoard, selectError, selectStatus, selectSummary } from './mission-leaderboard-slice';

/** Mission activity: this period's missions with the member's progress, and the week's leaderboard by valid bet. */
export default function MissionLeaderboard() {
  useInjectSaga('missionLeaderboard', missionLeaderboardSaga);
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const summary = useAppSelector(selectSummary);
  const board = useAppSelector(selectBoard);
  const status = useAppSelector(selectStatus);
  const error = useAppSelector(selectError);
  const id = useId();

  useEffect(() => {
    dispatch(missionsOpened());
  }, [dispatch]);

  if (status === 'failed' && error) {
    return (
      <div className="mc-page">
        <h3 className="mc-page__title">{t('missions.heading')}</h3>
        <ErrorState message={errorText(t, error)} hint={error.message} onRetry={() => dispatch(missionsOpened())} />
      </div>
    );
  }
  if (!summary || !board) {
    return (
      <div className="mc-page">
        <h3 className="mc-page__title">{t('missions.heading')}</h3>
        <Spinner label={t('missions.loading')} />
      </div>
    );
  }

  return (
    <div className="mc-page" aria-busy={status === 'loading'}>
      <div className="mc-page__head">
        <h3 className="mc-page__title">{t('missions.heading')}</h3>
        {/* progress moves while the member plays elsewhere: read it again on demand */}
        <button type="button" className="t-btn" disabled={status === 'loading'} onClick={() => dispatch(missionsOpened())} data-testid="ms-refresh">
          {t('missions.refresh')}
        </button>
      </div>
      <section className="mc-card" aria-labelledby={`${id}-missions`}>
        <h4 id={`${id}-missions`} className="mc-card__title">
          {t('missions.summary', { completed: summary.completed, total: summary.missions.length })}
        </h4>
        {summary.missions.length === 0 ? (
          <EmptyState message={t('missions.none')} />
        ) : (
          <ul className="mc-missions" data-testid="ms-list">
            {summary.missions.map((m) => (
              <MissionItem key={m.id} mission={m} />
            ))}
          </ul>
        )}
      </section>
      <Leaderboard board={board} />
    </div>
  );
}

function MissionItem({ mission: m }: { mission: Mission }) {
  const { t } = useTranslation(NS);
  const symbol = useBusValue('wallet:balance')?.currencySymbol ?? 'P';
  const id = useId();
  const money = (n: number) => formatMoney(n, symbol);
  const count = m.kind === 'rounds';
  const title = count ? t('missions.kinds.rounds', { count: m.target }) : t(`missions.kinds.${m.kind}`, { amount: money(m.target) });
  const progress = count ? t('missions.progressCount', { progress: m.progress, target: m.target }) : t('missions.progressAmount', { progress: money(m.progress), target: money(m.target) });
  return (
    <li className={`mc-mission${m.completed ? ' mc-mission--done' : ''}`} data-testid={`ms-mission-${m.id}`}>
      <div className="mc-mission__head">
        <span className="mc-label">{t(`missions.periods.${m.period}`)}</span>
        <strong id={`${id}-title`}>{title}</strong>
        <span className={m.completed ? 'mc-status--credited' : 'mc-status--pending'}>{t(m.completed ? 'missions.completed' : 'missions.inProgress')}</span>
      </div>
      <progress className="mc-mission__bar" max={m.target} value={m.progress} aria-labelledby={`${id}-title`} aria-valuetext={progress} />
      <div className="mc-mission__meta">
        <span>{progress}</span>
        <span>{t('missions.reward', { amount: money(m.reward) })}</span>
        <span>{t('missions.ends', { time: formatDateTime(m.endsAt) })}</span>
      </div>
    </li>
  );
}

function Leaderboard({ board }: { board: MissionLeaderboardValue }) {
  const { t } = useTranslation(NS);
  const symbol = useBusValue('wallet:balance')?.currencySymbol ?? 'P';
  const id = useId();
  // endsAt is exclusive: the week's last day is the day before.
  // format-ok: the report kit writes these days in the reader's language
  const period = { from: dayjs(board.startsAt).format('YYYY-MM-DD'), to: dayjs(board.endsAt - 1).format('YYYY-MM-DD') };
  return (
    <section className="mc-card" aria-labelledby={`${id}-board`}>
      <h4 id={`${id}-board`} className="mc-card__title">
        {t('missions.board', period)}
      </h4>
      <p className="mc-totals" data-testid="ms-mine">
        {board.mine.rank === null
          ? t('missions.unranked')
          : t('missions.mine', { rank: board.mine.rank, amount: formatMoney(board.mine.validBet, symbol) })}
      </p>
      {board.list.length === 0 ? (
        <EmptyState message={t('missions.noLeaders')} />
      ) : (
        <table className="mc-table" data-testid="ms-board">
          <thead>
            <tr>
              <th scope="col">{t('missions.rank')}</th>
              <th scope="col">{t('missions.player')}</th>
              <th scope="col" className="mc-num">
                {t('bets.validBet')}
              </th>
            </tr>
          </thead>
          <tbody>
            {board.list.map((r) => (
              <tr key={r.rank} className={r.me ? 'mc-row--me' : undefined} aria-current={r.me ? 'true' : undefined}>
                <td>{r.rank}</td>
                <td>{r.me ? t('missions.you', { player: r.player }) : r.player}</td>
                <td className="mc-num">{formatMoney(r.validBet, symbol)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
