/**
 * Forgot-password modal (e-mail tab; mobile tab when CHNGPASSVERIF3 is on), its e-mail confirmation, and the
 * change-password modal (docs/product.md#modals). Tessera keeps no password, so the old one is always asked.
 * Their saga (./password-saga.ts) comes with them and joins the host store at the first one's mount: only their
 * submits drive it.
 */
import { useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { useTranslation } from '@tessera/shared/react-i18next';
import { type ErrorInfo, type FieldRule } from '@tessera/shared';
import { Dialog } from '@tessera/shared/dialog';
import { changePasswordErrors, forgotEmailErrors, forgotPhoneErrors, hintOf } from '@tessera/shared/validation';
import { FormField, IssueText } from '../../app/form-field';
import { DialCodeField } from '../../app/country/dial-code-picker';
import { ErrorNotice } from '../../app/error-notice';
import { SmsButton } from '../../app/sms/sms-button';
import { useAppDispatch, useAppSelector, useInjectSaga } from '../../app/store';
import { passwordSaga } from './password-saga';
import { passwordActions, selectPassword } from './password-slice';
import { mobileForGateway, withMobileCheck } from '../../app/country/mobile';

function ErrorLine({ error }: { error: ErrorInfo | null }) {
  if (!error) return null;
  return <ErrorNotice error={error} testId="password-error" />;
}

/** The new password of both dialogs, with the merchant's password rule as its hint. */
function NewPasswordField({ passwordRule }: { passwordRule?: FieldRule }) {
  const { t } = useTranslation('host');
  return (
    <FormField
      name="newPassword"
      type="password"
      label={t('password.new')}
      required
      autoComplete="new-password"
      hint={passwordRule ? <IssueText issue={hintOf(passwordRule)} /> : undefined}
    />
  );
}

export function ForgotPasswordDialog({ phoneEnabled, dialCodes, usernameRule, passwordRule }: { phoneEnabled: boolean; dialCodes: readonly string[]; usernameRule?: FieldRule; passwordRule?: FieldRule }) {
  const { t } = useTranslation('host');
  const dispatch = useAppDispatch();
  useInjectSaga('password', passwordSaga);
  const { forgotOpen, submitting, error, emailSent } = useAppSelector(selectPassword);
  const [tab, setTab] = useState<'email' | 'phone'>('email');
  const phone = phoneEnabled && tab === 'phone';
  return (
    <>
      {forgotOpen && (
        <Dialog title={t('forgot.title')} onClose={() => dispatch(passwordActions.forgotClosed())} testId="forgot-modal">
          {phoneEnabled && (
            <div className="h-tabs" role="tablist" aria-label={t('forgot.type')}>
              <button type="button" role="tab" className="h-tab" aria-selected={!phone} onClick={() => setTab('email')} data-testid="forgot-tab-email">
                {t('forgot.byEmail')}
              </button>
              <button type="button" role="tab" className="h-tab" aria-selected={phone} onClick={() => setTab('phone')} data-testid="forgot-tab-phone">
                {t('forgot.byPhone')}
              </button>
            </div>
          )}
          {!phone && (
            <Form<{ username?: string; email?: string }>
              onSubmit={(v) => {
                dispatch(passwordActions.forgotByEmailSubmitted({ username: v.username ?? '', email: v.email ?? '' }));
              }}
              validate={(v) => forgotEmailErrors(v, usernameRule) as Record<string, unknown>}
              render={({ handleSubmit }) => (
                <form className="h-form" onSubmit={handleSubmit} noValidate>
                  <FormField name="username" label={t('login.username')} required autoComplete="username" />
                  <FormField name="email" type="email" label={t('forgot.email')} required autoComplete="email" />
                  <button type="submit" className="t-btn t-btn--primary" disabled={submitting}>
                    {t('forgot.send')}
                  </button>
                  <ErrorLine error={error} />
                </form>
              )}
            />
          )}
          {phone && (
            <Form<{ mobileNum?: string; verificationCode?: string; newPassword?: string; dial?: string }>
              initialValues={{ dial: dialCodes[0] ?? '63' }}
              onSubmit={(v) => {
                dispatch(passwordActions.forgotByPhoneSubmitted({ mobileNum: mobileForGateway(v.mobileNum ?? '', v.dial ?? ''), verificationCode: v.verificationCode ?? '', newPassword: v.newPassword ?? '' }));
              }}
              validate={(v) => withMobileCheck(forgotPhoneErrors(v, passwordRule), 'mobileNum', v.mobileNum, v.dial) as Record<string, unknown>}
              render={({ handleSubmit }) => (
                <form className="h-form" onSubmit={handleSubmit} noValidate>
                  <FormSpy<{ mobileNum?: string; dial?: string }> subscription={{ values: true }}>
                    {({ values }) => (
                      <>
                        <FormField name="mobileNum" type="tel" label={t('login.mobile')} required autoComplete="tel-national" addon={<DialCodeField />} />
                        <FormField
                          name="verificationCode"
                          label={t('login.smsCode')}
                          required
                          autoComplete="one-time-code"
                          maxLength={255}
                          addon={<SmsButton purpose="forgot" mobileNum={values.mobileNum ?? ''} countryDialingCode={values.dial ?? ''} disabled={!values.mobileNum} />}
                        />
                      </>
                    )}
                  </FormSpy>
                  <NewPasswordField passwordRule={passwordRule} />
                  <button type="submit" className="t-btn t-btn--primary" disabled={submitting}>
                    {t('forgot.reset')}
                  </button>
                  <ErrorLine error={error} />
                </form>
              )}
            />
          )}
        </Dialog>
      )}
      {emailSent && (
        <Dialog title={t('forgot.title')} onClose={() => dispatch(passwordActions.emailSentDismissed())} testId="forgot-sent">
          <p>{t('forgot.in_been_out')}</p>
          <div className="t-dialog__actions">
            <button type="button" className="t-btn t-btn--primary" onClick={() => dispatch(passwordActions.emailSentDismissed())}>
              {t('warnings.in_increase_submit')}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}

export function ChangePasswordDialog({ passwordRule }: { passwordRule?: FieldRule }) {
  const { t } = useTranslation('host');
  const dispatch = useAppDispatch();
  useInjectSaga('password', passwordSaga);
  const { changeOpen, forced, submitting, error } = useAppSelector(selectPassword);
  if (!changeOpen) return null;
  return (
    <Dialog
      title={t('password.title')}
      onClose={forced ? undefined : () => dispatch(passwordActions.changeClosed())}
      closeOnEscape={!forced}
      testId="change-password-modal"
    >
      {forced && <p className="h-muted">{t('password.forced')}</p>}
      <Form<{ oldPassword?: string; newPassword?: string; confirmNewPassword?: string }>
        onSubmit={(v) => {
          dispatch(passwordActions.changeSubmitted({ oldPassword: v.oldPassword ?? '', newPassword: v.newPassword ?? '' }));
        }}
        validate={(v) => changePasswordErrors(v, true, passwordRule) as Record<string, unknown>}
        render={({ handleSubmit }) => (
          <form className="h-form" onSubmit={handleSubmit} noValidate>
            <FormField name="oldPassword" type="password" label={t('password.old')} required autoComplete="current-password" />
            <NewPasswordField passwordRule={passwordRule} />
            <FormField name="confirmNewPassword" type="password" label={t('password.confirm')} required autoComplete="new-password" />
            <button type="submit" className="t-btn t-btn--primary" disabled={submitting} data-testid="change-password-submit">
              {t('password.submit')}
            </button>
            <ErrorLine error={error} />
          </form>
        )}
      />
    </Dialog>
  );
}
