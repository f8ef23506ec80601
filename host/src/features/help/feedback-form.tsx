/**
 * The feedback/complaint form of the help centre (docs/product.md#other-screens): a question type of the
 * spec and a content whose length the form and the gateway both bound (FEEDBACK_CONTENT).
 */
import { useId } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from '@tessera/shared/react-i18next';
import { type ErrorKey, type FeedbackType } from '@tessera/shared';
import { FEEDBACK_CONTENT, FEEDBACK_TYPES } from '@tessera/shared/kit';
import { feedbackErrors, type Issue } from '@tessera/shared/validation';
import { IssueText } from '../../app/form-field';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { helpActions, selectHelp } from './help-slice';
import { registerLazyHostTranslations } from '../../i18n';

void registerLazyHostTranslations();

export function FeedbackForm() {
  const { t } = useTranslation('host-lazy');
  const { t: tc } = useTranslation('common');
  const dispatch = useAppDispatch();
  const { feedback } = useAppSelector(selectHelp);
  const typeId = useId();
  const contentId = useId();
  if (feedback.status === 'done') {
    return (
      <section className="h-help__section" aria-labelledby="feedback-title" id="feedback" data-testid="feedback">
        <h2 id="feedback-title">{t('feedback.title')}</h2>
        <p role="status" data-testid="feedback-thanks">
          {t('feedback.thanks')}
        </p>
        <button type="button" className="t-btn" onClick={() => dispatch(helpActions.feedbackReset())}>
          {t('feedback.another')}
        </button>
      </section>
    );
  }
  return (
    <section className="h-help__section" aria-labelledby="feedback-title" id="feedback" data-testid="feedback">
      <h2 id="feedback-title">{t('feedback.title')}</h2>
      <Form<{ questionType?: FeedbackType; content?: string }>
        onSubmit={(v) => {
          dispatch(helpActions.feedbackSubmitted({ questionType: v.questionType!, content: v.content ?? '' }));
        }}
        validate={(v) => feedbackErrors(v, FEEDBACK_CONTENT) as Record<string, unknown>}
        render={({ handleSubmit, values }) => (
          <form className="h-form" onSubmit={handleSubmit} noValidate>
            <Field<string> name="questionType">
              {({ input, meta }) => (
                <div className="h-field">
                  <label htmlFor={typeId} className="h-field__label">
                    {t('feedback.type')} *
                  </label>
                  <select {...input} id={typeId} className="t-input" aria-invalid={meta.touched && !!meta.error} aria-describedby={meta.touched && meta.error ? `${typeId}-e` : undefined}>
                    <option value="">{t('feedback.choose')}</option>
                    {FEEDBACK_TYPES.map((ty) => (
                      <option key={ty} value={ty}>
                        {t(`feedback.types.${ty}`)}
                      </option>
                    ))}
                  </select>
                  {meta.touched && meta.error && (
                    <span id={`${typeId}-e`} className="h-field__error" role="alert">
                      <IssueText issue={meta.error as Issue} />
                    </span>
                  )}
                </div>
              )}
            </Field>
            <Field<string> name="content">
              {({ input, meta }) => (
                <div className="h-field">
                  <label htmlFor={contentId} className="h-field__label">
                    {t('feedback.content')} *
                  </label>
                  <textarea
                    {...input}
                    id={contentId}
                    className="t-input"
                    rows={5}
                    maxLength={FEEDBACK_CONTENT.max}
                    aria-invalid={meta.touched && !!meta.error}
                    aria-describedby={`${contentId}-n${meta.touched && meta.error ? ` ${contentId}-e` : ''}`}
                  />
                  <span id={`${contentId}-n`} className="h-field__hint">
                    {t('feedback.count', { n: values.content?.trim().length ?? 0, min: FEEDBACK_CONTENT.min, max: FEEDBACK_CONTENT.max })}
                  </span>
                  {meta.touched && meta.error && (
                    <span id={`${contentId}-e`} className="h-field__error" role="alert">
                      <IssueText issue={meta.error as Issue} />
                    </span>
                  )}
                </div>
              )}
            </Field>
            <button type="submit" className="t-btn t-btn--primary" disabled={feedback.status === 'sending'} data-testid="feedback-submit">
              {t('feedback.send')}
            </button>
            {feedback.error && (
              <p className="t-error-text" role="alert">
                {feedback.error.kind === 'business' && feedback.error.message ? feedback.error.message : tc(feedback.error.i18nKey as ErrorKey)}
              </p>
            )}
          </form>
        )}
      />
    </section>
  );
}
