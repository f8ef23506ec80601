import { useBusValue, useInjectSaga, type AgentContract, type ContractPeriod } from '@tessera/shared';
import { Amount, formatDateTime, LoadStates, useCurrencySymbol } from '@tessera/shared/kit';
import { TableRegion } from '@tessera/shared/report';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
import { useErrorText } from '../../common/error-text';
import { NS } from '../../i18n';
import { contractsSaga } from './contracts-saga';
import { contractsOpened, contractsRetried, decisionSubmitted, lowerRateDismissed, offerSubmitted, selectContracts } from './contracts-slice';
import type { ContractEndpoint } from './types';

const PERIODS: ContractPeriod[] = ['D', 'W', 'H', 'M'];

/**
 * One contract kind's page (docs/product.md#agent-centre): contracts offered to this agent (accept, reject,
 * terminate), a form to offer one to a downline agent (warned when the rate is below the running one), the
 * contracts it offered, and for salaries the payouts.
 */
export function ContractsPage({ endpoint, title, salary }: { endpoint: ContractEndpoint; title: string; salary: boolean }) {
  useInjectSaga('contracts', contractsSaga);
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const { status, error, data, action, last, lowerRate } = useAppSelector(selectContracts);
  const account = useBusValue('session:changed')?.account;

  useEffect(() => {
    dispatch(contractsOpened(endpoint));
  }, [dispatch, endpoint, account]);

  return (
    <div className="ac-page">
      <h3 className="ac-page__title">{title}</h3>
      {action.status === 'done' && last && (
        <p className="ac-success" role="status">
          {t(`contracts.done.${last.status}`, { member: last.member, rate: last.rate })}
        </p>
      )}
      {action.status === 'failed' && action.error && (
        <p className="t-error-text" role="alert">
          {errorText(action.error)}
        </p>
      )}
      <LoadStates status={status} error={error} empty={!data} errorText={errorText} onRetry={() => dispatch(contractsRetried())}>
        {data && (
          <>
            <section>
              <h4 className="ac-section">{t('contracts.mine')}</h4>
              {data.mine.length === 0 ? (
                <p className="ac-sub">{t('contracts.noneMine')}</p>
              ) : (
                <ContractTable label={t('contracts.mine')} contracts={data.mine} party="upline" salary={salary} />
              )}
            </section>
            {data.downline.length > 0 && <OfferForm downline={data.downline} salary={salary} />}
            {lowerRate && (
              <div className="ac-warning" role="alertdialog" aria-labelledby={`${endpoint}-warn`}>
                <p id={`${endpoint}-warn`}>{t('contracts.lowerRate', { rate: lowerRate.offer.rate, current: lowerRate.currentRate })}</p>
                <div className="ac-toolbar">
                  <button type="button" className="t-btn t-btn--primary" onClick={() => dispatch(offerSubmitted({ ...lowerRate!.offer, confirmLower: true }))}>
                    {t('contracts.offerAnyway')}
                  </button>
                  <button type="button" className="t-btn" onClick={() => dispatch(lowerRateDismissed())}>
                    {t('transfer.cancel')}
                  </button>
                </div>
              </div>
            )}
            {data.offered.length > 0 && (
              <section>
                <h4 className="ac-section">{t('contracts.offered')}</h4>
                <ContractTable label={t('contracts.offered')} contracts={data.offered} party="member" salary={salary} />
              </section>
            )}
            {salary && (
              <section>
                <h4 className="ac-section">{t('contracts.payouts')}</h4>
                {data.payouts.length === 0 ? <p className="ac-sub">{t('contracts.noPayouts')}</p> : <Payouts payouts={data.payouts} />}
              </section>
            )}
          </>
        )}
      </LoadStates>
    </div>
  );
}

