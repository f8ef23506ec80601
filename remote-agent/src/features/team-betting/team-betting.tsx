import { useInjectSaga, type TeamBet } from '@tessera/shared';
import { type Column } from '@tessera/shared/report';
import { useTranslation } from '@tessera/shared/react-i18next';
import { AgentReport } from '../../common/agent-report';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
import type { PeriodQuery } from '../../common/report-query';
import { NS } from '../../i18n';
import { bettingQueryChanged, bettingRetried, selectTeamBetting, teamBetting } from './team-betting-slice';

/** Team betting (docs/product.md#agent-centre): every bet of the downline in the period, with totals. */
export default function TeamBetting() {
  useInjectSaga('teamBetting', teamBetting.saga);
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const report = useAppSelector(selectTeamBetting);
  const onQuery = (q: PeriodQuery) => dispatch(bettingQueryChanged(q));

  const columns: Column<TeamBet>[] = [
    { key: 'at', header: t('betting.time'), kind: 'datetime', value: (b) => b.at },
    { key: 'username', header: t('team.account'), value: (b) => b.username, rowHeader: true },
    {
      key: 'game',
      header: t('betting.game'),
      render: (b) => (
        <>
          <span className="ac-name">{b.gameName}</span>
          <span className="ac-sub">{`${b.vendor} · ${b.gameType}`}</span>
        </>
      ),
    },
    { key: 'bet', header: t('betting.bet'), kind: 'money', value: (b) => b.bet },
    { key: 'validBet', header: t('betting.validBet'), kind: 'money', value: (b) => b.validBet },
    { key: 'payout', header: t('betting.payout'), kind: 'money', value: (b) => b.payout },
    { key: 'profit', header: t('betting.profit'), kind: 'money', value: (b) => b.profit, signed: true },
  ];

  return (
    <AgentReport
      title={t('betting.heading')}
      testId="betting-table"
      columns={columns}
      rowKey={(b) => b.id}
      {...report}
      onQuery={onQuery}
      onRetry={() => dispatch(bettingRetried())}
      totalsLabel={(count) => t('report.totals', { count })}
    />
  );
}
