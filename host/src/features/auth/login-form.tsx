/**
 * Login form, inline in the header and inside the login popup (docs/product.md#login): username type, and
 * the mobile-SMS type when verification-code login (MOBILEVERCODELOGIN3) is on. Inputs are trimmed; the
 * captcha field shows once the gateway asks for it.
 */
import { useState, type ReactNode } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { useTranslation } from '@tessera/shared/react-i18next';
import type { ErrorInfo, ErrorKey } from '@tessera/shared';
import { loginErrors } from '@tessera/shared/validation';
import { ErrorNotice, errorMessage } from '../../app/error-notice';
import { CheckField, FormField } from '../../app/form-field';
import { DialCodeField } from '../../app/country/dial-code-picker';
import { SmsButton } from '../../app/sms/sms-button';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { authActions, selectAuth, type LoginCredentials } from './auth-slice';
import { rememberedLogin } from './session-store';
import { mobileForGateway, withMobileCheck } from '../../app/country/mobile';

/** The localised message of a failure, else the gateway's own words (app/error-notice.tsx). */
export function errorText(error: ErrorInfo, tc: (key: ErrorKey) => string): string {
  return errorMessage(error, tc);
}

interface LoginValues {
  username?: string;
  password?: string;
  mobileNum?: string;
  code?: string;
  captcha?: string;
  dial?: string;
  remember?: boolean;
}

export interface LoginFormProps {
  variant: 'header' | 'modal';
  /** Where the form is, when not the variant's place: the /login page goes to '/' after success. */
  source?: 'page';
  smsEnabled: boolean;
  /** Dialing codes offered for the mobile number (the first is the default). */
  dialCodes: readonly string[];
  /** Extra links under the modal form (forgot password, register). */
  footer?: ReactNode;
}

export function LoginForm({ variant, source, smsEnabled, dialCodes, footer }: LoginFormProps) {
  const { t } = useTranslation('host');
  const dispatch = useAppDispatch();
  const { submitting, error, captchaRequired, captchaImage } = useAppSelector(selectAuth);
  const [type, setType] = useState<'username' | 'sms'>('username');
  const sms = smsEnabled && type === 'sms';
  const hideLabel = variant === 'header';
  // The header form has no room for the tick box: it uses a remembered name but leaves the choice alone.
  const offersRemember = variant !== 'header';
  const [initialValues] = useState<LoginValues>(() => {
    const remembered = rememberedLogin();
    return { dial: dialCodes[0] ?? '63', username: remembered ?? undefined, remember: !!remembered };
  });

  const captcha = captchaRequired && (
    <FormField
      name="captcha"
      label={t('login.captcha')}
      hideLabel={hideLabel}
      autoComplete="off"
      maxLength={255}
      className="h-captcha-input"
      addon={
        captchaImage && (
          <button type="button" className="h-captcha" aria-label={t('login.captchaRefresh')} title={t('login.captchaRefresh')} onClick={() => dispatch(authActions.captchaRequested())}>
            <img src={captchaImage} alt={t('login.captchaAlt')} />
          </button>
        )
      }
    />
  );

  return (
    <Form<LoginValues>
      initialValues={initialValues}
      onSubmit={(v) => {
        const remember = offersRemember && !sms ? !!v.remember : undefined;
        const credentials: LoginCredentials = sms
          ? { username: mobileForGateway(v.mobileNum ?? '', v.dial ?? ''), password: v.code ?? '', captcha: v.captcha, type: 'sms', source: source ?? variant }
          : { username: v.username ?? '', password: v.password ?? '', captcha: v.captcha, type: 'username', source: source ?? variant, remember };
        dispatch(authActions.loginSubmitted(credentials));
      }}
      validate={(v) => {
        const errors = loginErrors({ type: sms ? 'sms' : 'username', ...v }, captchaRequired);
        return (sms ? withMobileCheck(errors, 'mobileNum', v.mobileNum, v.dial) : errors) as Record<string, unknown>;
      }}
      render={({ handleSubmit }) => (
        <form className={`h-login h-login--${variant}${captchaRequired ? ' has-captcha' : ''}`} onSubmit={handleSubmit} noValidate aria-label={t('login.title')}>
          {smsEnabled && (
            <div className="h-tabs" role="tablist" aria-label={t('login.type')}>
              <button type="button" role="tab" aria-selected={!sms} className="h-tab" onClick={() => setType('username')} data-testid="login-tab-username">
                {t('login.byUsername')}
              </button>
              <button type="button" role="tab" aria-selected={sms} className="h-tab" onClick={() => setType('sms')} data-testid="login-tab-sms">
                {t('login.bySms')}
              </button>
            </div>
          )}
          {!sms && (
            <>
              <FormField name="username" label={t('login.username')} hideLabel={hideLabel} autoComplete="username" />
              <FormField name="password" type="password" label={t('login.password')} hideLabel={hideLabel} autoComplete="current-password" />
            </>
          )}
          {sms && (
            <FormSpy<LoginValues> subscription={{ values: true }}>
              {({ values }) => (
                <>
                  <FormField
                    name="mobileNum"
                    type="tel"
                    label={t('login.mobile')}
                    hideLabel={hideLabel}
                    autoComplete="tel-national"
                    inputMode="tel"
                    addon={<DialCodeField />}
                  />
                  <FormField
                    name="code"
                    label={t('login.smsCode')}
                    hideLabel={hideLabel}
                    autoComplete="one-time-code"
                    inputMode="numeric"
                    maxLength={255}
                    addon={<SmsButton purpose="login" mobileNum={`${values.mobileNum ?? ''}`} countryDialingCode={values.dial ?? ''} disabled={!values.mobileNum} />}
                  />
                </>
              )}
            </FormSpy>
          )}
          {captcha}
          {offersRemember && !sms && <CheckField name="remember">{t('login.remember')}</CheckField>}
          <button type="submit" className="t-btn t-btn--primary" disabled={submitting}>
            {submitting ? t('login.submitting') : t('login.submit')}
          </button>
          {error && <ErrorNotice error={error} className="h-login__error" testId="login-error" />}
          {footer}
        </form>
      )}
    />
  );
}
