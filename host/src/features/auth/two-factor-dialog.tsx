/**
 * Two-factor verification on an unregistered IP (docs/product.md#login-from-an-unregistered-ip): the login waits while the
 * player asks for the SMS code sent to their (masked) mobile and types it in. A wrong or expired code is
 * said here; closing the dialog abandons the login.
 */
import { Form } from 'react-final-form';
import { useTranslation } from '@tessera/shared/react-i18next';
import { Dialog } from '@tessera/shared/dialog';
import type { Issue } from '@tessera/shared/validation';
import { ErrorNotice } from '../../app/error-notice';
import { FormField } from '../../app/form-field';
import { SmsButton } from '../../app/sms/sms-button';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { selectTwoFactor, twoFactorActions } from './two-factor-slice';
import { registerLazyHostTranslations } from '../../i18n';

void registerLazyHostTranslations();

/** Codes the sandbox and the gateway send: digits, 4 to 8 of them. */
const CODE = /^\d{4,8}$/;

export function validateCode(code: string | undefined): Issue | undefined {
  const v = (code ?? '').trim();
  if (!v) return { key: 'required' };
  if (!CODE.test(v)) return { key: 'smsCode' };
  return undefined;
}

export function TwoFactorDialog() {
  const { t } = useTranslation('host-lazy');
  const { t: tc } = useTranslation('common');
  const dispatch = useAppDispatch();
  const { challenge, submitting, error } = useAppSelector(selectTwoFactor);
  if (!challenge) return null;
  const cancel = () => dispatch(twoFactorActions.twoFactorCancelled());
  return (
    <Dialog title={t('twoFactor.title')} onClose={cancel} testId="two-factor-dialog" width={420}>
      <p className="h-two-factor__intro">{t('twoFactor.intro', { mobile: challenge.mobile })}</p>
      <Form<{ code?: string }>
        onSubmit={(v) => {
          dispatch(twoFactorActions.twoFactorCodeSubmitted((v.code ?? '').trim()));
        }}
        validate={(v) => {
          const issue = validateCode(v.code);
          return issue ? { code: issue } : {};
        }}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={t('twoFactor.title')} className="h-two-factor">
            <FormField
              name="code"
              label={t('twoFactor.code')}
              required
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={8}
              addon={<SmsButton purpose="loginip" mobileNum="" countryDialingCode="" ticket={challenge.ticket} />}
            />
            {error && <ErrorNotice error={error} testId="two-factor-error" />}
            <div className="t-dialog__actions">
              <button type="button" className="t-btn" onClick={cancel}>
                {tc('actions.cancel')}
              </button>
              <button type="submit" className="t-btn t-btn--primary" disabled={submitting} data-testid="two-factor-submit">
                {submitting ? t('twoFactor.verifying') : t('twoFactor.submit')}
              </button>
            </div>
          </form>
        )}
      />
    </Dialog>
  );
}
