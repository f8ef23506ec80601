import { useBusValue, useInjectSaga, type RewardPromotion } from '@tessera/shared';
import { EmptyState, ErrorState, formatMoney, Spinner } from '@tessera/shared/kit';
import { SafeHtml } from '@tessera/shared/dialog';
import { useEffect, useId, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from '@tessera/shared/react-i18next';
import { errorText } from '../../common/error-text';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
import { NS } from '../../i18n';
import { imagesProblem, MAX_REMARK, remarkLength, type ImagesProblem } from './application-rules';
import { rewardCenterSaga } from './reward-center-saga';
import { applicationSubmitted, rewardCenterOpened, selectBusyId, selectError, selectPromotions, selectResult, selectStatus, takePartRequested } from './reward-center-slice';
import { readAsDataUrl } from '../../common/read-file';

/** Reward centre: the promotions open to the member — claim, join or apply — and how each stands. */
export default function RewardCenter() {
  useInjectSaga('rewardCenter', rewardCenterSaga);
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectStatus);
  const error = useAppSelector(selectError);
  const promotions = useAppSelector(selectPromotions);

  useEffect(() => {
    dispatch(rewardCenterOpened());
  }, [dispatch]);

  let body;
  if (status === 'failed' && error) body = <ErrorState message={errorText(t, error)} hint={error.message} onRetry={() => dispatch(rewardCenterOpened())} />;
  else if (!promotions) body = <Spinner label={t('reward.loading')} />;
  else if (promotions.list.length === 0) body = <EmptyState message={t('reward.none')} />;
  else
    body = (
      <ul className="mc-promos">
        {promotions.list.map((p) => (
          <Promotion key={p.id} promo={p} />
        ))}
      </ul>
    );
  return (
    <div className="mc-page">
      <h3 className="mc-page__title">{t('reward.heading')}</h3>
      {promotions && (
        <p className="mc-label" data-testid="rc-available">
          {t('reward.available', { count: promotions.available })}
        </p>
      )}
      {body}
    </div>
  );
}

const STATUS_CLASS: Record<string, string> = { claimed: 'credited', issued: 'credited', joined: 'credited', signed: 'credited', rejected: 'failed', closed: 'failed' };

function Promotion({ promo: p }: { promo: RewardPromotion }) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectBusyId) === p.id;
  const result = useAppSelector(selectResult);
  const symbol = useBusValue('wallet:balance')?.currencySymbol ?? 'P';
  const [details, setDetails] = useState(false);
  const [applying, setApplying] = useState(false);
  const mine = result?.id === p.id ? result : null;
  const open = p.status === 'claim' || p.status === 'join';
  const headingId = `rc-title-${p.id}`;
  return (
    <li className="mc-promo" data-testid={`rc-promo-${p.id}`} aria-labelledby={headingId}>
      <img className="mc-promo__art" src={p.imageUrl} alt="" width={600} height={240} loading="lazy" />
      <div className="mc-promo__body">
        <h4 id={headingId} className="mc-promo__title">
          {p.title}
          {p.badge && <span className="mc-badge">{p.badge}</span>}
        </h4>
        <p className="mc-promo__meta">
          <span className={`mc-status--${STATUS_CLASS[p.status] ?? 'pending'}`} data-testid={`rc-status-${p.id}`}>
            {t(`reward.statuses.${p.status === 'coming soon' ? 'comingSoon' : p.status}`)}
          </span>
          {p.bonus > 0 && <span>{t('reward.bonus', { amount: formatMoney(p.bonus, symbol) })}</span>}
        </p>
        <div className="mc-row-actions">
          {open && p.action !== 'apply' && (
            <button type="button" className="t-btn t-btn--primary" disabled={busy} onClick={() => dispatch(takePartRequested(p.id))}>
              {t(p.action === 'claim' ? 'reward.claim' : 'reward.join')}
            </button>
          )}
          {open && p.action === 'apply' && !applying && (
            <button type="button" className="t-btn t-btn--primary" onClick={() => setApplying(true)}>
              {t('reward.apply')}
            </button>
          )}
          <button type="button" className="t-btn" aria-expanded={details} aria-controls={`rc-details-${p.id}`} onClick={() => setDetails(!details)}>
            {t('reward.details')}
          </button>
          <span role="status" className={mine && !mine.ok ? 'mc-result mc-result--error' : 'mc-result'}>
            {mine?.ok && t('reward.done')}
            {mine && !mine.ok && mine.error && errorText(t, mine.error)}
          </span>
        </div>
        {details && <SafeHtml id={`rc-details-${p.id}`} className="mc-msg__body" html={p.content} />}
        {applying && open && <ApplicationForm promo={p} busy={busy} onCancel={() => setApplying(false)} />}
        {p.remark && <p className="mc-field__hint">{t('reward.yourRemark', { remark: p.remark, count: p.imageCount })}</p>}
      </div>
    </li>
  );
}

interface Values {
  remark: string;
}

function ApplicationForm({ promo, busy, onCancel }: { promo: RewardPromotion; busy: boolean; onCancel(): void }) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<ImagesProblem | null>(null);
  return (
    <Form<Values>
      validate={(v) => (remarkLength(v.remark ?? '') > MAX_REMARK ? { remark: t('form.tooLong', { max: MAX_REMARK }) } : {})}
      onSubmit={async (v) => {
        if (problem) return;
        const images = await Promise.all(files.map(readAsDataUrl));
        dispatch(applicationSubmitted({ promotionId: promo.id, remark: (v.remark ?? '').trim(), images }));
      }}
      render={({ handleSubmit, values }) => (
        <form className="mc-form mc-apply" onSubmit={handleSubmit} noValidate aria-label={t('reward.applyFor', { title: promo.title })}>
          <Field<string> name="remark">
            {({ input, meta }) => (
              <div className="mc-field">
                <label htmlFor={`${id}-remark`}>{t('reward.remark')}</label>
                <textarea {...input} id={`${id}-remark`} className="t-input" rows={3} aria-invalid={meta.error ? true : undefined} aria-describedby={`${id}-remark-note`} data-testid="rc-remark" />
                <span id={`${id}-remark-note`} className={meta.error ? 'mc-field__error' : 'mc-field__hint'}>
                  {meta.error ?? t('reward.remarkCount', { count: remarkLength(values.remark ?? ''), max: MAX_REMARK })}
                </span>
              </div>
            )}
          </Field>
          <div className="mc-field">
            <label htmlFor={`${id}-images`}>{t('reward.images')}</label>
            <input
              id={`${id}-images`}
              type="file"
              multiple
              accept="image/png,image/jpeg"
              data-testid="rc-images"
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${id}-images-note`}
              onChange={(e) => {
                const chosen = [...(e.target.files ?? [])];
                setFiles(chosen);
                setProblem(imagesProblem(chosen));
              }}
            />
            <span id={`${id}-images-note`} className={problem ? 'mc-field__error' : 'mc-field__hint'} role={problem ? 'alert' : undefined}>
              {problem ? t(problem) : t('reward.imagesHint')}
            </span>
          </div>
          <div className="mc-form__actions">
            <button type="submit" className="t-btn t-btn--primary" disabled={busy || !!problem} data-testid="rc-send">
              {t('reward.send')}
            </button>
            <button type="button" className="t-btn" onClick={onCancel}>
              {t('withdraw.cancel')}
            </button>
          </div>
        </form>
      )}
    />
  );
}
