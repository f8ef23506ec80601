/** The login popup, the logout confirmation and a failed free play (docs/product.md#modals). */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, type ErrorKey } from '@tessera/shared';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { authActions, selectAuth, selectLoginModalOpen, selectLogoutConfirmOpen } from './auth-slice';
import { LoginForm } from './login-form';

export function AuthDialogs({ smsEnabled, dialCodes, loginFooter, loginBanner }: { smsEnabled: boolean; dialCodes: readonly string[]; loginFooter?: ReactNode; loginBanner?: ReactNode }) {
  const { t } = useTranslation('host');
  const { t: tc } = useTranslation('common');
  const dispatch = useAppDispatch();
  const loginOpen = useAppSelector(selectLoginModalOpen);
  const logoutOpen = useAppSelector(selectLogoutConfirmOpen);
  const { freePlay } = useAppSelector(selectAuth);
  return (
    <>
      {loginOpen && (
        <Dialog title={t('login.title')} onClose={() => dispatch(authActions.loginModalClosed())} testId="login-modal" width={440}>
          {loginBanner}
          <LoginForm variant="modal" smsEnabled={smsEnabled} dialCodes={dialCodes} footer={loginFooter} />
        </Dialog>
      )}
      {logoutOpen && (
        <Dialog title={t('account.logoutTitle')} onClose={() => dispatch(authActions.logoutCancelled())} testId="logout-confirm">
          <p>{t('account.logoutConfirm')}</p>
          <div className="t-dialog__actions">
            <button type="button" className="t-btn" onClick={() => dispatch(authActions.logoutCancelled())}>
              {tc('actions.cancel')}
            </button>
            <button type="button" className="t-btn t-btn--primary" onClick={() => dispatch(authActions.logoutConfirmed())}>
              {tc('actions.confirm')}
            </button>
          </div>
        </Dialog>
      )}
      {freePlay.error && (
        <Dialog title={t('freePlay.button')} onClose={() => dispatch(authActions.freePlayErrorDismissed())} testId="free-play-error">
          <p role="alert">{freePlay.error.kind === 'business' && freePlay.error.message ? freePlay.error.message : tc(freePlay.error.i18nKey as ErrorKey)}</p>
        </Dialog>
      )}
    </>
  );
}
