import { dropUnsent, isAgentType, readUnsent, useInjectSaga, writeUnsent, type DownlineMember } from '@tessera/shared';
import { formatMoney, Pager, useCurrencySymbol } from '@tessera/shared/kit';
import { DataTable, KeywordSearch, type Column } from '@tessera/shared/report';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
import { useErrorText } from '../../common/error-text';
import { TransferReceipt } from '../../common/transfer-receipt';
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
/** This tab's unsent upline transfer (`unsent.uplineTransfer`): a reload reopens it with the typed amount, as the member centre's money forms do. */
const UNSENT = 'uplineTransfer';

/** Team management (docs/product.md#agent-centre): the downline tree a level at a time, search, transfers. */
export default function TeamManagement() {
  useInjectSaga('teamManagement', teamManagementSaga);
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const { query, status, error, data } = useAppSelector(selectTeamMembers);
  const [searches, setSearches] = useState(0);
  const errorText = useErrorText();
  const currency = useCurrencySymbol();

  useEffect(() => {
    dispatch(membersQueryChanged(TOP));
  }, [dispatch]);

  const go = (q: MembersQuery) => dispatch(membersQueryChanged(q));
  const current = query ?? TOP;
  const columns = useMemberColumns((m) => go({ parentId: m.id, keyword: '', page: 1 }));

  return (
    <div className="ac-page">
      <h3 className="ac-page__title">{t('team.heading')}</h3>
      {/* Going back to the top clears the search box: a new key mounts it empty. */}
      <KeywordSearch key={searches} className="ac-toolbar" label={t('team.search')} placeholder={t('team.searchPlaceholder')} onSearch={(keyword) => go({ parentId: null, keyword, page: 1 })} />
      <nav className="ac-crumbs" aria-label={t('team.path')}>
        <button type="button" className="ac-link" onClick={() => { setSearches((n) => n + 1); go(TOP); }}>
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
      <DataTable
        caption={t('team.heading')}
        captionHidden
        className="ac-table"
        testId="team-table"
        columns={columns}
        rows={data?.list}
        rowKey={(m) => m.id}
        rowProps={(m) => ({ 'data-username': m.username })}
        status={status}
        error={error}
        errorText={errorText}
        onRetry={() => dispatch(membersRetried())}
        currency={currency}
      />
      {data && <Pager className="ac-pager" page={data.page} pages={Math.max(1, Math.ceil(data.total / PAGE_SIZE))} total={data.total} onPage={(page) => go({ ...current, page })} />}
    </div>
  );
}

/** The columns of the downline table; the actions drill down or open the transfer form. */
function useMemberColumns(onDrill: (m: DownlineMember) => void): Column<DownlineMember>[] {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  return [
    {
      key: 'account',
      header: t('team.account'),
      rowHeader: true,
      render: (m) => (
        <>
          <span className="ac-name">{m.username}</span>
          <span className="ac-sub">{m.nickname}</span>
        </>
      ),
    },
    {
      key: 'type',
      header: t('team.type'),
      render: (m) => <span className={`ac-badge${isAgentType(m.type) ? ' ac-badge--agent' : ''}`}>{t(isAgentType(m.type) ? 'team.agent' : 'team.member')}</span>,
    },
    { key: 'balance', header: t('team.balance'), kind: 'money', value: (m) => m.balance },
    { key: 'teamSize', header: t('team.teamSize'), kind: 'number', value: (m) => m.teamSize },
    { key: 'registered', header: t('team.registered'), kind: 'datetime', value: (m) => m.regDate, className: 'ac-time' },
    {
      key: 'actions',
      header: t('team.actions'),
      className: 'ac-actions',
      render: (m) => (
        <>
          {m.teamSize > 0 && (
            <button type="button" className="t-btn" onClick={() => onDrill(m)} aria-label={t('team.viewTeamOf', { username: m.username })}>
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
        </>
      ),
    },
  ];
}

/** The agent's upline, with a button that opens the transfer form for it (docs/product.md#agent-centre). */
function UplineTransfer({ username }: { username: string }) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const { target } = useAppSelector(selectTransfer);
  // Reopened after a reload if this tab had it open for the same upline.
  useEffect(() => {
    if (!target && readUnsent(UNSENT, ['username']).username === username) dispatch(transferOpened({ toUpline: true, username }));
    // Once, when the upline is known: a form closed afterwards stays closed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [username]);
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
  const currency = useCurrencySymbol();
  const [amount, setAmount] = useState('');
  const amountId = useId();
  const amountRef = useRef<HTMLInputElement>(null);
  const value = Number(amount);
  const valid = amount !== '' && Number.isFinite(value) && value > 0 && Math.round(value * 100) === value * 100;

  const upline = target && 'toUpline' in target ? target.username : null;
  const hadUpline = useRef(false);
  // A new target starts empty, but the upline's form starts with what this tab kept for it; leaving that form
  // (cancelled, sent, another target) forgets it. Not on mount: the upline is reopened from it once it is known.
  useEffect(() => {
    setAmount(upline ? (readUnsent(UNSENT, ['username', 'amount']).amount ?? '') : '');
    if (!upline && hadUpline.current) dropUnsent(UNSENT);
    hadUpline.current = !!upline;
  }, [target, upline]);
  useEffect(() => {
    if (upline) writeUnsent(UNSENT, { username: upline, amount });
  }, [upline, amount]);
  // The form opens above the table: the amount takes focus (and comes into view), so a phone's tap on a row's
  // Transfer lands where the typing goes instead of leaving the reader at the row.
  useEffect(() => {
    if (target) amountRef.current?.focus();
  }, [target]);

  if (!target) {
    if (!result || status !== 'done') return null;
    const values = { amount: formatMoney(result.amount, currency), username: result.username, balance: formatMoney(result.balance, currency), receiver: formatMoney(result.receiverBalance, currency) };
    return (
      <>
        <p className="ac-success" role="status">
          {result.toUpline ? t('transfer.doneUpline', values) : t('transfer.done', values)}
        </p>
        <TransferReceipt result={result} />
      </>
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
      {'balance' in target && <p className="ac-sub">{t('transfer.theirBalance', { balance: formatMoney(target.balance, currency) })}</p>}
      <div className="ac-toolbar">
        <label htmlFor={amountId}>{t('transfer.amount')}</label>
        <input
          id={amountId}
          ref={amountRef}
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
