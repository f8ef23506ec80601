import { formatMoney, isAgentType, useInjectSaga, type DownlineMember } from '@tessera/shared';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Amount, Pager, ReportBody, TableWrap, formatTime, useErrorText } from '../../app/report-ui';
import { NS } from '../../i18n';
import { teamManagementSaga } from './team-management-saga';
import {
  membersQueryChanged,
  membersRetried,
  PAGE_SIZE,
  selectTeamMembers,
  selectTransfer,
  transferClosed,
  transferOpened,
  transferSubmitted,
  type MembersQuery,
} from './team-management-slice';

const TOP: MembersQuery = { parentId: null, keyword: '', page: 1 };

/** Team management (docs/product.md#agent-centre): the downline tree a level at a time, search, transfers. */
export default function TeamManagement() {
  useInjectSaga('teamManagement', teamManagementSaga);
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const { query, status, error, data } = useAppSelector(selectTeamMembers);
  const [keyword, setKeyword] = useState('');
  const searchId = useId();

  useEffect(() => {
    dispatch(membersQueryChanged(TOP));
  }, [dispatch]);

  const go = (q: MembersQuery) => dispatch(membersQueryChanged(q));
  const search = (e: FormEvent) => {
    e.preventDefault();
    go({ parentId: null, keyword: keyword.trim(), page: 1 });
  };
  const current = query ?? TOP;

  return (
    <div className="ac-page">
      <h3 className="ac-page__title">{t('team.heading')}</h3>
      <form className="ac-toolbar" role="search" onSubmit={search}>
        <label htmlFor={searchId} className="ac-sr-only">
          {t('team.search')}
        </label>
        <input
          id={searchId}
          className="t-input"
          type="search"
          value={keyword}
          placeholder={t('team.searchPlaceholder')}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <button type="submit" className="t-btn t-btn--primary">
          {t('team.search')}
        </button>
      </form>
      <nav className="ac-crumbs" aria-label={t('team.path')}>
        <button type="button" className="ac-link" onClick={() => { setKeyword(''); go(TOP); }}>
          {t('team.top')}
        </button>
        {current.keyword && <span>› {t('team.results', { keyword: current.keyword })}</span>}
        {data?.path.map((p) => (
          <span key={p.id}>
            {' › '}
            <button type="button" className="ac-link" onClick={() => go({ parentId: p.id, keyword: '', page: 1 })}>
              {p.username}
            </button>
          </span>
        ))}
      </nav>
      {data?.upline && <UplineTransfer username={data.upline.username} />}
      <TransferPanel />
      <ReportBody status={status} error={error} empty={!data || data.list.length === 0} onRetry={() => dispatch(membersRetried())}>
        {data && (
          <>
            <TableWrap label={t('team.heading')}>
              <table className="ac-table" data-testid="team-table">
                <caption className="ac-sr-only">{t('team.heading')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('team.account')}</th>
                    <th scope="col">{t('team.type')}</th>
                    <th scope="col">{t('team.balance')}</th>
                    <th scope="col">{t('team.teamSize')}</th>
                    <th scope="col">{t('team.registered')}</th>
                    <th scope="col">{t('team.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((m) => (
                    <MemberRow key={m.id} member={m} onDrill={() => go({ parentId: m.id, keyword: '', page: 1 })} />
                  ))}
                </tbody>
              </table>
            </TableWrap>
            <Pager page={data.page} size={PAGE_SIZE} total={data.total} onPage={(page) => go({ ...current, page })} />
          </>
        )}
      </ReportBody>
    </div>
  );
}

function MemberRow({ member: m, onDrill }: { member: DownlineMember; onDrill(): void }) {
  const { t, i18n } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const agent = isAgentType(m.type);
  return (
    <tr data-username={m.username}>
      <th scope="row">
        <span className="ac-name">{m.username}</span>
        <span className="ac-sub">{m.nickname}</span>
      </th>
      <td>
        <span className={`ac-badge${agent ? ' ac-badge--agent' : ''}`}>{t(agent ? 'team.agent' : 'team.member')}</span>
      </td>
      <td>
        <Amount value={m.balance} />
      </td>
      <td>{m.teamSize}</td>
      <td className="ac-time">{formatTime(m.regDate, i18n.language)}</td>
      <td className="ac-actions">
        {m.teamSize > 0 && (
          <button type="button" className="t-btn" onClick={onDrill} aria-label={t('team.viewTeamOf', { username: m.username })}>
            {t('team.viewTeam')}
          </button>
        )}
        <button
          type="button"
          className="t-btn"
          onClick={() => dispatch(transferOpened({ toId: m.id, username: m.username, balance: m.balance }))}
          aria-label={t('team.transferTo', { username: m.username })}
        >
          {t('team.transfer')}
        </button>
      </td>
    </tr>
  );
}

/** The agent's upline, with a button that opens the transfer form for it (docs/product.md#agent-centre). */
function UplineTransfer({ username }: { username: string }) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const { target } = useAppSelector(selectTransfer);
  if (target && 'toUpline' in target) return null;
  return (
    <div className="ac-toolbar ac-upline" data-testid="upline-transfer">
      <span>{t('upline.label', { username })}</span>
      <button type="button" className="t-btn" onClick={() => dispatch(transferOpened({ toUpline: true, username }))}>
        {t('upline.open')}
      </button>
    </div>
  );
}

/** The transfer form for the chosen downline member or the upline, and the result of the last transfer. */
function TransferPanel() {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const { target, status, error, result } = useAppSelector(selectTransfer);
  const [amount, setAmount] = useState('');
  const amountId = useId();
  const value = Number(amount);
  const valid = amount !== '' && Number.isFinite(value) && value > 0 && Math.round(value * 100) === value * 100;

  useEffect(() => setAmount(''), [target]);

  if (!target) {
    if (!result || status !== 'done') return null;
    const values = { amount: formatMoney(result.amount), username: result.username, balance: formatMoney(result.balance), receiver: formatMoney(result.receiverBalance) };
    return (
      <p className="ac-success" role="status">
        {result.toUpline ? t('transfer.doneUpline', values) : t('transfer.done', values)}
      </p>
    );
  }
  const title = 'toUpline' in target ? t('transfer.titleUpline', { username: target.username }) : t('transfer.title', { username: target.username });
  return (
    <form
      className="ac-card ac-transfer"
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) dispatch(transferSubmitted({ amount: value }));
      }}
    >
      <h4>{title}</h4>
      {'balance' in target && <p className="ac-sub">{t('transfer.theirBalance', { balance: formatMoney(target.balance) })}</p>}
      <div className="ac-toolbar">
        <label htmlFor={amountId}>{t('transfer.amount')}</label>
        <input
          id={amountId}
          className="t-input"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value.trim())}
          aria-invalid={amount !== '' && !valid}
          aria-describedby={`${amountId}-hint`}
        />
        <button type="submit" className="t-btn t-btn--primary" disabled={!valid || status === 'sending'}>
          {status === 'sending' ? t('transfer.sending') : t('transfer.submit')}
        </button>
        <button type="button" className="t-btn" onClick={() => dispatch(transferClosed())}>
          {t('transfer.cancel')}
        </button>
      </div>
      <p id={`${amountId}-hint`} className="ac-sub">
        {t('transfer.hint')}
      </p>
      {status === 'failed' && error && (
        <p className="t-error-text" role="alert">
          {errorText(error)}
        </p>
      )}
    </form>
  );
}
