/**
 * The register form, in the modal and on /register (docs/product.md#register): username and mobile tabs
 * (mobile only when MOBILENUMREG3 is on), every field the server enables, required and checked as its
 * rules say, with the rule's hint; SMS code with countdown; age and terms; the terms link goes to /help.
 */
import { useEffect, useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { Link } from '@tessera/shared/router';
import { useTranslation } from '@tessera/shared/react-i18next';
import type { RegisterRules } from '@tessera/shared';
import { hintOf, registerErrors, visibleRegisterFields, type RegisterContext, type RegisterField, type RegisterValues } from '@tessera/shared/validation';
import { CheckField, FormField, IssueText } from '../../app/form-field';
import { DialCodeField } from '../../app/country/dial-code-picker';
import { ErrorNotice } from '../../app/error-notice';
import { SmsButton } from '../../app/sms/sms-button';
import { useAppDispatch, useAppSelector, useInjectSaga } from '../../app/store';
import { withMobileCheck } from '../../app/country/mobile';
import { registerSaga } from './register-saga';
import { registerActions, selectRegister, type RegisterMode } from './register-slice';

export interface RegisterFormProps {
  rules: RegisterRules;
  modules: Record<string, boolean>;
  dialCodes: readonly string[];
  /** Called when the terms link is followed (the modal closes). */
  onLeave?: () => void;
}

const INPUT_TYPES: Partial<Record<RegisterField, string>> = {
  password: 'password',
  confirmPassword: 'password',
  paymentPassword: 'password',
  email: 'email',
  mobileNum: 'tel',
};
const AUTOCOMPLETE: Partial<Record<RegisterField, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  email: 'email',
  mobileNum: 'tel-national',
  payeeName: 'name',
  verificationCode: 'one-time-code',
};

export function RegisterForm({ rules, modules, dialCodes, onLeave }: RegisterFormProps) {
  const { t } = useTranslation('host');
  const dispatch = useAppDispatch();
  useInjectSaga('register', registerSaga);
  const { submitting, error, urlAffiliate, captchaAsked, captchaImage } = useAppSelector(selectRegister);
  const mobileOn = !!modules.MOBILENUMREG3;
  const usernameOn = modules.USERNAMEREG3 !== false;
  const [mode, setMode] = useState<RegisterMode>(usernameOn || !mobileOn ? 'username' : 'mobile');
  const ctx: RegisterContext = { mode, rules, smsEnabled: mode === 'mobile' || !!modules.REGMOBVERF3, affiliateShown: !urlAffiliate, captchaAsked };
  const fields = visibleRegisterFields(ctx);
  const required = (f: RegisterField) =>
    f === 'username' ||
    f === 'password' ||
    f === 'confirmPassword' ||
    f === 'verificationCode' ||
    (f === 'mobileNum' && mode === 'mobile') ||
    (f === 'captcha' && captchaAsked) ||
    !!rules[f]?.required;
  // The image captcha shows whenever the rules enable it (or the gateway asked): fetch its picture once shown.
  const captchaShown = fields.includes('captcha');
  useEffect(() => {
    if (captchaShown && !captchaImage) dispatch(registerActions.captchaRequested());
  }, [captchaShown, captchaImage, dispatch]);

  return (
    <Form<RegisterValues & { dial?: string }>
      key={mode}
      initialValues={{ dial: dialCodes[0] ?? '63' }}
      onSubmit={(values) => {
        dispatch(registerActions.registerSubmitted({ mode, values, affiliateShown: ctx.affiliateShown }));
      }}
      validate={(v) => withMobileCheck(registerErrors(v, ctx), 'mobileNum', v.mobileNum, v.dial) as Record<string, unknown>}
      render={({ handleSubmit }) => (
        <form className="h-register" onSubmit={handleSubmit} noValidate aria-label={t('register.title')} data-testid="register-form">
          {mobileOn && usernameOn && (
            <div className="h-tabs" role="tablist" aria-label={t('register.type')}>
              <button type="button" role="tab" aria-selected={mode === 'username'} className="h-tab" onClick={() => setMode('username')} data-testid="register-tab-username">
                {t('register.byUsername')}
              </button>
              <button type="button" role="tab" aria-selected={mode === 'mobile'} className="h-tab" onClick={() => setMode('mobile')} data-testid="register-tab-mobile">
                {t('register.byMobile')}
              </button>
            </div>
          )}
          <p className="h-muted h-register__note">{t('register.starNote')}</p>
          <FormSpy<RegisterValues & { dial?: string }> subscription={{ values: true }}>
            {({ values }) =>
              fields.map((f) => {
                const rule = rules[f];
                const hint = rule && f !== 'confirmPassword' && f !== 'verificationCode' ? <IssueText issue={hintOf(rule)} /> : undefined;
                const addon =
                  f === 'verificationCode' ? (
                    <SmsButton purpose="register" mobileNum={values.mobileNum ?? ''} countryDialingCode={values.dial ?? ''} disabled={!values.mobileNum} />
                  ) : f === 'mobileNum' ? (
                    <DialCodeField />
                  ) : f === 'captcha' && captchaImage ? (
                    <button type="button" className="h-captcha" aria-label={t('login.captchaRefresh')} title={t('login.captchaRefresh')} onClick={() => dispatch(registerActions.captchaRequested())} data-testid="register-captcha-image">
                      <img src={captchaImage} alt={t('login.captchaAlt')} />
                    </button>
                  ) : undefined;
                return (
                  <FormField
                    key={f}
                    name={f}
                    label={t(`register.fields.${f}`)}
                    required={required(f)}
                    type={INPUT_TYPES[f] ?? 'text'}
                    autoComplete={AUTOCOMPLETE[f] ?? 'off'}
                    maxLength={f === 'verificationCode' ? 255 : rule?.maxLength}
                    className={f === 'captcha' ? 'h-captcha-input' : undefined}
                    hint={hint}
                    addon={addon}
                    data-testid={`register-${f}`}
                  />
                );
              })
            }
          </FormSpy>
          <CheckField name="age">{t('register.age')}</CheckField>
          <CheckField name="terms">
            {t('register.termsBefore')}{' '}
            <Link to="/help#terms" onClick={onLeave}>
              {t('register.termsLink')}
            </Link>
          </CheckField>
          <button type="submit" className="t-btn t-btn--primary" disabled={submitting} data-testid="register-submit">
            {submitting ? t('register.submitting') : t('register.submit')}
          </button>
          {error && <ErrorNotice error={error} testId="register-error" />}
        </form>
      )}
    />
  );
}
