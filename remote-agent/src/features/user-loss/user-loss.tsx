import { useInjectSaga, type MemberProfit } from '@tessera/shared';
import { type Column } from '@tessera/shared/report';
import { useTranslation } from '@tessera/shared/react-i18next';
import { AgentReport } from '../../common/agent-report';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
import type { PeriodQuery } from '../../common/report-query';
import { NS } from '../../i18n';
import { lossQueryChanged, lossRetried, selectUserLoss, userLoss } from './user-loss-slice';

/** User loss (docs/product.md#agent-centre): each downline member's profit and loss over the period, biggest losers first. */
export default function UserLoss() {
  useInjectSaga('userLoss', userLoss.saga);
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const report = useAppSelector(selectUserLoss);
  const onQuery = (q: PeriodQuery) => dispatch(lossQueryChanged(q));

  const columns: Column<MemberProfit>[] = [
    { key: 'username', header: t('team.account'), value: (m) => m.username, rowHeader: true },
    { key: 'deposits', header: t('overview.deposits'), kind: 'money', value: (m) => m.deposits },
    { key: 'bets', header: t('betting.bet'), kind: 'money', value: (m) => m.bets },
    { key: 'validBets', header: t('betting.validBet'), kind: 'money', value: (m) => m.validBets },
    { key: 'profit', header: t('loss.profit'), kind: 'money', value: (m) => m.profit, signed: true },
  ];

  return (
    <AgentReport
      title={t('loss.heading')}
      testId="loss-table"
      columns={columns}
      rowKey={(m) => m.id}
      {...report}
      onQuery={onQuery}
      onRetry={() => dispatch(lossRetried())}
    />
  );
}
