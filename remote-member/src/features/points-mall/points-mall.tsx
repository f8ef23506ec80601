import {
  bus,
  checkPassword,
  Dialog,
  EmptyState,
  ErrorState,
  formatMoney,
  formatNumber,
  isTrialType,
  Spinner,
  useBusValue,
  useInjectSaga,
  type ErrorInfo,
  type Issue,
  type PointBalance,
  type PointConfig,
  type PointReward,
  type RedeemStatus,
} from '@tessera/shared';
import dayjs from 'dayjs';
import { lazy, Suspense, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { errorText } from '../../app/error-text';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Pager } from '../../app/pager';
import { NS } from '../../i18n';
import en from '../../i18n/en.json';
import { pointsMallSaga } from './points-mall-saga';
import {
  convertSubmitted,
  detailsPageRequested,
  historyPageRequested,
  pointsMallOpened,
  pointsMallRetried,
  redeemClosed,
  redeemOpened,
  redeemSubmitted,
  selectBalance,
  selectConfig,
  selectConvert,
  selectConvertError,
  selectConverted,
  selectDetails,
  selectDetailsError,
  selectDetailsStatus,
  selectError,
  selectHistory,
  selectHistoryError,
  selectHistoryStatus,
  selectRedeem,
  selectRedeemed,
  selectRedeemError,
  selectRedeeming,
  selectRewards,
  selectStatus,
  selectTab,
  tabSelected,
} from './points-mall-slice';
import type { PointsTab } from './types';

import './points-mall.css';

// The chart (and chart.js with it) loads only when the mall shows it.
const DayChart = lazy(() => import('@tessera/shared/charts'));
const CHART_CLASSES = { figure: 'mc-chart', note: 'mc-chart-note' };

const TABS: readonly PointsTab[] = ['rewards', 'history', 'details', 'rates'];
const STATUS_CLASS: Record<RedeemStatus, string> = { process: 'pending', approved: 'credited', rejected: 'failed' };
type PointsCode = keyof (typeof en)['pointsMall']['codes'];
const POINTS_CODES = new Set<string>(Object.keys(en.pointsMall.codes));
const KINDS = new Set<string>(Object.keys(en.pointsMall.kinds));
type KindKey = keyof (typeof en)['pointsMall']['kinds'];

const points = (n: number) => formatNumber(n);

/** The mall's own wording of the points codes, else the member remote's. */
function pointsError(t: TFunction<'member'>, error: ErrorInfo): string {
  const key = error.code?.replace(/\./g, '_');
  if (key && POINTS_CODES.has(key)) return t(`pointsMall.codes.${key as PointsCode}`);
  return errorText(t, error);
}

function IssueText({ issue }: { issue: Issue }) {
  const { t } = useTranslation('validation');
  return <>{t(issue.key, issue.params)}</>;
}

/**
 * The points mall (/pointMall, docs/product.md#points-mall): balance and ratio, points earned over time,
 * converting points to the main wallet, the rewards to redeem, redeem history, points details and the
 * exchange-rate table. Redeeming and converting need the password; trial accounts are warned instead.
 */
export default function PointsMall() {
  useInjectSaga('pointsMall', pointsMallSaga);
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const session = useBusValue('session:changed');
  const signedIn = session?.status === 'in';
  const status = useAppSelector(selectStatus);
  const error = useAppSelector(selectError);
  const balance = useAppSelector(selectBalance);
  const config = useAppSelector(selectConfig);

  useEffect(() => {
    if (signedIn) dispatch(pointsMallOpened());
  }, [dispatch, signedIn]);

  let body;
  if (!signedIn) {
    body = (
      <div className="pm-card pm-notice" role="status">
        <p>{t('pointsMall.signedOut')}</p>
        <button type="button" className="t-btn t-btn--primary" onClick={() => bus.emit('ui:open-login', { reason: 'points-mall' })}>
          {t('pointsMall.login')}
        </button>
      </div>
    );
  } else if (status === 'failed' && error) body = <ErrorState message={pointsError(t, error)} hint={error.message} onRetry={() => dispatch(pointsMallRetried())} />;
  else if (status !== 'ready' || !balance || !config) body = <Spinner label={t('pointsMall.loading')} />;
  else
    body = (
      <>
        <div className="pm-top">
          <Summary balance={balance} />
          <ConvertForm balance={balance} config={config} trial={isTrialType(session?.accountType)} />
        </div>
        <Tabs trial={isTrialType(session?.accountType)} />
      </>
    );

  return (
    <div className="pm-page" data-testid="points-mall">
      <h1 className="pm-page__title">{t('pointsMall.heading')}</h1>
      {body}
    </div>
  );
}

