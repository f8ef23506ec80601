/** The register modal and the invalid-affiliate warning (docs/product.md#modals, docs/product.md#errors). */
import type { ReactNode } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { Dialog } from '@tessera/shared/dialog';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { RegisterForm, type RegisterFormProps } from './register-form';
import { registerActions, selectRegister } from './register-slice';

export function RegisterDialog({ banner, ...props }: Omit<RegisterFormProps, 'onLeave'> & { banner?: ReactNode }) {
  const { t } = useTranslation('host');
  const dispatch = useAppDispatch();
  const { modalOpen, affiliateRefused } = useAppSelector(selectRegister);
  const close = () => dispatch(registerActions.registerClosed());
  return (
    <>
      {modalOpen && (
        <Dialog title={t('register.title')} onClose={close} width={520} testId="register-modal">
          {banner}
          <RegisterForm {...props} onLeave={close} />
        </Dialog>
      )}
      {affiliateRefused && (
        <Dialog title={t('register.title')} onClose={() => dispatch(registerActions.affiliateWarningDismissed())} testId="affiliate-warning">
          <p role="alert">{t('register.invitation_code_error')}</p>
          <div className="t-dialog__actions">
            <button type="button" className="t-btn t-btn--primary" onClick={() => dispatch(registerActions.affiliateWarningDismissed())}>
              {t('warnings.in_increase_submit')}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}

/** /register: the same form as a page. */
export function RegisterPage(props: Omit<RegisterFormProps, 'onLeave'>) {
  const { t } = useTranslation('host');
  return (
    <section className="h-page h-register-page" data-testid="register-page">
      <h1>{t('register.title')}</h1>
      <RegisterForm {...props} />
    </section>
  );
}
