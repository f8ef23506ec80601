/** The login popup, the logout confirmation and a failed free play (docs/product.md#modals). */
import { Suspense, useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { Spinner } from '@tessera/shared/kit';
import { Dialog } from '@tessera/shared/dialog';
import { ErrorNotice } from '../../app/error-notice';
import { lazyExport } from '../../app/lazy-export';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { authActions, selectAuth, selectLoginModalOpen, selectLogoutConfirmOpen } from './auth-slice';
import { loadLoginForm } from './login-form-loader';
import { selectTwoFactor } from './two-factor-slice';

// The forms load when first shown (the header's box loads the same login form chunk).
const LoginForm = lazyExport(loadLoginForm, 'LoginForm');
const TwoFactorDialog = lazyExport(() => import('./two-factor-dialog'), 'TwoFactorDialog');

/**
 * `loginWait`: what a tap on Log in paints at once (the shell's backdrop and spinner) while the sheet follows in a
 * render of its own: the native modal's showModal, its focus and the form's fields take some 80 ms on a phone once
 * their code is here, more than a tap may wait for its answer (docs/performance.md, taps).
 */
export function AuthDialogs({
  smsEnabled,
  dialCodes,
  loginFooter,
  loginBanner,
  loginWait,
}: {
  smsEnabled: boolean;
  dialCodes: readonly string[];
  loginFooter?: ReactNode;
  loginBanner?: ReactNode;
  loginWait?: ReactNode;
}) {
  const { t } = useTranslation('host');
  const { t: tc } = useTranslation('common');
  const dispatch = useAppDispatch();
  const loginOpen = useAppSelector(selectLoginModalOpen);
  // Opening, or mounted open (the tap that brings this chunk, or finds it warmed): the wait at once, the sheet's render
  // a moment later (a transition); closing: at once.
  const loginShown = useDeferredValue(loginOpen, false) && loginOpen;
  const logoutOpen = useAppSelector(selectLogoutConfirmOpen);
  const { freePlay } = useAppSelector(selectAuth);
  const { challenge } = useAppSelector(selectTwoFactor);
  return (
    <>
      {loginOpen && !loginShown && loginWait}
      {loginShown && (
        <Dialog title={t('login.title')} onClose={() => dispatch(authActions.loginModalClosed())} testId="login-modal" width={440}>
          {loginBanner}
          <Suspense fallback={<Spinner />}>
            <LoginForm variant="modal" smsEnabled={smsEnabled} dialCodes={dialCodes} footer={loginFooter} />
          </Suspense>
        </Dialog>
      )}
      {challenge && (
        <Suspense fallback={null}>
          <TwoFactorDialog />
        </Suspense>
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
          <ErrorNotice error={freePlay.error} onRetry={() => dispatch(authActions.freePlayRequested())} testId="free-play-error-text" />
        </Dialog>
      )}
    </>
  );
}