function Summary({ balance }: { balance: PointBalance }) {
  const { t } = useTranslation(NS);
  const symbol = useBusValue('wallet:balance')?.currencySymbol ?? 'P';
  return (
    <section className="pm-card pm-summary" aria-labelledby="pm-balance-heading">
      <h2 id="pm-balance-heading" className="pm-card__title">
        {t('pointsMall.balance')}
      </h2>
      <p className="pm-balance">
        <strong data-testid="pm-points">{points(balance.points)}</strong> <span>{t('pointsMall.pointsUnit')}</span>
      </p>
      <p className="pm-ratio" data-testid="pm-ratio">
        {t('pointsMall.ratio', { points: points(balance.ratio), amount: formatMoney(1, symbol) })}
      </p>
      <p className="pm-muted">{t('pointsMall.neverExpire')}</p>
      <dl className="pm-totals">
        <div>
          <dt>{t('pointsMall.earnedTotal')}</dt>
          <dd>{points(balance.earnedTotal)}</dd>
        </div>
        <div>
          <dt>{t('pointsMall.spentTotal')}</dt>
          <dd>{points(balance.spentTotal)}</dd>
        </div>
      </dl>
      <h3 className="pm-card__subtitle">{t('pointsMall.chartTitle')}</h3>
      <Suspense fallback={<Spinner label={t('pointsMall.chartLoading')} />}>
        <DayChart
          title={t('pointsMall.chartTitle')}
          days={balance.earnedByDay.map((d) => d.date)}
          series={[{ label: t('pointsMall.chartSeries'), values: balance.earnedByDay.map((d) => d.points), colour: 'accent' }]}
          testId="pm-chart"
          classes={CHART_CLASSES}
        />
      </Suspense>
    </section>
  );
}

interface ConvertValues {
  points: string;
  password: string;
}

/** A whole number of points as typed, or null. */
export function parsePoints(text: string | undefined): number | null {
  const clean = (text ?? '').replace(/,/g, '').trim();
  return /^\d{1,9}$/.test(clean) ? Number(clean) : null;
}

export function convertErrors(v: Partial<ConvertValues>, balance: number, minConvert: number): Partial<Record<keyof ConvertValues, Issue | 'invalid' | 'min' | 'over'>> {
  const errors: Partial<Record<keyof ConvertValues, Issue | 'invalid' | 'min' | 'over'>> = {};
  const n = parsePoints(v.points);
  if (!v.points?.trim()) errors.points = { key: 'required' };
  else if (n === null) errors.points = 'invalid';
  else if (n < minConvert) errors.points = 'min';
  else if (n > balance) errors.points = 'over';
  const pw = checkPassword(v.password);
  if (pw) errors.password = pw;
  return errors;
}

function FieldError({ error, min, balance, id }: { error: unknown; min: number; balance: number; id: string }) {
  const { t } = useTranslation(NS);
  if (!error) return null;
  let text;
  if (error === 'invalid') text = t('pointsMall.convert.invalid');
  else if (error === 'min') text = t('pointsMall.convert.min', { points: points(min) });
  else if (error === 'over') text = t('pointsMall.convert.over', { points: points(balance) });
  else text = <IssueText issue={error as Issue} />;
  return (
    <span id={id} className="pm-error" role="alert">
      {text}
    </span>
  );
}

