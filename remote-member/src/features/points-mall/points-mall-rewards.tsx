/** The rewards to redeem, and the redeem dialog (the password; sold out and short of points say so). */
import { type PointBalance, type PointReward } from '@tessera/shared';
import { EmptyState } from '@tessera/shared/kit';
import { Dialog } from '@tessera/shared/dialog';
import { checkPassword, type Issue } from '@tessera/shared/validation';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from '@tessera/shared/react-i18next';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
import { NS } from '../../i18n';
import { redeemClosed, redeemOpened, redeemSubmitted, selectBalance, selectRedeem, selectRedeemed, selectRedeemError, selectRedeeming, selectRewards } from './points-mall-slice';
import { PointsPasswordField } from './points-mall-password';
import { IssueText, points, pointsError, TrialWarning } from './points-mall-text';

export function Rewards({ trial }: { trial: boolean }) {
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
            <PointsPasswordField
              testId="pm-redeem-password"
              showError={(error, noteId) => (
                <span id={noteId} className="pm-error" role="alert">
                  <IssueText issue={error as Issue} />
                </span>
              )}
            />
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
