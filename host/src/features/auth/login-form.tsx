/** Username login form, used inline in the header and inside the login popup (spec §2, §5). */
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { authActions, selectAuth, type LoginCredentials } from './auth-slice';

export function LoginForm({ variant }: { variant: 'header' | 'modal' }) {
  const { t } = useTranslation('host');
  const { t: tc } = useTranslation('common');
  const dispatch = useAppDispatch();
  const { submitting, error, captchaRequired, captchaImage } = useAppSelector(selectAuth);

  const validate = (v: Partial<LoginCredentials>) => {
    const errors: Partial<Record<keyof LoginCredentials, string>> = {};
    if (!v.username?.trim()) errors.username = t('login.usernameRequired');
    if (!v.password?.trim()) errors.password = t('login.passwordRequired');
    if (captchaRequired && !v.captcha?.trim()) errors.captcha = t('login.captchaRequired');
    return errors;
  };

  return (
    <Form<LoginCredentials>
      onSubmit={(values) => {
        dispatch(authActions.loginSubmitted(values));
      }}
      validate={validate}
      render={({ handleSubmit }) => (
        <form className={`h-login h-login--${variant}`} onSubmit={handleSubmit} noValidate aria-label={t('login.title')}>
          <Field<string> name="username">
            {({ input, meta }) => (
              <label className="h-field">
                <span className="h-field__label">{t('login.username')}</span>
                <input {...input} className="t-input" autoComplete="username" placeholder={t('login.username')} aria-invalid={meta.touched && !!meta.error} />
                {meta.touched && meta.error && <span className="h-field__error">{meta.error}</span>}
              </label>
            )}
          </Field>
          <Field<string> name="password">
            {({ input, meta }) => (
              <label className="h-field">
                <span className="h-field__label">{t('login.password')}</span>
                <input {...input} type="password" className="t-input" autoComplete="current-password" placeholder={t('login.password')} aria-invalid={meta.touched && !!meta.error} />
                {meta.touched && meta.error && <span className="h-field__error">{meta.error}</span>}
              </label>
            )}
          </Field>
          {captchaRequired && (
            <Field<string> name="captcha">
              {({ input, meta }) => (
                <label className="h-field h-field--captcha">
                  <span className="h-field__label">{t('login.captcha')}</span>
                  <input {...input} className="t-input" autoComplete="off" maxLength={255} placeholder={t('login.captcha')} />
                  {captchaImage && (
                    <button type="button" className="h-captcha" title={t('login.captchaRefresh')} onClick={() => dispatch(authActions.captchaRequested())}>
                      <img src={captchaImage} alt={t('login.captchaAlt')} />
                    </button>
                  )}
                  {meta.touched && meta.error && <span className="h-field__error">{meta.error}</span>}
                </label>
              )}
            </Field>
          )}
          <button type="submit" className="t-btn t-btn--primary" disabled={submitting}>
            {submitting ? t('login.submitting') : t('login.submit')}
          </button>
          {error && (
            <p className="h-login__error t-error-text" role="alert">
              {error.message || tc(error.key)}
            </p>
          )}
        </form>
      )}
    />
  );
}