function ConvertForm({ balance, config, trial }: { balance: PointBalance; config: PointConfig; trial: boolean }) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectConvert);
  const error = useAppSelector(selectConvertError);
  const converted = useAppSelector(selectConverted);
  const symbol = useBusValue('wallet:balance')?.currencySymbol ?? 'P';
  const [trialWarning, setTrialWarning] = useState(false);
  const id = useId();
  return (
    <section className="pm-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="pm-card__title">
        {t('pointsMall.convert.heading')}
      </h2>
      <Form<ConvertValues>
        validate={(v) => convertErrors(v, balance.points, config.minConvert) as Record<string, string>}
        onSubmit={(v, form) => {
          if (trial) {
            setTrialWarning(true);
            return;
          }
          dispatch(convertSubmitted({ points: parsePoints(v.points)!, password: v.password }));
          // The password never stays on screen once sent.
          setTimeout(() => form.restart());
        }}
        render={({ handleSubmit, values }) => {
          const n = parsePoints(values.points);
          return (
            <form className="pm-form" onSubmit={handleSubmit} noValidate>
              <Field<string> name="points">
                {({ input, meta }) => {
                  const shown = (meta.touched || meta.submitFailed) && meta.error;
                  return (
                    <div className="pm-field">
                      <label htmlFor={`${id}-points`}>{t('pointsMall.convert.points')}</label>
                      <input {...input} id={`${id}-points`} className="t-input" inputMode="numeric" autoComplete="off" data-testid="pm-convert-points" aria-invalid={shown ? true : undefined} aria-describedby={`${id}-points-note`} />
                      {shown ? (
                        <FieldError error={meta.error} min={config.minConvert} balance={balance.points} id={`${id}-points-note`} />
                      ) : (
                        <span id={`${id}-points-note`} className="pm-hint">
                          {n !== null && n > 0 ? t('pointsMall.convert.youGet', { amount: formatMoney(n / balance.ratio, symbol) }) : t('pointsMall.convert.hint', { points: points(config.minConvert) })}
                        </span>
                      )}
                    </div>
                  );
                }}
              </Field>
              <Field<string> name="password">
                {({ input, meta }) => {
                  const shown = (meta.touched || meta.submitFailed) && meta.error;
                  return (
                    <div className="pm-field">
                      <label htmlFor={`${id}-pw`}>{t('pointsMall.password')}</label>
                      <input {...input} id={`${id}-pw`} type="password" className="t-input" autoComplete="current-password" data-testid="pm-convert-password" aria-invalid={shown ? true : undefined} aria-describedby={`${id}-pw-note`} />
                      {shown ? (
                        <FieldError error={meta.error} min={config.minConvert} balance={balance.points} id={`${id}-pw-note`} />
                      ) : (
                        <span id={`${id}-pw-note`} className="pm-hint">
                          {t('pointsMall.passwordHint')}
                        </span>
                      )}
                    </div>
                  );
                }}
              </Field>
              <div className="pm-actions">
                <button type="submit" className="t-btn t-btn--primary" disabled={state === 'sending'} data-testid="pm-convert-submit">
                  {state === 'sending' ? t('pointsMall.convert.sending') : t('pointsMall.convert.submit')}
                </button>
                <span role="status" className={state === 'failed' ? 'pm-result pm-result--error' : 'pm-result'} data-testid="pm-convert-result">
                  {state === 'failed' && error && pointsError(t, error)}
                  {state === 'done' && converted && t('pointsMall.convert.done', { points: points(converted.points), amount: formatMoney(converted.amount, symbol) })}
                </span>
              </div>
            </form>
          );
        }}
      />
      {trialWarning && <TrialWarning onClose={() => setTrialWarning(false)} />}
    </section>
  );
}

