/**
 * Change password (docs/product.md#member-centre): current, new and confirmation; sent encrypted. The
 * checks and their words are the shared ones (docs/product.md#validation), as in the host's own dialog.
 */
import type { ChangePasswordRequest } from '@tessera/shared';
import { changePasswordErrors, DEFAULT_PASSWORD_RULE, hintOf, type Issue } from '@tessera/shared/validation';
import { useEffect, useId } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from '@tessera/shared/react-i18next';
import { errorText } from '../../common/error-text';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
import { NS } from '../../i18n';
import { formEdited, passwordSubmitted, selectPasswordError, selectPasswordStatus } from './security-center-slice';

type Values = Partial<ChangePasswordRequest>;

/** The gateway's password rule (the registration rule for `password`, the shared default). */
const HINT = hintOf(DEFAULT_PASSWORD_RULE);

function IssueText({ issue }: { issue: Issue }) {
  const { t } = useTranslation('validation');
  return <>{t(issue.key, issue.params)}</>;
}

const FIELDS = [
  { name: 'oldPassword', label: 'password.old', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'password.new', autoComplete: 'new-password' },
  { name: 'confirmNewPassword', label: 'password.confirm', autoComplete: 'new-password' },
] as const;

export function PasswordForm() {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectPasswordStatus);
  const error = useAppSelector(selectPasswordError);
  const id = useId();

  return (
    <Form<Values>
      validate={(v) => changePasswordErrors(v, true) as Record<string, unknown>}
      onSubmit={(values) => {
        dispatch(passwordSubmitted(values as ChangePasswordRequest));
      }}
      render={({ handleSubmit, form }) => (
        <form className="mc-form" onSubmit={handleSubmit} onChange={() => dispatch(formEdited('password'))} noValidate>
          <ClearWhenDone done={status === 'done'} reset={() => form.restart()} />
          <div className="mc-form__grid">
            {FIELDS.map((f) => (
              <Field<string> key={f.name} name={f.name}>
                {({ input, meta }) => {
                  const fieldId = `${id}-${f.name}`;
                  const invalid = meta.touched ? (meta.error as Issue | undefined) : undefined;
                  return (
                    <div className="mc-field">
                      <label htmlFor={fieldId}>{t(f.label)}</label>
                      <input
                        {...input}
                        id={fieldId}
                        type="password"
                        className="t-input"
                        autoComplete={f.autoComplete}
                        aria-invalid={invalid ? true : undefined}
                        aria-describedby={invalid ? `${fieldId}-err` : f.name === 'newPassword' ? `${id}-hint` : undefined}
                      />
                      {f.name === 'newPassword' && !invalid && (
                        <span id={`${id}-hint`} className="mc-field__hint">
                          <IssueText issue={HINT} />
                        </span>
                      )}
                      {invalid && (
                        <span id={`${fieldId}-err`} className="mc-field__error">
                          <IssueText issue={invalid} />
                        </span>
                      )}
                    </div>
                  );
                }}
              </Field>
            ))}
          </div>
          <div className="mc-form__actions">
            <button type="submit" className="t-btn t-btn--primary" disabled={status === 'saving'}>
              {status === 'saving' ? t('form.saving') : t('password.submit')}
            </button>
            <span role="status" className={status === 'failed' ? 'mc-result mc-result--error' : 'mc-result'}>
              {status === 'done' && t('password.done')}
              {status === 'failed' && error && errorText(t, error)}
            </span>
          </div>
        </form>
      )}
    />
  );
}

/** Empties the fields once the change went through, so no password stays on screen. */
function ClearWhenDone({ done, reset }: { done: boolean; reset(): void }) {
  useEffect(() => {
    if (done) reset();
  }, [done, reset]);
  return null;
}
