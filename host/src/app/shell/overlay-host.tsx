/**
 * Everything that sits above the page: member centre and agent centre (remotes, loaded only when first
 * opened), the login, register, password, notice and help modals, the logout confirmation and the warnings.
 * The shell gives each modal the settings it needs (module switches, field rules, dialing codes).
 */
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@tessera/shared';
import { NoticeModal } from '../../features/announcements/notice-modal';
import { PageBanner } from '../../features/announcements/page-banner';
import { AuthDialogs } from '../../features/auth/auth-dialogs';
import { authActions } from '../../features/auth/auth-slice';
import { HelpModal } from '../../features/help/help-modal';
import { overlaysActions, selectOverlays } from '../../features/overlays/overlays-slice';
import { WarningDialog } from '../../features/overlays/warning-dialog';
import { ChangePasswordDialog, ForgotPasswordDialog } from '../../features/password/password-dialogs';
import { passwordActions } from '../../features/password/password-slice';
import { PopupModal } from '../../features/popups/popup-modal';
import { RegisterDialog } from '../../features/register/register-dialog';
import { selectDialCodes, selectSettings } from '../../features/settings/settings-slice';
import { registerRequested } from '../app-actions';
import { RemoteArea } from '../remotes/remote-area';
import { SmsFailureDialog } from '../sms/sms-button';
import { useAppDispatch, useAppSelector } from '../store';

function LoginFooter() {
  const { t } = useTranslation('host');
  const dispatch = useAppDispatch();
  const { modules } = useAppSelector(selectSettings);
  return (
    <p className="h-login__links">
      <button
        type="button"
        className="h-linkbtn"
        onClick={() => {
          dispatch(authActions.loginModalClosed());
          dispatch(passwordActions.forgotOpened());
        }}
        data-testid="open-forgot"
      >
        {t('forgot.link')}
      </button>
      {modules.DIRECTREG3 !== false && (
        <button
          type="button"
          className="h-linkbtn"
          onClick={() => {
            dispatch(authActions.loginModalClosed());
            dispatch(registerRequested());
          }}
        >
          {t('register.button')}
        </button>
      )}
    </p>
  );
}

export function OverlayHost() {
  const { t } = useTranslation('host');
  const dispatch = useAppDispatch();
  const overlays = useAppSelector(selectOverlays);
  const { modules, register } = useAppSelector(selectSettings);
  const dialCodes = useAppSelector(selectDialCodes);
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
      {overlays.mcShow && <RemoteArea module="member/MemberCentre" props={{ page: overlays.mcPage, onClose: closeMember }} frame={memberFrame} />}
      {overlays.acShow && <RemoteArea module="agent/AgentCentre" props={{ page: overlays.acPage, onClose: closeAgent }} frame={agentFrame} />}
      <AuthDialogs smsEnabled={!!modules.MOBILEVERCODELOGIN3} dialCodes={dialCodes} loginFooter={<LoginFooter />} loginBanner={<PageBanner group="w_login" />} />
      <RegisterDialog rules={register} modules={modules} dialCodes={dialCodes} banner={<PageBanner group="w_reg" />} />
      <ForgotPasswordDialog phoneEnabled={!!modules.CHNGPASSVERIF3} dialCodes={dialCodes} usernameRule={register.username} passwordRule={register.password} />
      <ChangePasswordDialog passwordRule={register.password} />
      <NoticeModal />
      <HelpModal />
      <PopupModal />
      <SmsFailureDialog />
      <WarningDialog />
    </>
  );
}