function TrialWarning({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(NS);
  return (
    <Dialog title={t('pointsMall.trial.title')} onClose={onClose} testId="pm-trial-warning">
      <p>{t('pointsMall.trial.message')}</p>
      <button type="button" className="t-btn t-btn--primary" onClick={onClose}>
        {t('pointsMall.trial.confirm')}
      </button>
    </Dialog>
  );
}

function Tabs({ trial }: { trial: boolean }) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const tab = useAppSelector(selectTab);
  const id = useId();
  // Arrow keys move between tabs (the WAI-ARIA tabs pattern); Tab goes into the panel.
  const onKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = TABS.indexOf(tab);
    const next = e.key === 'ArrowRight' ? TABS[(i + 1) % TABS.length] : e.key === 'ArrowLeft' ? TABS[(i + TABS.length - 1) % TABS.length] : null;
    if (!next) return;
    e.preventDefault();
    dispatch(tabSelected(next));
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <section className="pm-card">
      <div role="tablist" aria-label={t('pointsMall.sections')} className="pm-tabs">
        {TABS.map((x) => (
          <button
            key={x}
            id={`${id}-tab-${x}`}
            type="button"
            role="tab"
            aria-selected={tab === x}
            aria-controls={`${id}-panel`}
            tabIndex={tab === x ? 0 : -1}
            className={`pm-tab${tab === x ? ' pm-tab--active' : ''}`}
            onClick={() => dispatch(tabSelected(x))}
            onKeyDown={onKey}
            data-testid={`pm-tab-${x}`}
          >
            {t(`pointsMall.tabs.${x}`)}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} className="pm-panel">
        {tab === 'rewards' && <Rewards trial={trial} />}
        {tab === 'history' && <History />}
        {tab === 'details' && <Details />}
        {tab === 'rates' && <Rates />}
      </div>
    </section>
  );
}

function Rewards({ trial }: { trial: boolean }) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const rewards = useAppSelector(selectRewards);
  const balance = useAppSelector(selectBalance);
  const redeeming = useAppSelector(selectRedeeming);
  const redeemed = useAppSelector(selectRedeemed);
  const [trialWarning, setTrialWarning] = useState(false);
  const open = rewards.find((r) => r.id === redeeming);
  if (rewards.length === 0) return <EmptyState message={t('pointsMall.noRewards')} />;
  return (
    <>
      {redeemed && (
        <p className="pm-notice-line" role="status" data-testid="pm-redeemed">
          {t('pointsMall.redeem.done', { name: redeemed.rewardName, points: points(redeemed.points) })}
        </p>
      )}
      <ul className="pm-rewards" data-testid="pm-rewards">
        {rewards.map((r) => {
          const soldOut = r.stock === 0;
          const short = (balance?.points ?? 0) < r.points;
          return (
            <li key={r.id} className="pm-reward" data-testid={`pm-reward-${r.id}`}>
              <img src={r.imageUrl} alt="" className="pm-reward__art" width={160} height={160} loading="lazy" />
              <div className="pm-reward__text">
                <h3 className="pm-reward__name">{r.name}</h3>
                <p className="pm-reward__desc">{r.description}</p>
                <p className="pm-reward__meta">
                  <strong>{t('pointsMall.requirement', { points: points(r.points) })}</strong>
                  <span>{r.stock === null ? t('pointsMall.unlimited') : t('pointsMall.stock', { count: r.stock })}</span>
                </p>
              </div>
              <button
                type="button"
                className="t-btn t-btn--primary pm-reward__go"
                disabled={soldOut || (short && !trial)}
                aria-label={t('pointsMall.redeem.action', { name: r.name })}
                onClick={() => (trial ? setTrialWarning(true) : dispatch(redeemOpened(r.id)))}
                data-testid={`pm-redeem-${r.id}`}
              >
                {soldOut ? t('pointsMall.soldOut') : short && !trial ? t('pointsMall.notEnough') : t('pointsMall.redeem.button')}
              </button>
            </li>
          );
        })}
      </ul>
      {open && balance && <RedeemDialog reward={open} balance={balance} />}
      {trialWarning && <TrialWarning onClose={() => setTrialWarning(false)} />}
    </>
  );
}

