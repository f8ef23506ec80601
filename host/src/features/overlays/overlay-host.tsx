/**
 * Everything that sits above the page: member centre and agent centre (remotes, loaded only when first
 * opened), the login popup, the logout confirmation and warnings.
 */
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, type AgentCentreProps, type MemberCentreProps } from '@tessera/shared';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { authActions, selectLoginModalOpen, selectLogoutConfirmOpen } from '../auth/auth-slice';
import { LoginForm } from '../auth/login-form';
import { RemoteArea } from '../remotes/remote-area';
import { overlaysActions, selectOverlays } from './overlays-slice';

export function OverlayHost() {
  const { t } = useTranslation('host');
  const { t: tc } = useTranslation('common');
  const dispatch = useAppDispatch();
  const overlays = useAppSelector(selectOverlays);
  const loginOpen = useAppSelector(selectLoginModalOpen);
  const logoutOpen = useAppSelector(selectLogoutConfirmOpen);
  const closeMember = useCallback(() => dispatch(overlaysActions.memberCentreClosed()), [dispatch]);
  const closeAgent = useCallback(() => dispatch(overlaysActions.agentCentreClosed()), [dispatch]);
  const memberFrame = (content: ReactNode) => (
    <Dialog title={t('account.memberCentre')} onClose={closeMember} width={600}>
      {content}
    </Dialog>
  );
  const agentFrame = (content: ReactNode) => (
    <Dialog title={t('account.agentCentre')} onClose={closeAgent} width={600}>
      {content}
    </Dialog>
  );

  return (
    <>
      {overlays.mcShow && (
        <RemoteArea<MemberCentreProps> remote="member" expose="./MemberCentre" props={{ page: overlays.mcPage, onClose: closeMember }} frame={memberFrame} />
      )}
      {overlays.acShow && (
        <RemoteArea<AgentCentreProps> remote="agent" expose="./AgentCentre" props={{ page: overlays.acPage, onClose: closeAgent }} frame={agentFrame} />
      )}
      {loginOpen && (
        <Dialog title={t('login.title')} onClose={() => dispatch(authActions.loginModalClosed())} testId="login-modal">
          <LoginForm variant="modal" />
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
      {overlays.warning && (
        <Dialog title={t('account.memberCentre')} onClose={() => dispatch(overlaysActions.warningDismissed())} testId="warning-dialog">
          <p>{t(`warnings.${overlays.warning}`)}</p>
          <div className="t-dialog__actions">
            <button type="button" className="t-btn t-btn--primary" onClick={() => dispatch(overlaysActions.warningDismissed())}>
              {t('warnings.in_increase_submit')}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
