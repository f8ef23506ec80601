/** Converting points to the main wallet: how many, the password, the result. */
import { type PointBalance, type PointConfig } from '@tessera/shared';
import { formatMoney, useCurrencySymbol } from '@tessera/shared/kit';
import { checkPassword, type Issue } from '@tessera/shared/validation';
import { useId, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from '@tessera/shared/react-i18next';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
import { NS } from '../../i18n';
import { convertSubmitted, selectConvert, selectConvertError, selectConverted } from './points-mall-slice';
import { PointsPasswordField } from './points-mall-password';
import { IssueText, points, pointsError, TrialWarning } from './points-mall-text';

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

export function ConvertForm({ balance, config, trial }: { balance: PointBalance; config: PointConfig; trial: boolean }) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectConvert);
  const error = useAppSelector(selectConvertError);
  const converted = useAppSelector(selectConverted);
  const symbol = useCurrencySymbol();
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
              <PointsPasswordField testId="pm-convert-password" showError={(error, noteId) => <FieldError error={error} min={config.minConvert} balance={balance.points} id={noteId} />} />
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