function RedeemDialog({ reward, balance }: { reward: PointReward; balance: PointBalance }) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectRedeem);
  const error = useAppSelector(selectRedeemError);
  const id = useId();
  return (
    <Dialog title={t('pointsMall.redeem.title', { name: reward.name })} onClose={() => dispatch(redeemClosed())} width={440} testId="pm-redeem-dialog">
      <div className="pm-redeem">
        <img src={reward.imageUrl} alt="" className="pm-redeem__art" width={96} height={96} />
        <dl className="pm-totals">
          <div>
            <dt>{t('pointsMall.redeem.cost')}</dt>
            <dd>{points(reward.points)}</dd>
          </div>
          <div>
            <dt>{t('pointsMall.redeem.after')}</dt>
            <dd>{points(balance.points - reward.points)}</dd>
          </div>
        </dl>
      </div>
      <Form<{ password: string }>
        validate={(v) => {
          const issue = checkPassword(v.password);
          return issue ? ({ password: issue } as unknown as Record<string, string>) : {};
        }}
        onSubmit={(v) => {
          dispatch(redeemSubmitted({ rewardId: reward.id, password: v.password }));
        }}
        render={({ handleSubmit }) => (
          <form className="pm-form" onSubmit={handleSubmit} noValidate>
            <Field<string> name="password">
              {({ input, meta }) => {
                const shown = (meta.touched || meta.submitFailed) && meta.error;
                return (
                  <div className="pm-field">
                    <label htmlFor={`${id}-pw`}>{t('pointsMall.password')}</label>
                    <input {...input} id={`${id}-pw`} type="password" className="t-input" autoComplete="current-password" data-testid="pm-redeem-password" aria-invalid={shown ? true : undefined} aria-describedby={`${id}-pw-note`} />
                    {shown ? (
                      <span id={`${id}-pw-note`} className="pm-error" role="alert">
                        <IssueText issue={meta.error as Issue} />
                      </span>
                    ) : (
                      <span id={`${id}-pw-note`} className="pm-hint">
                        {t('pointsMall.passwordHint')}
                      </span>
                    )}
                  </div>
                );
              }}
            </Field>
            <div className="pm-actions">
              <button type="submit" className="t-btn t-btn--primary" disabled={state === 'sending'} data-testid="pm-redeem-submit">
                {state === 'sending' ? t('pointsMall.redeem.sending') : t('pointsMall.redeem.confirm')}
              </button>
              <button type="button" className="t-btn" onClick={() => dispatch(redeemClosed())}>
                {t('pointsMall.cancel')}
              </button>
            </div>
            {state === 'failed' && error && (
              <p role="alert" className="pm-result pm-result--error" data-testid="pm-redeem-error">
                {pointsError(t, error)}
              </p>
            )}
          </form>
        )}
      />
    </Dialog>
  );
}