function ContractTable({ label, contracts, party, salary }: { label: string; contracts: AgentContract[]; party: 'upline' | 'member'; salary: boolean }) {
  const currency = useCurrencySymbol();
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const decide = (id: number, action: 'accept' | 'reject' | 'terminate') => dispatch(decisionSubmitted({ id, action }));
  return (
    <TableRegion className="ac-table-wrap" label={label}>
      <table className="ac-table">
        <thead>
          <tr>
            <th scope="col">{t(party === 'upline' ? 'contracts.upline' : 'contracts.member')}</th>
            <th scope="col">{t('contracts.rate')}</th>
            <th scope="col">{t('contracts.terms')}</th>
            <th scope="col">{t('contracts.current')}</th>
            <th scope="col">{t('contracts.status')}</th>
            <th scope="col">{t('team.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {contracts.map((c) => (
            <tr key={c.id} data-contract={c.id} data-status={c.status}>
              <th scope="row">{party === 'upline' ? c.upline : c.member}</th>
              <td>{t('contracts.ratePct', { rate: c.rate })}</td>
              <td>
                <span className="ac-name">{t(`contracts.periods.${c.period}`)}</span>
                <span className="ac-sub">
                  {t('contracts.needs', { members: c.activeMembers })} · <Amount value={c.validBet} currency={currency} />
                </span>
              </td>
              <td>
                <span className="ac-name">{t('contracts.activeNow', { members: c.current.activeMembers })}</span>
                <span className="ac-sub">
                  {t('contracts.validBet')} <Amount value={c.current.validBet} currency={currency} />
                </span>
                {!salary && (
                  <span className="ac-sub">
                    {t('contracts.profit')} <Amount value={c.current.profit} signed currency={currency} />
                  </span>
                )}
              </td>
              <td>
                <span className={`ac-badge ac-badge--${c.status}`}>{t(`contracts.statuses.${c.status}`)}</span>
                <span className="ac-sub">{formatDateTime(c.decidedAt ?? c.createdAt)}</span>
              </td>
              <td className="ac-actions">
                {party === 'upline' && c.status === 'offered' && (
                  <>
                    <button type="button" className="t-btn t-btn--primary" onClick={() => decide(c.id, 'accept')}>
                      {t('contracts.accept')}
                    </button>
                    <button type="button" className="t-btn" onClick={() => decide(c.id, 'reject')}>
                      {t('contracts.reject')}
                    </button>
                  </>
                )}
                {(c.status === 'active' || (party === 'member' && c.status === 'offered')) && (
                  <button type="button" className="t-btn" onClick={() => decide(c.id, 'terminate')}>
                    {t(c.status === 'active' ? 'contracts.terminate' : 'contracts.withdraw')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

function OfferForm({ downline, salary }: { downline: { id: number; username: string }[]; salary: boolean }) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const { action } = useAppSelector(selectContracts);
  const id = useId();
  const [memberId, setMember] = useState(downline[0]!.id);
  const [rate, setRate] = useState('');
  const [activeMembers, setActive] = useState('0');
  const [validBet, setValidBet] = useState('0');
  const [period, setPeriod] = useState<ContractPeriod>(salary ? 'D' : 'M');
  const rateValue = Number(rate);
  const valid = rate !== '' && rateValue > 0 && Number(activeMembers) >= 0 && Number(validBet) >= 0;

  return (
    <form
      className="ac-card ac-offer"
      aria-label={t('contracts.offerTitle')}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) dispatch(offerSubmitted({ memberId, rate: rateValue, activeMembers: Number(activeMembers), validBet: Number(validBet), period }));
      }}
    >
      <h4>{t('contracts.offerTitle')}</h4>
      <div className="ac-grid">
        <label>
          {t('contracts.member')}
          <select className="t-input" value={memberId} onChange={(e) => setMember(Number(e.target.value))}>
            {downline.map((d) => (
              <option key={d.id} value={d.id}>
                {d.username}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('contracts.ratePercent')}
          <input className="t-input" inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value.trim())} aria-describedby={`${id}-rate`} />
        </label>
        <label>
          {t('contracts.activeMembers')}
          <input className="t-input" inputMode="numeric" value={activeMembers} onChange={(e) => setActive(e.target.value.trim())} />
        </label>
        <label>
          {t('contracts.validBet')}
          <input className="t-input" inputMode="decimal" value={validBet} onChange={(e) => setValidBet(e.target.value.trim())} />
        </label>
        <label>
          {t('contracts.period')}
          <select className="t-input" value={period} onChange={(e) => setPeriod(e.target.value as ContractPeriod)}>
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`contracts.periods.${p}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p id={`${id}-rate`} className="ac-sub">
        {t(salary ? 'contracts.rateHintSalary' : 'contracts.rateHintDividend')}
      </p>
      <button type="submit" className="t-btn t-btn--primary" disabled={!valid || action.status === 'sending'}>
        {t('contracts.offer')}
      </button>
    </form>
  );
}

function Payouts({ payouts }: { payouts: { id: number; from: number; to: number; validBet: number; amount: number }[] }) {
  const { t } = useTranslation(NS);
  const currency = useCurrencySymbol();
  return (
    <TableRegion className="ac-table-wrap" label={t('contracts.payouts')}>
      <table className="ac-table" data-testid="payouts-table">
        <thead>
          <tr>
            <th scope="col">{t('contracts.window')}</th>
            <th scope="col">{t('contracts.validBet')}</th>
            <th scope="col">{t('contracts.paid')}</th>
          </tr>
        </thead>
        <tbody>
          {payouts.map((p) => (
            <tr key={p.id}>
              <th scope="row">{`${formatDateTime(p.from)} – ${formatDateTime(p.to)}`}</th>
              <td><Amount value={p.validBet} currency={currency} /></td>
              <td><Amount value={p.amount} currency={currency} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