function History() {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const history = useAppSelector(selectHistory);
  const status = useAppSelector(selectHistoryStatus);
  const error = useAppSelector(selectHistoryError);
  if (status === 'failed' && error) return <ErrorState message={pointsError(t, error)} onRetry={() => dispatch(historyPageRequested(history?.pageNo ?? 1))} />;
  if (!history) return <Spinner label={t('pointsMall.loading')} />;
  if (history.list.length === 0) return <EmptyState message={t('pointsMall.noHistory')} />;
  return (
    <div aria-busy={status === 'loading' || undefined}>
      <div className="pm-scroll" tabIndex={0} role="region" aria-label={t('pointsMall.tabs.history')}>
        <table className="pm-table" data-testid="pm-history">
          <caption className="t-visually-hidden">{t('pointsMall.tabs.history')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('pointsMall.when')}</th>
              <th scope="col">{t('pointsMall.reward')}</th>
              <th scope="col" className="pm-num">
                {t('pointsMall.pointsUnit')}
              </th>
              <th scope="col">{t('pointsMall.status')}</th>
            </tr>
          </thead>
          <tbody>
            {history.list.map((r) => (
              <tr key={r.id} data-testid={`pm-history-${r.id}`}>
                <td>{dayjs(r.createdAt).format('YYYY-MM-DD HH:mm')}</td>
                <td>{r.rewardName}</td>
                <td className="pm-num">{points(r.points)}</td>
                <td className={`pm-status--${STATUS_CLASS[r.status]}`}>
                  {t(`pointsMall.statuses.${r.status}`)}
                  {r.remark && <span className="pm-remark"> · {r.remark}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager pageNo={history.pageNo} totalPages={history.totalPages} onPage={(p) => dispatch(historyPageRequested(p))} testId="pm-history-pager" />
    </div>
  );
}

function Details() {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const details = useAppSelector(selectDetails);
  const status = useAppSelector(selectDetailsStatus);
  const error = useAppSelector(selectDetailsError);
  if (status === 'failed' && error) return <ErrorState message={pointsError(t, error)} onRetry={() => dispatch(detailsPageRequested(details?.pageNo ?? 1))} />;
  if (!details) return <Spinner label={t('pointsMall.loading')} />;
  if (details.list.length === 0) return <EmptyState message={t('pointsMall.noDetails')} />;
  return (
    <div aria-busy={status === 'loading' || undefined}>
      <p className="pm-muted" data-testid="pm-details-totals">
        {t('pointsMall.detailsTotals', { earned: points(details.totals.credit), spent: points(details.totals.debit) })}
      </p>
      <div className="pm-scroll" tabIndex={0} role="region" aria-label={t('pointsMall.tabs.details')}>
        <table className="pm-table" data-testid="pm-details">
          <caption className="t-visually-hidden">{t('pointsMall.tabs.details')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('pointsMall.when')}</th>
              <th scope="col">{t('pointsMall.kind')}</th>
              <th scope="col" className="pm-num">
                {t('pointsMall.changed')}
              </th>
            </tr>
          </thead>
          <tbody>
            {details.list.map((r) => (
              <tr key={r.id}>
                <td>{dayjs(r.time).format('YYYY-MM-DD HH:mm')}</td>
                <td>{KINDS.has(r.kind) ? t(`pointsMall.kinds.${r.kind as KindKey}`) : r.kind}</td>
                <td className={`pm-num ${r.amount < 0 ? 'pm-status--failed' : 'pm-status--credited'}`}>{`${r.amount < 0 ? '−' : '+'}${points(Math.abs(r.amount))}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager pageNo={details.pageNo} totalPages={details.totalPages} onPage={(p) => dispatch(detailsPageRequested(p))} testId="pm-details-pager" />
    </div>
  );
}

function Rates() {
  const { t } = useTranslation(NS);
  const config = useAppSelector(selectConfig);
  const symbol = useBusValue('wallet:balance')?.currencySymbol ?? 'P';
  if (!config) return null;
  if (config.exchangeRates.length === 0) return <EmptyState message={t('pointsMall.noRates')} />;
  return (
    <>
      <div className="pm-scroll" tabIndex={0} role="region" aria-label={t('pointsMall.tabs.rates')}>
        <table className="pm-table" data-testid="pm-rates">
          <caption className="t-visually-hidden">{t('pointsMall.tabs.rates')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('pointsMall.level')}</th>
              <th scope="col" className="pm-num">
                {t('pointsMall.rate')}
              </th>
            </tr>
          </thead>
          <tbody>
            {config.exchangeRates.map((r) => (
              <tr key={r.fromLevel} className={r.ratio === config.ratio ? 'pm-row--mine' : undefined}>
                <td>
                  {t('pointsMall.fromLevel', { label: r.labelName })}
                  {r.ratio === config.ratio && <span className="pm-mine"> · {t('pointsMall.yourRate')}</span>}
                </td>
                <td className="pm-num">{t('pointsMall.ratio', { points: points(r.ratio), amount: formatMoney(1, symbol) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="pm-muted">{t('pointsMall.earnRule', { amount: formatMoney(config.betPerPoint, symbol) })}</p>
      <p className="pm-muted">{t('pointsMall.minConvert', { points: points(config.minConvert) })}</p>
    </>
  );
}
